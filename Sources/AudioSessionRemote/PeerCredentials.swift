/// Who is at the other end of a connection, as the kernel says (`SO_PEERCRED` at connect time); nothing the client
/// says about itself is used.
package struct PeerCredentials: Hashable, Sendable {
    /// The client's process id.
    package var pid: Int32
    /// Its user id.
    package var uid: UInt32
    /// Its group id.
    package var gid: UInt32

    /// Credentials.
    package init(pid: Int32, uid: UInt32, gid: UInt32) {
        self.pid = pid
        self.uid = uid
        self.gid = gid
    }
}

/// A connection, numbered by the daemon in the order they were accepted.
package struct ConnectionID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The number.
    package var number: Int

    /// A connection by number.
    package init(_ number: Int) { self.number = number }

    /// Orders by acceptance.
    package static func < (lhs: ConnectionID, rhs: ConnectionID) -> Bool { lhs.number < rhs.number }

    /// `#3`.
    package var description: String { "#\(number)" }
}
