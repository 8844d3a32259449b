import AudioSessionEngine
import AudioSessionModel
import AudioSessionRemote
import AudioSessionScenario
import AudioSessionService
import AudioSessionSimulator
import Foundation
import Logging
import Testing
import Yams

/// The daemon adds nothing to the engine: each example whose apps are driven by their steps alone is run through the
/// service core (each step sent as a request, at its time), and what the daemon pushes is what `simulate` delivers.
///
/// Examples whose apps react in their own code (`reactions`), or that need the built-in Music app's behaviour or
/// CallKit, are for the simulator only: the daemon runs no app code, and Music and CallKit are not part of it.
@Suite struct ExamplesThroughTheDaemonTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    static let examples = ScenarioReach.scenarios(in: folder.path)

    @Test func mostStepDrivenExamplesQualify() {
        #expect(Self.examples.count >= 8, "\(Self.examples)")
    }

    @Test(arguments: examples)
    func theDaemonPushesWhatSimulateDelivers(_ name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        let scenario = try ScenarioLoader.load(path: path)
        let report = ScenarioRunner.run(scenario)
        let expected = ScenarioReach.deliveries(in: report, timed: true)

        // The daemon, on the scenario's own device and apps, moving the front only as the steps say, with iOS's
        // suspensions.
        let configuration = ScenarioReach.configuration(for: scenario, daemonUID: 1_000)
        let transport = MemoryTransport()
        let time = Locked<UInt64>(1_000)
        var logger = Logger(label: "conformance")
        logger.logLevel = .critical
        let core = ServiceCore(
            configuration: configuration, clock: ServiceClock(source: { time.withLock { $0 } }), transport: transport,
            logger: logger, epoch: "e", makeToken: { "t" })
        var connections: [String: ConnectionID] = [:]
        for (index, app) in scenario.apps.enumerated() {
            let connection = ConnectionID(index + 1)
            core.connectionOpened(connection, peer: PeerCredentials(pid: 1, uid: 1_000, gid: 1_000))
            core.received(#"{"id":0,"hello":{"app":\#(JSONValue.string(app.name).line)}}"#, from: connection)
            connections[app.name] = connection
        }
        let control = ConnectionID(1_000)
        core.connectionOpened(control, peer: PeerCredentials(pid: 1, uid: 1_000, gid: 1_000))
        for connection in connections.values { _ = transport.take(connection) }

        // Each step's value as the file writes it, sent as a request at the step's time.
        let document = try #require(try Yams.compose(yaml: String(contentsOfFile: path, encoding: .utf8)))
        let stepNodes = try #require(document["steps"]?.sequence)
        #expect(stepNodes.count == scenario.steps.count)
        for (step, node) in zip(scenario.steps, stepNodes) {
            time.withLock { $0 = 1_000 + UInt64(step.at.nanoseconds) }
            core.timersDue()
            for (key, connection) in [("do", connections[step.appName ?? ""]), ("user", control), ("system", control)] {
                guard let value = node[key], let connection else { continue }
                let json = try StepValue.json(try Yams.serialize(node: value), source: name)
                core.received(JSONValue.object(["id": .number(1), key: json]).line, from: connection)
            }
        }
        if let last = report.events.last {
            time.withLock { $0 = 1_000 + UInt64(last.nanoseconds) }
            core.timersDue()
        }

        for app in scenario.apps {
            guard let connection = connections[app.name] else { continue }
            let pushed = transport.take(connection).compactMap { ScenarioReach.delivery(inPush: $0, timed: true) }
            let wanted = expected[app.name] ?? []
            #expect(pushed == wanted, "\(name): \(app.name)")
        }
    }

    @Test(arguments: examples)
    func aLiveDaemonOnItsSocketPushesWhatSimulateDelivers(_ name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        let scenario = try ScenarioLoader.load(path: path)
        let report = ScenarioRunner.run(scenario)
        let expected = ScenarioReach.deliveries(in: report, timed: false)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let time = Locked<UInt64>(1_000)
        let (daemon, socket) = try ScenarioReach.startDaemon(for: scenario, in: folder, time: time)
        defer { daemon.stop() }

        var clients: [String: LineConnection] = [:]
        var received: [String: [String]] = [:]
        var nextID = 1
        /// Sends a request and reads up to its reply; the pushes before it are kept as the app received them.
        func request(_ members: [String: JSONValue], on connection: LineConnection, app: String?) throws {
            nextID += 1
            var message = members
            message["id"] = .number(Double(nextID))
            try connection.send(JSONValue.object(message).line)
            while let line = try connection.readLine(timeout: 10) {
                guard case .object(let object)? = JSONValue(parsing: line) else { continue }
                if object["id"] == .number(Double(nextID)) { return }
                if let app, let delivery = ScenarioReach.delivery(inPush: line, timed: false) {
                    received[app, default: []].append(delivery)
                }
            }
            Issue.record("no reply to \(members)")
        }
        for app in scenario.apps {
            let connection = try LineConnection(path: socket)
            try request(["hello": .object(["app": .string(app.name)])], on: connection, app: nil)
            clients[app.name] = connection
        }
        let control = try LineConnection(path: socket)
        let document = try #require(try Yams.compose(yaml: String(contentsOfFile: path, encoding: .utf8)))
        let stepNodes = try #require(document["steps"]?.sequence)
        for (step, node) in zip(scenario.steps, stepNodes) {
            time.withLock { $0 = 1_000 + UInt64(step.at.nanoseconds) }
            for key in ["do", "user", "system"] {
                guard let value = node[key] else { continue }
                let json = try StepValue.json(try Yams.serialize(node: value), source: name)
                let connection = key == "do" ? clients[step.appName ?? ""] : control
                try request([key: json], on: try #require(connection), app: key == "do" ? step.appName : nil)
            }
            // What the step delivered to the other apps: a ping answered after it flushes their connections.
            for app in scenario.apps where app.name != step.appName {
                try request(["ping": .object([:])], on: clients[app.name]!, app: app.name)
            }
        }
        if let last = report.events.last {
            time.withLock { $0 = 1_000 + UInt64(last.nanoseconds) }
            daemon.onQueue { $0.timersDue() }
        }
        for app in scenario.apps {
            try request(["ping": .object([:])], on: clients[app.name]!, app: app.name)
            #expect(received[app.name] ?? [] == expected[app.name] ?? [], "\(name): \(app.name)")
        }
    }
}

extension Step {
    /// The app an `app` step belongs to.
    fileprivate var appName: String? {
        if case .app(let name, _) = actor { return name }
        return nil
    }
}
