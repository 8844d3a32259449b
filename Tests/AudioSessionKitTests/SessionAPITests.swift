import AudioSessionTesting
import Testing

@Suite struct SessionAPITests {
    private func app(
        devices: [ExternalDevice] = [], recordPermission: RecordPermission = .granted, isMusicPlaying: Bool = false
    ) throws -> SimulatedAudioSession {
        let device = makeDevice(
            [.init(name: "App", backgroundAudio: true, recordPermission: recordPermission)], devices: devices,
            isMusicPlaying: isMusicPlaying)
        return try session(device, "App")
    }

    @Test func newSessionHasTheDefaults() throws {
        let app = try app()
        #expect(app.category == .soloAmbient)
        #expect(app.mode == .default)
        #expect(app.categoryOptions == [])
        #expect(app.routeSharingPolicy == .default)
        #expect(!app.isActive)
        #expect(app.portOverride == .none)
        #expect(app.preferredInput == nil)
        #expect(app.configuration == .initial)
    }

    @Test func fourSetCategoryOverloadsReplaceEverything() throws {
        let app = try app()
        try app.setCategory(.playAndRecord, mode: .voiceChat, policy: .default, options: [.defaultToSpeaker])
        #expect(app.categoryOptions == [.allowBluetoothHFP, .defaultToSpeaker]) // voiceChat implies HFP (C4)
        #expect(app.configuration.options == [.defaultToSpeaker])

        try app.setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])
        #expect(app.mode == .spokenAudio)
        #expect(app.categoryOptions == [.mixWithOthers, .duckOthers]) // duckOthers implies mixWithOthers

        try app.setCategory(.playAndRecord, options: [.allowAirPlay])
        #expect(app.mode == .default) // options and mode never carry over (C2)
        #expect(app.categoryOptions == [.allowAirPlay])

        try app.setCategory(.playback)
        #expect(app.configuration == SessionConfiguration(category: .playback))

        try app.setCategory(.playback, mode: .moviePlayback, policy: .longFormVideo, options: [])
        #expect(app.routeSharingPolicy == .longFormVideo)
    }

    @Test func invalidConfigurationThrowsBadParamAndChangesNothing() throws {
        let app = try app()
        try app.setCategory(.playback)
        #expect(throws: AudioSessionError(.badParam)) { try app.setCategory(.playback, options: [.defaultToSpeaker]) }
        #expect(throws: AudioSessionError(.badParam)) { try app.setMode(.voiceChat) }
        #expect(throws: AudioSessionError(.badParam)) {
            try app.setCategory(.playAndRecord, mode: .default, policy: .longFormAudio, options: [])
        }
        #expect(app.configuration == SessionConfiguration(category: .playback))
    }

    @Test func setModeKeepsTheAppsOptions() throws {
        let app = try app()
        try app.setCategory(.playAndRecord, options: [.defaultToSpeaker])
        try app.setMode(.voiceChat)
        #expect(app.categoryOptions == [.allowBluetoothHFP, .defaultToSpeaker])
        try app.setMode(.default)
        #expect(app.categoryOptions == [.defaultToSpeaker])
    }

    @Test func activationErrorsAreTheModelsErrors() throws {
        let app = try app()
        try app.setCategory(.playAndRecord)
        try app.device.perform(SystemEvent.incomingCall)
        do {
            try app.setActive(true)
            Issue.record("activation should fail while a call rings")
        } catch {
            #expect(error.code == .insufficientPriority)
            #expect(error.message.contains("rule A1"))
        }
        #expect(!app.isActive)
    }

    @Test func deactivatingWithRunningIOThrowsIsBusyButDeactivates() throws {
        let app = try app()
        try app.setCategory(.playback)
        try app.startPlayback()
        #expect(throws: AudioSessionError(.isBusy)) { try app.setActive(false) }
        #expect(!app.isActive && !app.isPlaying)
    }

    @Test func speakerOverrideRoutesAndNotifies() throws {
        let app = try app(devices: [ExternalDevice(kind: .wiredHeadset)])
        try app.setCategory(.playback)
        #expect(throws: AudioSessionError(.badParam)) { try app.overrideOutputAudioPort(.speaker) }
        try app.setCategory(.playAndRecord)
        try app.setActive(true)
        let (notes, observation) = record(app)
        defer { observation.cancel() }
        try app.overrideOutputAudioPort(.speaker)
        #expect(app.portOverride == .speaker)
        #expect(ports(app.currentRoute) == ([.builtInSpeaker], [.builtInMic]))
        let notification = try #require(notes.take().first)
        #expect(Seen(notification) == .route(.override))
        #expect(previousPorts(notification) == [.headphones, .headsetMic])
    }

    @Test func availableAndPreferredInputs() throws {
        let app = try app(devices: [ExternalDevice(kind: .wiredHeadset, name: "EarPods")])
        try app.setCategory(.playback)
        #expect(app.availableInputs == [])
        try app.setCategory(.playAndRecord)
        let inputs = try #require(app.availableInputs)
        #expect(inputs.map(\.portType) == [.headsetMic, .builtInMic])
        #expect(inputs.first?.portName == "EarPods")
        try app.setActive(true)
        try app.setPreferredInput(inputs[1])
        #expect(app.preferredInput == inputs[1])
        #expect(ports(app.currentRoute).inputs == [.builtInMic])
        try app.setPreferredInput(nil)
        #expect(app.preferredInput == nil)
        #expect(ports(app.currentRoute).inputs == [.headsetMic])
    }

    @Test func otherAudioAndTheSecondaryAudioHint() throws {
        let app = try app(isMusicPlaying: true)
        #expect(app.isOtherAudioPlaying)
        #expect(app.secondaryAudioShouldBeSilencedHint)
        try app.setCategory(.ambient)
        try app.setActive(true)
        try app.device.perform(UserAction.remote(.pause))
        #expect(!app.isOtherAudioPlaying)
        #expect(!app.secondaryAudioShouldBeSilencedHint)
    }

    @Test func recordPermissionRequestPromptsOnceInTheForeground() async throws {
        let granting = try app(recordPermission: .undetermined)
        #expect(granting.recordPermission == .undetermined)
        #expect(await granting.requestRecordPermission())
        #expect(granting.recordPermission == .granted)

        let device = makeDevice([.init(name: "Denier", grantsPermission: false)])
        let denier = try session(device, "Denier")
        #expect(await denier.requestRecordPermission() == false)
        #expect(denier.recordPermission == .denied)
        let prompts = device.trace.filter { $0.kind == "recordPermissionPrompt" }.count
        #expect(await denier.requestRecordPermission() == false) // decided: no second prompt (P7)
        #expect(device.trace.filter { $0.kind == "recordPermissionPrompt" }.count == prompts)
    }

    @Test func prefersSettersReadBack() throws {
        let app = try app()
        #expect(!app.prefersNoInterruptionsFromSystemAlerts)
        #expect(app.prefersInterruptionOnRouteDisconnect)
        try app.setPrefersNoInterruptionsFromSystemAlerts(true)
        try app.setPrefersInterruptionOnRouteDisconnect(false)
        #expect(app.prefersNoInterruptionsFromSystemAlerts)
        #expect(!app.prefersInterruptionOnRouteDisconnect)

        // The banner call spares the session that prefers no interruptions (I6).
        try app.setCategory(.playback)
        try app.setActive(true)
        try app.device.perform(SystemEvent.incomingCall)
        #expect(app.isActive)
    }

    @Test func observationTokenStopsDeliveries() throws {
        let app = try app()
        let (notes, observation) = record(app)
        try app.setCategory(.playback)
        observation.cancel()
        try app.setCategory(.playAndRecord)
        #expect(notes.takeSeen() == [.route(.categoryChange)])
    }

    @Test func appActionsOfTheAPIAreTheSimulatorsAppActions() throws {
        let app = try app()
        try app.setCategory(.playback, mode: .spokenAudio, options: [])
        try app.perform(.setMode(.default))
        try app.setActive(true)
        let actions = app.device.trace.filter { $0.category == .action && $0.actor == "App" }.map(\.kind)
        #expect(actions == ["setCategory", "setMode", "activate"])
        #expect(app.mode == .default)
    }

    @Test func mediaServicesResetDeliversLostThenResetAndForgetsEverything() throws {
        let app = try app()
        try app.setCategory(.playback, options: [.mixWithOthers])
        try app.setPreferredSampleRate(44_100)
        try app.setActive(true)
        let (notes, observation) = record(app)
        defer { observation.cancel() }
        try app.device.perform(SystemEvent.resetMediaServices)
        #expect(notes.takeSeen() == [.lost, .reset])
        #expect(app.configuration == .initial)
        #expect(!app.isActive)
        #expect(app.preferredSampleRate == 0)
    }
}
