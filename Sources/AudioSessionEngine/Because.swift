/// Why the engine decided something: the rule of `behavior.md` and the other party, in words.
public struct Because: Hashable, Sendable, CustomStringConvertible {
    /// The rule id, such as `A3` or `R8`.
    public var rule: String
    /// The other party and what it did: `Maps activated playback with duckOthers`.
    public var text: String {
        get {
            switch words {
            case .text(let text): text
            case .subject(let subject, let predicate): subject + predicate
            }
        }
        set { words = .text(newValue) }
    }

    /// The words, kept apart until read: most reasons are never printed, so joining them is left to the reader.
    private var words: Words

    private enum Words: Sendable {
        case text(String)
        /// An app's name and what it did, joined when read.
        case subject(String, String)
    }

    /// A reason.
    public init(_ text: String, rule: String) {
        self.rule = rule
        self.words = .text(text)
    }

    /// A reason about one party: `subject` (an app's name) followed by `predicate` (` is suspended`).
    public init(subject: String, _ predicate: String, rule: String) {
        self.rule = rule
        self.words = .subject(subject, predicate)
    }

    /// `Maps activated playback with duckOthers (rule D1)`.
    public var description: String { "\(text) (rule \(rule))" }

    public static func == (lhs: Because, rhs: Because) -> Bool { lhs.rule == rhs.rule && lhs.text == rhs.text }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(text)
    }
}
