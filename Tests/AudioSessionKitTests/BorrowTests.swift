import AudioSessionTesting
import Testing

@Suite struct BorrowTests {
    private func app(
        devices: [ExternalDevice] = []
    ) throws -> (SimulatedAudioSession, SharedActivation) {
        let device = makeDevice(
            [.init(name: "App", backgroundAudio: true, recordPermission: .granted)], devices: devices)
        let app = try session(device, "App")
        return (app, app.sharedActivation)
    }

    @Test func asyncScopeRestoresAfterAwaiting() async throws {
        let (app, shared) = try app()
        try app.setCategory(.ambient)
        let before = SessionSnapshot(of: app)
        let category = try await shared.withBorrowedConfiguration(.voiceCall, component: "Call") { () async in
            await Task.yield()
            return app.category
        }
        #expect(category == .playAndRecord)
        #expect(SessionSnapshot(of: app) == before)
    }

    @Test func asyncThrowingScopeRestoresAndRethrows() async throws {
        struct Failure: Error {}
        let (app, shared) = try app()
        let before = SessionSnapshot(of: app)
        await #expect(throws: Failure.self) {
            try await shared.withBorrowedConfiguration(.adPlayback, component: "Ads") { () async throws in
                throw Failure()
            }
        }
        #expect(SessionSnapshot(of: app) == before)
        #expect(shared.holders.isEmpty)
    }

    @Test func borrowsEndingOutOfOrderRestoreInReverseOrder() throws {
        let (app, shared) = try app()
        try app.setCategory(.playback, mode: .spokenAudio, options: [])
        let before = SessionSnapshot(of: app)
        let ads = try shared.borrow(.adPlayback, component: "Ads")
        let adState = SessionSnapshot(of: app)
        let call = try shared.borrow(.voiceCall, component: "Call")
        #expect(app.mode == .voiceChat)

        let early = ads.restore() // the ad ends first, but the call's configuration stays
        #expect(early.isDeferred)
        #expect(early.steps.isEmpty)
        #expect(app.mode == .voiceChat)
        #expect(shared.openBorrows.map(\.component) == ["Call"])

        let late = call.restore()
        #expect(late.components == ["Call", "Ads"])
        #expect(late.target == before)
        #expect(SessionSnapshot(of: app) == before)
        #expect(adState.configuration.category == .playAndRecord)
        #expect(ads.restore() == early) // a second restore changes nothing
        #expect(shared.openBorrows.isEmpty)
    }

    @Test func restoreNeverDeactivatesUnderAnotherComponentsIO() throws {
        let (app, shared) = try app()
        let before = SessionSnapshot(of: app)
        #expect(!before.isActive)
        try shared.withBorrowedConfiguration(.adPlayback, component: "Ads") {
            // While the ad runs, the app's own player starts.
            shared.beginIO("player")
            try app.startPlayback()
        }
        #expect(app.isActive && app.isPlaying)
        #expect(app.configuration == before.configuration)
        shared.endIO("player")
    }

    @Test func restoreReportsWhoKeptTheSessionActive() throws {
        let (app, shared) = try app()
        let reports = Recorder<RestoreReport>()
        let observation = shared.addEventObserver { event in
            if case .restored(let report) = event { reports.append(report) }
        }
        defer { observation.cancel() }
        try shared.withBorrowedConfiguration(.adPlayback, component: "Ads") {
            shared.beginIO("player")
            try app.startPlayback()
        }
        let report = try #require(reports.all.first)
        #expect(report.keptActiveFor == ["player"])
        #expect(!report.isExact)
        #expect(report.result.isActive && !report.target.isActive)
        #expect(report.failures.isEmpty)
        #expect(!report.steps.contains(.init(.deactivate)))
    }

    @Test func failingBorrowRestoresAndThrowsWithoutRunningTheScope() throws {
        let (app, shared) = try app()
        try app.setCategory(.playback, mode: .default, options: [.mixWithOthers])
        let before = SessionSnapshot(of: app)
        try app.device.perform(SystemEvent.incomingCall)
        try app.device.perform(UserAction.answerCall)
        var ran = false
        #expect(throws: AudioSessionError(.insufficientPriority)) {
            try shared.withBorrowedConfiguration(.voiceCall, component: "Call") { ran = true }
        }
        #expect(!ran)
        #expect(SessionSnapshot(of: app) == before)
        #expect(shared.holders.isEmpty)
        #expect(shared.openBorrows.isEmpty)
    }

    @Test func restoreThatCannotBringBackThePreferredInputThrowsRestoreError() throws {
        let (app, shared) = try app(devices: [ExternalDevice(kind: .wiredHeadset)])
        try app.setCategory(.playAndRecord)
        let headsetMic = try #require(app.availableInputs?.first { $0.portType == .headsetMic })
        try app.setPreferredInput(headsetMic)
        let before = SessionSnapshot(of: app)
        #expect(before.preferredInput == headsetMic)

        do {
            try shared.withBorrowedConfiguration(.voiceCall, component: "Call") {
                let builtIn = try #require(app.availableInputs?.first { $0.portType == .builtInMic })
                try app.setPreferredInput(builtIn)
                try app.device.perform(UserAction.disconnect("wiredHeadset"))
            }
            Issue.record("the restore should have failed")
        } catch let error as RestoreError {
            #expect(error.report.failures.map(\.action) == [.setPreferredInput(headsetMic)])
            #expect(error.report.failures.first?.error == AudioSessionError(.badParam))
            #expect(error.report.result.configuration == before.configuration)
            #expect(!error.report.isExact)
        }
        #expect(app.configuration == before.configuration)
        #expect(!app.isActive)
    }

    @Test func borrowRestoresOverrideAndPreferredInputChangedInTheScope() throws {
        let (app, shared) = try app(devices: [ExternalDevice(kind: .wiredHeadset)])
        try app.setCategory(.playAndRecord, options: [.allowBluetoothA2DP])
        try app.setActive(true)
        let before = SessionSnapshot(of: app)
        let borrowed = BorrowedConfiguration(category: .playAndRecord, options: [.allowBluetoothA2DP])
        try shared.withBorrowedConfiguration(borrowed, component: "Recorder") {
            try app.overrideOutputAudioPort(.speaker)
            let builtIn = try #require(app.availableInputs?.first { $0.portType == .builtInMic })
            try app.setPreferredInput(builtIn)
            #expect(app.portOverride == .speaker)
        }
        #expect(SessionSnapshot(of: app) == before)
        #expect(ports(app.currentRoute) == ([.headphones], [.headsetMic]))
    }
}

