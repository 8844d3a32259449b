import AudioSessionModel
import AudioSessionSamples
import AudioSessionTesting
import Testing

/// The three sample SDK components on the simulated device, through calls, Siri, alarms, unplugging, Bluetooth,
/// backgrounding and media-services resets.
@Suite struct SampleTests {
    private func device(_ apps: [DeviceConfiguration.App], devices: [ExternalDevice] = []) -> SimulatedDevice {
        SimulatedDevice(DeviceConfiguration(devices: devices, apps: apps, foreground: apps.first?.name))
    }

    private func session(_ device: SimulatedDevice, _ name: String) throws -> SimulatedAudioSession {
        try #require(SimulatedAudioSession(device: device, appNamed: name, activation: .inactive))
    }

    @Test func anAdInAPodcastGivesTheSessionBackAsItWas() throws {
        let device = device([.init(name: "Podcasts", backgroundAudio: true)])
        let podcasts = try session(device, "Podcasts")
        try podcasts.setCategory(.playback, mode: .spokenAudio, options: [])
        try podcasts.sharedActivation.acquire("player")
        let before = SessionSnapshot(of: podcasts)
        let ended = Locked<(AdPlayer.Outcome, RestoreReport)?>(nil)
        let ads = AdPlayer(session: podcasts, player: podcasts, scheduler: podcasts.scheduler)
        try ads.play(for: .seconds(15)) { outcome, report in ended.withLock { $0 = (outcome, report) } }
        #expect(podcasts.category == .playAndRecord)
        try device.advance(to: .seconds(15))
        #expect(ended.withLock { $0?.0 } == .completed)
        #expect(SessionSnapshot(of: podcasts) == before)
        #expect(podcasts.isActiveOnDevice) // the player still holds it
    }

    @Test func anAlarmStopsTheAdAndTheSessionIsRestored() throws {
        let device = device([.init(name: "News")])
        let news = try session(device, "News")
        let ended = Locked<AdPlayer.Outcome?>(nil)
        let ads = AdPlayer(session: news, player: news, scheduler: news.scheduler)
        try ads.play(for: .seconds(30)) { outcome, _ in ended.withLock { $0 = outcome } }
        try device.advance(to: .seconds(3))
        try device.perform(SystemEvent.alarm)
        #expect(ended.withLock { $0 } == .stopped(.interruptionBegan(reason: .default)))
        #expect(!ads.isPlaying)
        #expect(news.category == .soloAmbient)
        #expect(!news.isPlaying)
    }

    @Test func unpluggingTheHeadphonesStopsTheAd() throws {
        let device = device([.init(name: "News")], devices: [ExternalDevice(kind: .wiredHeadset)])
        let news = try session(device, "News")
        let ended = Locked<AdPlayer.Outcome?>(nil)
        let ads = AdPlayer(session: news, player: news, scheduler: news.scheduler)
        try ads.play(for: .seconds(30)) { outcome, _ in ended.withLock { $0 = outcome } }
        try device.perform(UserAction.disconnect("wiredHeadset"))
        guard case .stopped(.routeChange(reason: .oldDeviceUnavailable, _))? = ended.withLock({ $0 }) else {
            Issue.record("the ad should stop on the unplug, got \(String(describing: ended.withLock { $0 }))")
            return
        }
    }

    @Test func aLongCellularCallEndsTheVoiceCallAndRestoresTheHost() throws {
        let device = device([.init(name: "Messenger", recordPermission: .granted)])
        let messenger = try session(device, "Messenger")
        try messenger.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers])
        let calls = CallController(session: messenger, io: messenger, scheduler: messenger.scheduler)
        try calls.startCall()
        #expect(messenger.mode == .voiceChat)
        try device.perform(SystemEvent.incomingCall)
        try device.perform(UserAction.answerCall)
        try device.advance(to: .seconds(31))
        #expect(calls.events == [.connected, .held, .ended(tooLongInterrupted: true)])
        #expect(messenger.mode == .moviePlayback)
        #expect(!messenger.isActiveOnDevice)
    }

    @Test func siriHoldsTheCallAndItResumes() throws {
        let device = device([.init(name: "Messenger", recordPermission: .granted)])
        let messenger = try session(device, "Messenger")
        let calls = CallController(session: messenger, io: messenger, scheduler: messenger.scheduler)
        try calls.startCall()
        try device.perform(SystemEvent.siri)
        try device.advance(to: .seconds(5))
        try device.perform(SystemEvent.siriEnded)
        #expect(calls.events.prefix(2) == [.connected, .held])
        #expect(calls.isInCall)
        calls.endCall()
        #expect(calls.events.last == .ended(tooLongInterrupted: false))
    }

    @Test func bluetoothDuringACallMovesTheCallToTheHeadset() throws {
        let device = device([.init(name: "Messenger", recordPermission: .granted)])
        let messenger = try session(device, "Messenger")
        let calls = CallController(session: messenger, io: messenger, scheduler: messenger.scheduler)
        try calls.startCall()
        try device.perform(UserAction.connect(ExternalDevice(kind: .bluetoothHeadset)))
        #expect(messenger.currentRoute.outputs.map(\.portType) == [.bluetoothHFP])
        calls.endCall()
    }

    @Test func theGameSuspendsInTheBackgroundAndRebuildsAfterAReset() throws {
        let device = device([.init(name: "Game")])
        let game = try session(device, "Game")
        let audio = GameAudio(session: game, engine: game)
        try audio.start()
        #expect(game.isPlaying)
        audio.lifecycle.applicationWillResignActive()
        audio.lifecycle.applicationDidEnterBackground()
        try device.perform(UserAction.home)
        #expect(audio.events == ["suspend"])
        try device.perform(UserAction.openApp("Game"))
        audio.lifecycle.applicationWillEnterForeground()
        audio.lifecycle.applicationDidBecomeActive()
        #expect(audio.events == ["suspend", "wake"])
        try device.perform(SystemEvent.resetMediaServices)
        #expect(audio.events.last == "rebuild")
        #expect(game.category == .ambient)
        #expect(game.isActiveOnDevice && game.isPlaying)
    }
}
