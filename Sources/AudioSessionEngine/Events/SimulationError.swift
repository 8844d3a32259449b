/// A scenario that cannot go on (status 2): a call answered when none rings, a second alarm, a loop.
public struct SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, naming the rule where one applies.
    public var message: String
    /// Whether the scenario asked for something impossible, or its reactions or timers never stop.
    public var kind: Kind
    /// The rule that stopped the run, when the message names one as its verdict (a loop's O1, O4, O5).
    public var rule: RuleID?

    /// The two ways a run cannot go on.
    public enum Kind: Hashable, Sendable {
        /// A step asks for what cannot happen now: a second call, a call answered when none rings (S1, E9).
        case impossibleStep
        /// Reactions or timers that never stop (O1, O4).
        case loop
    }

    /// An error with a message, and the rule it names, if any.
    public init(_ message: String, kind: Kind = .impossibleStep, rule: RuleID? = nil) {
        self.message = message
        self.kind = kind
        self.rule = rule
    }

    /// The message.
    public var description: String { message }
}
