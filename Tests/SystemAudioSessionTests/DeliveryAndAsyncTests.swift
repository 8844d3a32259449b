#if canImport(AVFAudioStandIn)
    import AVFAudioStandIn
    import AudioSessionKit
    import AudioSessionModel
    import Testing

    /// Where `SystemAudioSession` delivers notifications (where iOS posts them: interruptions, resets and the hint on
    /// the main thread, route changes on a secondary thread), and tasks consuming its notification stream, with no
    /// sleeps: each test awaits what the consumer reports.
    @Suite struct DeliveryAndAsyncTests {
        @Test func interruptionsArriveOnTheMainThreadAndRouteChangesOffIt() throws {
            let sdk = AVAudioSession()
            let script = AVAudioSessionScript(sdk)
            let session = SystemAudioSession(session: sdk, activation: .inactive)
            let seen = Collected<(String, Bool)>()
            let observation = session.addObserver { seen.append((name($0), MainQueue.isCurrent)) }
            defer { observation.cancel() }

            script.beginInterruption()
            script.changeRoute(to: [.init(port: .headphones, name: "Headphones")], reason: .newDeviceAvailable)
            script.endInterruption(shouldResume: false)
            script.silenceSecondaryAudio(.begin)
            script.resetMediaServices()

            let delivered = seen.all
            #expect(
                delivered.map(\.0) == [
                    "interruptionBegan", "routeChange", "interruptionEnded", "silenceSecondaryAudioHint",
                    "mediaServicesWereLost", "mediaServicesWereReset",
                ])
            #expect(delivered.map(\.1) == [true, false, true, true, true, true])
        }

        @Test func onTheCallersThreadWhenTheScriptSaysSo() {
            let sdk = AVAudioSession()
            let script = AVAudioSessionScript(sdk)
            script.delivery = .onCallerThread
            let session = SystemAudioSession(session: sdk)
            let seen = Collected<Bool>()
            let observation = session.addObserver { _ in seen.append(MainQueue.isCurrent) }
            defer { observation.cancel() }
            script.beginInterruption()
            #expect(seen.all == [false]) // the test runs off the main queue
        }

        @Test func aTaskConsumingTheStreamSeesTheInterruptionAndItsEnd() async throws {
            let sdk = AVAudioSession()
            let script = AVAudioSessionScript(sdk)
            let session = SystemAudioSession(session: sdk, activation: .inactive)
            try session.setCategory(.playback)
            try session.setActive(true)
            let notifications = session.notifications() // observing from here on
            let (handled, report) = AsyncStream.makeStream(of: AudioSessionNotification.self)
            let consumer = Task {
                for await notification in notifications { report.yield(notification) }
                report.finish()
            }
            var handledNotifications = handled.makeAsyncIterator()

            script.beginInterruption(reason: .default)
            #expect(await handledNotifications.next() == .interruptionBegan(reason: .default))
            #expect(session.activation == .inactive) // the adapter tracked it before the consumer ran
            script.endInterruption(shouldResume: true)
            #expect(await handledNotifications.next() == .interruptionEnded(options: .shouldResume))
            consumer.cancel()
            #expect(await handledNotifications.next() == nil) // cancelling ends the stream and removes the observer
        }

        @Test func aMainActorConsumerRunsOnTheMainThread() async throws {
            let sdk = AVAudioSession()
            let script = AVAudioSessionScript(sdk)
            let session = SystemAudioSession(session: sdk)
            let notifications = session.notifications()
            let (handled, report) = AsyncStream.makeStream(of: (String, Bool).self)
            let consumer = Task { @MainActor in
                for await notification in notifications { report.yield((name(notification), MainQueue.isCurrent)) }
            }
            var handledNotifications = handled.makeAsyncIterator()
            // A route change arrives off the main thread; the consumer still handles it on the main actor.
            script.changeRoute(to: [.init(port: .headphones, name: "Headphones")], reason: .newDeviceAvailable)
            let first = await handledNotifications.next()
            #expect(first?.0 == "routeChange")
            #expect(first?.1 == true)
            consumer.cancel()
        }

        @Test func anAsyncBorrowEndsWhenItsScopeSeesTheInterruption() async throws {
            let sdk = AVAudioSession()
            let script = AVAudioSessionScript(sdk)
            let session = SystemAudioSession(session: sdk, activation: .inactive)
            try session.setCategory(.playback, mode: .spokenAudio, options: [])
            let notifications = session.notifications()
            let (started, markStarted) = AsyncStream.makeStream(of: Void.self)
            let ad = Task {
                try await session.sharedActivation.withBorrowedConfiguration(.adPlayback, component: "ads") {
                    () async -> String in
                    markStarted.yield()
                    for await notification in notifications {
                        if case .interruptionBegan = notification { return "interrupted" }
                    }
                    return "stream ended"
                }
            }
            var startedIterator = started.makeAsyncIterator()
            await startedIterator.next()
            #expect(sdk.category == .playAndRecord)
            script.beginInterruption()
            #expect(try await ad.value == "interrupted")
            #expect(sdk.category == .playback)
            #expect(sdk.mode == .spokenAudio)
            // The interruption already made the session inactive: the restore does not reactivate it.
            #expect(!script.values.isActive)
        }
    }
#endif
