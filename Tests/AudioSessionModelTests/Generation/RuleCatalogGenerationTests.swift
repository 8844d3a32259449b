import AudioSessionReference
import Foundation
import Testing

/// The rule catalog is generated from the engine's DocC articles; this test fails while the checked-in Swift differs
/// from what the articles give, and `RECORD_REFERENCE=1` writes it again.
@Suite struct RuleCatalogGenerationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let articles = root.appendingPathComponent("Sources/AudioSessionEngine/Documentation.docc")
    static let generated = root.appendingPathComponent("Sources/AudioSessionReference/RuleCatalog+Rules.swift")

    @Test func theCatalogIsWhatTheArticlesSay() throws {
        let (rules, never) = try RuleArticles.read(folder: Self.articles)
        let source = RuleArticles.swiftSource(rules: rules, valuesNeverProduced: never)
        if ProcessInfo.processInfo.environment["RECORD_REFERENCE"] == "1" {
            try source.write(to: Self.generated, atomically: true, encoding: .utf8)
        }
        let current = try String(contentsOf: Self.generated, encoding: .utf8)
        #expect(
            current == source,
            "RuleCatalog+Rules.swift is not what the articles say: run RECORD_REFERENCE=1 swift test --filter RuleCatalogGenerationTests"
        )
        #expect(rules.map(\.id) == RuleCatalog.ids)
    }

    @Test func aRuleWithoutItsSourceIsNamedWithItsLine() {
        let article = "## C. Configuration\n\n### C1\n\nA rule.\n\n**Example.**\n\n```yaml\napps: {}\n```\n"
        #expect(throws: RuleArticles.Problem.self) { try RuleArticles.read(article: article, named: "a.md") }
        do {
            _ = try RuleArticles.read(article: article, named: "a.md")
        } catch {
            #expect("\(error)" == "a.md:3: C1 has no '**Source.**' paragraph")
        }
    }
}
