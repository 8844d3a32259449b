import ArgumentParser
import AudioSessionScenario
import AudioSessionService
import AudioSessionServicePulse
import AudioSessionSimulator
import Foundation
import Logging

/// `audiosession serve`: the audio session system for real processes, on a Unix socket.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Arbitrate real processes' audio sessions with the same engine, on a Unix socket.",
        discussion: """
            Apps connect to the socket, say hello with their name, and send the scenario format's actions as JSON \
            lines; every decision is pushed to the apps it concerns with its rule, and logged on standard error. \
            With a sound-server backend (a build with the traits PulseAudio and PipeWire), the decisions are \
            enforced on the apps' streams: silenced, ducked, moved; without one (--backend none) they are recorded \
            only. \
            Exit status: 0 stopped by SIGTERM or SIGINT; 2 bad arguments or files; 3 the socket is in use by a \
            running daemon; 4 the backend asked for is not available.
            """,
        version: AudioSessionTool.version)

    @Option(help: "Where to listen (default: $XDG_RUNTIME_DIR/audiosession/socket, else /run/audiosession/socket).")
    var socket: String?

    @Option(help: "The sound server: auto, none, pulse or pipewire (auto falls back to none when none answers).")
    var backend: String = "auto"

    @Option(help: "A YAML file with a scenario's device block (model, os, ringer, callStyle, ...).")
    var device: String?

    @Option(help: "A YAML file with a scenario's apps map: the apps that may connect, with their keys.")
    var apps: String?

    @Option(help: "A YAML file mapping sinks, sources and ports to iOS port types (used by sound-server backends).")
    var ports: String?

    @Option(help: "acting: the daemon brings an app to the front before its action; external: only openApp does.")
    var front: String = "acting"

    @Option(name: .customLong("on-client-exit"), help: "release (rule SV1) or terminate (rule SV2).")
    var onClientExit: String = "release"

    @Option(help: "How silence is enforced: auto, mute, pause or park (sound-server backends).")
    var enforce: String = "auto"

    @Option(name: .customLong("duck-level"), help: "The linear gain of a duck, 0 to 1.")
    var duckLevel: Double = 0.2

    @Option(name: .customLong("duck-ramp"), help: "How long a duck takes to apply and lift (sound-server backends).")
    var duckRamp: String = "500ms"

    @Option(help: "Append a JSON-lines record that `audiosession simulate` replays.")
    var record: String?

    @Option(help: "The enforcement journal (sound-server backends; default: journal.jsonl next to the socket).")
    var journal: String?

    @Option(name: .customLong("control-group"), help: "Members of this group may send user and system events.")
    var controlGroup: String?

    @Flag(name: .customLong("allow-unknown-apps"), help: "Let any app name say hello, with desktop defaults.")
    var allowUnknownApps = false

    @Flag(help: "Probe the sound server, print a report and exit 0 or 1.")
    var check = false

    func validate() throws {
        guard ["auto", "none", "pulse", "pipewire"].contains(backend) else {
            throw ValidationError("unknown backend '\(backend)': auto, none, pulse or pipewire")
        }
        guard ServiceConfiguration.Front(rawValue: front) != nil else {
            throw ValidationError("unknown --front '\(front)': acting or external")
        }
        guard ServiceConfiguration.ClientExit(rawValue: onClientExit) != nil else {
            throw ValidationError("unknown --on-client-exit '\(onClientExit)': release or terminate")
        }
        guard ["auto", "mute", "pause", "park"].contains(enforce) else {
            throw ValidationError("unknown --enforce '\(enforce)': auto, mute, pause or park")
        }
        guard (0...1).contains(duckLevel) else {
            throw ValidationError("--duck-level is a linear gain from 0 to 1, not \(duckLevel)")
        }
    }

    func run() throws {
        guard let ramp = Self.nanoseconds(duckRamp) else {
            throw ValidationError("--duck-ramp is a duration such as 500ms, 1s or 0, not '\(duckRamp)'")
        }
        if backend != "auto", backend != "none", !SoundServerChoice.built.contains(backend) {
            let message =
                "this build of audiosession has no \(backend) backend: \(SoundServerChoice.howToBuild); "
                + "--backend none records enforcement without applying it"
            FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
            throw ExitCode(4)
        }
        if check { try runCheck() }
        LoggingSystem.bootstrap { DecisionLogHandler(label: $0) }
        let logger = Logger(label: "audiosession.serve")
        var configuration = ServiceConfiguration(device: try setup(), daemonUID: getuid())
        configuration.portRules = try portRules()
        configuration.front = ServiceConfiguration.Front(rawValue: front)!
        configuration.clientExit = ServiceConfiguration.ClientExit(rawValue: onClientExit)!
        configuration.allowsUnknownApps = allowUnknownApps
        configuration.duckLevel = duckLevel
        if let controlGroup { configuration.controlGroup = try group(named: controlGroup) }
        let environment = ProcessInfo.processInfo.environment
        let path = socket ?? ServiceDaemon.defaultSocketPath(environment: environment)
        var options = ServiceDaemon.Options(socketPath: path, configuration: configuration)
        options.recordPath = record
        options.enforcement.silence = EnforcementOptions.Silence(rawValue: enforce)!
        options.enforcement.duckLevel = duckLevel
        options.enforcement.duckRampNanoseconds = ramp
        options.enforcement.journalPath = journal
        if environment["LISTEN_PID"] == String(getpid()), environment["LISTEN_FDS"] == "1" {
            options.inheritedSocket = 3 // systemd's first passed descriptor (sd_listen_fds).
        } else {
            let systemWide = socket == nil && environment["XDG_RUNTIME_DIR"] == nil
            try prepareDirectory(for: path, systemWide: systemWide)
            // A system daemon's socket, or one a group shares: the group may connect too.
            if systemWide || configuration.controlGroup != nil { options.socketMode = 0o660 }
            options.socketGroup = configuration.controlGroup?.gid
        }
        let soundServer = backend == "auto" ? SoundServerChoice.make("pulse") : SoundServerChoice.make(backend)
        if backend == "auto", soundServer == nil {
            logger.warning(
                "no sound-server backend in this build: enforcement is recorded, not applied (--backend none); \(SoundServerChoice.howToBuild)"
            )
        }
        do {
            let daemon: ServiceDaemon.Handle
            do {
                daemon = try ServiceDaemon.start(
                    options, logger: logger, soundServer: soundServer, handlesSignals: true)
            } catch  where error.status == 4 && backend == "auto" {
                logger.warning("\(error.description): enforcement is recorded, not applied (--backend none)")
                daemon = try ServiceDaemon.start(options, logger: logger, handlesSignals: true)
            }
            daemon.wait()
        } catch {
            FileHandle.standardError.write(Data(("error: " + error.description + "\n").utf8))
            throw ExitCode(error.status)
        }
    }

    /// A duration as `--duck-ramp` writes it: `500ms`, `1s`, `0`; nil otherwise.
    static func nanoseconds(_ text: String) -> Int64? {
        let units: [(suffix: String, scale: Double)] = [("ms", 1e6), ("s", 1e9), ("", 1e9)]
        for unit in units where text.hasSuffix(unit.suffix) {
            guard let value = Double(text.dropLast(unit.suffix.count)), value >= 0, value * unit.scale <= 60e9 else {
                continue
            }
            if unit.suffix.isEmpty, value != 0 { return nil }
            return Int64(value * unit.scale)
        }
        return nil
    }

    /// The device and apps of `--device` and `--apps`; a located error (status 2) otherwise.
    private func setup() throws -> DeviceConfiguration {
        func read(_ path: String?) throws -> (text: String, file: String)? {
            guard let path else { return nil }
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("error: \(path): cannot read the file\n".utf8))
                throw ExitCode(2)
            }
            return (String(decoding: data, as: UTF8.self), path)
        }
        do {
            return try ServiceSetup.configuration(device: read(device), apps: read(apps))
        } catch let error as ScenarioError {
            FileHandle.standardError.write(Data(("error: " + error.description + "\n").utf8))
            throw ExitCode(2)
        }
    }

    /// The `--ports` rules; a located error (status 2) otherwise.
    private func portRules() throws -> [ServicePortRule] {
        guard let ports else { return [] }
        guard let data = FileManager.default.contents(atPath: ports) else {
            FileHandle.standardError.write(Data("error: \(ports): cannot read the file\n".utf8))
            throw ExitCode(2)
        }
        do {
            return try ServicePorts.rules(text: String(decoding: data, as: UTF8.self), file: ports)
        } catch {
            FileHandle.standardError.write(Data(("error: " + error.description + "\n").utf8))
            throw ExitCode(2)
        }
    }

    /// `--check`: probes the backend and exits 0 or 1.
    private func runCheck() throws -> Never {
        let name = backend == "auto" ? "pulse" : backend
        guard let server = SoundServerChoice.make(name) else {
            print("no sound-server backend in this build: \(SoundServerChoice.howToBuild)")
            throw ExitCode(1)
        }
        #if PulseAudio
            guard let server = server as? PulseSoundServer else { throw ExitCode(1) }
            let report = PulseCheck.run(server, ports: PortMap(rules: try portRules()))
            print(report.text, terminator: "")
            throw ExitCode(report.passed ? 0 : 1)
        #else
            _ = server
            throw ExitCode(1)
        #endif
    }

    /// The socket's directory, created with mode 0700 (0755 for the system path) when missing.
    private func prepareDirectory(for path: String, systemWide: Bool) throws {
        let directory = (path as NSString).deletingLastPathComponent
        guard !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) else { return }
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: systemWide ? 0o755 : 0o700])
        } catch {
            FileHandle.standardError.write(
                Data("error: cannot create \(directory): \(error.localizedDescription)\n".utf8))
            throw ExitCode(2)
        }
    }

    /// `--control-group`'s id and members.
    private func group(named name: String) throws -> ControlGroup {
        guard let entry = getgrnam(name) else {
            FileHandle.standardError.write(Data("error: --control-group: no group named \(name)\n".utf8))
            throw ExitCode(2)
        }
        var members: Set<UInt32> = []
        var cursor = entry.pointee.gr_mem
        while let member = cursor?.pointee {
            if let user = getpwnam(member) { members.insert(user.pointee.pw_uid) }
            cursor = cursor?.advanced(by: 1)
        }
        return ControlGroup(name: name, gid: entry.pointee.gr_gid, memberUIDs: members)
    }
}
