import AudioSessionSamples
import AudioSessionTesting
import Foundation
import Testing

/// What the ad's completion handler received, from whichever thread it ran on.
final class Recorded<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        values.append(value)
    }

    var all: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}

/// The tests the DocC tutorial "Testing an ad player" builds step by step (its last code file is this file).
@Suite struct AdPlayerTutorialTests {
    let device = SimulatedDevice(
        DeviceConfiguration(
            devices: [ExternalDevice(kind: .wiredHeadset)], apps: [.init(name: "News")], foreground: "News"))

    func news() throws -> SimulatedAudioSession {
        try #require(SimulatedAudioSession(device: device, appNamed: "News", activation: .inactive))
    }

    @Test func anAlarmStopsTheAdAndTheSessionComesBack() throws {
        let news = try news()
        let outcomes = Recorded<AdPlayer.Outcome>()
        let ads = AdPlayer(session: news, player: news, scheduler: news.scheduler)
        try ads.play(for: .seconds(30)) { outcome, _ in outcomes.append(outcome) }
        #expect(news.category == .playAndRecord)

        try device.advance(to: .seconds(3))
        try device.perform(SystemEvent.alarm)

        #expect(outcomes.all == [.stopped(.interruptionBegan(reason: .default))])
        #expect(news.category == .soloAmbient)
        #expect(!news.isActiveOnDevice)
        #expect(!news.isPlaying)
    }
}
