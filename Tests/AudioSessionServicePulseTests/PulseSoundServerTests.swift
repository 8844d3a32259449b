#if PulseAudio
    import AudioSessionService
    import AudioSessionServicePulse
    import AudioSessionSoundServerTesting
    import Foundation
    import Testing

    /// The pulse backend against a PulseAudio each test starts (null sinks `speaker` and `headphones`, the restore
    /// database) and plays to with `pacat`.
    @Suite(
        .enabled(
            if: HeadlessPulseAudio.isInstalled,
            "pulseaudio, pactl and pacat are not installed: run `\(HeadlessPulseAudio.installCommand)`"))
    final class PulseSoundServerTests {
        let pulse: HeadlessPulseAudio
        let backend: PulseSoundServer
        let log = EventLog()

        init() throws {
            pulse = try HeadlessPulseAudio()
            backend = PulseSoundServer(server: pulse.address)
        }

        deinit { backend.stop() }

        /// Plays a stream with `token` and waits for its event.
        func playStream(token: String, sink: String? = nil) async throws -> ServerStream {
            try pulse.play(
                properties: ["audiosession.token": token, "application.name": "pulse-test-\(token)"], sink: sink)
            return try #require(await log.first { $0.stream.flatMap { $0.token == token ? $0 : nil } })
        }

        @Test("start lists the null sinks with their monitors, and says what the server is")
        func startListsTheSinks() throws {
            let graph = try backend.start(onEvent: log.handler)
            let sinks = Dictionary(uniqueKeysWithValues: graph.sinks.map { ($0.name, $0) })
            #expect(sinks["speaker"]?.monitor == "speaker.monitor")
            #expect(sinks["headphones"]?.monitor == "headphones.monitor")
            #expect(sinks["speaker"]?.description == "Speaker")
            #expect(sinks["speaker"]?.ownerModule != nil)
            #expect(graph.sources.first { $0.name == "headphones.monitor" }?.monitor == "headphones")
            #expect(graph.streams.isEmpty)
            #expect(backend.serverName.hasPrefix("PulseAudio "))
            #expect(backend.serverName != "PulseAudio ")
            #expect(backend.hasRestoreDatabase)
            #expect(!backend.canPauseStreams)
            #expect(!backend.setPaused(true, node: 1))
        }

        @Test("a stream that starts comes as an event with its token and its client's properties")
        func streamEvent() async throws {
            _ = try backend.start(onEvent: log.handler)
            let stream = try await playStream(token: "abc")
            let speaker = try #require(
                pulse.pactl("list", "short", "sinks")?.split(separator: "\n").first { $0.contains("speaker") })
            #expect(speaker.hasPrefix("\(stream.sink)\t"))
            #expect(stream.properties["application.name"] == "pulse-test-abc")
            #expect(stream.processID != nil)
            #expect(!stream.isMuted)
            #expect(abs(stream.volume - 1) < 0.01)
            // A second backend lists it.
            let other = PulseSoundServer(server: pulse.address)
            let graph = try other.start { _ in }
            #expect(graph.streams.map(\.index) == [stream.index])
            #expect(graph.streams.first?.token == "abc")
            other.stop()
        }

        @Test("mute, move and volume change the stream, as the server and the events show")
        func controlsChangeTheStream() async throws {
            let graph = try backend.start(onEvent: log.handler)
            let headphones = try #require(graph.sinks.first { $0.name == "headphones" })
            let stream = try await playStream(token: "controls")

            var start = log.all.count
            #expect(backend.setMuted(true, stream: stream.index))
            #expect(
                await log.first(after: start) { $0.stream?.index == stream.index && $0.stream?.isMuted == true } == true
            )
            #expect(pulse.pactl("list", "sink-inputs")?.contains("Mute: yes") == true)

            start = log.all.count
            #expect(backend.move(stream: stream.index, toSink: "headphones"))
            let moved = await log.first(after: start) { $0.stream.flatMap { $0.index == stream.index ? $0 : nil } }
            #expect(moved?.sink == headphones.index)

            start = log.all.count
            #expect(backend.setVolume(0.5, stream: stream.index))
            let quieter = await log.first(after: start) {
                $0.stream.flatMap { $0.index == stream.index && abs($0.volume - 0.5) < 0.01 ? $0 : nil }
            }
            #expect(quieter != nil)
            // Two channels (pacat's default), each set.
            let volumeLine = pulse.pactl("list", "sink-inputs")?.split(separator: "\n").first { $0.contains("Volume:") }
            #expect(volumeLine?.contains("front-left") == true && volumeLine?.contains("front-right") == true)

            #expect(!backend.setMuted(true, stream: 9999))
            #expect(!backend.move(stream: stream.index, toSink: "no-such-sink"))
            #expect(!backend.setVolume(0.5, stream: 9999))
        }

        @Test("a loaded null sink comes as an event with its module; unloading it removes it")
        func loadAndUnload() async throws {
            _ = try backend.start(onEvent: log.handler)
            let module = try #require(backend.loadModule("module-null-sink", arguments: "sink_name=park"))
            let park = try #require(await log.first { $0.sink.flatMap { $0.name == "park" ? $0 : nil } })
            #expect(park.ownerModule == module)
            #expect(backend.setSuspended(true, sink: "park"))
            #expect(
                pulse.pactl("list", "short", "sinks")?.split(separator: "\n").first { $0.contains("park") }?.hasSuffix(
                    "SUSPENDED") == true)
            #expect(backend.setSuspended(false, sink: "park"))
            #expect(backend.unloadModule(module))
            #expect(await log.first { $0.removedSink == park.index ? true : nil } == true)
            #expect(backend.loadModule("module-no-such-thing", arguments: "") == nil)
            #expect(!backend.unloadModule(module))
            #expect(!backend.setSuspended(true, sink: "park"))
        }

        @Test("a restore entry written is read back as written, and is gone once deleted")
        func restoreRoundTrip() throws {
            _ = try backend.start(onEvent: log.handler)
            let entry = RestoreEntry(
                name: "sink-input-by-application-name:round-trip", device: "headphones", isMuted: true,
                channels: [1, 2], volumes: [32768, 49152])
            #expect(backend.restoreEntry(named: entry.name) == nil)
            #expect(backend.writeRestoreEntry(entry))
            #expect(backend.restoreEntry(named: entry.name) == entry)
            var unmuted = entry
            unmuted.isMuted = false
            unmuted.device = nil
            #expect(backend.writeRestoreEntry(unmuted))
            #expect(backend.restoreEntry(named: entry.name) == unmuted)
            #expect(backend.deleteRestoreEntry(named: entry.name))
            #expect(backend.restoreEntry(named: entry.name) == nil)
        }

        @Test("muting a stream saves the mute in its restore entry; writing the entry back unmutes it there")
        func restoreWriteBackAfterMute() async throws {
            _ = try backend.start(onEvent: log.handler)
            let stream = try await playStream(token: "restore")
            let key = try #require(stream.restoreKey)
            let before = try #require(backend.restoreEntry(named: key))
            #expect(!before.isMuted)
            #expect(backend.setMuted(true, stream: stream.index))
            var saved = backend.restoreEntry(named: key)
            let deadline = Date().addingTimeInterval(2)
            while saved?.isMuted != true, Date() < deadline {
                try await Task.sleep(for: .milliseconds(20))
                saved = backend.restoreEntry(named: key)
            }
            #expect(saved?.isMuted == true)
            #expect(backend.writeRestoreEntry(before))
            try await Task.sleep(for: .milliseconds(200))
            #expect(backend.restoreEntry(named: key) == before)
            // The stream itself stays muted: the entry is not applied to it.
            #expect(pulse.pactl("list", "sink-inputs")?.contains("Mute: yes") == true)
        }

        @Test("a server that goes away is reported as lost, and the calls fail")
        func lostServer() async throws {
            _ = try backend.start(onEvent: log.handler)
            pulse.stop()
            let reason = await log.first { $0.lostReason }
            #expect(reason?.isEmpty == false)
            #expect(!backend.setMuted(true, stream: 0))
            #expect(log.all.filter { $0.lostReason != nil }.count == 1)
        }

        @Test("stop ends the events, can be called twice, and the calls fail after it")
        func stopTwice() async throws {
            _ = try backend.start(onEvent: log.handler)
            backend.stop()
            backend.stop()
            let count = log.all.count
            try pulse.play(properties: ["audiosession.token": "after-stop"])
            try await Task.sleep(for: .milliseconds(300))
            #expect(log.all.count == count)
            #expect(backend.loadModule("module-null-sink", arguments: "sink_name=late") == nil)
            #expect(backend.restoreEntry(named: "anything") == nil)
            // It can start again.
            let graph = try backend.start(onEvent: log.handler)
            #expect(graph.streams.first?.token == "after-stop")
        }
    }

    /// Connecting where no server listens fails at once, without starting one.
    @Suite struct PulseConnectionTests {
        @Test("a missing socket fails fast with the server's reason")
        func missingSocket() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "pulse-missing-\(UUID().uuidString.prefix(8))"
            ).path
            let backend = PulseSoundServer(server: "unix:\(folder)/native")
            let started = Date()
            #expect {
                _ = try backend.start { _ in }
            } throws: { error in
                (error as? SoundServerError)?.description.hasPrefix("cannot connect to the sound server: ") == true
            }
            #expect(Date().timeIntervalSince(started) < 2)
            #expect(!FileManager.default.fileExists(atPath: folder))
            backend.stop()
        }
    }
#endif
