#if PulseAudio
    import Dispatch
    import Foundation

    /// An `audiosession-tone` process: an app that plays a sine and does what its standard input says.
    package final class ToneProcess: @unchecked Sendable {
        /// The app it speaks for.
        package let app: String
        /// The token of its hello, as it printed it.
        package private(set) var token = ""
        private let process = Process()
        private let input = Pipe()
        private let lock = NSLock()
        private var lines: [String] = []
        private let arrived = DispatchSemaphore(value: 0)
        private let errors: String

        /// Starts it as `app` with a sine of `hertz`, playing to `sink`, and waits until it says it is ready.
        package init(
            app: String, hertz: Double, sink: String, socket: String, environment: [String: String], folder: String
        )
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
        package func send(_ command: String) -> String {
            input.fileHandleForWriting.write(Data((command + "\n").utf8))
            return nextLine(timeout: 5) ?? "error: no answer from \(app)"
        }

        private func nextLine(timeout: Double) -> String? {
            guard arrived.wait(timeout: .now() + timeout) == .success else { return nil }
            return lock.withLock { lines.removeFirst() }
        }

        /// Whether it runs.
        package var isRunning: Bool { process.isRunning }

        /// Kills it (SIGKILL, as a crash would).
        package func kill() {
            guard process.isRunning else { return }
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
#endif
