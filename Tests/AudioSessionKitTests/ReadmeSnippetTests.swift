import AudioSessionModel
import AudioSessionTesting
import Testing

/// The README's Swift example, compiled and checked, so the README cannot drift from the API.
@Suite struct ReadmeSnippetTests {
    @Test func theReadmeExampleWorksAsItSays() throws {
        let device = SimulatedDevice(
            DeviceConfiguration(
                apps: [.init(name: "Podcasts", backgroundAudio: true)],
                foreground: "Podcasts"))
        let session = SimulatedAudioSession(device: device, appNamed: "Podcasts")!
        let shared = session.sharedActivation
        try session.setCategory(.playback, mode: .spokenAudio, options: [])
        try shared.acquire("player")

        try shared.withBorrowedConfiguration(.adPlayback, component: "XappAds") {
            #expect(session.category == .playAndRecord)
            try session.startPlayback(for: .seconds(15))
            try device.advance(to: .seconds(15))
        }
        #expect(session.category == .playback)
        #expect(session.mode == .spokenAudio)
        #expect(session.isActive)

        let endedAt = Locked<Duration?>(nil)
        let handler = InterruptionHandler(
            session: session, policies: InterruptionPolicy.sinchCall,
            scheduler: session.scheduler,
            actions: .init(endCall: { endedAt.withLock { $0 = device.now } }))
        try device.perform(SystemEvent.incomingCall)
        try device.advance(to: .seconds(50))
        #expect(endedAt.withLock { $0 } == .seconds(45))
        _ = handler
    }
}
