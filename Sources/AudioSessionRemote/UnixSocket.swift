#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few socket calls the daemon and its clients make, on Unix stream sockets.
package enum UnixSocket {
    /// Why a socket could not be set up, with the OS's reason.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        /// What failed and why.
        package var description: String
        /// Whether another daemon answers on the path (exit status 3).
        package var isInUse = false

        package init(_ what: String, errno code: Int32 = errno) {
            description = "\(what): \(String(cString: strerror(code)))"
        }

        init(inUse path: String) {
            description = "\(path) is in use by a running daemon"
            isInUse = true
        }
    }

    /// The most bytes a socket path may have.
    static var maximumPathLength: Int { MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1 }

    /// Runs `body` with the address of `path`.
    static func withAddress<T>(
        _ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T
    ) throws(Failure) -> T {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count <= maximumPathLength else {
            throw Failure("socket path \(path)", errno: ENAMETOOLONG)
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
            buffer[bytes.count] = 0
        }
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
    }

    /// A new stream socket, closed on exec.
    static func makeSocket() throws(Failure) -> Int32 {
        #if canImport(Glibc) || canImport(Musl)
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
            let fd = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure("socket") }
        return fd
    }

    /// Connects to `path`; the descriptor, blocking.
    package static func connect(to path: String) throws(Failure) -> Int32 {
        let fd = try makeSocket()
        let result = try withAddress(path) { address, length in
            #if canImport(Glibc)
                Glibc.connect(fd, address, length)
            #elseif canImport(Musl)
                Musl.connect(fd, address, length)
            #else
                Darwin.connect(fd, address, length)
            #endif
        }
        guard result == 0 else {
            let code = errno
            close(fd)
            throw Failure("connect to \(path)", errno: code)
        }
        return fd
    }

    /// Listens on `path` with `mode`: a socket file that refuses connections is stale and replaced; one that
    /// answers belongs to a live daemon (``Failure/isInUse``).
    package static func listen(on path: String, mode: mode_t) throws(Failure) -> Int32 {
        var status = stat()
        if lstat(path, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFSOCK else {
                throw Failure("\(path) exists and is not a socket", errno: EEXIST)
            }
            if let fd = try? connect(to: path) {
                close(fd)
                throw Failure(inUse: path)
            }
            unlink(path)
        }
        let fd = try makeSocket()
        let bound = try withAddress(path) { address, length in bind(fd, address, length) }
        guard bound == 0 else {
            let code = errno
            close(fd)
            throw Failure("bind \(path)", errno: code)
        }
        chmod(path, mode)
        #if canImport(Glibc)
            let listening = Glibc.listen(fd, 128)
        #elseif canImport(Musl)
            let listening = Musl.listen(fd, 128)
        #else
            let listening = Darwin.listen(fd, 128)
        #endif
        guard listening == 0 else {
            let code = errno
            close(fd)
            throw Failure("listen on \(path)", errno: code)
        }
        try setNonBlocking(fd)
        return fd
    }

    /// Makes reads and writes on `fd` return at once.
    package static func setNonBlocking(_ fd: Int32) throws(Failure) {
        let flags = fcntl(fd, F_GETFL)
        guard flags >= 0, fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0 else { throw Failure("fcntl") }
    }

    /// Accepts a pending connection, non-blocking and closed on exec; `nil` when none is pending.
    package static func accept(on listener: Int32) -> Int32? {
        #if canImport(Glibc)
            let fd = Glibc.accept(listener, nil, nil)
        #elseif canImport(Musl)
            let fd = Musl.accept(listener, nil, nil)
        #else
            let fd = Darwin.accept(listener, nil, nil)
        #endif
        guard fd >= 0 else { return nil }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        try? setNonBlocking(fd)
        return fd
    }

    /// The kernel's record of who connected (`SO_PEERCRED`); `nil` where the system has none.
    package static func peer(of fd: Int32) -> PeerCredentials? {
        #if canImport(Glibc) || canImport(Musl)
            // `struct ucred` (pid, uid, gid), which the C library declares only with _GNU_SOURCE; SO_PEERCRED is 17.
            struct Credentials {
                var pid: Int32 = 0
                var uid: UInt32 = 0
                var gid: UInt32 = 0
            }
            var credentials = Credentials()
            var length = socklen_t(MemoryLayout<Credentials>.size)
            guard getsockopt(fd, SOL_SOCKET, 17, &credentials, &length) == 0 else { return nil }
            return PeerCredentials(pid: credentials.pid, uid: credentials.uid, gid: credentials.gid)
        #else
            var uid = uid_t()
            var gid = gid_t()
            guard getpeereid(fd, &uid, &gid) == 0 else { return nil }
            return PeerCredentials(pid: 0, uid: uid, gid: gid)
        #endif
    }

    /// Reads what is available into `buffer`: the count, 0 at end of file, -1 with `errno` set.
    package static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        #if canImport(Glibc)
            Glibc.read(fd, buffer.baseAddress, buffer.count)
        #elseif canImport(Musl)
            Musl.read(fd, buffer.baseAddress, buffer.count)
        #else
            Darwin.read(fd, buffer.baseAddress, buffer.count)
        #endif
    }

    /// Writes what the socket takes of `bytes`: the count, or -1 with `errno` set.
    package static func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        #if canImport(Glibc)
            Glibc.send(fd, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
        #elseif canImport(Musl)
            Musl.send(fd, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
        #else
            Darwin.write(fd, bytes.baseAddress, bytes.count)
        #endif
    }

    /// Closes a descriptor.
    package static func close(_ fd: Int32) {
        #if canImport(Glibc)
            _ = Glibc.close(fd)
        #elseif canImport(Musl)
            _ = Musl.close(fd)
        #else
            _ = Darwin.close(fd)
        #endif
    }
}
