#if canImport(AVFAudioStandIn)
    import AVFAudioStandIn
    import AudioSessionKit
    import AudioSessionSamples
    import Testing

    @Suite struct SamplesOverSystemTests {
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
    }
#endif
