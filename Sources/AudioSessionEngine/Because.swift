/// Why the engine decided something: the rule of `behavior.md` and the other party, in words.
public struct Because: Hashable, Sendable, CustomStringConvertible {
    /// The rule id, such as `A3` or `R8`.
    public var rule: String
    /// The other party and what it did: `Maps activated playback with duckOthers`.
    public var text: String

    /// A reason.
    public init(_ text: String, rule: String) {
        self.rule = rule
        self.text = text
    }

    /// `Maps activated playback with duckOthers (rule D1)`.
    public var description: String { "\(text) (rule \(rule))" }
}
