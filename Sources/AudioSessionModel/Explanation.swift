/// What the model knows about one name: its kind, raw value, use, facts, rules and source.
///
/// Built only from the model's tables (``CategoryTraits``, ``ModeTraits``, ``OptionTraits``, ``PolicyTraits``,
/// ``ErrorCodeTraits``), so `audiosession explain` and the validation messages cannot disagree.
public struct Explanation: Hashable, Sendable, Codable {
    /// What a name can name.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// An `AVAudioSession.Category`.
        case category
        /// An `AVAudioSession.Mode`.
        case mode
        /// An `AVAudioSession.CategoryOptions` member.
        case option
        /// An `AVAudioSession.RouteSharingPolicy`.
        case policy
        /// An `AVAudioSession.ErrorCode`.
        case errorCode

        /// `category`, `mode`, `option`, `route-sharing policy`, `error code`.
        public var title: String {
            switch self {
            case .category: "category"
            case .mode: "mode"
            case .option: "category option"
            case .policy: "route-sharing policy"
            case .errorCode: "error code"
            }
        }
    }

    /// One labelled line: `valid with: playAndRecord`.
    public struct Fact: Hashable, Sendable, Codable {
        /// What the line is about.
        public var label: String
        /// What the model says.
        public var value: String

        /// A labelled line.
        public init(_ label: String, _ value: String) {
            self.label = label
            self.value = value
        }
    }

    /// What the name names.
    public var kind: Kind
    /// The Swift name (`allowBluetoothHFP`, even when looked up as `allowBluetooth`).
    public var name: String
    /// The SDK's raw value as printed: `AVAudioSessionCategoryPlayback`, `0x11 (17)`, `'!pri' (561017449)`.
    public var rawValue: String
    /// One sentence on its use.
    public var summary: String
    /// The facts, in a fixed order.
    public var facts: [Fact]
    /// The rules of `behavior.md` that involve it.
    public var rules: [String]
    /// Where this comes from.
    public var source: String

    /// An explanation.
    public init(
        kind: Kind, name: String, rawValue: String, summary: String, facts: [Fact], rules: [String], source: String
    ) {
        self.kind = kind
        self.name = name
        self.rawValue = rawValue
        self.summary = summary
        self.facts = facts
        self.rules = rules
        self.source = source
    }
}
