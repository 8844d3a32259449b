import AudioSessionModel

/// What the model knows about one name: its kind, raw value, use, facts, rules and source.
///
/// Built only from the model's tables (`CategoryTraits`, `ModeTraits`, `OptionTraits`, `PolicyTraits`,
/// `ErrorCodeTraits`), so `audiosession explain` and the validation messages cannot disagree.
public struct Explanation: Hashable, Sendable, Codable {
    /// What a name can name; open, so that other catalogs (lint rules) can add kinds.
    public struct Kind: RawRepresentable, Hashable, Sendable, Codable {
        /// The kind's identifier in JSON: `category`, `rule`.
        public var rawValue: String
        /// How text output names the kind: `category option`.
        public var title: String { Self.titles[rawValue] ?? rawValue }

        /// A kind by its identifier.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Encodes as its identifier.
        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        /// Encodes as its identifier.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        /// An `AVAudioSession.Category`.
        public static let category = Kind(rawValue: "category")
        /// An `AVAudioSession.Mode`.
        public static let mode = Kind(rawValue: "mode")
        /// An `AVAudioSession.CategoryOptions` member.
        public static let option = Kind(rawValue: "option")
        /// An `AVAudioSession.RouteSharingPolicy`.
        public static let policy = Kind(rawValue: "policy")
        /// An `AVAudioSession.ErrorCode`.
        public static let errorCode = Kind(rawValue: "errorCode")
        /// A behaviour rule.
        public static let rule = Kind(rawValue: "rule")
        /// An `AVAudioSession.Port`.
        public static let port = Kind(rawValue: "port")
        /// A kind of external device in a scenario.
        public static let deviceKind = Kind(rawValue: "deviceKind")
        /// An `AVAudioSession.RouteChangeReason`.
        public static let routeChangeReason = Kind(rawValue: "routeChangeReason")
        /// An `AVAudioSession.InterruptionReason`.
        public static let interruptionReason = Kind(rawValue: "interruptionReason")
        /// An event of a trace: a notification or a lifecycle event.
        public static let event = Kind(rawValue: "event")
        /// A key of a `state` expectation.
        public static let stateKey = Kind(rawValue: "stateKey")

        /// The titles of the kinds this module knows.
        private static let titles = [
            "category": "category", "mode": "mode", "option": "category option", "policy": "route-sharing policy",
            "errorCode": "error code", "rule": "behaviour rule", "port": "port", "deviceKind": "device kind",
            "routeChangeReason": "route-change reason", "interruptionReason": "interruption reason",
            "event": "event", "stateKey": "state key", "topLevelKey": "top-level key", "deviceKey": "device key",
            "appKey": "app key", "reactionKey": "reaction key", "soundKey": "sound key", "appAction": "app action",
            "userAction": "user action", "systemEvent": "system event", "check": "expectation check",
            "callKit": "CallKit word", "stepKey": "step key", "expectationKey": "expectation key",
            "eventField": "event field", "traceWord": "word of the trace", "value": "SDK value",
        ]
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
    /// The SDK's raw value as printed: `AVAudioSessionCategoryPlayback`, `0x11 (17)`, `'!pri' (561017449)`; empty
    /// for what has none (a rule, a device kind).
    public var rawValue: String
    /// One sentence on its use.
    public var summary: String
    /// The facts, in a fixed order.
    public var facts: [Fact]
    /// The rules of `behavior.md` that involve it.
    public var rules: [String]
    /// Where this comes from.
    public var source: String
    /// How the name given relates to the one explained: `AVAudioSessionCategoryPlayback is the Objective-C name of
    /// AVAudioSession.Category.playback`.
    public var note: String?
    /// The complete text, for a rule.
    public var text: String?
    /// A scenario that shows it, for a rule.
    public var example: String?

    /// An explanation.
    public init(
        kind: Kind, name: String, rawValue: String, summary: String, facts: [Fact], rules: [String], source: String,
        note: String? = nil, text: String? = nil, example: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.rawValue = rawValue
        self.summary = summary
        self.facts = facts
        self.rules = rules
        self.source = source
        self.note = note
        self.text = text
        self.example = example
    }
}
