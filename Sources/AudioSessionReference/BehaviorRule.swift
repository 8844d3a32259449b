import AudioSessionModel

/// One behaviour rule of the simulated device (version 3): its id, text, source and an example scenario.
public struct BehaviorRule: Hashable, Sendable, Codable {
    /// The rule id: `A3`.
    public var id: String
    /// The section it belongs to: `A. Activation and arbitration`.
    public var section: String
    /// The complete text of the rule, in Markdown.
    public var text: String
    /// Where it comes from: Apple's headers, documentation and guides, the seed documents, or a decision.
    public var source: String
    /// What version 2 changed, with its evidence; `nil` for a rule version 2 left as it was.
    public var changeInVersion2: String?
    /// What version 3 changed, with its evidence; `nil` for a rule version 3 left as it was.
    public var changeInVersion3: String?
    /// A scenario that shows the rule, complete and runnable.
    public var example: String

    /// A rule.
    public init(
        id: String, section: String, text: String, source: String, changeInVersion2: String? = nil,
        changeInVersion3: String? = nil, example: String
    ) {
        self.id = id
        self.section = section
        self.text = text
        self.source = source
        self.changeInVersion2 = changeInVersion2
        self.changeInVersion3 = changeInVersion3
        self.example = example
    }
}

/// The behaviour rules as data, so that `audiosession explain`, the DocC articles and the engine's `because:` texts
/// name the same rules.
public enum RuleCatalog {
    /// The version of the rules.
    public static let version = 3

    /// The rule with this id (`A3`, case-insensitive: `a3`), if any.
    public static func rule(_ id: String) -> BehaviorRule? {
        let upper = id.uppercased()
        return rules.first { $0.id == upper }
    }

    /// Every rule id, in order.
    public static var ids: [String] { rules.map(\.id) }

    /// The sections, in order, each once.
    public static var sections: [String] {
        var seen: [String] = []
        for rule in rules where !seen.contains(rule.section) { seen.append(rule.section) }
        return seen
    }
}
