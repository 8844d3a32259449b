#if PulseAudio
    import Foundation

    /// A PulseAudio of a test's own: headless, with null sinks `speaker` and `headphones` and the restore database,
    /// in a fresh folder (its socket, runtime and state), answering before the initializer returns and stopped when
    /// released.
    package final class HeadlessPulseAudio: @unchecked Sendable {
        /// How to get the server and its tools where they are missing.
        package static let installCommand = "apt-get install -y pulseaudio pulseaudio-utils"

        /// The programs the tests run, found on `PATH`.
        package static func executable(_ name: String) -> String? {
            let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }

        /// Whether `pulseaudio`, `pactl` and `pacat` are installed.
        package static let isInstalled = ["pulseaudio", "pactl", "pacat"].allSatisfy { executable($0) != nil }

        /// The folder it lives in (a short name: a Unix socket's path has a limit).
        package let folder: String
        /// Its address, for `PulseSoundServer(server:)` and `PULSE_SERVER`.
        package var address: String { "unix:\(folder)/native" }
        // Spawned, not a `Process`: the server closes every descriptor it inherits, and Foundation takes that for
        // its exit and blocks in `waitpid`, which stalls every other `Process` of the tests.
        private var daemon: pid_t = 0
        private let lock = NSLock()
        private var players: [Process] = []

        /// Starts it with the null sinks named `sinks` (the first is the default; descriptions are the names
        /// capitalized) and waits until `pactl info` answers.
        package init(sinks: [String] = ["speaker", "headphones"]) throws {
            folder =
                FileManager.default.temporaryDirectory.appendingPathComponent("pulse-\(UUID().uuidString.prefix(8))")
                .path
            let files = FileManager.default
            for path in [folder, "\(folder)/run", "\(folder)/state"] {
                try files.createDirectory(
                    atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
            let nullSinks = sinks.map {
                "load-module module-null-sink sink_name=\($0) sink_properties=device.description=\($0.capitalized)\n"
            }
            let configuration = """
                load-module module-native-protocol-unix auth-anonymous=1 socket=\(folder)/native
                \(nullSinks.joined())load-module module-stream-restore restore_device=true restore_volume=true \
                restore_muted=true
                \(sinks.first.map { "set-default-sink \($0)" } ?? "")

                """
            try configuration.write(toFile: "\(folder)/server.pa", atomically: true, encoding: .utf8)
            try launch()
        }

        /// Kills the server, as a crash would, and starts it again on the same socket, configuration and state (its
        /// restore database kept); the players' streams do not come back.
        package func restart() throws {
            if isRunning {
                kill(daemon, SIGKILL)
                waitpid(daemon, nil, 0)
            }
            try launch()
        }

        /// Spawns the server and waits until `pactl info` answers.
        private func launch() throws {
            daemon = try Self.spawn(
                Self.executable("pulseaudio") ?? "/usr/bin/pulseaudio",
                [
                    "-n", "-F", "\(folder)/server.pa", "--exit-idle-time=-1", "--daemonize=no", "--log-target=stderr",
                    "--use-pid-file=no",
                ], environment: environment, log: "\(folder)/server.log")
            let deadline = Date().addingTimeInterval(10)
            while pactl("info") == nil {
                guard Date() < deadline, isRunning else {
                    let log = (try? String(contentsOfFile: "\(folder)/server.log", encoding: .utf8)) ?? ""
                    stop()
                    throw HeadlessPulseAudioError(description: "pulseaudio did not answer:\n\(log)")
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
        }

        deinit {
            stop()
            try? FileManager.default.removeItem(atPath: folder)
        }

        /// The environment of its processes: its own runtime and state folders, and its address.
        package var environment: [String: String] {
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_RUNTIME_DIR"] = "\(folder)/run"
            environment["PULSE_RUNTIME_PATH"] = "\(folder)/run"
            environment["PULSE_STATE_PATH"] = "\(folder)/state"
            environment["HOME"] = folder
            environment["PULSE_SERVER"] = address
            return environment
        }

        /// Runs `pactl` against it: its output, or `nil` when it failed.
        @discardableResult
        package func pactl(_ arguments: String...) -> String? { Self.pactl(arguments, environment: environment) }

        /// Runs `pactl` with `arguments` in `environment`: its output, or `nil` when it failed.
        package static func pactl(_ arguments: [String], environment: [String: String]) -> String? {
            let process = Process()
            let output = Pipe()
            process.executableURL = URL(fileURLWithPath: executable("pactl") ?? "/usr/bin/pactl")
            process.arguments = arguments
            process.environment = environment
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return nil }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
        }

        /// Plays silence (`pacat` of `/dev/zero`) with `properties` until stopped or the server goes.
        @discardableResult
        package func play(properties: [String: String], sink: String? = nil) throws -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.executable("pacat") ?? "/usr/bin/pacat")
            process.arguments =
                ["--playback", "--client-name=pulse-test"] + (sink.map { ["--device=\($0)"] } ?? [])
                + properties.sorted { $0.key < $1.key }.map { "--property=\($0.key)=\($0.value)" } + ["/dev/zero"]
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            lock.withLock { players.append(process) }
            return process
        }

        /// Stops the players and the server (as a crash would: at once).
        package func stop() {
            // SIGKILL: the children inherit the test runner's blocked signals, SIGTERM among them.
            for player in lock.withLock({ players }) where player.isRunning {
                kill(player.processIdentifier, SIGKILL)
                player.waitUntilExit()
            }
            if isRunning {
                kill(daemon, SIGKILL)
                waitpid(daemon, nil, 0)
            }
        }

        /// Whether the server runs (reaps it when it has stopped).
        private var isRunning: Bool { daemon > 0 && waitpid(daemon, nil, WNOHANG) == 0 }

        /// Starts `path` with `arguments` in `environment`, its standard error appended to `log`.
        private static func spawn(
            _ path: String, _ arguments: [String], environment: [String: String], log: String
        ) throws -> pid_t {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_APPEND, 0o644)
            let argv = ([path] + arguments).map { strdup($0) } + [nil]
            let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer {
                for string in argv + envp { free(string) }
            }
            var pid: pid_t = 0
            let status = posix_spawn(&pid, path, &actions, nil, argv, envp)
            guard status == 0 else {
                throw HeadlessPulseAudioError(description: "cannot start \(path): \(String(cString: strerror(status)))")
            }
            return pid
        }
    }

    /// The server did not start.
    package struct HeadlessPulseAudioError: Error, CustomStringConvertible {
        /// Why, with its log.
        package var description: String
    }
#endif
