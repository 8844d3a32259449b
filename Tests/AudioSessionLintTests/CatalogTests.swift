import Testing

@testable import AudioSessionLint

/// `explain ID` has an explanation, an example and a fix for every lint rule.
@Suite struct CatalogTests {
    @Test(arguments: LintRule.all.map(\.id))
    func everyRuleIsExplained(id: String) throws {
        let entry = try #require(LintCatalog.entry(forID: id))
        #expect(!entry.explanation.isEmpty && !entry.example.isEmpty && !entry.fix.isEmpty)
        let text = LintCatalog.text(entry)
        #expect(text.hasPrefix("\(id): lint rule, \(entry.severity.rawValue)"))
        #expect(text.contains("Example:") && text.contains("Fix: "))
    }

    @Test func severitiesFollowTheTable() {
        let errors = LintRule.all.filter { $0.severity == .error }.map(\.id)
        #expect(errors == ["invalid-options", "invalid-mode", "invalid-policy", "override-needs-play-and-record"])
        #expect(LintCatalog.entry(forID: "no-such-rule") == nil)
    }
}
