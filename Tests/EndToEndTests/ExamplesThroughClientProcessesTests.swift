import AudioSessionEngine
import AudioSessionModel
import AudioSessionScenario
import AudioSessionService
import AudioSessionSimulator
import Foundation
import Testing
import Yams

/// The daemon adds nothing to the engine, with real clients: each step-driven example is sent to a live daemon by
/// `audiosession client` processes (one per app, privileged steps by one process each), and every app receives, in
/// order, what `simulate` delivers to it. The daemon runs in this process on a clock the test moves to each step's
/// time, so that the engine's timers fall due as in the simulation.
@Suite(.serialized) struct ExamplesThroughClientProcessesTests {
    static let folder = CommandLineConsistencyTests.package.appendingPathComponent("Examples")

    static let examples = ScenarioReach.scenarios(in: folder.path)

    @Test(arguments: examples)
    func clientProcessesReceiveWhatSimulateDelivers(_ name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        let scenario = try ScenarioLoader.load(path: path)
        let report = ScenarioRunner.run(scenario)
        let expected = ScenarioReach.deliveries(in: report, timed: false)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clients-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let time = Locked<UInt64>(1_000)
        let (daemon, socket) = try ScenarioReach.startDaemon(for: scenario, in: folder, time: time)
        defer { daemon.stop() }

        var clients: [String: ServeCommandTests.LingeringClient] = [:]
        var requests: [String: Int] = [:]
        defer {
            for client in clients.values where client.process.isRunning {
                kill(client.process.processIdentifier, SIGKILL)
                client.process.waitUntilExit()
            }
        }
        for app in scenario.apps {
            let client = try ServeCommandTests.LingeringClient(
                socket: socket, app: app.name, actions: [], folder: folder)
            clients[app.name] = client
            requests[app.name] = 1
            #expect(client.awaitOutput(containing: #""id":1,"#), "\(app.name) said hello")
        }
        let document = try #require(try Yams.compose(yaml: String(contentsOfFile: path, encoding: .utf8)))
        let stepNodes = try #require(document["steps"]?.sequence)
        for (step, node) in zip(scenario.steps, stepNodes) {
            time.withLock { $0 = 1_000 + UInt64(step.at.nanoseconds) }
            for key in ["do", "user", "system"] {
                guard let value = node[key] else { continue }
                let json = try StepValue.json(try Yams.serialize(node: value), source: name).line
                if key == "do", case .app(let app, _) = step.actor, let client = clients[app] {
                    requests[app, default: 1] += 1
                    client.input.fileHandleForWriting.write(Data((json + "\n").utf8))
                    #expect(client.awaitOutput(containing: #""id":\#(requests[app]!),"#), "\(name): \(app)'s reply")
                } else {
                    let output = try ToolRunner.run(["client", "--socket", socket, "--\(key)", json])
                    #expect(output.status == 0, "\(output)")
                }
            }
        }
        if let last = report.events.last {
            time.withLock { $0 = 1_000 + UInt64(last.nanoseconds) }
            daemon.onQueue { $0.timersDue() }
        }
        for app in scenario.apps {
            guard let client = clients[app.name] else { continue }
            let wanted = expected[app.name] ?? []
            var received: [String] = []
            for _ in 0..<500 {
                received = Self.pushes(in: client.outputText)
                if received.count >= wanted.count { break }
                usleep(10_000)
            }
            #expect(received == wanted, "\(name): \(app.name)")
        }
    }

    /// The notifications a client printed, as ``ScenarioReach/delivery(inPush:timed:)`` writes them.
    static func pushes(in output: String) -> [String] {
        output.split(separator: "\n").compactMap { ScenarioReach.delivery(inPush: String($0), timed: false) }
    }
}
