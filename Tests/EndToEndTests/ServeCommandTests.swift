import AudioSessionKit
import AudioSessionModel
import AudioSessionRemote
import Foundation
import Testing

/// `audiosession serve` and `audiosession client` as processes: a daemon, clients that come and go (one killed),
/// its exit statuses, its record replayed by `simulate`.
@Suite(.serialized) struct ServeCommandTests {
    /// A running `audiosession serve` on a socket in a fresh folder.
    final class Daemon {
        let folder: URL
        let socket: String
        let process = Process()
        let log: URL

        init(_ arguments: [String] = ["--allow-unknown-apps"]) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            socket = folder.appendingPathComponent("socket").path
            log = folder.appendingPathComponent("log")
            FileManager.default.createFile(atPath: log.path, contents: nil)
            process.executableURL = try ToolRunner.executable()
            process.arguments = ["serve", "--socket", socket] + arguments
            process.standardError = try FileHandle(forWritingTo: log)
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            // Ready once it answers a ping on its socket.
            for _ in 0..<1_000 where !Self.answers(socket) { usleep(10_000) }
        }

        /// Whether a daemon answers a ping on `socket`.
        static func answers(_ socket: String) -> Bool {
            guard let connection = try? LineConnection(path: socket),
                (try? connection.send(#"{"id":1,"ping":{}}"#)) != nil,
                let reply = try? connection.readLine(timeout: 1)
            else { return false }
            return reply.contains(#""ok":true"#)
        }

        /// Stops it with SIGTERM; its exit status.
        func terminate() -> Int32 {
            process.terminate()
            process.waitUntilExit()
            return process.terminationStatus
        }

        var logText: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

        deinit {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// A client process that stays connected while its standard input stays open.
    final class LingeringClient {
        let process = Process()
        let input = Pipe()
        let output: URL

        init(socket: String, app: String, actions: [String], folder: URL) throws {
            output = folder.appendingPathComponent("\(app).out")
            FileManager.default.createFile(atPath: output.path, contents: nil)
            process.executableURL = try ToolRunner.executable()
            process.arguments = ["client", "--socket", socket, "--app", app]
            process.standardInput = input
            process.standardOutput = try FileHandle(forWritingTo: output)
            try process.run()
            for action in actions { input.fileHandleForWriting.write(Data((action + "\n").utf8)) }
        }

        /// Waits until its output holds `text`; whether it did within `seconds`.
        func awaitOutput(containing text: String, seconds: Double = 10) -> Bool {
            for _ in 0..<Int(seconds * 100) {
                if let got = try? String(contentsOf: output, encoding: .utf8), got.contains(text) { return true }
                usleep(10_000)
            }
            return false
        }

        var outputText: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
    }

    @Test func clientsActAndAKilledClientReleasesTheOthers() throws {
        let daemon = try Daemon(["--allow-unknown-apps"])
        let radio = try LingeringClient(
            socket: daemon.socket, app: "Radio", actions: ["{setCategory: {category: playback}}", "activate", "play"],
            folder: daemon.folder)
        #expect(radio.awaitOutput(containing: #""audible":true"#), "\(radio.outputText)")
        let podcasts = try LingeringClient(
            socket: daemon.socket, app: "Podcasts", actions: ["{setCategory: {category: playback}}", "activate"],
            folder: daemon.folder)
        #expect(podcasts.awaitOutput(containing: #""active":true"#), "\(podcasts.outputText)")
        #expect(radio.awaitOutput(containing: #""received":"interruptionBegan""#), "\(radio.outputText)")
        kill(podcasts.process.processIdentifier, SIGKILL)
        podcasts.process.waitUntilExit()
        #expect(
            radio.awaitOutput(containing: #""received":"interruptionEnded","rule":"I3","shouldResume":true"#),
            "rule SV1 releases what the killed client interrupted:\n\(radio.outputText)")
        #expect(daemon.logText.contains("Podcasts's connection closed (rule SV1)"), "\(daemon.logText)")
        radio.input.fileHandleForWriting.closeFile()
        radio.process.waitUntilExit()
        #expect(radio.process.terminationStatus == 0)
        #expect(daemon.terminate() == 0)
        #expect(!FileManager.default.fileExists(atPath: daemon.socket), "SIGTERM removes the socket")
    }

    @Test func aRecordReplaysAsAScenarioThatPasses() throws {
        let record = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString).jsonl")
            .path
        defer { try? FileManager.default.removeItem(atPath: record) }
        let daemon = try Daemon(["--allow-unknown-apps", "--record", record])
        let first = try ToolRunner.run(
            ["client", "--socket", daemon.socket, "--app", "Radio"],
            input: "{setCategory: {category: playback}}\nactivate\nplay\n")
        #expect(first.status == 0, "\(first)")
        let second = try ToolRunner.run(
            ["client", "--socket", daemon.socket, "--app", "Notes"],
            input: "{setCategory: {category: playback, options: [defaultToSpeaker]}}\n")
        #expect(second.status == 1, "a failed action exits 1: \(second)")
        #expect(second.stdout.contains(#""error":"badParam""#), "\(second)")
        #expect(daemon.terminate() == 0)
        let replay = try ToolRunner.run(["simulate", record])
        #expect(replay.status == 0, "\(replay)")
        #expect(replay.stdout.contains("error badParam"), "\(replay)")
        #expect(replay.stdout.contains("passed, 0 failed"), "\(replay)")
    }

    @Test func privilegedStepsStateAndWaiting() throws {
        let daemon = try Daemon()
        let listener = try LingeringClient(
            socket: daemon.socket, app: "Chat", actions: ["{setCategory: {category: playAndRecord}}", "activate"],
            folder: daemon.folder)
        #expect(listener.awaitOutput(containing: #""active":true"#), "\(listener.outputText)")
        let connect = try ToolRunner.run(["client", "--socket", daemon.socket, "--user", "{connect: wiredHeadset}"])
        #expect(connect.status == 0, "\(connect)")
        #expect(listener.awaitOutput(containing: #""reason":"newDeviceAvailable""#), "\(listener.outputText)")
        let state = try ToolRunner.run(["client", "--socket", daemon.socket, "--app", "Other", "--state"])
        #expect(state.status == 0, "\(state)")
        #expect(state.stdout.contains(#""appState":"notRunning""#), "\(state)")
        let waiting = try ToolRunner.run(
            [
                "client", "--socket", daemon.socket, "--app", "Waiter", "--wait", "interruptionBegan", "--timeout",
                "300ms",
            ],
            input: "{setCategory: {category: playback, options: [mixWithOthers]}}\nactivate\n")
        #expect(waiting.status == 1, "nothing interrupts a mixable session: the wait times out\n\(waiting)")
        #expect(waiting.stderr.contains("no interruptionBegan within 300ms"), "\(waiting)")
        listener.input.fileHandleForWriting.closeFile()
        listener.process.waitUntilExit()
    }

    @Test func theSystemdUnitsStartServeWithOptionsItKnows() throws {
        let help = try ToolRunner.run(["serve", "--help"])
        let units = CommandLineConsistencyTests.package.appendingPathComponent("Packaging/systemd")
        var checked = 0
        for path in ["user/audiosession.service", "system/audiosession.service"] {
            let text = try String(contentsOf: units.appendingPathComponent(path), encoding: .utf8)
            let start = try #require(text.split(separator: "\n").first { $0.hasPrefix("ExecStart=") })
            let words = start.split(separator: " ")
            #expect(words.dropFirst().first == "serve", "\(path)")
            for option in words where option.hasPrefix("--") {
                #expect(help.stdout.contains(String(option)), "\(path): serve has no \(option)")
                checked += 1
            }
        }
        #expect(checked >= 4)
        let socket = try String(
            contentsOf: units.appendingPathComponent("user/audiosession.socket"), encoding: .utf8)
        #expect(socket.contains("ListenStream=%t/audiosession/socket"))
        #expect(socket.contains("SocketMode=0600"))
    }

    @Test func aKilledDaemonIsMediaServicesLostThenResetForItsClients() throws {
        let first = try Daemon()
        let session = try RemoteAudioSession(app: "Podcasts", socket: first.socket)
        let seen = Locked<[AudioSessionNotification]>([])
        let observation = session.addObserver { notification in seen.withLock { $0.append(notification) } }
        defer { observation.cancel() }
        try session.setCategory(.playback)
        try session.setActive(true)
        kill(first.process.processIdentifier, SIGKILL)
        first.process.waitUntilExit()
        #expect(eventually { seen.withLock { $0.contains(.mediaServicesWereLost) } })
        // The killed daemon left its socket file: the next one finds it stale and replaces it.
        #expect(FileManager.default.fileExists(atPath: first.socket))
        let second = Process()
        second.executableURL = try ToolRunner.executable()
        second.arguments = ["serve", "--socket", first.socket, "--allow-unknown-apps"]
        second.standardError = FileHandle.nullDevice
        try second.run()
        defer {
            second.terminate()
            second.waitUntilExit()
        }
        #expect(eventually { Daemon.answers(first.socket) }, "the second daemon replaced the stale socket")
        #expect(eventually { seen.withLock { $0.contains(.mediaServicesWereReset) } }, "the client reconnected")
        #expect(session.category == .soloAmbient)
        try session.setCategory(.playback)
        try session.setActive(true)
        #expect(session.activation == .active)
    }

    @Test func anUnwritableRecordIsRefusedAtStart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("missing/record.jsonl").path
        let output = try ToolRunner.run(
            ["serve", "--socket", folder.appendingPathComponent("socket").path, "--record", record])
        #expect(output.status == 2, "\(output)")
        #expect(output.stderr.contains("cannot write the record \(record)"), "\(output)")
    }

    /// Waits up to ten seconds for `condition`.
    func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<1_000 {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    @Test func exitStatuses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("none").path
        let noDaemon = try ToolRunner.run(["client", "--socket", missing, "--app", "Radio"])
        #expect(noDaemon.status == 3, "\(noDaemon)")
        #expect(noDaemon.stderr.contains("no daemon answers on \(missing)"), "\(noDaemon)")
        let apps = folder.appendingPathComponent("apps.yaml")
        try "Radio: {backgroundAudo: true}\n".write(to: apps, atomically: true, encoding: .utf8)
        let badApps = try ToolRunner.run(["serve", "--socket", missing, "--apps", apps.path])
        #expect(badApps.status == 2, "\(badApps)")
        #expect(badApps.stderr.contains("apps.yaml:1"), "\(badApps)")
        #expect(badApps.stderr.contains("did you mean 'backgroundAudio'"), "\(badApps)")
        let device = folder.appendingPathComponent("device.yaml")
        try "device: {model: iPod}\n".write(to: device, atomically: true, encoding: .utf8)
        let badDevice = try ToolRunner.run(["serve", "--socket", missing, "--device", device.path])
        #expect(badDevice.status == 2, "\(badDevice)")
        #expect(badDevice.stderr.contains("device.yaml:1"), "\(badDevice)")
        let noGroup = try ToolRunner.run(["serve", "--socket", missing, "--control-group", "no-such-group-here"])
        #expect(noGroup.status == 2, "\(noGroup)")
        #expect(noGroup.stderr.contains("no group named no-such-group-here"), "\(noGroup)")
        let badStep = try ToolRunner.run(["client", "--socket", missing, "--user", "{connect: [unclosed"])
        #expect(badStep.status == 2, "a step that is not YAML is a usage error: \(badStep)")
        let ports = folder.appendingPathComponent("ports.yaml")
        try "ports:\n  - {match: {sink: speaker}, port: loudspeaker}\n".write(
            to: ports, atomically: true, encoding: .utf8)
        let badPorts = try ToolRunner.run(["serve", "--socket", missing, "--ports", ports.path])
        #expect(badPorts.status == 2, "\(badPorts)")
        #expect(badPorts.stderr.contains("ports.yaml:2"), "\(badPorts)")
        #expect(badPorts.stderr.contains("unknown port"), "\(badPorts)")
        let badRamp = try ToolRunner.run(["serve", "--socket", missing, "--duck-ramp", "fast"])
        #expect(badRamp.status == 2, "\(badRamp)")
        #expect(badRamp.stderr.contains("--duck-ramp"), "\(badRamp)")
        let pulse = try ToolRunner.run(["serve", "--socket", missing, "--backend", "pulse"])
        #expect(pulse.status == 4, "\(pulse)")
        let usage = try ToolRunner.run(["serve", "--front", "sideways"])
        #expect(usage.status == 2, "\(usage)")
        let daemon = try Daemon()
        let second = try ToolRunner.run(["serve", "--socket", daemon.socket])
        #expect(second.status == 3, "\(second)")
        #expect(second.stderr.contains("in use"), "\(second)")
        #expect(daemon.terminate() == 0)
    }
}
