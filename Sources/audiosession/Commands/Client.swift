import ArgumentParser
import AudioSessionRemote
import AudioSessionScenario
import AudioSessionService
import Foundation

/// `audiosession client`: talks to `audiosession serve` from a script.
struct Client: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Talk to audiosession serve from a script: an app's actions, or one privileged step.",
        discussion: """
            With --app, says hello as that app, then sends each line of standard input as the app's action (JSON, \
            or a scenario step's YAML flow form: activate, {deactivate: {notifyOthers: true}}), and says bye at the \
            end. Prints JSON lines: {"reply": ...} for each request, and the daemon's pushes as they arrive. \
            Exit status: 0 every action succeeded (and the awaited event came); 1 an action failed or the wait \
            timed out; 2 a usage error; 3 no daemon answers.
            """,
        version: AudioSessionTool.version)

    @Option(help: "The daemon's socket (default: $AUDIOSESSION_SOCKET, the session socket, the system socket).")
    var socket: String?

    @Option(help: "The app to speak for.")
    var app: String?

    @Option(help: "A user action, as a scenario step's user value ({connect: wiredHeadphones}); privileged.")
    var user: String?

    @Option(help: "A system event, as a scenario step's system value (incomingCall); privileged.")
    var system: String?

    @Option(help: "After the actions, wait for a push of this event (interruptionEnded, routeChange, ...).")
    var wait: String?

    @Option(help: "How long to wait for a reply or for --wait: seconds (5s, 500ms).")
    var timeout: String = "5s"

    @Flag(help: "Print the app's state and exit.")
    var state = false

    func validate() throws {
        let modes = [app != nil, user != nil, system != nil].filter { $0 }.count
        guard modes == 1 else { throw ValidationError("give one of --app, --user or --system") }
        guard Self.seconds(timeout) != nil else {
            throw ValidationError("--timeout takes seconds: 5s, 500ms or 2.5")
        }
        if app == nil, wait != nil || state { throw ValidationError("--wait and --state go with --app") }
        // A step that cannot be read is a usage error, found before any daemon is asked.
        if let user { _ = try Self.json(user, "--user") }
        if let system { _ = try Self.json(system, "--system") }
    }

    func run() throws {
        let limit = Self.seconds(timeout)!
        let path = socket ?? RemoteAudioSession.defaultSocketPath()
        let connection: LineConnection
        do {
            connection = try LineConnection(path: path)
        } catch {
            FileHandle.standardError.write(Data("error: no daemon answers on \(path): \(error.description)\n".utf8))
            throw ExitCode(3)
        }
        var session = Exchange(connection: connection, limit: limit)
        if let user {
            throw ExitCode(try session.request(["user": try Self.json(user, "--user")]) ? 0 : 1)
        }
        if let system {
            throw ExitCode(try session.request(["system": try Self.json(system, "--system")]) ? 0 : 1)
        }
        guard let app, try session.request(["hello": .object(["app": .string(app), "protocol": .number(1)])]) else {
            throw ExitCode(1)
        }
        if state { throw ExitCode(try session.request(["get": .string("state")]) ? 0 : 1) }
        var succeeded = true
        var input = StandardInputLines()
        // Actions as they come on standard input; meanwhile the daemon's pushes are printed as they arrive.
        while true {
            if let line = input.next() {
                guard !line.allSatisfy(\.isWhitespace) else { continue }
                succeeded = try session.request(["do": try Self.json(line, "standard input")]) && succeeded
                continue
            }
            if input.isAtEnd { break }
            var descriptors = [
                pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                pollfd(fd: connection.fd, events: Int16(POLLIN), revents: 0),
            ]
            if !connection.hasBufferedLine, poll(&descriptors, 2, -1) < 0, errno != EINTR { break }
            if connection.hasBufferedLine || descriptors[1].revents != 0 { try session.printPushes() }
            if descriptors[0].revents != 0 { input.fill() }
        }
        if let wait, !(try session.waitFor(wait)) {
            FileHandle.standardError.write(Data("error: no \(wait) within \(timeout)\n".utf8))
            succeeded = false
        }
        _ = try? session.request(["bye": .object([:])])
        throw ExitCode(succeeded ? 0 : 1)
    }

    /// A step's value as JSON; a usage error naming where it came from otherwise.
    static func json(_ text: String, _ source: String) throws -> JSONValue {
        do {
            return try StepValue.json(text, source: source)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// `5s`, `500ms`, `2.5`: seconds.
    static func seconds(_ text: String) -> Double? {
        if text.hasSuffix("ms") { return Double(text.dropLast(2)).map { $0 / 1_000 }.flatMap { $0 >= 0 ? $0 : nil } }
        let number = text.hasSuffix("s") ? String(text.dropLast()) : text
        return Double(number).flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
    }
}

/// The client's requests and the lines that come back, printed as they arrive.
struct Exchange {
    let connection: LineConnection
    let limit: Double
    var nextID = 0
    var seen: [String] = []

    /// Sends a request and prints the lines up to its reply; whether the reply says ok.
    mutating func request(_ members: [String: JSONValue]) throws -> Bool {
        nextID += 1
        var request = members
        request["id"] = .number(Double(nextID))
        do {
            try connection.send(JSONValue.object(request).line)
            while let line = try connection.readLine(timeout: limit) {
                guard let value = JSONValue(parsing: line), case .object(let object) = value else {
                    emit(line)
                    continue
                }
                if object["id"] == .number(Double(nextID)) {
                    emit(JSONValue.object(["reply": value]).line)
                    return object["ok"] == .bool(true)
                }
                emit(line)
                if case .string(let event)? = object["received"] ?? object["lifecycle"] { seen.append(event) }
                if object["id"] == nil, case .string? = object["error"] { continue }
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(3)
        }
        FileHandle.standardError.write(Data("error: no reply within the timeout\n".utf8))
        return false
    }

    /// Prints the pushes already waiting, without blocking.
    mutating func printPushes() throws {
        do {
            while let line = try connection.readLine(timeout: 0) {
                emit(line)
                if case .object(let object)? = JSONValue(parsing: line),
                    case .string(let event)? = object["received"] ?? object["lifecycle"]
                {
                    seen.append(event)
                }
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(3)
        }
    }

    /// Prints pushes until one names `event` (seen already counts); whether it came in time.
    mutating func waitFor(_ event: String) throws -> Bool {
        if seen.contains(event) { return true }
        do {
            while let line = try connection.readLine(timeout: limit) {
                emit(line)
                guard let value = JSONValue(parsing: line), case .object(let object) = value else { continue }
                if object["received"] == .string(event) || object["lifecycle"] == .string(event) { return true }
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(3)
        }
        return false
    }
}

/// Standard input, line by line, read only when `poll` says it is readable (so that pushes are printed meanwhile).
struct StandardInputLines {
    private var pending: [UInt8] = []
    /// Whether standard input is at its end.
    private(set) var isAtEnd = false

    /// The next whole line already read; at the end, the last unterminated one.
    mutating func next() -> String? {
        if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            defer { pending.removeSubrange(...newline) }
            return String(decoding: pending[..<newline], as: UTF8.self)
        }
        if isAtEnd, !pending.isEmpty {
            defer { pending = [] }
            return String(decoding: pending, as: UTF8.self)
        }
        return nil
    }

    /// Reads what standard input has.
    mutating func fill() {
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count > 0 {
            pending.append(contentsOf: buffer[..<count])
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            isAtEnd = true
        }
    }
}

/// Writes a line to standard output at once (not buffered): scripts and tests read the client's output live.
func emit(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        if written <= 0 {
            if written < 0, errno == EINTR { continue }
            return
        }
        offset += written
    }
}
