#if canImport(AVFAudioStandIn)
    import AVFAudioStandIn
    import AudioSessionKit
    import AudioSessionModel
    import AudioSessionSamples
    import Testing

    /// The three sample SDK components over `SystemAudioSession` and `SystemAudioIO`, as they would run in an app on a
    /// device, with the stand-in playing the system: calls, Siri and alarms (interruptions), unplugging and Bluetooth
    /// (route changes and engine configuration changes), backgrounding (the app delegate's callbacks) and
    /// media-services resets.
    @Suite struct SamplesOverSystemTests {
        // MARK: - Ad player

        @Test func anAdBorrowsPlaysAndGivesThePodcastItsSessionBack() throws {
            let rig = EngineRig()
            let scheduler = ManualScheduler()
            try rig.session.setCategory(.playback, mode: .spokenAudio, options: [])
            try rig.session.sharedActivation.acquire("player")
            let before = SessionSnapshot(of: rig.session)
            let ended = Collected<(AdPlayer.Outcome, RestoreReport)>()
            let ads = AdPlayer(session: rig.session, player: rig.io, scheduler: scheduler)
            try ads.play(for: .seconds(15)) { ended.append(($0, $1)) }
            #expect(rig.sdk.category == .playAndRecord)
            #expect(rig.io.isOutputRunning)
            scheduler.advance(by: .seconds(15))
            #expect(ended.all.map(\.0) == [.completed])
            #expect(ended.all.first?.1.isExact == true)
            #expect(SessionSnapshot(of: rig.session) == before)
            #expect(rig.script.values.isActive) // the podcast still holds it
            #expect(!rig.io.isOutputRunning)
        }

        @Test func anAlarmStopsTheAdAndTheSessionComesBack() throws {
            let rig = EngineRig()
            let scheduler = ManualScheduler()
            let ended = Collected<AdPlayer.Outcome>()
            let ads = AdPlayer(session: rig.session, player: rig.io, scheduler: scheduler)
            try ads.play(for: .seconds(30)) { outcome, _ in ended.append(outcome) }
            scheduler.advance(by: .seconds(3))
            rig.script.beginInterruption() // the alarm: the system stops the engine and interrupts the session
            #expect(ended.all == [.stopped(.interruptionBegan(reason: .default))])
            #expect(!ads.isPlaying)
            #expect(rig.sdk.category == .soloAmbient)
            #expect(!rig.io.isOutputRunning)
            scheduler.advance(by: .seconds(60))
            #expect(ended.all.count == 1) // the cancelled timer does not finish it twice
        }

        @Test func unpluggingTheHeadphonesStopsTheAdOnTheRouteChangeThread() throws {
            let rig = EngineRig()
            rig.script.update { $0.routeOutputs = [.init(port: .headphones, name: "Headphones")] }
            let ended = Collected<AdPlayer.Outcome>()
            let ads = AdPlayer(session: rig.session, player: rig.io, scheduler: ManualScheduler())
            try ads.play(for: .seconds(30)) { outcome, _ in ended.append(outcome) }
            rig.script.changeRoute(to: [.init(port: .builtInSpeaker, name: "Speaker")], reason: .oldDeviceUnavailable)
            guard case .stopped(.routeChange(reason: .oldDeviceUnavailable, let previous))? = ended.all.first else {
                Issue.record("the ad should stop on the unplug, got \(ended.all)")
                return
            }
            #expect(previous.outputs.map(\.portType) == [.headphones])
            #expect(!rig.io.isOutputRunning)
        }

        @Test func anAdThatCannotStartGivesTheSessionBackAtOnce() throws {
            let rig = EngineRig()
            try rig.session.setCategory(.ambient)
            rig.engineScript.failNextStart(with: .cannotStartPlaying)
            let ads = AdPlayer(session: rig.session, player: rig.io, scheduler: ManualScheduler())
            #expect(throws: AudioSessionError(.cannotStartPlaying)) { try ads.play(for: .seconds(15)) { _, _ in } }
            #expect(!ads.isPlaying)
            #expect(rig.sdk.category == .ambient)
            #expect(!rig.script.values.isActive)
            #expect(rig.session.sharedActivation.componentsRunningIO.isEmpty)
        }

        @Test func theTutorialsAdOverTheStandIn() async throws {
            let sdk = AVAudioSession()
            let engine = AVAudioEngine()
            AVAudioEngineScript(engine).playThrough(sdk)
            let session = SystemAudioSession(session: sdk, activation: .inactive)
            let player = SystemAudioIO(engine: engine)
            let (outcomes, record) = AsyncStream.makeStream(of: AdPlayer.Outcome.self)
            let ads = AdPlayer(session: session, player: player, scheduler: TaskScheduler())
            try ads.play(for: .seconds(30)) { outcome, _ in record.yield(outcome) }
            #expect(player.isOutputRunning)

            AVAudioSessionScript(sdk).beginInterruption()

            var next = outcomes.makeAsyncIterator()
            #expect(await next.next() == .stopped(.interruptionBegan(reason: .default)))
            #expect(!player.isOutputRunning)
            #expect(sdk.category == .soloAmbient)
        }

        // MARK: - Call controller

        @Test func aCellularCallHoldsTheVoIPCallAndItResumes() throws {
            let rig = EngineRig()
            let calls = CallController(session: rig.session, io: rig.io, scheduler: ManualScheduler())
            try calls.startCall()
            #expect(rig.sdk.mode == .voiceChat)
            #expect(rig.io.isInputRunning && rig.io.isOutputRunning)
            rig.script.beginInterruption()
            rig.script.changeRoute(
                to: [.init(port: .builtInReceiver, name: "Receiver")], reason: .categoryChange)
            #expect(calls.events == [.connected, .held])
            #expect(!rig.io.isInputRunning)
            rig.script.endInterruption(shouldResume: true)
            #expect(calls.events == [.connected, .held, .resumed])
            #expect(rig.io.isInputRunning && rig.io.isOutputRunning)
            #expect(calls.endCall()?.isExact == true)
            #expect(rig.sdk.category == .soloAmbient)
            #expect(!rig.script.values.isActive)
        }

        @Test func aLongCallEndsTheVoIPCallAndRestoresTheHost() throws {
            let rig = EngineRig()
            let scheduler = ManualScheduler()
            try rig.session.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers])
            let calls = CallController(session: rig.session, io: rig.io, scheduler: scheduler)
            try calls.startCall()
            rig.script.beginInterruption()
            scheduler.advance(by: .seconds(31))
            #expect(calls.events == [.connected, .held, .ended(tooLongInterrupted: true)])
            #expect(rig.sdk.mode == .moviePlayback)
            #expect(rig.sdk.categoryOptions == [.mixWithOthers])
            #expect(!calls.isInCall)
        }

        @Test func siriHoldsTheCallAndItResumes() throws {
            let rig = EngineRig()
            let calls = CallController(session: rig.session, io: rig.io, scheduler: ManualScheduler())
            try calls.startCall()
            rig.script.beginInterruption(reason: .default)
            rig.script.endInterruption(shouldResume: true)
            #expect(calls.events == [.connected, .held, .resumed])
            #expect(rig.io.isOutputRunning)
        }

        @Test func bluetoothDuringACallRestartsTheEngineOnTheHeadset() throws {
            let rig = EngineRig()
            let calls = CallController(session: rig.session, io: rig.io, scheduler: ManualScheduler())
            try calls.startCall()
            let headset = AVAudioSessionScript.PortValues(port: .bluetoothHFP, name: "AirPods")
            rig.script.changeRoute(to: [headset], inputs: [headset], reason: .newDeviceAvailable)
            rig.engineScript.changeConfiguration() // the hardware format changed with the route
            #expect(rig.session.currentRoute.outputs.map(\.portType) == [.bluetoothHFP])
            #expect(rig.io.isInputRunning && rig.io.isOutputRunning)
            #expect(calls.events == [.connected])
        }

        // MARK: - Game audio

        @Test func theGameSuspendsInTheBackgroundAndWakesInTheForeground() throws {
            let rig = EngineRig()
            let game = GameAudio(session: rig.session, engine: rig.io)
            try game.start()
            #expect(rig.sdk.category == .ambient)
            #expect(rig.io.isOutputRunning)
            game.lifecycle.applicationWillResignActive()
            game.lifecycle.applicationDidEnterBackground()
            #expect(!rig.io.isOutputRunning)
            game.lifecycle.applicationDidBecomeActive()
            #expect(rig.io.isOutputRunning)
            #expect(game.events == ["suspend", "wake"])
        }

        @Test func theGameRebuildsAfterAMediaServicesReset() throws {
            let rig = EngineRig()
            let game = GameAudio(session: rig.session, engine: rig.io)
            try game.start()
            rig.script.resetMediaServices() // the engine stops; every session property is back to its default
            #expect(game.events == ["rebuild"])
            #expect(rig.sdk.category == .ambient)
            #expect(rig.script.values.isActive)
            #expect(rig.io.isOutputRunning)
        }

        @Test func anotherAppsMusicMutesTheGamesMusicBus() throws {
            let rig = EngineRig()
            let game = GameAudio(session: rig.session, engine: rig.io)
            try game.start()
            rig.script.silenceSecondaryAudio(.begin)
            rig.script.silenceSecondaryAudio(.end)
            #expect(game.events == ["mute music", "unmute music"])
        }
    }
#endif
