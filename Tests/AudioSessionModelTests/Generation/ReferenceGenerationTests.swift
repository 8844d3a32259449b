import AudioSessionReference
import Foundation
import Testing

/// The rule catalog and the format's words are generated from the DocC articles; these tests fail while the
/// checked-in Swift differs from what the articles give, and `RECORD_REFERENCE=1` writes it again.
@Suite struct ReferenceGenerationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let articles = [
        root.appendingPathComponent("Sources/AudioSessionEngine/Documentation.docc"),
        root.appendingPathComponent("Sources/AudioSessionService/Documentation.docc"),
    ]
    static let generated = root.appendingPathComponent("Sources/AudioSessionReference/RuleCatalog+Rules.swift")

    @Test func theCatalogIsWhatTheArticlesSay() throws {
        let (rules, never) = try RuleArticles.read(folders: Self.articles)
        let source = RuleArticles.swiftSource(rules: rules, valuesNeverProduced: never)
        if ProcessInfo.processInfo.environment["RECORD_REFERENCE"] == "1" {
            try source.write(to: Self.generated, atomically: true, encoding: .utf8)
        }
        let current = try String(contentsOf: Self.generated, encoding: .utf8)
        #expect(
            current == source,
            "RuleCatalog+Rules.swift is not what the articles say: run RECORD_REFERENCE=1 swift test --filter ReferenceGenerationTests"
        )
        #expect(rules.map(\.id) == RuleCatalog.ids)
    }

    static let formatArticles = root.appendingPathComponent("Sources/AudioSessionScenario/Documentation.docc")
    static let formatWords = root.appendingPathComponent(
        "Sources/AudioSessionReference/ScenarioVocabulary+Format.swift")

    @Test func theFormatsWordsAreWhatTheArticlesSay() throws {
        let words = try FormatArticles.read(folder: Self.formatArticles)
        let source = FormatArticles.swiftSource(words)
        if ProcessInfo.processInfo.environment["RECORD_REFERENCE"] == "1" {
            try source.write(to: Self.formatWords, atomically: true, encoding: .utf8)
        }
        let current = (try? String(contentsOf: Self.formatWords, encoding: .utf8)) ?? ""
        #expect(
            current == source,
            "ScenarioVocabulary+Format.swift is not what the articles say: run RECORD_REFERENCE=1 swift test --filter ReferenceGenerationTests"
        )
        #expect(words.count > 150)
        #expect(ScenarioVocabulary.formatWords.map(\.entry.name) == words.map(\.name))
    }

    @Test func wordsRulesAndPlaceholdersAreReadFromACell() {
        #expect(FormatArticles.names(in: "`lock` / `unlock`") == ["lock", "unlock"])
        #expect(FormatArticles.names(in: "`endCall`, `endCall: NAME`") == ["endCall"])
        #expect(FormatArticles.names(in: "`call`: `none`, `ringing`") == ["call"])
        #expect(FormatArticles.names(in: "`apps.NAME`") == ["apps"])
        #expect(FormatArticles.rules(in: "rules L3, L5 and (K1); S7. not A1.2x P9a") == ["L3", "L5", "K1", "S7"])
        #expect(FormatArticles.cells("| `a` | b |  |") == ["`a`", "b", ""])
    }

    @Test func aTableUnderAnUnknownHeadingIsAnError() {
        let article = "# A\n\n### Odd table\n\n| key | meaning |\n|---|---|\n| `x` | y |\n"
        #expect(throws: FormatArticles.Problem.self) { try FormatArticles.read(article: article, named: "New.md") }
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
