#if PulseAudio
    import Foundation

    /// The sound server the tests on real audio play to: `AUDIOSESSION_TEST_PULSE_SERVER` when set (a
    /// pipewire-pulse, on CI), with null sinks of the test's own loaded into it and unloaded after; else a
    /// ``HeadlessPulseAudio`` of the test's own.
    package final class ServerUnderTest: @unchecked Sendable {
        /// How to get the server and the tools where they are missing.
        package static let installCommand = "apt-get install -y pulseaudio pulseaudio-utils sox"
        /// The server the environment names, if any.
        package static let externalAddress = ProcessInfo.processInfo.environment["AUDIOSESSION_TEST_PULSE_SERVER"]
            .flatMap {
                $0.isEmpty ? nil : $0
            }
        /// Whether the tests can run: `pactl` and `parec`, and `pulseaudio` unless a server is given.
        package static let isAvailable =
            ["pactl", "parec"].allSatisfy { HeadlessPulseAudio.executable($0) != nil }
            && (externalAddress != nil || HeadlessPulseAudio.executable("pulseaudio") != nil)

        /// Its address, for `PULSE_SERVER`.
        package let address: String
        /// The environment of the processes that use it.
        package let environment: [String: String]
        /// The name of the sink that is the built-in speaker.
        package let speaker: String
        /// The name of the sink that is wired headphones, when it is there.
        package let headphones: String
        private let headless: HeadlessPulseAudio?
        private let lock = NSLock()
        private var modules: [String: String] = [:]

        /// The server, with the speaker sink, and the headphones sink if `withHeadphones`.
        package convenience init(withHeadphones: Bool) throws {
            if let external = Self.externalAddress {
                try self.init(external: external, withHeadphones: withHeadphones)
            } else {
                try self.init(
                    headless: HeadlessPulseAudio(sinks: withHeadphones ? ["speaker", "headphones"] : ["speaker"]))
            }
        }

        /// The server at `external` (for `PULSE_SERVER`), with a speaker sink of its own, and a headphones sink if
        /// `withHeadphones` (names with a random suffix).
        package init(external: String, withHeadphones: Bool) throws {
            let suffix = UUID().uuidString.prefix(6).lowercased()
            headless = nil
            address = external
            var environment = ProcessInfo.processInfo.environment
            environment["PULSE_SERVER"] = external
            self.environment = environment
            speaker = "speaker-\(suffix)"
            headphones = "headphones-\(suffix)"
            try loadSink(speaker)
            if withHeadphones { try loadSink(headphones) }
        }

        /// A headless PulseAudio of its own, whose sinks are `speaker` and `headphones`.
        private init(headless pulse: HeadlessPulseAudio) {
            headless = pulse
            address = pulse.address
            environment = pulse.environment
            speaker = "speaker"
            headphones = "headphones"
        }

        deinit { stop() }

        /// Whether the tests may kill and start the server again: a headless server of their own, not the one given.
        package var canRestart: Bool { headless != nil }

        /// Kills the server and starts it again (a headless server of their own only): its streams and the modules
        /// loaded since it started are gone.
        package func restart() throws {
            guard let headless else {
                throw HeadlessPulseAudioError(description: "the server given cannot be restarted")
            }
            try headless.restart()
        }

        /// Runs `pactl` against it: its output, or `nil` when it failed.
        @discardableResult
        package func pactl(_ arguments: String...) -> String? {
            HeadlessPulseAudio.pactl(arguments, environment: environment)
        }

        /// Loads a null sink named `name` (a device plugged in).
        package func loadSink(_ name: String) throws {
            guard
                let module = pactl(
                    "load-module", "module-null-sink", "sink_name=\(name)",
                    "sink_properties=device.description=\(name.capitalized)")?.trimmingCharacters(
                        in: .whitespacesAndNewlines), !module.isEmpty
            else { throw HeadlessPulseAudioError(description: "cannot load the null sink \(name)") }
            lock.withLock { modules[name] = module }
        }

        /// Unloads the null sink named `name` that ``loadSink(_:)`` loaded (a device unplugged).
        package func unloadSink(_ name: String) throws {
            guard let module = lock.withLock({ modules.removeValue(forKey: name) }),
                pactl("unload-module", module) != nil
            else { throw HeadlessPulseAudioError(description: "cannot unload the null sink \(name)") }
        }

        /// Unloads the sinks it loaded and stops its own server.
        package func stop() {
            for module in lock.withLock({ modules.values }) { pactl("unload-module", module) }
            lock.withLock { modules = [:] }
            headless?.stop()
        }
    }
#endif
