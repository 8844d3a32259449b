import AudioSessionModel
import AudioSessionTesting
import Testing

/// Async SDK code on the simulated device: the virtual clock is a `Clock`, and `settle()` waits for the consumers of
/// the session's notification streams.
@Suite struct AsyncTests {
    @Test func aTaskSleepingOnTheVirtualClockWakesWhenTheDeviceGetsThere() async throws {
        let device = makeDevice([.init(name: "Game")], foreground: "Game")
        let wokeAt = Locked<Duration?>(nil)
        let task = Task {
            try await Task.sleep(for: .seconds(5), clock: device.clock)
            wokeAt.withLock { $0 = device.now }
        }
        await device.settle()
        try await device.advance(by: .seconds(4))
        #expect(wokeAt.withLock { $0 } == nil)
        try await device.advance(by: .seconds(1))
        #expect(wokeAt.withLock { $0 } == .seconds(5))
        try await task.value
        #expect(device.clock.now.sinceStart == .seconds(5))
    }

    @Test func cancellingASleeperThrowsCancellation() async {
        let device = makeDevice([.init(name: "Game")], foreground: "Game")
        let task = Task { try await device.clock.sleep(for: .seconds(60)) }
        await device.settle()
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func settleWaitsForTheStreamConsumerToHandleEveryNotification() async throws {
        let device = makeDevice([.init(name: "Messenger")], foreground: "Messenger")
        let session = try #require(SimulatedAudioSession(device: device, appNamed: "Messenger"))
        try session.setCategory(.playAndRecord, mode: .voiceChat, options: [])
        try session.setActive(true)
        let seen = Recorder<String>()
        let consumer = Task {
            for await notification in session.notifications() {
                // Handling takes a few turns of the executor, as real handlers that await do.
                for _ in 0..<5 { await Task.yield() }
                seen.append(String("\(notification)".prefix { $0 != "(" }))
            }
        }
        await device.settle()
        try device.perform(SystemEvent.incomingCall)
        await device.settle()
        #expect(seen.take() == ["interruptionBegan", "routeChange"])
        try device.perform(UserAction.declineCall)
        await device.settle()
        #expect(seen.take() == ["routeChange", "interruptionEnded"])
        consumer.cancel()
    }

    @Test func advancingRunsTimersAndLetsConsumersCatchUpAtEachInstant() async throws {
        let device = makeDevice([.init(name: "Podcasts", backgroundAudio: true)], foreground: "Podcasts")
        let session = try #require(SimulatedAudioSession(device: device, appNamed: "Podcasts"))
        try session.setCategory(.playback)
        try session.setActive(true)
        let seen = Recorder<Duration>()
        let consumer = Task {
            for await notification in session.notifications() {
                if case .interruptionBegan = notification { seen.append(device.now) }
            }
        }
        await device.settle()
        let app = try #require(device.app(named: "Podcasts"))
        device.schedule(after: .seconds(2), for: app) { try? device.perform(SystemEvent.alarm) }
        try await device.advance(by: .seconds(10))
        #expect(device.now == .seconds(10))
        #expect(seen.all == [.seconds(2)])
        consumer.cancel()
    }
}
