#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A client's connection to the daemon: JSON lines out, lines in, each read with a timeout. Not for concurrent use:
/// one thread sends and reads.
package final class LineConnection: @unchecked Sendable {
    /// The socket's descriptor, for a client that waits on it together with other input (`poll`).
    package let fd: Int32
    private var pending: [UInt8] = []
    private var isClosed = false

    /// Connects to the daemon's socket.
    ///
    /// - Throws: ``UnixSocket/Failure`` when nothing listens there.
    package init(path: String) throws(UnixSocket.Failure) {
        fd = try UnixSocket.connect(to: path)
    }

    deinit { close() }

    /// Writes one line (the newline is added).
    ///
    /// - Throws: ``UnixSocket/Failure`` when the daemon closed the connection.
    package func send(_ line: String) throws(UnixSocket.Failure) {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { UnixSocket.write(fd, $0) }
            if written < 0 {
                if errno == EINTR { continue }
                throw UnixSocket.Failure("write to the daemon")
            }
            offset += written
        }
    }

    /// Whether a whole line is already read and waiting.
    package var hasBufferedLine: Bool { pending.contains(UInt8(ascii: "\n")) }

    /// The next line, waiting at most `timeout` seconds (forever with `nil`); `nil` when none came in time.
    ///
    /// - Throws: ``UnixSocket/Failure`` when the daemon closed the connection.
    package func readLine(timeout: Double?) throws(UnixSocket.Failure) -> String? {
        let deadline = timeout.map { Self.monotonicSeconds() + $0 }
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let wait = deadline.map { max(0, Int32((($0 - Self.monotonicSeconds()) * 1_000).rounded(.up))) } ?? -1
            let ready = poll(&descriptor, 1, wait)
            if ready < 0 {
                if errno == EINTR { continue }
                throw UnixSocket.Failure("poll")
            }
            if ready == 0 { return nil }
            var buffer = [UInt8](repeating: 0, count: 16 << 10)
            let count = buffer.withUnsafeMutableBytes { UnixSocket.read(fd, into: $0) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { throw UnixSocket.Failure("the daemon closed the connection", errno: ECONNRESET) }
            pending.append(contentsOf: buffer[..<count])
        }
    }

    /// Closes the connection; a thread waiting to read from it wakes up at its end.
    package func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = shutdown(fd, Int32(SHUT_RDWR))
        UnixSocket.close(fd)
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