/// Device-faithful borrows: the Kit knows only its own activation calls, so a borrow never deactivates a session
/// the host may have activated itself.
@Suite struct DeviceFaithfulBorrowTests {
    @Test func aBorrowNeverDeactivatesTheHostsOwnActivation() throws {
        let device = makeDevice([.init(name: "Podcasts", backgroundAudio: true)], foreground: "Podcasts")
        let app = try #require(device.app(named: "Podcasts"))
        // The host app activates with AVAudioSession directly, outside the Kit.
        try device.perform(.setCategory(SessionConfiguration(category: .playback)), by: app)
        try device.perform(.activate, by: app)
        // The ad SDK, made later, cannot know.
        let sdkSession = try #require(SimulatedAudioSession(device: device, appNamed: "Podcasts"))
        #expect(sdkSession.activation == .unknown)
        let report = try sdkSession.sharedActivation.borrow(.adPlayback, component: "XappAds").restore()
        #expect(sdkSession.isActiveOnDevice) // the host's session stays active
        #expect(report.leftActiveAsActivationWasUnknown)
        #expect(!report.steps.contains(RestoreReport.Step(.deactivate)))
        #expect(sdkSession.category == .playback)
        #expect(report.isExact)
    }

    @Test func everyWrapperOfOneSessionSharesTheActivationAndTheSharedActivation() throws {
        let device = makeDevice([.init(name: "Game")], foreground: "Game")
        let host = try #require(SimulatedAudioSession(device: device, appNamed: "Game", activation: .inactive))
        let sdk = try #require(SimulatedAudioSession(device: device, appNamed: "Game"))
        #expect(sdk.activation == .inactive) // the first wrapper's knowledge
        try host.setActive(true)
        #expect(sdk.activation == .active) // the host's call through the Kit counts for the SDK's wrapper
        #expect(host.sharedActivation === sdk.sharedActivation)
        try device.perform(SystemEvent.alarm)
        #expect(sdk.activation == .inactive) // the interruption said so
    }

    @Test func aBorrowKeepsTheHostsChangesWhenAsked() throws {
        let device = makeDevice([.init(name: "Podcasts", backgroundAudio: true)], foreground: "Podcasts")
        let podcasts = try session(device, "Podcasts")
        try podcasts.setCategory(.playback, mode: .spokenAudio, options: [])
        let borrow = try podcasts.sharedActivation.borrow(
            BorrowedConfiguration.voiceCall.keepingHostChanges(), component: "Calls")
        // Meanwhile the host switches to video.
        try podcasts.setCategory(.playAndRecord, mode: .videoChat, options: [])
        let report = borrow.restore()
        #expect(podcasts.mode == .videoChat)
        #expect(podcasts.category == .playAndRecord)
        #expect(!report.isExact)

        // Without the request, the state before the borrow comes back.
        let plain = try podcasts.sharedActivation.borrow(.voiceCall, component: "Calls")
        try podcasts.setCategory(.playback, mode: .moviePlayback, options: [])
        _ = plain.restore()
        #expect(podcasts.mode == .videoChat)
    }
}
