#if PulseAudio
    import Foundation

    /// `audiosession serve` as a process, its standard error in a log file.
    package final class DaemonProcess: @unchecked Sendable {
        private let process = Process()
        /// Its log (the decisions, one per line).
        package let log: String

        /// Starts `audiosession` with `arguments` in `environment` and waits until it listens.
        package init(arguments: [String], environment: [String: String], log: String) throws {
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
        package var isRunning: Bool { process.isRunning }

        /// What it logged so far.
        package var text: String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }

        /// Stops it as a service manager does (SIGTERM: it lifts everything, unloads its sinks and exits 0), at
        /// most `timeout` seconds, then at once; its exit status, or `nil` if it had to be killed.
        @discardableResult
        package func terminate(timeout: Double = 5) -> Int32? {
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
        package func kill() {
            guard process.isRunning else { return }
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
#endif
