import ArgumentParser
import AudioSessionScenario
import AudioSessionService
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
            This build enforces nothing on a sound server (--backend none): enforcement is recorded only. \
            Exit status: 0 stopped by SIGTERM or SIGINT; 2 bad arguments or files; 3 the socket is in use by a \
            running daemon; 4 the backend asked for is not available.
            """,
        version: AudioSessionTool.version)

    @Option(help: "Where to listen (default: $XDG_RUNTIME_DIR/audiosession/socket, else /run/audiosession/socket).")
    var socket: String?

    @Option(help: "The sound server: auto, none, pulse or pipewire (this build: none; auto falls back to it).")
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
        if check || backend == "pulse" || backend == "pipewire" {
            let message =
                "this build of audiosession has no sound-server backend (PulseAudio or PipeWire): "
                + "serve runs with --backend none, which records enforcement without applying it"
            FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
            throw ExitCode(check ? 1 : 4)
        }
        LoggingSystem.bootstrap { DecisionLogHandler(label: $0) }
        let logger = Logger(label: "audiosession.serve")
        if backend == "auto" {
            logger.warning(
                "no sound-server backend in this build: enforcement is recorded, not applied (--backend none)")
        }
        var configuration = ServiceConfiguration(device: try setup(), daemonUID: getuid())
        configuration.front = ServiceConfiguration.Front(rawValue: front)!
        configuration.clientExit = ServiceConfiguration.ClientExit(rawValue: onClientExit)!
        configuration.allowsUnknownApps = allowUnknownApps
        configuration.duckLevel = duckLevel
        if let controlGroup { configuration.controlGroup = try group(named: controlGroup) }
        let environment = ProcessInfo.processInfo.environment
        let path = socket ?? ServiceDaemon.defaultSocketPath(environment: environment)
        var options = ServiceDaemon.Options(socketPath: path, configuration: configuration)
        options.recordPath = record
        if environment["LISTEN_PID"] == String(getpid()), environment["LISTEN_FDS"] == "1" {
            options.inheritedSocket = 3 // systemd's first passed descriptor (sd_listen_fds).
        } else {
            let systemWide = socket == nil && environment["XDG_RUNTIME_DIR"] == nil
            try prepareDirectory(for: path, systemWide: systemWide)
            // A system daemon's socket, or one a group shares: the group may connect too.
            if systemWide || configuration.controlGroup != nil { options.socketMode = 0o660 }
            options.socketGroup = configuration.controlGroup?.gid
        }
        do {
            let daemon = try ServiceDaemon.start(options, logger: logger, handlesSignals: true)
            daemon.wait()
        } catch {
            FileHandle.standardError.write(Data(("error: " + error.description + "\n").utf8))
            throw ExitCode(error.status)
        }
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
