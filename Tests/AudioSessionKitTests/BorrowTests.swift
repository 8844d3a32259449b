import AudioSessionTesting
import Testing

@Suite struct BorrowTests {
    private func app(
        devices: [ExternalDevice] = []
    ) throws -> (SimulatedAudioSession, SharedActivation) {
        let device = makeDevice(
            [.init(name: "App", backgroundAudio: true, recordPermission: .granted)], devices: devices)
        let app = try session(device, "App")
        return (app, SharedActivation(app))
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
