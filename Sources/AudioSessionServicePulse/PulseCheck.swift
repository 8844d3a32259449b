#if PulseAudio
    import AudioSessionModel
    import AudioSessionService
    import Dispatch
    import Foundation

    /// `audiosession serve --check`: connects, lists the sinks, and proves on a probe stream that a stream the daemon
    /// muted does not make the app's next stream start muted (the servers' restore databases), or says how to fix it.
    package enum PulseCheck {
        /// What the check found: its lines, and whether every step passed.
        package struct Report: Sendable {
            /// The report, one finding per line.
            package var text = ""
            /// Whether the backend can be used as it is.
            package var passed = true

            mutating func line(_ text: String) { self.text += text + "\n" }

            mutating func fail(_ text: String) {
                line(text)
                passed = false
            }
        }

        /// The application name of the probe streams: their restore key.
        static let probeName = "audiosession-check"

        /// Runs the check on a backend that is not started; it is stopped after. `writesBack: false` mutes the probe
        /// without writing its restore entry back, as a daemon that did not would: the check must then fail where
        /// the server keeps mutes.
        package static func run(_ server: PulseSoundServer, ports: PortMap = PortMap(), writesBack: Bool = true)
            -> Report
        {
            var report = Report()
            let streams = Locked<[UInt32: ServerStream]>([:])
            let graph: SoundServerGraph
            do throws(SoundServerError) {
                graph = try server.start { event in
                    if case .stream(let stream) = event { streams.withLock { $0[stream.index] = stream } }
                }
            } catch {
                report.fail("connect: \(error.description)")
                report.line("fix: start PulseAudio or PipeWire with pipewire-pulse, or set PULSE_SERVER")
                return report
            }
            defer { server.stop() }
            report.line("server: \(server.serverName)")
            report.line("sinks: \(graph.sinks.map(\.name).joined(separator: ", "))")
            let found = ports.ports(sinks: graph.sinks, sources: graph.sources, cards: graph.cards)
            let described = found.map { "\($0.endpoint)\($0.port.map { ":" + $0 } ?? "") → \($0.type.description)" }
            report.line("ports: \(described.isEmpty ? "none" : described.joined(separator: ", "))")
            report.line(
                "restore database: "
                    + (server.hasRestoreDatabase
                        ? "read and written back after each enforcement"
                        : "not readable (the WirePlumber rule applies)"))
            probe(server, streams: streams, writesBack: writesBack, into: &report)
            report.line(report.passed ? "result: ok" : "result: not ok")
            return report
        }

        /// Mutes a probe stream as the daemon does, ends it, and checks that the next one starts unmuted.
        private static func probe(
            _ server: PulseSoundServer, streams: Locked<[UInt32: ServerStream]>, writesBack: Bool,
            into report: inout Report
        ) {
            let properties = [
                "application.name": probeName, "audiosession.managed": "true", "audiosession.app": probeName,
                "media.name": "audiosession serve --check",
            ]
            guard let first = server.openProbeStream(properties: properties) else {
                return report.fail("probe: the server did not make a probe stream")
            }
            let key = wait { streams.withLock { $0[first.index]?.restoreKey } } ?? ""
            let saved = server.hasRestoreDatabase && !key.isEmpty ? server.restoreEntry(named: key) : nil
            let muted = server.setMuted(true, stream: first.index)
            if writesBack, server.hasRestoreDatabase, !key.isEmpty {
                if let saved { _ = server.writeRestoreEntry(saved) } else { _ = server.deleteRestoreEntry(named: key) }
            }
            guard muted else {
                server.closeProbeStream(first.stream)
                return report.fail("probe: the server refused to mute the probe stream")
            }
            server.closeProbeStream(first.stream)
            usleep(200_000) // the server saves what it saves when the stream ends
            guard let second = server.openProbeStream(properties: properties) else {
                return report.fail("probe: the server did not make a second probe stream")
            }
            defer { server.closeProbeStream(second.stream) }
            guard let next = wait({ streams.withLock { $0[second.index] } }) else {
                return report.fail("probe: the second probe stream was not listed")
            }
            if next.isMuted {
                report.fail("probe: a muted probe stream's next stream started muted: the restore database kept it")
                report.line(
                    server.serverName.contains("PipeWire")
                        ? "fix: install Packaging/wireplumber/main.lua.d/51-audiosession.lua (WirePlumber 0.4) or "
                            + "wireplumber.conf.d/51-audiosession.conf (0.5) into ~/.config/wireplumber/ and restart "
                            + "WirePlumber"
                        : "fix: the server's module-stream-restore must answer ext_stream_restore (load it with "
                            + "restore_muted=true, not a replacement)")
            } else {
                report.line("probe: a muted probe stream's next stream starts unmuted")
            }
        }

        /// Polls `read` for up to a second until it gives a value.
        private static func wait<T>(_ read: () -> T?) -> T? {
            let deadline = DispatchTime.now() + .seconds(1)
            while DispatchTime.now() < deadline {
                if let value = read() { return value }
                usleep(5_000)
            }
            return nil
        }
    }
#endif
