import AudioSessionTesting
import Testing

/// The plugin of the DocC article "Sharing the audio session between an app and its SDKs", compiled and run as the
/// article says, so the article cannot drift from the API.
@Suite struct SharingArticleSnippetTests {
    enum AdError: Error { case microphonePermissionMissing }

    struct XappAdsPlugin<AdClock: Clock<Duration>> {
        let session: any AudioSessionProtocol
        let player: any AudioIO
        let clock: AdClock

        func playAd(for duration: Duration) async throws {
            guard session.recordPermission == .granted else { throw AdError.microphonePermissionMissing }
            let shared = session.sharedActivation
            try await shared.withBorrowedConfiguration(.adPlayback, component: "XappAds") {
                shared.beginIO("XappAds")
                defer {
                    player.stopOutput()
                    shared.endIO("XappAds")
                }
                try player.startOutput()
                try await clock.sleep(for: duration)
            }
        }
    }

    @Test func theArticlesPluginPlaysItsAdAndRestoresThePodcast() async throws {
        let device = makeDevice([.init(name: "Podcasts", backgroundAudio: true, recordPermission: .granted)])
        let podcasts = try session(device, "Podcasts")
        try podcasts.setCategory(.playback, mode: .spokenAudio, options: [])
        let plugin = XappAdsPlugin(session: podcasts, player: podcasts, clock: device.clock)
        let ad = Task { try await plugin.playAd(for: .seconds(15)) }
        await device.settle()
        #expect(podcasts.category == .playAndRecord)
        #expect(podcasts.isPlaying)

        try await device.advance(by: .seconds(15))
        try await ad.value
        #expect(podcasts.category == .playback)
        #expect(podcasts.mode == .spokenAudio)
        #expect(!podcasts.isPlaying)
        #expect(podcasts.sharedActivation.componentsRunningIO.isEmpty)
    }

    @Test func withoutThePermissionThereIsNoAd() async throws {
        let device = makeDevice([.init(name: "Podcasts", recordPermission: .denied)])
        let podcasts = try session(device, "Podcasts")
        let plugin = XappAdsPlugin(session: podcasts, player: podcasts, clock: device.clock)
        await #expect(throws: AdError.microphonePermissionMissing) { try await plugin.playAd(for: .seconds(15)) }
        #expect(podcasts.category == .soloAmbient)
    }
}
