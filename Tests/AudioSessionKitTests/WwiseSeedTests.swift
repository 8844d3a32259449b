import AudioSessionTesting
import Testing

/// A game on the Wwise sound engine, as the Wwise guide (seed 003) describes its integration: the engine renders
/// through the session, is suspended in `applicationWillResignActive` and woken in `applicationDidBecomeActive`, and
/// the source-change callback mutes the background-music bus.
final class WwiseGame: Sendable {
    let session: SimulatedAudioSession
    let events: Recorder<String>
    let musicBusMuted: Recorder<Bool>
    let lifecycle: AudioEngineLifecycle

    init(session: SimulatedAudioSession, options: AudioEngineLifecycle.Options = .init()) {
        let events = Recorder<String>()
        let musicBusMuted = Recorder<Bool>()
        self.session = session
        self.events = events
        self.musicBusMuted = musicBusMuted
        lifecycle = AudioEngineLifecycle(
            followingAppOf: session, options: options,
            callbacks: .init(
                suspend: { [events, session] in
                    events.append("suspend")
                    session.stopPlayback()
                },
                wake: { [events, session] in
                    events.append("wake")
                    try? session.startPlayback()
                },
                interruption: { [events] began in events.append(began ? "interruption began" : "interruption ended") },
                secondaryAudioHint: { [events, musicBusMuted] silence in
                    events.append(silence ? "mute music bus" : "unmute music bus")
                    musicBusMuted.append(silence)
                },
                activationFailed: { [events] error in events.append("activation failed \(error.code.name)") }))
    }

    /// `AK::SoundEngine::Init` with the session properties, then the engine renders.
    func start(_ category: Category) throws {
        try session.setCategory(category)
        try session.setActive(true)
        try session.startPlayback()
    }
}

@Suite struct WwiseSeedTests {
    private func game(
        _ category: Category = .soloAmbient, callStyle: CallStyle = .banner
    ) throws -> (WwiseGame, SimulatedDevice) {
        let device = makeDevice([.init(name: "Game")], callStyle: callStyle)
        let game = WwiseGame(session: try session(device, "Game"))
        try game.start(category)
        return (game, device)
    }

    @Test func engineSuspendsInTheBackgroundAndWakesInTheForeground() throws {
        let (game, device) = try game(.ambient)
        try device.advance(to: seconds(10))
        try device.perform(UserAction.home)
        #expect(game.events.take() == ["suspend"])
        #expect(game.lifecycle.isSuspended)
        #expect(game.session.lifecycleState == .suspended)
        // Suspending the app deactivated its session (L5); no notification says so, so the app still believes it
        // active, as on a device.
        #expect(!game.session.isActiveOnDevice)
        #expect(game.session.isActive)

        try device.advance(to: seconds(20))
        try device.perform(UserAction.openApp("Game"))
        #expect(game.events.take() == ["wake"])
        #expect(!game.lifecycle.isSuspended)
        #expect(game.session.isActiveOnDevice && game.session.isPlaying)
    }

    @Test func engineKeepsRunningInTheBackgroundWhenAsked() throws {
        let device = makeDevice([.init(name: "Game", backgroundAudio: true)])
        let game = WwiseGame(
            session: try session(device, "Game"), options: .init(keepsRunningInBackground: true))
        try game.start(.playAndRecord)
        try device.perform(UserAction.home)
        #expect(game.events.all.isEmpty)
        #expect(game.session.lifecycleState == .background)
        #expect(game.session.isPlaying)
    }

    @Test func fullScreenCallSuspendsAndDeclineWakesWithInterruptionCallbacks() throws {
        let (game, device) = try game(.soloAmbient, callStyle: .fullScreen)
        let (notes, observation) = record(game.session)
        defer { observation.cancel() }

        try device.advance(to: seconds(3))
        try device.perform(SystemEvent.incomingCall)
        #expect(game.events.take() == ["suspend", "interruption began"])
        #expect(notes.takeSeen() == [.began(.default), .route(.categoryChange)])
        #expect(game.session.lifecycleState == .inactive)

        try device.advance(to: seconds(8))
        try device.perform(UserAction.declineCall)
        #expect(game.events.take() == ["wake", "interruption ended"])
        #expect(notes.takeSeen() == [.route(.categoryChange), .ended(shouldResume: true)])
        #expect(game.session.isActiveOnDevice && game.session.isPlaying)
        #expect(!game.lifecycle.isSuspended)
    }

