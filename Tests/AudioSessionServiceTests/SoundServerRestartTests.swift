import AudioSessionEngine
import AudioSessionModel
import AudioSessionRemote
import AudioSessionScenario
import AudioSessionService
import Foundation
import Logging
import Testing

/// A sound server that goes away and comes back (killed, restarted): the daemon keeps deciding, connects again with
/// backoff, and enforces every app's state on the new server's streams.
@Suite struct SoundServerRestartTests {
    typealias Bench = EnforcementTests.Bench

    /// The server is lost, a stream of `pid` plays on the server that comes back, and the core takes its graph.
    static func restart(_ bench: Bench, streamOf pid: Int32) -> UInt32 {
        bench.service.core.soundServerChanged(.lost("Connection terminated"))
        bench.server.lose()
        let stream = bench.server.play(
            sink: "speaker", properties: ["application.process.id": String(pid), "application.name": "app-\(pid)"])
        _ = bench.server.takeEvents() // The new server lists it in its graph.
        bench.service.core.soundServerRestarted(with: bench.server.graph)
        bench.pump()
        return stream
    }

    @Test func anInterruptedAppIsSilencedOnTheServerThatCameBack() throws {
        let bench = try Bench()
        let radio = bench.service.hello("Radio", pid: 500)
        let podcasts = bench.service.hello("Podcasts", pid: 600)
        _ = bench.stream(pid: 500, name: "radio")
        bench.send(EnforcementTests.play, from: radio)
        bench.send(EnforcementTests.play, from: podcasts)
        let again = Self.restart(bench, streamOf: 500)
        #expect(bench.server.stream(again)?.isMuted == true, "Radio is still interrupted")
        bench.send(#"{"id":2,"do":{"deactivate":{"notifyOthers":true}}}"#, from: podcasts)
        #expect(bench.server.stream(again)?.isMuted == false)
    }

    @Test func aDuckIsMadeAgainOnTheServerThatCameBack() throws {
        let bench = try Bench()
        let radio = bench.service.hello("Radio", pid: 500)
        let maps = bench.service.hello("Maps", pid: 600)
        bench.send(EnforcementTests.mixable, from: radio)
        bench.send(
            #"{"id":1,"do":[{"setCategory":{"category":"playback","options":["duckOthers"]}},"activate","play"]}"#,
            from: maps)
        let again = Self.restart(bench, streamOf: 500)
        let sink = try #require(bench.server.sinkName(of: again))
        #expect(sink.hasPrefix("audiosession-duck-"), "a new duck bus on the new server: \(sink)")
        #expect(bench.server.graph.sinks.filter { $0.name.hasPrefix("audiosession-duck-") }.count == 1)
    }

    /// The daemon, on a server that refuses it for a while after it is lost: it tries again after a wait (50 ms, then
    /// twice as long each time), and stops trying once it is back or the daemon stops.
    @Test func theDaemonConnectsAgainWithBackoff() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("restart-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = ServiceConfiguration(
            device: try ServiceSetup.configuration(device: nil, apps: nil), daemonUID: getuid())
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let server = FakeSoundServer(graph: SoundServerGraph(sinks: [EnforcementTests.speaker]))
        let daemon = try ServiceDaemon.start(
            ServiceDaemon.Options(
                socketPath: folder.appendingPathComponent("socket").path, configuration: configuration),
            logger: logger, soundServer: server)
        defer { daemon.stop() }
        #expect(server.starts == 1)
        /// Waits until `condition` holds, at most 5 s (the machine may be busy); whether it held.
        func eventually(_ condition: () -> Bool) -> Bool {
            for _ in 0..<500 where !condition() { Thread.sleep(forTimeInterval: 0.01) }
            return condition()
        }
        server.failing = true
        server.lose()
        #expect(eventually { server.starts >= 3 }, "it keeps trying while the server refuses")
        let times = server.startTimes
        #expect(times.count >= 3)
        if times.count >= 3 {
            #expect(times[2] - times[1] >= 40_000_000, "it waits between attempts (50 ms at first)")
        }
        server.failing = false
        let refused = server.starts
        #expect(eventually { server.starts > refused }, "connected again")
        Thread.sleep(forTimeInterval: 0.3)
        let connected = server.starts
        Thread.sleep(forTimeInterval: 0.5)
        #expect(server.starts == connected, "no attempt once it is back")
        server.lose()
        daemon.stop()
        let stopped = server.starts
        Thread.sleep(forTimeInterval: 0.2)
        #expect(server.starts == stopped, "no attempt once the daemon stopped")
    }
}
