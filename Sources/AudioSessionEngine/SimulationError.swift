/// A scenario that cannot go on (status 2): a call answered when none rings, a second alarm, a loop.
public struct SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, naming the rule where one applies.
    public var message: String
    /// An error with a message.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
