import AudioSessionTesting
import Foundation
import Testing

/// The examples of the testing library's and the simulator's DocC overviews, run as tests, and the articles checked
/// to show this very code.
@Suite struct TestingArticleSnippetTests {
    @Test func theAdPlayerGivesTheSessionBack() throws {
        let app = DeviceConfiguration.App(name: "Podcasts", backgroundAudio: true)
        let device = SimulatedDevice(DeviceConfiguration(apps: [app], foreground: "Podcasts"))
        let session = SimulatedAudioSession(device: device, appNamed: "Podcasts")!
        try session.setCategory(.playback, mode: .spokenAudio, options: [])
        try session.sharedActivation.withBorrowedConfiguration(.adPlayback, component: "Ads") {
            try session.startPlayback(for: .seconds(15))
            try device.advance(to: .seconds(15))
        }
        #expect(session.mode == .spokenAudio)
    }

    @Test func aTestActingAsASuspendedAppRunsItsCallsAsAStepOfItsOwn() throws {
        let apps = [DeviceConfiguration.App(name: "Caller"), DeviceConfiguration.App(name: "Notes")]
        let device = SimulatedDevice(DeviceConfiguration(apps: apps, foreground: "Notes"))
        let session = SimulatedAudioSession(device: device, appNamed: "Caller")!
        #expect(session.lifecycleState == .suspended)
        try device.step(of: session.app) {
            try session.setCategory(.playAndRecord, mode: .voiceChat, options: [])
        }
        #expect(session.mode == .voiceChat)
    }

    @Test func theSimulatorsExampleInterruptsThePodcastOnce() throws {
        let app = DeviceConfiguration.App(name: "Podcasts", backgroundAudio: true)
        let device = SimulatedDevice(DeviceConfiguration(apps: [app], foreground: "Podcasts"))
        let podcasts = device.app(named: "Podcasts")!
        let playback = SessionConfiguration(category: .playback, mode: .spokenAudio)
        _ = try device.perform(.setCategory(playback), by: podcasts)
        _ = try device.perform(.activate, by: podcasts)
        _ = try device.perform(.play(for: nil), by: podcasts)
        try device.perform(SystemEvent.incomingCall)
        try device.advance(to: .seconds(30))
        let interruptions = device.trace.filter { $0.app == podcasts && $0.kind == "interruptionBegan" }
        #expect(interruptions.count == 1)
        #expect(device.fatalError == nil)
    }

    @Test(arguments: [
        "Sources/AudioSessionTesting/Documentation.docc/AudioSessionTesting.md",
        "Sources/AudioSessionSimulator/Documentation.docc/AudioSessionSimulator.md",
    ])
    func theOverviewShowsTheCodeThisFileRuns(_ path: String) throws {
        let missing = try ArticleSnippet.linesMissing(from: ArticleSnippet.article(path), in: #filePath)
        #expect(missing.isEmpty, "lines of \(path)'s example that this file does not run: \(missing)")
    }
}
