import AudioSessionEngine
import AudioSessionModel
import AudioSessionRemote
import AudioSessionScenario
import AudioSessionService
import AudioSessionSimulator
import Logging

/// A transport that keeps what the core writes, per connection, and which connections it closed.
final class MemoryTransport: ServiceTransport, @unchecked Sendable {
    private let state = Locked<(lines: [ConnectionID: [String]], closed: [ConnectionID])>(([:], []))

    func send(_ line: String, to connection: ConnectionID) {
        state.withLock { $0.lines[connection, default: []].append(line) }
    }

    func close(_ connection: ConnectionID) { state.withLock { $0.closed.append(connection) } }

    /// What was written to a connection since the last call, and starts afresh.
    func take(_ connection: ConnectionID) -> [String] {
        state.withLock { state in
            defer { state.lines[connection] = [] }
            return state.lines[connection] ?? []
        }
    }

    var closed: [ConnectionID] { state.withLock { $0.closed } }
}

/// A service core on a clock the test moves, with connections the test opens: the daemon without a socket.
final class ServiceHarness: @unchecked Sendable {
    let transport = MemoryTransport()
    let time = Locked<UInt64>(1_000)
    let enforcer = Enforcer()
    let core: ServiceCore
    private var next = 0

    init(
        apps: String? = nil, device: String? = nil, allowUnknownApps: Bool = true,
        clientExit: ServiceConfiguration.ClientExit = .release, daemonUID: UInt32 = 1_000,
        record: RecordWriter? = nil
    ) throws {
        let setup = try ServiceSetup.configuration(
            device: device.map { ($0, "device.yaml") }, apps: apps.map { ($0, "apps.yaml") })
        var configuration = ServiceConfiguration(device: setup, daemonUID: daemonUID)
        configuration.allowsUnknownApps = allowUnknownApps
        configuration.clientExit = clientExit
        let time = time
        let clock = ServiceClock(source: { time.withLock { $0 } })
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let counter = Locked(0)
        core = ServiceCore(
            configuration: configuration, clock: clock, transport: transport, enforcer: enforcer,
            logger: logger, record: record, epoch: "epoch-1",
            makeToken: {
                counter.withLock { count in
                    count += 1
                    return "token-\(count)"
                }
            })
    }

    /// Opens a connection from a client with these credentials.
    func connect(uid: UInt32 = 1_000, pid: Int32 = 42) -> ConnectionID {
        next += 1
        let id = ConnectionID(next)
        core.connectionOpened(id, peer: PeerCredentials(pid: pid, uid: uid, gid: uid))
        return id
    }

    /// Sends a line and returns what the connection received for it (reply and pushes).
    @discardableResult
    func send(_ line: String, from connection: ConnectionID) -> [String] {
        core.received(line, from: connection)
        return transport.take(connection)
    }

    /// Opens a connection and says hello as `app`; the connection.
    func hello(_ app: String, uid: UInt32 = 1_000) -> ConnectionID {
        let connection = connect(uid: uid)
        send(#"{"id":0,"hello":{"app":"\#(app)","protocol":1}}"#, from: connection)
        return connection
    }

    /// Moves the clock on.
    func advance(seconds: Double) {
        time.withLock { $0 += UInt64(seconds * 1e9) }
        core.timersDue()
    }

    /// The value of a line, as an object.
    static func object(_ line: String) -> [String: JSONValue] {
        guard case .object(let members)? = JSONValue(parsing: line) else { return [:] }
        return members
    }
}
