import AudioSessionKit
import AudioSessionModel
import AudioSessionRemote
import AudioSessionSamples
import AudioSessionScenario
import AudioSessionService
import Dispatch
import Foundation
import Logging
import Testing

/// `RemoteAudioSession`, the Kit's adapter over `audiosession serve`, against a live daemon in this process; the
/// sample SDK components run on it unchanged.
@Suite(.serialized) struct RemoteAudioSessionTests {
    /// Collects notifications from any queue.
    final class Seen: @unchecked Sendable {
        private let items = Locked<[AudioSessionNotification]>([])
        func append(_ item: AudioSessionNotification) { items.withLock { $0.append(item) } }
        var all: [AudioSessionNotification] { items.withLock { $0 } }
    }

    /// Waits up to five seconds for `condition` (notifications arrive on other queues); whether it came.
    static func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<500 {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    /// A privileged step sent as the test process (the daemon's own user).
    static func step(_ line: String, socket: String) throws {
        let control = try LineConnection(path: socket)
        _ = try ServiceSocketTests.request(line, id: 1, on: control)
    }

    @Test func settersAnswerAndGettersReadTheDaemonsState() throws {
        try ServiceSocketTests.withDaemon { path, _ in
            let session = try RemoteAudioSession(app: "Podcasts", socket: path)
            #expect(session.category == .soloAmbient)
            try session.setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])
            #expect(session.category == .playback)
            #expect(session.mode == .spokenAudio)
            #expect(session.categoryOptions == [.mixWithOthers, .duckOthers])
            #expect(session.configuration.options == [.duckOthers])
            try session.setActive(true)
            #expect(session.activation == .active)
            #expect(session.currentRoute.outputs.map(\.portType) == [.builtInSpeaker])
            #expect(throws: AudioSessionError.self) {
                try session.setCategory(.playback, mode: .default, policy: .default, options: [.defaultToSpeaker])
            }
            do throws(AudioSessionError) {
                try session.overrideOutputAudioPort(.speaker)
                Issue.record("a speaker override needs playAndRecord")
            } catch {
                #expect(error.code == .badParam)
                #expect(error.message.contains("(rule R5)"))
            }
            #expect(session.streamProperties["audiosession.app"] == "Podcasts")
            #expect(session.streamProperties["audiosession.token"]?.isEmpty == false)
        }
    }

    @Test func interruptionsReachObserversWithTheirOptions() throws {
        try ServiceSocketTests.withDaemon { path, _ in
            let radio = try RemoteAudioSession(app: "Radio", socket: path)
            let seen = Seen()
            let observation = radio.addObserver { seen.append($0) }
            defer { observation.cancel() }
            try radio.setCategory(.playback)
            try radio.startOutput()
            let podcasts = try RemoteAudioSession(app: "Podcasts", socket: path)
            try podcasts.setCategory(.playback)
            try podcasts.setActive(true)
            #expect(Self.eventually { seen.all.contains(.interruptionBegan(reason: .default)) }, "\(seen.all)")
            #expect(radio.activation == .inactive)
            try podcasts.setActive(false, options: .notifyOthersOnDeactivation)
            #expect(Self.eventually { seen.all.contains(.interruptionEnded(options: .shouldResume)) }, "\(seen.all)")
        }
    }

    @Test func theAdPlayerSampleRunsOnTheDaemon() throws {
        try ServiceSocketTests.withDaemon { path, _ in
            let news = try RemoteAudioSession(app: "News", socket: path)
            let ended = Locked<AdPlayer.Outcome?>(nil)
            let ads = AdPlayer(session: news, player: news, scheduler: TaskScheduler())
            try ads.play(for: .seconds(30)) { outcome, _ in ended.withLock { $0 = outcome } }
            #expect(news.category == .playAndRecord || news.category == .playback)
            try Self.step(#"{"id":1,"system":"alarm"}"#, socket: path)
            #expect(Self.eventually { ended.withLock { $0 } != nil })
            #expect(ended.withLock { $0 } == .stopped(.interruptionBegan(reason: .default)))
            #expect(!ads.isPlaying)
            #expect(Self.eventually { news.category == .soloAmbient }, "the ad gave the session back")
        }
    }

    @Test func theCallControllerAndTheGameRunOnTheDaemon() throws {
        try ServiceSocketTests.withDaemon { path, _ in
            let messenger = try RemoteAudioSession(app: "Messenger", socket: path)
            try messenger.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers])
            let calls = CallController(session: messenger, io: messenger, scheduler: TaskScheduler())
            try calls.startCall()
            #expect(messenger.mode == .voiceChat)
            #expect(messenger.isInputRunning)
            try Self.step(#"{"id":1,"system":"incomingCall"}"#, socket: path)
            try Self.step(#"{"id":1,"user":"answerCall"}"#, socket: path)
            #expect(Self.eventually { calls.events.contains(.held) }, "\(calls.events)")
            calls.endCall()
            #expect(messenger.mode == .moviePlayback, "the host's configuration is back")

            let game = try RemoteAudioSession(app: "Game", socket: path)
            let audio = GameAudio(session: game, engine: game)
            try audio.start()
            #expect(game.isOutputRunning)
        }
    }

    @Test func aDaemonRestartIsMediaServicesLostThenReset() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("restart-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("socket").path
        var configuration = ServiceConfiguration(
            device: try ServiceSetup.configuration(device: nil, apps: nil), daemonUID: getuid())
        configuration.allowsUnknownApps = true
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let options = ServiceDaemon.Options(socketPath: path, configuration: configuration)
        let first = try ServiceDaemon.start(options, logger: logger)
        let session = try RemoteAudioSession(app: "Podcasts", socket: path)
        let seen = Seen()
        let observation = session.addObserver { seen.append($0) }
        defer { observation.cancel() }
        try session.setCategory(.playback)
        try session.setActive(true)
        first.stop()
        #expect(Self.eventually { seen.all.contains(.mediaServicesWereLost) })
        do throws(AudioSessionError) {
            try session.setActive(true)
            Issue.record("a call while the daemon is away must fail")
        } catch {
            #expect(error.code == .mediaServicesFailed)
        }
        let second = try ServiceDaemon.start(options, logger: logger)
        defer { second.stop() }
        #expect(Self.eventually { seen.all.contains(.mediaServicesWereReset) }, "\(seen.all)")
        #expect(seen.all.firstIndex(of: .mediaServicesWereLost)! < seen.all.firstIndex(of: .mediaServicesWereReset)!)
        #expect(session.category == .soloAmbient, "a new session after the reset (rule S7)")
        #expect(session.activation == .inactive)
        try session.setCategory(.playback)
        try session.setActive(true)
        #expect(session.activation == .active)
    }

    @Test func theSocketIsFoundAsTheDocumentationSays() throws {
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("xdg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: runtime.appendingPathComponent("audiosession"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: runtime) }
        let session = runtime.appendingPathComponent("audiosession/socket").path
        #expect(RemoteAudioSession.defaultSocketPath(environment: ["AUDIOSESSION_SOCKET": "/x/s"]) == "/x/s")
        #expect(
            RemoteAudioSession.defaultSocketPath(environment: ["XDG_RUNTIME_DIR": runtime.path])
                == "/run/audiosession/socket", "no session daemon's socket there: the system's")
        FileManager.default.createFile(atPath: session, contents: nil)
        #expect(RemoteAudioSession.defaultSocketPath(environment: ["XDG_RUNTIME_DIR": runtime.path]) == session)
        #expect(
            RemoteAudioSession.defaultSocketPath(environment: [
                "AUDIOSESSION_SOCKET": "", "XDG_RUNTIME_DIR": runtime.path,
            ])
                == session, "an empty AUDIOSESSION_SOCKET is no choice")
    }

    @Test func noDaemonIsMediaServicesFailed() {
        do throws(AudioSessionError) {
            _ = try RemoteAudioSession(app: "Podcasts", socket: "/nonexistent/audiosession/socket")
            Issue.record("no daemon: the session cannot be made")
        } catch {
            #expect(error.code == .mediaServicesFailed)
        }
    }
}
