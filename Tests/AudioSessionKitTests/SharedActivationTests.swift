import AudioSessionTesting
import Testing

@Suite struct SharedActivationTests {
    private func app(isMusicPlaying: Bool = false) throws -> (SimulatedAudioSession, SharedActivation) {
        let device = makeDevice([.init(name: "Game", recordPermission: .granted)], isMusicPlaying: isMusicPlaying)
        let game = try session(device, "Game")
        return (game, game.sharedActivation)
    }

    @Test func sessionDeactivatesOnlyWhenTheLastComponentReleases() throws {
        let (game, shared) = try app()
        try game.setCategory(.playAndRecord, mode: .gameChat, options: [])
        let events = Recorder<SharingEvent>()
        let observation = shared.addEventObserver { events.append($0) }
        defer { observation.cancel() }

        try shared.acquire("engine")
        try shared.acquire("voiceChat")
        #expect(shared.holders == ["engine", "voiceChat"])
        #expect(game.isActive)

        #expect(shared.release("engine") == .stillHeld(by: ["voiceChat"]))
        #expect(game.isActive)
        #expect(shared.release("voiceChat") == .deactivated)
        #expect(!game.isActive)
        #expect(
            events.all == [
                .acquired(component: "engine", activated: true),
                .acquired(component: "voiceChat", activated: false),
                .released(component: "engine", outcome: .stillHeld(by: ["voiceChat"])),
                .released(component: "voiceChat", outcome: .deactivated),
            ])
    }

    @Test func holdsSurviveComponentsThatDoNotKeepTheSharedActivation() throws {
        let device = makeDevice([.init(name: "Game")])
        let game = try session(device, "Game")
        try game.setCategory(.ambient)
        // Two separately written components, each reaching the shared activation through the session only.
        try game.sharedActivation.acquire("engine")
        try game.sharedActivation.acquire("ads")
        #expect(game.sharedActivation.holders == ["engine", "ads"])
        #expect(game.sharedActivation.release("ads") == .stillHeld(by: ["engine"]))
        #expect(game.sharedActivation.release("engine") == .deactivated)
        #expect(game.sharedActivation.release("engine") == .surplus)
    }

    @Test func surplusReleaseIsReportedNotFatal() throws {
        let (game, shared) = try app()
        let events = Recorder<SharingEvent>()
        let observation = shared.addEventObserver { events.append($0) }
        defer { observation.cancel() }
        try shared.acquire("engine")
        #expect(shared.release("engine") == .deactivated)
        #expect(shared.release("engine") == .surplus)
        #expect(shared.release("neverAcquired") == .surplus)
        #expect(!game.isActive)
        #expect(events.all.last == .released(component: "neverAcquired", outcome: .surplus))
    }

    @Test func eachAcquireNeedsItsRelease() throws {
        let (game, shared) = try app()
        try shared.acquire("engine")
        try shared.acquire("engine")
        #expect(shared.release("engine") == .stillHeld(by: ["engine"]))
        #expect(game.isActive)
        #expect(shared.release("engine") == .deactivated)
    }

    @Test func lastReleaseNotifiesOthersSoMusicResumes() throws {
        let (game, shared) = try app(isMusicPlaying: true)
        let music = try #require(game.device.app(named: "Music"))
        try game.setCategory(.playback)
        try shared.acquire("player")
        #expect(game.device.state[music].session.isInterrupted)
        #expect(shared.release("player") == .deactivated)
        #expect(game.device.state[music].session.isPlaying)
    }

    @Test func releaseKeepsTheSessionActiveUnderAnotherComponentsIO() throws {
        let (game, shared) = try app()
        try game.setCategory(.playback)
        try shared.acquire("player")
        shared.beginIO("effects")
        try game.startPlayback()
        #expect(shared.release("player") == .keptActiveForRunningIO(of: ["effects"]))
        #expect(game.isActive && game.isPlaying)
        game.stopPlayback()
        shared.endIO("effects")
        #expect(shared.componentsRunningIO.isEmpty)
    }

    @Test func lastReleaseWithRunningIOReportsIsBusyAndDeactivates() throws {
        let (game, shared) = try app()
        try game.setCategory(.playback)
        try shared.acquire("player")
        try game.startPlayback() // I/O not registered: the player forgot to say so
        #expect(shared.release("player") == .deactivationFailed(AudioSessionError(.isBusy)))
        #expect(!game.isActive && !game.isPlaying) // inactive anyway (rule A5)
    }

    @Test func failedAcquireRecordsNoHold() throws {
        let (game, shared) = try app()
        try game.device.perform(SystemEvent.incomingCall)
        #expect(throws: AudioSessionError(.insufficientPriority)) { try shared.acquire("engine") }
        #expect(shared.holders.isEmpty)
        #expect(shared.release("engine") == .surplus)
    }

    @Test func acquireReactivatesAfterAnInterruption() throws {
        let (game, shared) = try app()
        try shared.acquire("engine")
        try game.device.perform(SystemEvent.incomingCall)
        try game.device.perform(UserAction.declineCall)
        #expect(!game.isActive)
        try shared.acquire("engine")
        #expect(game.isActive)
        #expect(shared.holders == ["engine"])
    }
}
