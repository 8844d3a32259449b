#if PulseAudio
    import AudioSessionKit
    import AudioSessionModel
    import AudioSessionRemote
    import AudioSessionServicePulse
    import AudioSessionSoundServerTesting
    import Dispatch
    import Foundation

    /// `--sound-server`: `audiosession serve` and `audiosession-tone` clients as processes on the sound server
    /// libpulse finds (`PULSE_SERVER`), its monitors recorded: from a decision, a hotplug, a client's crash or a
    /// daemon's restart to what is heard or pushed. Figures only; nothing is asserted.
    enum SoundServerBenchmark {
        /// Below this RMS (1 % of full scale) a tone is not heard.
        static let silence = 0.01
        /// The detection window: 5 ms.
        static let window = ToneRecorder.rate / 200
        /// Radio's tone.
        static let radioHertz = 440.0
        /// The tone of an interrupting client that plays: far enough from Radio's not to leak into 5 ms windows.
        static let podcastsHertz = 8_000.0

        /// Measures everything and prints the table; the exit status.
        static func run() -> Int32 {
            guard let address = ProcessInfo.processInfo.environment["PULSE_SERVER"], !address.isEmpty else {
                print("--sound-server measures on the server PULSE_SERVER names (unix:/path/to/native): set it")
                return 1
            }
            let probe = PulseSoundServer(applicationName: "audiosession-bench", server: address)
            do {
                _ = try probe.start { _ in }
            } catch {
                print("--sound-server: no sound server answers at \(address): \(error)")
                return 1
            }
            let name = probe.serverName
            probe.stop()
            let isPipeWire = name.contains("PipeWire")
            print("sound server: \(name) at \(address)")
            print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(loadAverage())")
            #if DEBUG
                print("build: debug (use -c release for representative figures)")
            #else
                print("build: release")
            #endif
            let goal = isPipeWire ? 30.0 : 20.0
            let methods =
                isPipeWire ? ["pulse/mute", "pipewire/pause", "pipewire/mute"] : ["pulse/mute", "pulse/park"]
            var table = SoundServerTable(goal: goal)
            for method in methods {
                let parts = method.split(separator: "/").map(String.init)
                run("decisions \(method)", into: &table) {
                    try decisions(address: address, backend: parts[0], enforce: parts[1], cycles: 20, method: method)
                }
            }
            let auto = isPipeWire ? "pipewire/pause" : "pulse/mute"
            run("hotplug", into: &table) { try hotplug(address: address, cycles: 10) }
            run("client crash", into: &table) { try crash(address: address, cycles: 10, method: auto) }
            run("daemon restart", into: &table) { try restart(address: address, cycles: 5, method: auto) }
            print("")
            table.print()
            print("load average after: \(loadAverage())")
            return 0
        }

        /// Runs one measurement, adding its rows, or says why it failed.
        static func run(_ what: String, into table: inout SoundServerTable, _ body: () throws -> [SoundServerRow]) {
            do {
                table.rows += try body()
            } catch {
                print("\(what): \(error)")
            }
        }

        /// `/proc/loadavg`'s three averages.
        static func loadAverage() -> String {
            let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "? ? ?"
            return text.split(separator: " ").prefix(3).joined(separator: " ")
        }

        /// Now, in uptime nanoseconds (the recorders' clock).
        static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

        /// Radio playing its tone on the speaker of `stage`, heard on the recorder returned.
        static func radioPlaying(_ stage: RealAudioStage) throws -> (ToneProcess, ToneRecorder) {
            let speaker = try stage.record(stage.server.speaker)
            let radio = try stage.tone("Radio", hertz: radioHertz)
            guard radio.send("category playback") == "ok" else {
                throw BenchmarkError(description: "Radio: setCategory failed\n\(stage.logs)")
            }
            try resume(radio, on: speaker, stage)
            return (radio, speaker)
        }

        /// Radio activates and plays (again, as an app does after an interruption ends), and is heard.
        static func resume(_ radio: ToneProcess, on speaker: ToneRecorder, _ stage: RealAudioStage) throws {
            for command in ["activate", "play"] where radio.send(command) != "ok" {
                throw BenchmarkError(description: "Radio: \(command) failed\n\(stage.logs)")
            }
            guard heard(on: speaker, after: now) != nil else {
                throw BenchmarkError(description: "Radio is not heard\n\(stage.logs)")
            }
        }

        /// When Radio's tone is heard again after `time`: the end of the first 5 ms window with any of it.
        static func heard(on speaker: ToneRecorder, after time: UInt64) -> UInt64? {
            speaker.firstWindow(radioHertz, after: time, ending: true, timeout: 3, length: window) { $0 > silence }?.end
        }

        /// When Radio's tone is gone after `time`: the start of the first silent 5 ms window.
        static func gone(on speaker: ToneRecorder, after time: UInt64) -> UInt64? {
            speaker.firstWindow(radioHertz, after: time, timeout: 3, length: window) { $0 < silence }?.start
        }

        /// Milliseconds from `start` to `end`, signed.
        static func milliseconds(_ start: UInt64, _ end: UInt64) -> Double { (Double(end) - Double(start)) / 1e6 }

        /// Podcasts (playback, not mixable, in process) activates and deactivates with notifyOthers `cycles` times;
        /// from each reply's arrival to Radio's tone gone, and back.
        static func decisions(address: String, backend: String, enforce: String, cycles: Int, method: String) throws
            -> [SoundServerRow]
        {
            let stage = try RealAudioStage(
                server: ServerUnderTest(external: address, withHeadphones: false), backend: backend, enforce: enforce)
            defer { stage.stop() }
            let (radio, speaker) = try radioPlaying(stage)
            let podcasts = try RemoteAudioSession(app: "Podcasts", socket: stage.socket)
            defer { podcasts.close() }
            try podcasts.setCategory(.playback, mode: .default, policy: .default, options: [])
            var silenced = SoundServerRow(label: "\(method): activate → Radio silent", hasGoal: true)
            var restored = SoundServerRow(label: "\(method): deactivate → Radio heard", hasGoal: true)
            for cycle in 0..<cycles {
                // The interruption ended: Radio's session is inactive until it activates again.
                if cycle > 0 { try resume(radio, on: speaker, stage) }
                Thread.sleep(forTimeInterval: 0.1)
                try podcasts.setActive(true, options: [])
                let activated = now
                silenced.add(gone(on: speaker, after: activated).map { milliseconds(activated, $0) })
                Thread.sleep(forTimeInterval: 0.15)
                try podcasts.setActive(false, options: .notifyOthersOnDeactivation)
                let deactivated = now
                restored.add(heard(on: speaker, after: deactivated).map { milliseconds(deactivated, $0) })
                Thread.sleep(forTimeInterval: 0.15)
            }
            return [silenced, restored]
        }

        /// A null sink the ports file calls headphones, loaded and unloaded `cycles` times: from the load's (and the
        /// unload's) return to an app's `routeChange` push.
        static func hotplug(address: String, cycles: Int) throws -> [SoundServerRow] {
            let server = try ServerUnderTest(external: address, withHeadphones: false)
            let stage = try RealAudioStage(server: server)
            defer { stage.stop() }
            let session = try RemoteAudioSession(app: "Radio", socket: stage.socket)
            defer { session.close() }
            try session.setCategory(.playback, mode: .default, policy: .default, options: [])
            try session.setActive(true, options: [])
            let pushes = PushTimes()
            let observation = session.addObserver { notification in
                if case .routeChange = notification { pushes.append(now) }
            }
            defer { observation.cancel() }
            let control = PulseSoundServer(applicationName: "audiosession-bench hotplug", server: address)
            _ = try control.start { _ in }
            defer { control.stop() }
            var plugged = SoundServerRow(label: "hotplug: load → routeChange", hasGoal: false)
            var unplugged = SoundServerRow(label: "hotplug: unload → routeChange", hasGoal: false)
            let arguments =
                "sink_name=\(server.headphones) sink_properties=device.description=\(server.headphones.capitalized)"
            for _ in 0..<cycles {
                let before = now
                guard let module = control.loadModule("module-null-sink", arguments: arguments) else {
                    throw BenchmarkError(description: "cannot load a null sink")
                }
                let loaded = now
                plugged.add(pushes.first(after: before).map { milliseconds(loaded, $0) })
                Thread.sleep(forTimeInterval: 0.2)
                let unloading = now
                guard control.unloadModule(module) else { throw BenchmarkError(description: "cannot unload it") }
                let unloaded = now
                unplugged.add(pushes.first(after: unloading).map { milliseconds(unloaded, $0) })
                Thread.sleep(forTimeInterval: 0.2)
            }
            return [plugged, unplugged]
        }

        /// Podcasts (a tone client) interrupts Radio and is killed, `cycles` times: from the SIGKILL to Radio heard.
        static func crash(address: String, cycles: Int, method: String) throws -> [SoundServerRow] {
            let stage = try RealAudioStage(server: ServerUnderTest(external: address, withHeadphones: false))
            defer { stage.stop() }
            let (radio, speaker) = try radioPlaying(stage)
            var row = SoundServerRow(label: "\(method): client killed → Radio heard", hasGoal: false)
            for cycle in 0..<cycles {
                if cycle > 0 { try resume(radio, on: speaker, stage) }
                let podcasts = try stage.tone("Podcasts", hertz: podcastsHertz)
                guard podcasts.send("category playback") == "ok", podcasts.send("activate") == "ok",
                    gone(on: speaker, after: now) != nil
                else { throw BenchmarkError(description: "Podcasts did not interrupt Radio\n\(stage.logs)") }
                Thread.sleep(forTimeInterval: 0.2)
                let killed = now
                podcasts.kill()
                row.add(heard(on: speaker, after: killed).map { milliseconds(killed, $0) })
                Thread.sleep(forTimeInterval: 0.2)
            }
            return [row]
        }

        /// The daemon killed while Radio is silenced, and a new one started on the same journal, `cycles` times
        /// (a fresh stage each): from the new daemon's launch to Radio heard.
        static func restart(address: String, cycles: Int, method: String) throws -> [SoundServerRow] {
            var row = SoundServerRow(label: "\(method): daemon restarted → Radio heard", hasGoal: false)
            for _ in 0..<cycles {
                let stage = try RealAudioStage(server: ServerUnderTest(external: address, withHeadphones: false))
                defer { stage.stop() }
                let (_, speaker) = try radioPlaying(stage)
                let podcasts = try RemoteAudioSession(app: "Podcasts", socket: stage.socket)
                defer { podcasts.close() }
                try podcasts.setCategory(.playback, mode: .default, policy: .default, options: [])
                try podcasts.setActive(true, options: [])
                guard gone(on: speaker, after: now) != nil else {
                    throw BenchmarkError(description: "Podcasts did not interrupt Radio\n\(stage.logs)")
                }
                Thread.sleep(forTimeInterval: 0.2)
                stage.daemon?.kill()
                Thread.sleep(forTimeInterval: 0.2)
                let started = now
                try stage.startDaemon()
                row.add(heard(on: speaker, after: started).map { milliseconds(started, $0) })
            }
            return [row]
        }
    }

    /// The arrival times of an app's pushes, from its notification queue.
    final class PushTimes: @unchecked Sendable {
        private let lock = NSLock()
        private var times: [UInt64] = []

        /// Records a push's arrival.
        func append(_ time: UInt64) { lock.withLock { times.append(time) } }

        /// The first arrival at `time` or later, waiting at most two seconds.
        func first(after time: UInt64) -> UInt64? {
            let deadline = Date().addingTimeInterval(2)
            repeat {
                if let found = lock.withLock({ times.first { $0 >= time } }) { return found }
                Thread.sleep(forTimeInterval: 0.001)
            } while Date() < deadline
            return nil
        }
    }

    /// A benchmark step that could not run.
    struct BenchmarkError: Error, CustomStringConvertible {
        /// What went wrong.
        var description: String
    }
#else
    /// `--sound-server` without the sound-server backends: how to build them.
    enum SoundServerBenchmark {
        /// Says how to build with the traits; the exit status.
        static func run() -> Int32 {
            print(
                """
                --sound-server needs the sound-server backends: build with
                  swift build -c release --traits PulseAudio,PipeWire
                after `apt-get install -y libpulse-dev libpipewire-0.3-dev pulseaudio-utils` (parec and pactl)
                """)
            return 1
        }
    }
#endif