    @Test func secondaryAudioHintMutesAndUnmutesTheMusicBus() throws {
        let (game, device) = try game(.ambient)
        let (notes, observation) = record(game.session)
        defer { observation.cancel() }

        try device.perform(UserAction.remote(.play)) // the earbud remote starts Music in the background
        #expect(notes.takeSeen() == [.hint(.begin)])
        #expect(game.musicBusMuted.take() == [true])
        #expect(game.session.isPlaying) // ambient mixes: the game keeps its effects
        #expect(game.session.secondaryAudioShouldBeSilencedHint)

        try device.perform(UserAction.remote(.pause))
        #expect(notes.takeSeen() == [.hint(.end)])
        #expect(game.musicBusMuted.take() == [false])
        #expect(game.events.all == ["mute music bus", "unmute music bus"])
    }

    @Test func soloAmbientGameIsInterruptedByMusicInsteadOfHinted() throws {
        let (game, device) = try game(.soloAmbient)
        try device.perform(UserAction.remote(.play))
        #expect(game.events.take() == ["suspend", "interruption began"])
        #expect(game.musicBusMuted.all.isEmpty)

        try device.perform(UserAction.remote(.pause)) // Music deactivates with notifyOthers
        #expect(game.events.take() == ["wake", "interruption ended"])
        #expect(game.session.isPlaying)
    }

    @Test func returningDuringAConnectedCallWakesAndMutesTheMusicBus() throws {
        // A full-screen call: answering puts the Phone in front (S3).
        let (game, device) = try game(.ambient, callStyle: .fullScreen)
        try device.perform(SystemEvent.incomingCall)
        try device.perform(UserAction.answerCall)
        #expect(game.events.take() == ["suspend", "interruption began"])
        #expect(game.session.lifecycleState == .suspended)

        try device.advance(to: seconds(20))
        try device.perform(UserAction.openApp("Game")) // Home, then back to the game while the call goes on
        #expect(game.events.take() == ["wake", "mute music bus"])
        #expect(game.session.isActiveOnDevice && game.session.isPlaying) // mixed with the call (rule A1.3)

        try device.advance(to: seconds(40))
        try device.perform(UserAction.endCall)
        #expect(game.events.take() == ["unmute music bus"])
        #expect(game.session.lifecycleState == .foreground)
    }

    @Test func hostAppForwardsDelegateCallbacksOnARealDevice() throws {
        let device = makeDevice([.init(name: "Game")])
        let session = try session(device, "Game")
        let events = Recorder<String>()
        let lifecycle = AudioEngineLifecycle(
            session: session,
            callbacks: .init(suspend: { events.append("suspend") }, wake: { events.append("wake") }))
        lifecycle.applicationWillResignActive()
        lifecycle.applicationDidEnterBackground()
        lifecycle.applicationWillEnterForeground()
        lifecycle.applicationDidBecomeActive()
        #expect(events.all == ["suspend", "wake"])
        #expect(session.isActive) // waking activated the session
        lifecycle.cancel()
    }

    @Test func failedActivationOnWakeKeepsTheEngineSuspended() throws {
        let device = makeDevice([.init(name: "Game")])
        let session = try session(device, "Game")
        let events = Recorder<String>()
        let lifecycle = AudioEngineLifecycle(
            session: session,
            callbacks: .init(
                suspend: { events.append("suspend") }, wake: { events.append("wake") },
                activationFailed: { events.append("failed \($0.code.name)") }))
        lifecycle.applicationWillResignActive()
        try device.perform(SystemEvent.incomingCall) // ringing: a non-mixable session cannot activate (A1)
        lifecycle.applicationDidBecomeActive()
        #expect(events.all == ["suspend", "failed insufficientPriority"])
        #expect(lifecycle.isSuspended)
    }
}
