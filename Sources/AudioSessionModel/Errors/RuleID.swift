/// A behaviour rule's id (`O5`, `C3`), typed, so that code asks which rule an error names instead of reading it
/// out of the message.
public struct RuleID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The id as the rules write it.
    public var rawValue: String

    /// A rule by id.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A rule by literal id: `"O5"`.
    public init(stringLiteral value: String) { rawValue = value }

    /// The id.
    public var description: String { rawValue }
}
