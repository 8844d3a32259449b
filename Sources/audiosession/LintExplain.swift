import AudioSessionLint

/// The lint rules' catalog, a second source `audiosession explain` consults: `explain invalid-options`.
enum LintExplain {
    /// The lint rule ids, for "did you mean" suggestions.
    static var ids: [String] { LintRule.all.map(\.id) }

    /// The entry for a lint rule id, if `name` is one.
    static func entry(_ name: String) -> LintCatalog.Entry? { LintCatalog.entry(forID: name) }

    /// The entry as text: explanation, example and fix.
    static func text(_ entry: LintCatalog.Entry) -> String { LintCatalog.text(entry) }
}
