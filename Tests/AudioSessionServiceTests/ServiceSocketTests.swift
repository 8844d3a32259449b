import AudioSessionRemote
import AudioSessionScenario
import AudioSessionService
import Foundation
import Logging
import Testing

/// The daemon on a real Unix socket in this process: clients connect with ``LineConnection``.
@Suite struct ServiceSocketTests {
    /// A daemon on a fresh socket in a temporary folder, stopped at the end of `body`.
    static func withDaemon(
        allowUnknownApps: Bool = true, record: String? = nil,
        _ body: (String, ServiceDaemon.Handle) throws -> Void
    ) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("socket").path
        var configuration = ServiceConfiguration(
            device: try ServiceSetup.configuration(device: nil, apps: nil), daemonUID: getuid())
        configuration.allowsUnknownApps = allowUnknownApps
        var options = ServiceDaemon.Options(socketPath: path, configuration: configuration)
        options.recordPath = record
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let daemon = try ServiceDaemon.start(options, logger: logger)
        defer { daemon.stop() }
        try body(path, daemon)
    }

    /// Sends a request and returns the lines up to and including its reply.
    static func request(_ line: String, id: Int, on connection: LineConnection) throws -> [String] {
        try connection.send(line)
        var lines: [String] = []
        while let next = try connection.readLine(timeout: 5) {
            lines.append(next)
            if case .object(let members)? = JSONValue(parsing: next), members["id"] == .number(Double(id)) { break }
        }
        return lines
    }

    /// Reads pushes until one satisfies `match` or `timeout` seconds pass.
    static func awaitPush(
        on connection: LineConnection, timeout: Double = 5, _ match: ([String: JSONValue]) -> Bool
    ) throws -> [String: JSONValue]? {
        while let line = try connection.readLine(timeout: timeout) {
            if case .object(let members)? = JSONValue(parsing: line), match(members) { return members }
        }
        return nil
    }

    @Test func twoAppsOverTheSocket() throws {
        try Self.withDaemon { path, _ in
            let radio = try LineConnection(path: path)
            let podcasts = try LineConnection(path: path)
            _ = try Self.request(#"{"id":1,"hello":{"app":"Radio"}}"#, id: 1, on: radio)
            _ = try Self.request(#"{"id":1,"hello":{"app":"Podcasts"}}"#, id: 1, on: podcasts)
            _ = try Self.request(
                #"{"id":2,"do":[{"setCategory":{"category":"playback"}},"activate","play"]}"#, id: 2, on: radio)
            let reply = try Self.request(
                #"{"id":2,"do":[{"setCategory":{"category":"playback"}},"activate"]}"#, id: 2, on: podcasts)
            #expect(reply.last?.contains(#""ok":true"#) == true)
            let began = try Self.awaitPush(on: radio) { $0["received"] == .string("interruptionBegan") }
            #expect(began?["rule"] == .string("A3"))
            _ = try Self.request(#"{"id":3,"do":{"deactivate":{"notifyOthers":true}}}"#, id: 3, on: podcasts)
            let ended = try Self.awaitPush(on: radio) { $0["received"] == .string("interruptionEnded") }
            #expect(ended?["shouldResume"] == .bool(true))
        }
    }

    @Test func anOversizedLineIsRefusedAndTheConnectionGoesOn() throws {
        try Self.withDaemon { path, _ in
            let client = try LineConnection(path: path)
            try client.send(String(repeating: "x", count: LineBuffer.maximumLineLength + 10))
            #expect(try client.readLine(timeout: 5) == #"{"error":"lineTooLong"}"#)
            let ping = try Self.request(#"{"id":1,"ping":{}}"#, id: 1, on: client)
            #expect(ping == [#"{"id":1,"ok":true}"#])
        }
    }

    @Test func aClosedClientIsReleasedAndItsNameFreed() throws {
        try Self.withDaemon { path, _ in
            let radio = try LineConnection(path: path)
            _ = try Self.request(#"{"id":1,"hello":{"app":"Radio"}}"#, id: 1, on: radio)
            _ = try Self.request(
                #"{"id":2,"do":[{"setCategory":{"category":"playback"}},"activate","play"]}"#, id: 2, on: radio)
            var podcasts: LineConnection? = try LineConnection(path: path)
            _ = try Self.request(#"{"id":1,"hello":{"app":"Podcasts"}}"#, id: 1, on: podcasts!)
            _ = try Self.request(
                #"{"id":2,"do":[{"setCategory":{"category":"playback"}},"activate"]}"#, id: 2, on: podcasts!)
            podcasts?.close()
            podcasts = nil
            let ended = try Self.awaitPush(on: radio) { $0["received"] == .string("interruptionEnded") }
            #expect(ended?["shouldResume"] == .bool(true), "rule SV1: the closed app released what it interrupted")
            let again = try LineConnection(path: path)
            let hello = try Self.request(#"{"id":1,"hello":{"app":"Podcasts"}}"#, id: 1, on: again)
            #expect(hello.last?.contains(#""ok":true"#) == true)
        }
    }

    @Test func aSecondDaemonOnTheSameSocketIsRefusedAndAStaleSocketIsReplaced() throws {
        try Self.withDaemon { path, _ in
            var configuration = ServiceConfiguration(
                device: try ServiceSetup.configuration(device: nil, apps: nil), daemonUID: getuid())
            configuration.allowsUnknownApps = true
            do {
                let second = try ServiceDaemon.start(
                    ServiceDaemon.Options(socketPath: path, configuration: configuration), logger: Logger(label: "t"))
                second.stop()
                Issue.record("a second daemon started on a socket in use")
            } catch let error as ServiceDaemon.StartFailure {
                #expect(error.status == 3)
                #expect(error.description.contains("in use"))
            }
        }
        // A socket file nobody listens on is stale: a new daemon replaces it.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("socket").path
        let listener = try UnixSocket.listen(on: path, mode: 0o600)
        UnixSocket.close(listener) // The file stays; nothing answers.
        let configuration = ServiceConfiguration(
            device: try ServiceSetup.configuration(device: nil, apps: nil), daemonUID: getuid())
        let daemon = try ServiceDaemon.start(
            ServiceDaemon.Options(socketPath: path, configuration: configuration), logger: Logger(label: "t"))
        daemon.stop()
        #expect(!FileManager.default.fileExists(atPath: path), "a stopped daemon removes its socket")
    }

    @Test func aClientThatStopsReadingIsClosed() throws {
        try Self.withDaemon { path, _ in
            let sleeper = try LineConnection(path: path)
            _ = try Self.request(#"{"id":1,"hello":{"app":"Sleeper"}}"#, id: 1, on: sleeper)
            _ = try Self.request(
                #"{"id":2,"do":[{"setCategory":{"category":"playAndRecord"}},"activate"]}"#, id: 2, on: sleeper)
            // From now on the sleeper reads nothing while route changes pile up for it.
            let control = try LineConnection(path: path)
            var closed = false
            for round in 0..<6_000 where !closed {
                let step = round % 2 == 0 ? #"{"connect":"wiredHeadset"}"# : #"{"disconnect":"wiredHeadset"}"#
                _ = try Self.request(#"{"id":\#(round),"user":\#(step)}"#, id: round, on: control)
                if round % 500 == 499 {
                    let probe = try LineConnection(path: path)
                    let hello = try Self.request(#"{"id":1,"hello":{"app":"Sleeper"}}"#, id: 1, on: probe)
                    closed = hello.last?.contains(#""ok":true"#) == true
                }
            }
            #expect(closed, "past 1 MiB unread, the sleeper's connection is closed and its name is free again")
        }
    }

    @Test func aClientThatSendsWithoutReadingIsHeldBackThenAnsweredInFull() throws {
        try Self.withDaemon { path, _ in
            let client = try LineConnection(path: path)
            _ = try Self.request(#"{"id":0,"hello":{"app":"Burst"}}"#, id: 0, on: client)
            // 5,000 requests sent before reading a reply: the daemon stops reading once 64 KiB of replies wait.
            var burst = ""
            for id in 1...5_000 { burst += #"{"id":\#(id),"get":"state"}"# + "\n" }
            let lines = String(burst.dropLast())
            let writer = Thread { _ = try? client.send(lines) }
            writer.start()
            var answered = 0
            while answered < 5_000, let line = try client.readLine(timeout: 10) {
                if line.contains(#""ok":true"#) { answered += 1 }
            }
            #expect(answered == 5_000, "every request is answered once the client reads")
        }
    }
}
