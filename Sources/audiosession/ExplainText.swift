import AudioSessionModel

/// The text form of `audiosession explain`.
enum ExplainText {
    /// The tables, separated by blank lines, then a hint.
    static func tables(_ tables: [ReferenceTable]) -> String {
        (tables.map(\.text) + ["Run 'audiosession explain NAME' for one category, mode, option, policy or error code."])
            .joined(separator: "\n\n")
    }

    /// Every match, separated by blank lines; a name with several meanings says so first.
    static func matches(_ matches: [Explanation], for name: String) -> String {
        var blocks = matches.map(block)
        if matches.count > 1 {
            let kinds = matches.map { ("aeiou".contains($0.kind.title.prefix(1)) ? "an " : "a ") + $0.kind.title }
            let listed = kinds.dropLast().joined(separator: ", ") + " and " + (kinds.last ?? "")
            blocks.insert("'\(name)' names \(matches.count) things: \(listed).", at: 0)
        }
        return blocks.joined(separator: "\n\n")
    }

    /// `name (kind)`, the summary, then aligned facts, rules and source.
    static func block(_ explanation: Explanation) -> String {
        let facts =
            [("raw value", explanation.rawValue)] + explanation.facts.map { ($0.label, $0.value) }
            + [("rules", explanation.rules.isEmpty ? "none" : explanation.rules.joined(separator: ", "))]
            + [("source", explanation.source)]
        let width = facts.map(\.0.count).max() ?? 0
        let lines = facts.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count + 2) + $0.1 }
        return (["\(explanation.name) (\(explanation.kind.title))", "  " + explanation.summary] + lines)
            .joined(separator: "\n")
    }
}
