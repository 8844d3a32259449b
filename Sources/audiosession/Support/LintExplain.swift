import AudioSessionLint
import AudioSessionModel
import AudioSessionReference
import Foundation

/// The lint rules' catalog, one more source `audiosession explain` consults: `explain invalid-options`.
enum LintExplain {
    /// The lint rule ids.
    static var ids: [String] { LintRule.all.map(\.id) }

    /// The catalog element for ``Explain/catalogs``.
    static let catalog = ExplainCatalog(
        lookUp: { name in LintCatalog.entry(forID: name).map { [explanation($0)] } ?? [] },
        knownNames: { ids },
        suggestion: { name in NameSuggestion.closest(to: name, in: ids) })

    /// A lint rule as an explanation: what it finds, its severity, an example and the fix.
    static func explanation(_ entry: LintCatalog.Entry) -> Explanation {
        Explanation(
            kind: Explanation.Kind(rawValue: "lintRule"), name: entry.id, rawValue: "", summary: entry.explanation,
            facts: [
                .init("severity", entry.severity.rawValue), .init("example", entry.example), .init("fix", entry.fix),
            ],
            rules: entry.rules.isEmpty
                ? [] : entry.rules.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) },
            source: "audiosession lint")
    }
}
