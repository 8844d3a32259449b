#if PulseAudio
    import Foundation

    /// The sound server the tests on real audio play to: `AUDIOSESSION_TEST_PULSE_SERVER` when set (a
    /// pipewire-pulse, on CI), with null sinks of the test's own loaded into it and unloaded after; else a
    /// ``HeadlessPulseAudio`` of the test's own.
    final class ServerUnderTest: @unchecked Sendable {
        /// How to get the server and the tools where they are missing.
        static let installCommand = "apt-get install -y pulseaudio pulseaudio-utils sox"
        /// The server the environment names, if any.
        static let externalAddress = ProcessInfo.processInfo.environment["AUDIOSESSION_TEST_PULSE_SERVER"].flatMap {
            $0.isEmpty ? nil : $0
        }
        /// Whether the tests can run: `pactl` and `parec`, and `pulseaudio` unless a server is given.
        static let isAvailable =
            ["pactl", "parec"].allSatisfy { HeadlessPulseAudio.executable($0) != nil }
            && (externalAddress != nil || HeadlessPulseAudio.executable("pulseaudio") != nil)

        /// Its address, for `PULSE_SERVER`.
        let address: String
        /// The environment of the processes that use it.
        let environment: [String: String]
        /// The name of the sink that is the built-in speaker.
        let speaker: String
        /// The name of the sink that is wired headphones, when it is there.
        let headphones: String
        private let headless: HeadlessPulseAudio?
        private let lock = NSLock()
        private var modules: [String: String] = [:]

        /// The server, with the speaker sink, and the headphones sink if `withHeadphones`.
        init(withHeadphones: Bool) throws {
            if let external = Self.externalAddress {
                let suffix = UUID().uuidString.prefix(6).lowercased()
                headless = nil
                address = external
                var environment = ProcessInfo.processInfo.environment
                environment["PULSE_SERVER"] = external
                self.environment = environment
                speaker = "speaker-\(suffix)"
                headphones = "headphones-\(suffix)"
                try loadSink(speaker)
            } else {
                let pulse = try HeadlessPulseAudio(sinks: withHeadphones ? ["speaker", "headphones"] : ["speaker"])
                headless = pulse
                address = pulse.address
                environment = pulse.environment
                speaker = "speaker"
                headphones = "headphones"
                return
            }
            if withHeadphones { try loadSink(headphones) }
        }

        deinit { stop() }

        /// Runs `pactl` against it: its output, or `nil` when it failed.
        @discardableResult
        func pactl(_ arguments: String...) -> String? {
            let process = Process()
            let output = Pipe()
            process.executableURL = URL(fileURLWithPath: HeadlessPulseAudio.executable("pactl") ?? "/usr/bin/pactl")
            process.arguments = arguments
            process.environment = environment
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return nil }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
        }

        /// Loads a null sink named `name` (a device plugged in).
        func loadSink(_ name: String) throws {
            guard
                let module = pactl(
                    "load-module", "module-null-sink", "sink_name=\(name)",
                    "sink_properties=device.description=\(name.capitalized)")?.trimmingCharacters(
                        in: .whitespacesAndNewlines), !module.isEmpty
            else { throw HeadlessPulseAudioError(description: "cannot load the null sink \(name)") }
            lock.withLock { modules[name] = module }
        }

        /// Unloads the null sink named `name` that ``loadSink(_:)`` loaded (a device unplugged).
        func unloadSink(_ name: String) throws {
            guard let module = lock.withLock({ modules.removeValue(forKey: name) }),
                pactl("unload-module", module) != nil
            else { throw HeadlessPulseAudioError(description: "cannot unload the null sink \(name)") }
        }

        /// Unloads the sinks it loaded and stops its own server.
        func stop() {
            for module in lock.withLock({ modules.values }) { pactl("unload-module", module) }
            lock.withLock { modules = [:] }
            headless?.stop()
        }
    }
#endif
