import AudioSessionRemote
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The daemon's connections on a listening Unix socket, driven by Dispatch sources on the core's serial queue: lines
/// in, one at a time, answered before the next is read; lines out through a buffer per connection.
///
/// A client that stops reading is not allowed to grow the daemon: past ``readPauseBacklog`` unwritten bytes its
/// lines are no longer read (backpressure), and past ``maximumBacklog`` the connection is closed, which counts as
/// a closed connection (rule SV1).
package final class SocketServer: ServiceTransport, @unchecked Sendable {
    /// Unwritten bytes past which a connection's requests wait.
    package static let readPauseBacklog = 64 << 10
    /// Unwritten bytes past which a connection is closed (a client that does not read).
    package static let maximumBacklog = 1 << 20

    final class Connection {
        let fd: Int32
        let read: any DispatchSourceRead
        var write: (any DispatchSourceWrite)?
        var lines = LineBuffer()
        var output: [UInt8] = []
        var closing = false
        var readPaused = false

        init(fd: Int32, read: any DispatchSourceRead) {
            self.fd = fd
            self.read = read
        }
    }

    /// The queue that owns the core and every connection.
    package let queue: DispatchQueue
    private let listener: Int32
    private var acceptSource: (any DispatchSourceRead)?
    private var connections: [ConnectionID: Connection] = [:]
    private var nextConnection = 0
    /// The core; set once, before ``start()``.
    package var core: ServiceCore?

    /// A server on a listening socket (from ``UnixSocket/listen(on:mode:)`` or passed by systemd).
    package init(listener: Int32, queue: DispatchQueue) {
        self.listener = listener
        self.queue = queue
    }

    /// Starts accepting; call on any thread once ``core`` is set.
    package func start() {
        let source = DispatchSource.makeReadSource(fileDescriptor: listener, queue: queue)
        source.setEventHandler { [weak self] in self?.acceptPending() }
        acceptSource = source
        source.resume()
    }

    /// Stops accepting and closes every connection; call on ``queue``.
    package func stop() {
        acceptSource?.cancel()
        acceptSource = nil
        for id in connections.keys.sorted() { drop(id) }
        UnixSocket.close(listener)
    }

    /// How many connections are open; call on ``queue``.
    package var connectionCount: Int { connections.count }

    private func acceptPending() {
        while let fd = UnixSocket.accept(on: listener) {
            nextConnection += 1
            let id = ConnectionID(nextConnection)
            let read = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
            let connection = Connection(fd: fd, read: read)
            connections[id] = connection
            read.setEventHandler { [weak self] in self?.readAvailable(id) }
            let peer = UnixSocket.peer(of: fd) ?? PeerCredentials(pid: 0, uid: UInt32.max, gid: UInt32.max)
            core?.connectionOpened(id, peer: peer)
            read.resume()
        }
    }

    private func readAvailable(_ id: ConnectionID) {
        guard let connection = connections[id] else { return }
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        let count = buffer.withUnsafeMutableBytes { UnixSocket.read(connection.fd, into: $0) }
        if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) {
            return closedByPeer(id)
        }
        guard count > 0 else { return }
        for piece in connection.lines.append(buffer[..<count]) {
            guard connections[id] != nil, !connection.closing else { break }
            switch piece {
            case .line(let line): core?.received(line, from: id)
            case .tooLong: core?.lineTooLong(from: id)
            }
        }
    }

    /// Queues a line; writes what the socket takes now.
    package func send(_ line: String, to id: ConnectionID) {
        guard let connection = connections[id], !connection.closing else { return }
        connection.output.append(contentsOf: line.utf8)
        connection.output.append(UInt8(ascii: "\n"))
        flush(id)
        guard let still = connections[id] else { return }
        if still.output.count > Self.maximumBacklog {
            still.output = []
            return closedByPeer(id) // A client that does not read: closed, and released as SV1 says.
        }
        if still.output.count > Self.readPauseBacklog, !still.readPaused {
            still.readPaused = true
            still.read.suspend()
        }
    }

    /// Closes a connection once what was queued for it is written.
    package func close(_ id: ConnectionID) {
        guard let connection = connections[id] else { return }
        connection.closing = true
        if connection.output.isEmpty { drop(id) }
    }

    private func flush(_ id: ConnectionID) {
        guard let connection = connections[id] else { return }
        while !connection.output.isEmpty {
            let written = connection.output.withUnsafeBytes { UnixSocket.write(connection.fd, $0) }
            if written > 0 {
                connection.output.removeFirst(written)
                continue
            }
            if written < 0, errno == EAGAIN || errno == EINTR {
                waitForWritable(id, connection)
                return
            }
            return closedByPeer(id)
        }
        if connection.readPaused, !connection.closing {
            connection.readPaused = false
            connection.read.resume()
        }
        if connection.closing { drop(id) }
    }

    private func waitForWritable(_ id: ConnectionID, _ connection: Connection) {
        guard connection.write == nil else { return }
        let source = DispatchSource.makeWriteSource(fileDescriptor: connection.fd, queue: queue)
        source.setEventHandler { [weak self] in
            guard let self, let connection = self.connections[id] else { return }
            connection.write?.cancel()
            connection.write = nil
            self.flush(id)
        }
        connection.write = source
        source.resume()
    }

    /// The peer went away (or stopped reading): forget the connection and tell the core, after what it is doing
    /// now (a write that fails happens while the core sends a decision's lines).
    private func closedByPeer(_ id: ConnectionID) {
        guard connections[id] != nil else { return }
        drop(id)
        queue.async { [weak self] in self?.core?.connectionClosed(id) }
    }

    private func drop(_ id: ConnectionID) {
        guard let connection = connections.removeValue(forKey: id) else { return }
        connection.write?.cancel()
        if connection.readPaused { connection.read.resume() } // A suspended source must be resumed to be cancelled.
        let fd = connection.fd
        connection.read.setCancelHandler { UnixSocket.close(fd) }
        connection.read.cancel()
    }
}
