import AudioSessionModel
import AudioSessionReference

/// The text form of `audiosession explain`.
enum ExplainText {
    /// The tables, separated by blank lines, then a hint.
    static func tables(_ tables: [ReferenceTable]) -> String {
        (tables.map(\.text) + [
            "Run 'audiosession explain NAME' for a rule (A3), a category, mode, option, policy, error code, port, "
                + "reason, device kind, event or state key; Objective-C names work too."
        ])
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

    /// `name (kind)`, a note, the summary, then aligned facts, rules and source; a rule's text and example after.
    static func block(_ explanation: Explanation) -> String {
        var facts = explanation.rawValue.isEmpty ? [] : [("raw value", explanation.rawValue)]
        facts += explanation.facts.map { ($0.label, $0.value) }
        if explanation.kind != .rule {
            facts.append(("rules", explanation.rules.isEmpty ? "none" : explanation.rules.joined(separator: ", ")))
        }
        facts.append(("source", explanation.source))
        let width = facts.map(\.0.count).max() ?? 0
        let lines = facts.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count + 2) + $0.1 }
        var head = ["\(explanation.name) (\(explanation.kind.title))"]
        if let note = explanation.note { head.append("  note: \(note)") }
        if let text = explanation.text {
            head += text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }
        } else {
            head.append("  " + explanation.summary)
        }
        var blocks = [(head + lines).joined(separator: "\n")]
        if let example = explanation.example {
            let indented = example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            blocks.append((["  example:"] + indented).joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n")
    }
}
