#if PulseAudio
    import Dispatch
    import Foundation

    /// The built executables the tests run (`audiosession`, `audiosession-tone`): next to the test binary, in the
    /// build products folder.
    enum BuiltProducts {
        /// The executable named `name`, from the folder of the running test binary or of a loaded test bundle.
        static func executable(_ name: String) throws -> URL {
            var paths = [CommandLine.arguments.first ?? ""]
            if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                paths.append(resolved)
            }
            if let main = Bundle.main.executablePath { paths.append(main) }
            paths += Bundle.allBundles.map(\.bundlePath).filter { $0.hasSuffix(".xctest") }
            for path in paths where !path.isEmpty {
                var folder = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent()
                for _ in 0..<3 {
                    let candidate = folder.appendingPathComponent(name)
                    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                    folder.deleteLastPathComponent()
                }
            }
            throw HeadlessPulseAudioError(
                description: "cannot find the built \(name) next to \(paths): swift build --traits PulseAudio")
        }
    }

    /// `audiosession serve` as a process, its standard error in a log file.
    final class DaemonProcess: @unchecked Sendable {
        private let process = Process()
        /// Its log (the decisions, one per line).
        let log: String

        /// Starts `audiosession` with `arguments` in `environment` and waits until it listens.
        init(arguments: [String], environment: [String: String], log: String) throws {
            self.log = log
            _ = FileManager.default.createFile(atPath: log, contents: nil)
            process.executableURL = try BuiltProducts.executable("audiosession")
            process.arguments = arguments
            process.environment = environment
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
            try process.run()
            let deadline = Date().addingTimeInterval(20)
            while !text.contains("listening on") {
                guard Date() < deadline, process.isRunning else {
                    kill()
                    throw HeadlessPulseAudioError(description: "audiosession serve did not start:\n\(text)")
                }
                Thread.sleep(forTimeInterval: 0.02)
            }
        }

        deinit { kill() }

        /// Whether it runs.
        var isRunning: Bool { process.isRunning }

        /// What it logged so far.
        var text: String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }

        /// Stops it as a service manager does (SIGTERM: it lifts everything, unloads its sinks and exits 0), at
        /// most `timeout` seconds, then at once; its exit status, or `nil` if it had to be killed.
        @discardableResult
        func terminate(timeout: Double = 5) -> Int32? {
            guard process.isRunning else { return process.terminationStatus }
            Foundation.kill(process.processIdentifier, SIGTERM)
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            guard !process.isRunning else {
                kill()
                return nil
            }
            return process.terminationStatus
        }

        /// Stops it at once, as a crash would (SIGKILL).
        func kill() {
            guard process.isRunning else { return }
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// An `audiosession-tone` process: an app that plays a sine and does what its standard input says.
    final class ToneProcess: @unchecked Sendable {
        /// The app it speaks for.
        let app: String
        /// The token of its hello, as it printed it.
        private(set) var token = ""
        private let process = Process()
        private let input = Pipe()
        private let lock = NSLock()
        private var lines: [String] = []
        private let arrived = DispatchSemaphore(value: 0)
        private let errors: String

        /// Starts it as `app` with a sine of `hertz`, playing to `sink`, and waits until it says it is ready.
        init(app: String, hertz: Double, sink: String, socket: String, environment: [String: String], folder: String)
            throws
        {
            self.app = app
            errors = "\(folder)/\(app).stderr"
            _ = FileManager.default.createFile(atPath: errors, contents: nil)
            var environment = environment
            environment["AUDIOSESSION_SOCKET"] = socket
            process.executableURL = try BuiltProducts.executable("audiosession-tone")
            process.arguments = ["--app", app, "--hz", "\(Int(hertz))", "--sink", sink]
            process.environment = environment
            process.standardInput = input
            let output = Pipe()
            process.standardOutput = output
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
            try process.run()
            let reading = output.fileHandleForReading
            let thread = Thread { [weak self] in
                var pending = Data()
                while true {
                    let data = reading.availableData
                    guard !data.isEmpty, let self else { return }
                    pending.append(data)
                    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                        let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                        pending = Data(pending[(newline + 1)...])
                        self.lock.withLock { self.lines.append(line) }
                        self.arrived.signal()
                    }
                }
            }
            thread.name = "tone \(app)"
            thread.start()
            let ready = nextLine(timeout: 10)
            guard let ready, ready.hasPrefix("ready token=") else {
                kill()
                let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
                throw HeadlessPulseAudioError(description: "\(app) did not start: \(ready ?? "nothing") \(text)")
            }
            token = String(ready.dropFirst("ready token=".count))
        }

        deinit { kill() }

        /// Sends one command and returns its result line (`ok`, `error ...`).
        @discardableResult
        func send(_ command: String) -> String {
            input.fileHandleForWriting.write(Data((command + "\n").utf8))
            return nextLine(timeout: 5) ?? "error: no answer from \(app)"
        }

        private func nextLine(timeout: Double) -> String? {
            guard arrived.wait(timeout: .now() + timeout) == .success else { return nil }
            return lock.withLock { lines.removeFirst() }
        }

        /// Whether it runs.
        var isRunning: Bool { process.isRunning }

        /// Kills it (SIGKILL, as a crash would).
        func kill() {
            guard process.isRunning else { return }
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
#endif
