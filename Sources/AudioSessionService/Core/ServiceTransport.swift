import AudioSessionRemote

/// Where the service core writes: the connections of a socket server, or a test's in-memory pipes.
package protocol ServiceTransport: AnyObject, Sendable {
    /// Writes one line (without its newline) to a connection.
    func send(_ line: String, to connection: ConnectionID)
    /// Closes a connection once what was sent to it is written.
    func close(_ connection: ConnectionID)
}
