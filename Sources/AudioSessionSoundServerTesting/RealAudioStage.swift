#if PulseAudio
    import AudioSessionService
    import AudioSessionServicePulse
    import Dispatch
    import Foundation

    /// One test on real audio: a sound server, `audiosession serve` on it (ports and apps files, a journal, a
    /// socket in a fresh folder), the tone clients, and the restore entries of the test's apps as they were before.
    package final class RealAudioStage: @unchecked Sendable {
        /// The apps of the tests, whose restore entries must come out as they went in.
        package static let apps = ["Radio", "Podcasts", "Maps"]
        /// How soon a decision must be heard.
        package static let enforcementBound = 0.1

        /// The sound server.
        package let server: ServerUnderTest
        /// The folder of the socket, the files and the logs (short: a socket's path has a limit).
        package let folder: String
        /// The daemon's socket.
        package var socket: String { "\(folder)/socket" }
        package private(set) var daemon: DaemonProcess?
        private var tones: [ToneProcess] = []
        private var recorders: [ToneRecorder] = []
        private var streams: [Process] = []
        private var daemons = 0
        private let restoreBefore: [String: RestoreEntry]?
        private let wirePlumberBefore: [String: [String]]
        private let backend: String
        private let enforce: String

        /// A server (with headphones plugged in if `withHeadphones`) and a daemon on it.
        package convenience init(withHeadphones: Bool = false) throws {
            try self.init(server: ServerUnderTest(withHeadphones: withHeadphones))
            if let line = daemon?.text.split(separator: "\n").first(where: { $0.contains("listening on") }) {
                print("[real audio] \(line.split(separator: ",").last.map(String.init) ?? "")")
            }
        }

        /// A daemon on `server` with the backend `backend` enforcing silence by `enforce` (`auto`: on PipeWire the
        /// `pipewire` backend, which pauses; else `pulse`, which mutes).
        package init(server: ServerUnderTest, backend: String = "auto", enforce: String = "auto") throws {
            self.server = server
            self.backend = backend
            self.enforce = enforce
            folder = "/tmp/as-\(UUID().uuidString.prefix(8))"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let ports = """
                ports:
                  - {match: {sink: \(server.speaker)}, port: builtInSpeaker}
                  - {match: {sink: \(server.headphones)}, port: headphones, device: {kind: wiredHeadphones, name: Jack}}

                """
            try ports.write(toFile: "\(folder)/ports.yml", atomically: true, encoding: .utf8)
            try "apps: {Radio: {backgroundAudio: true, remoteCommands: true}}\n".write(
                toFile: "\(folder)/apps.yml", atomically: true, encoding: .utf8)
            restoreBefore = Self.restoreEntries(server: server.address)
            wirePlumberBefore = Dictionary(
                uniqueKeysWithValues: Self.apps.compactMap { app in WirePlumberState.lines(of: app).map { (app, $0) } })
            try startDaemon()
        }

        deinit {
            stop()
            try? FileManager.default.removeItem(atPath: folder)
        }

        /// Starts `audiosession serve` with the stage's backend and way of silencing, and the same socket and journal
        /// as any before it.
        package func startDaemon() throws {
            daemons += 1
            daemon = try DaemonProcess(
                arguments: [
                    "serve", "--backend", backend, "--enforce", enforce, "--socket", socket, "--ports",
                    "\(folder)/ports.yml", "--journal",
                    "\(folder)/journal.jsonl", "--apps", "\(folder)/apps.yml", "--allow-unknown-apps",
                ], environment: server.environment, log: "\(folder)/serve-\(daemons).log")
        }

        /// A tone client for `app` playing `hertz` to the speaker.
        package func tone(_ app: String, hertz: Double) throws -> ToneProcess {
            let tone = try ToneProcess(
                app: app, hertz: hertz, sink: server.speaker, socket: socket, environment: server.environment,
                folder: folder)
            tones.append(tone)
            return tone
        }

        /// A second stream of an app, played by `pacat` (not the client library) with the app's session token: a
        /// sine of `hertz` at `amplitude`, mono s16le at 48 kHz, for 30 seconds. The stage kills it when it stops.
        package func stream(token: String, hertz: Double, amplitude: Double = 0.25) throws -> Process {
            let samples = (0..<48_000 * 30).map { index in
                Int16(amplitude * 32_767 * sin(2 * Double.pi * hertz * Double(index) / 48_000))
            }
            let file = "\(folder)/tone-\(Int(hertz)).raw"
            try samples.withUnsafeBufferPointer { Data(buffer: $0) }.write(to: URL(fileURLWithPath: file))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: HeadlessPulseAudio.executable("pacat") ?? "/usr/bin/pacat")
            process.arguments = [
                "--raw", "--format=s16le", "--rate=48000", "--channels=1", "--latency-msec=20", "-d", server.speaker,
                "--property=audiosession.token=\(token)", "--property=application.name=stream-\(Int(hertz))", file,
            ]
            process.environment = server.environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            streams.append(process)
            return process
        }

        /// A recorder of `sink`'s monitor.
        package func record(_ sink: String) throws -> ToneRecorder {
            let recorder = try ToneRecorder(source: "\(sink).monitor", environment: server.environment)
            recorders.append(recorder)
            return recorder
        }

        /// Stops the clients, the recorders, the daemon and the server.
        package func stop() {
            for stream in streams where stream.isRunning {
                kill(stream.processIdentifier, SIGKILL)
                stream.waitUntilExit()
            }
            for tone in tones { tone.kill() }
            for recorder in recorders { recorder.stop() }
            daemon?.terminate()
            server.stop()
        }

        /// Stops the clients and the daemon, and says how the test apps' restore entries differ from before the test
        /// (nothing where the server keeps no restore database). An entry that saves nothing (no device, volume or
        /// mute) counts as none: the server stores one for every new stream.
        package func restoreDifferences() -> [String] {
            for tone in tones { tone.kill() }
            // The daemon lifts what it did to the clients' streams when they go.
            Thread.sleep(forTimeInterval: 0.3)
            // A clean stop lifts everything and unloads the daemon's own sinks.
            var differences: [String] = []
            if let daemon, let status = daemon.terminate(), status != 0 {
                differences.append("the daemon exited with status \(status)")
            } else if daemon != nil, daemon?.isRunning == true {
                differences.append("the daemon did not stop on SIGTERM")
            }
            let left = (server.pactl("list", "short", "sinks") ?? "").split(separator: "\n")
                .filter { $0.contains("audiosession-") }
            if !left.isEmpty { differences.append("the daemon left its sinks: \(left)") }
            // WirePlumber writes its state a moment after a change.
            if !wirePlumberBefore.isEmpty { Thread.sleep(forTimeInterval: 1.2) }
            for app in Self.apps {
                guard let before = wirePlumberBefore[app], let after = WirePlumberState.lines(of: app) else { continue }
                // What a stream of a new app saves at all is not the daemon's doing; what it saved differently is.
                let changed = after.filter { line in
                    let key = line.split(separator: "=").first.map(String.init) ?? line
                    return before.contains { $0.hasPrefix(key + "=") } && !before.contains(line)
                }
                let muted = after.filter { $0.hasSuffix(":mute=true") || $0.contains(":target") }
                if !changed.isEmpty || !muted.isEmpty {
                    differences.append("WirePlumber saved for \(app): \(changed + muted)")
                }
            }
            guard let before = restoreBefore, let after = Self.restoreEntries(server: server.address) else {
                return differences
            }
            return differences
                + Self.apps.compactMap { app in
                    let key = Self.restoreKey(app)
                    return before[key] == after[key]
                        ? nil : "\(key): \(String(describing: before[key])) → \(String(describing: after[key]))"
                }
        }

        /// The daemon's logs, for failures.
        package var logs: String {
            (1...max(1, daemons)).map {
                (try? String(contentsOfFile: "\(folder)/serve-\($0).log", encoding: .utf8)) ?? ""
            }
            .joined(separator: "\n---\n")
        }

        /// The restore key of an app's streams.
        package static func restoreKey(_ app: String) -> String { "sink-input-by-application-name:\(app)" }

        /// The test apps' entries that save something, by key; `nil` without a restore database.
        package static func restoreEntries(server address: String) -> [String: RestoreEntry]? {
            let backend = PulseSoundServer(applicationName: "audiosession tests", server: address)
            guard (try? backend.start { _ in }) != nil else { return nil }
            defer { backend.stop() }
            guard backend.hasRestoreDatabase else { return nil }
            var entries: [String: RestoreEntry] = [:]
            for app in apps {
                guard let entry = backend.restoreEntry(named: restoreKey(app)),
                    entry.device != nil || entry.isMuted || !entry.volumes.isEmpty
                else { continue }
                entries[entry.name] = entry
            }
            return entries
        }

        /// Now, in uptime nanoseconds (the recorders' clock).
        package static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

        /// Milliseconds from `start` to `end`, signed.
        package static func milliseconds(from start: UInt64, to end: UInt64) -> Double {
            (Double(end) - Double(start)) / 1e6
        }
    }
#endif
