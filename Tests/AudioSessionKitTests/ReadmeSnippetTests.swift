import AudioSessionEngine
import AudioSessionKit
import AudioSessionModel
import AudioSessionSimulator
import Synchronization
import Testing

/// The README's Swift example, compiled and checked, so the README cannot drift from the API.
@Suite struct ReadmeSnippetTests {
    @Test func theReadmeExampleWorksAsItSays() throws {
        let device = SimulatedDevice(
            DeviceConfiguration(
                apps: [.init(name: "Podcasts", backgroundAudio: true)],
                foreground: "Podcasts"))
        let session = SimulatedAudioSession(device: device, appNamed: "Podcasts")!
        let shared = SharedActivation(session)
        try session.setCategory(.playback, mode: .spokenAudio, options: [])
        try shared.acquire("player")

        try shared.withBorrowedConfiguration(.adPlayback, component: "XappAds") {
            #expect(session.category == .playAndRecord)
            try session.startPlayback(for: 15_000_000_000)
            device.advance(to: 15_000_000_000)
        }
        #expect(session.category == .playback)
        #expect(session.mode == .spokenAudio)
        #expect(session.isActive)

        let endedAt = Mutex<Int64?>(nil)
        let handler = InterruptionHandler(
            session: session, policies: InterruptionPolicy.sinchCall,
            scheduler: session.scheduler,
            actions: .init(endCall: { endedAt.withLock { $0 = device.now } }))
        device.perform(SystemEvent.incomingCall)
        device.advance(to: 50_000_000_000)
        #expect(endedAt.withLock { $0 } == 45_000_000_000)
        _ = handler
    }
}
