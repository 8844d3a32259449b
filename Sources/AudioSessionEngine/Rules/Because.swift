import AudioSessionModel

/// Why the engine decided something: the rule of `behavior.md` and the other party, in words.
///
/// Reasons are made on every event and printed rarely, so a reason keeps its parts as they were given: the rule as
/// a few packed characters, fixed words as static strings, and an app's name apart from what it did. Copying one
/// retains at most the name.
public struct Because: Hashable, Sendable, CustomStringConvertible {
    /// The rule id, such as `A3` or `R8`.
    public var rule: String {
        get { code.text }
        set { code = RuleCode(newValue) }
    }
    /// The rule, typed: ``rule`` as a ``RuleID``, so that code asks which rule decided instead of reading the text.
    public var ruleID: RuleID {
        get { RuleID(code.text) }
        set { code = RuleCode(newValue.rawValue) }
    }
    /// The other party and what it did: `Maps activated playback with duckOthers`.
    public var text: String {
        get {
            switch words {
            case .fixed(let text): text.description
            case .text(let text): text
            case .subject(let subject, let predicate): subject + predicate.description
            case .object(let prefix, let object): prefix.description + object
            case .setCategory(let app, let category): "\(app) set category \(category)"
            case .setMode(let app, let mode): "\(app) set mode \(mode)"
            case .remote(let command, let nowPlaying?):
                "the user pressed \(command.rawValue) on the remote; \(nowPlaying) is Now Playing"
            case .remote(let command, nil):
                "the user pressed \(command.rawValue) on the remote; no app is Now Playing, so Music gets it"
            }
        }
        set { words = .text(newValue) }
    }

    private var code: RuleCode
    private var words: Words

    private enum Words: Sendable {
        /// Words known when the engine was built.
        case fixed(StaticString)
        /// Words made while deciding.
        case text(String)
        /// An app's name and what it did, joined when read.
        case subject(String, StaticString)
        /// Fixed words followed by a name (`the user opened ` and `Maps`), joined when read.
        case object(StaticString, String)
        /// `App set category playback`, worded when read.
        case setCategory(String, Category)
        /// `App set mode voiceChat`, worded when read.
        case setMode(String, Mode)
        /// N2: a remote command and the Now Playing app that gets it (`nil`: Music gets it), worded when read.
        case remote(RemoteCommand, String?)
    }

    /// A reason in fixed words.
    package init(_ text: StaticString, rule: StaticString) {
        self.code = RuleCode(rule)
        self.words = .fixed(text)
    }

    /// A reason in words made while deciding.
    @_disfavoredOverload
    public init(_ text: String, rule: StaticString) {
        self.code = RuleCode(rule)
        self.words = .text(text)
    }

    /// A reason in words made while deciding, with a typed rule.
    public init(_ text: String, ruleID: RuleID) {
        self.code = RuleCode(ruleID.rawValue)
        self.words = .text(text)
    }

    /// A reason about one party: `subject` (an app's name) followed by `predicate` (` is suspended`).
    package init(subject: String, _ predicate: StaticString, rule: StaticString) {
        self.code = RuleCode(rule)
        self.words = .subject(subject, predicate)
    }

    /// R9's reason: an app set its category.
    static func setCategory(app: String, _ category: Category) -> Because {
        Because(code: RuleCode("R9" as StaticString), words: .setCategory(app, category))
    }

    /// R9's reason: an app set its mode.
    static func setMode(app: String, _ mode: Mode) -> Because {
        Because(code: RuleCode("R9" as StaticString), words: .setMode(app, mode))
    }

    /// N2's reason: the user pressed a remote command, which goes to the Now Playing app (`nil`: to Music).
    static func remote(_ command: RemoteCommand, nowPlaying: String?) -> Because {
        Because(code: RuleCode("N2" as StaticString), words: .remote(command, nowPlaying))
    }

    private init(code: RuleCode, words: Words) {
        self.code = code
        self.words = words
    }

    /// A reason that ends with a name: `prefix` (`the user opened `) followed by `object` (`Maps`).
    package init(after prefix: StaticString, _ object: String, rule: StaticString) {
        self.code = RuleCode(rule)
        self.words = .object(prefix, object)
    }

    /// `Maps activated playback with duckOthers (rule D1)`.
    public var description: String { "\(text) (rule \(rule))" }

    public static func == (lhs: Because, rhs: Because) -> Bool { lhs.code == rhs.code && lhs.text == rhs.text }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(text)
    }
}

/// A rule id of up to eight ASCII characters packed in one word, so that a reason's rule costs nothing to copy.
struct RuleCode: Hashable, Sendable {
    private var bits: UInt64

    /// Packs `text`; longer ids keep their first eight characters.
    init(_ text: String) {
        var bits: UInt64 = 0
        for (position, byte) in text.utf8.prefix(8).enumerated() { bits |= UInt64(byte) << (8 * position) }
        self.bits = bits
    }

    /// Packs a literal id without making a string.
    @inline(__always)
    init(_ text: StaticString) {
        if text.hasPointerRepresentation {
            var packed: UInt64 = 0
            for position in 0..<min(text.utf8CodeUnitCount, 8) {
                packed |= UInt64(text.utf8Start[position]) << (8 * UInt64(position))
            }
            bits = packed
        } else {
            bits = UInt64(text.unicodeScalar.value & 0x7F) // One ASCII character.
        }
    }

    /// The id.
    var text: String {
        var bytes: [UInt8] = []
        var rest = bits
        while rest != 0 {
            bytes.append(UInt8(rest & 0xFF))
            rest >>= 8
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
