import AudioSessionModel

extension ScenarioVocabulary {
    /// A word the scenario format's articles explain in one of their tables (a key, an action, an event, a word of
    /// the trace), with the kind of word it is; generated from the articles (``formatWords``).
    public struct FormatWord: Hashable, Sendable {
        /// What kind of word it is: `app action`, `device key`, `trace word`.
        public var kind: Explanation.Kind
        /// The word, what it means, the table's other columns as facts, and the rules it names.
        public var entry: Entry

        /// A word of a table.
        public init(kind: Explanation.Kind, _ entry: Entry) {
            self.kind = kind
            self.entry = entry
        }
    }
}

extension Explanation.Kind {
    /// A top-level key of a scenario file.
    public static let topLevelKey = Self(rawValue: "topLevelKey")
    /// A key of `device`.
    public static let deviceKey = Self(rawValue: "deviceKey")
    /// A key of an app in `apps`.
    public static let appKey = Self(rawValue: "appKey")
    /// A key of a reaction.
    public static let reactionKey = Self(rawValue: "reactionKey")
    /// A key of a sound (`sound`, `device.sounds`, `device.duck`).
    public static let soundKey = Self(rawValue: "soundKey")
    /// A key of a step.
    public static let stepKey = Self(rawValue: "stepKey")
    /// A key of an expectation.
    public static let expectationKey = Self(rawValue: "expectationKey")
    /// A field of an event (`reason`, `shouldResume`).
    public static let eventField = Self(rawValue: "eventField")
    /// An app action of a step or a reaction (`do`).
    public static let appAction = Self(rawValue: "appAction")
    /// A user action (`user:`).
    public static let userAction = Self(rawValue: "userAction")
    /// A system event (`system:`).
    public static let systemEvent = Self(rawValue: "systemEvent")
    /// A check of an expectation.
    public static let check = Self(rawValue: "check")
    /// A key or name of a CallKit app.
    public static let callKit = Self(rawValue: "callKit")
    /// A word a trace prints of its own: a note or a field.
    public static let traceWord = Self(rawValue: "traceWord")
}
