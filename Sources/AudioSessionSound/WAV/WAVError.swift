/// Why bytes are not a WAV file this package can read, in words a person can act on.
public struct WAVError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong (`the fmt chunk is 12 bytes, a WAV format needs at least 16`).
    public var message: String

    /// An error with its message.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
