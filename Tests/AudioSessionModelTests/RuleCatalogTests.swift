import AudioSessionModel
import AudioSessionReference
import Foundation
import Testing

/// The rule catalog, the DocC articles and the engine's sources name the same rules, and nothing in the package
/// points outside it.
@Suite struct RuleCatalogTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every rule id of version 2, section by section, in the order the rules are written (P8 comes before P7), then
    /// the CallKit rules.
    static let expectedIDs: [String] =
        (1...8).map { "C\($0)" } + (1...5).map { "A\($0)" } + (1...8).map { "I\($0)" } + ["D1", "D2"]
        + (1...6).map { "P\($0)" } + ["P8", "P7", "P9", "P10"] + (1...6).map { "L\($0)" } + (1...8).map { "S\($0)" }
        + (1...3).map { "N\($0)" } + (1...3).map { "H\($0)" } + (1...12).map { "R\($0)" }
        + (1...5).map { "O\($0)" } + (1...12).map { "E\($0)" } + (1...7).map { "K\($0)" }
        + (1...4).map { "SV\($0)" }

    /// The text of every file under `folder` (relative to the root) whose name ends in `suffix`, by path.
    static func files(under folder: String, endingIn suffix: String) -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var found: [(String, String)] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(suffix), !relative.hasPrefix(".") else { continue }
            let url = base.appendingPathComponent(relative)
            if let text = try? String(contentsOf: url, encoding: .utf8) {
                found.append(("\(folder)/\(relative)", text))
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// Whitespace runs folded to one space, so that wrapped text compares equal.
    static func folded(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    @Test func theCatalogHoldsEveryRuleOnce() {
        #expect(RuleCatalog.ids == Self.expectedIDs)
        for rule in RuleCatalog.rules {
            #expect(!rule.text.isEmpty && !rule.source.isEmpty && !rule.example.isEmpty, "\(rule.id)")
            #expect(rule.example.contains("apps:"), "\(rule.id)'s example is a scenario")
        }
        let changed = RuleCatalog.rules.filter { $0.changeInVersion2 != nil }.map(\.id)
        #expect(Set(changed).isSuperset(of: ["C5", "P2", "P8", "L1", "L3", "S3", "S5", "I2", "O1", "O5", "R1"]))
        #expect(RuleCatalog.rule("a3")?.id == "A3")
        #expect(RuleCatalog.rule("Z9") == nil)
    }

    @Test func theArticlesHoldEveryRuleWordForWord() throws {
        let articles =
            Self.files(under: "Sources/AudioSessionEngine/Documentation.docc", endingIn: ".md")
            + Self.files(under: "Sources/AudioSessionService/Documentation.docc", endingIn: ".md")
        let overview = try #require(articles.first { $0.path.hasSuffix("/BehaviorRules.md") })
        let all = Self.folded(articles.map(\.text).joined(separator: "\n"))
        for rule in RuleCatalog.rules {
            #expect(overview.text.contains(rule.id), "BehaviorRules.md names \(rule.id)")
            #expect(all.contains(Self.folded(rule.text)), "the articles hold \(rule.id)'s text")
            #expect(all.contains(Self.folded(rule.source)), "the articles hold \(rule.id)'s source")
        }
        #expect(all.contains(Self.folded(RuleCatalog.valuesNeverProduced)), "section V")
    }

    @Test func everyRuleTheEngineNamesIsInTheCatalog() throws {
        let sources = ["AudioSessionEngine", "AudioSessionSimulator", "AudioSessionScenario"].flatMap {
            Self.files(under: "Sources/\($0)", endingIn: ".swift")
        }
        #expect(!sources.isEmpty)
        let patterns = [#"rule: "([A-Z][0-9]+)""#, #"\(rule ([A-Z][0-9]+)"#, #"RuleCode\("([A-Z][0-9]+)""#]
        var named: [String] = []
        for pattern in patterns {
            let regex = try NSRegularExpression(pattern: pattern)
            for file in sources {
                let range = NSRange(file.text.startIndex..., in: file.text)
                for match in regex.matches(in: file.text, range: range) {
                    if let id = Range(match.range(at: 1), in: file.text) { named.append(String(file.text[id])) }
                }
            }
        }
        #expect(named.count > 50, "the engine names its rules")
        for id in Set(named).sorted() {
            #expect(RuleCatalog.rule(id) != nil, "the engine names rule \(id), which the catalog lacks")
        }
    }

    @Test func nothingInThePackagePointsOutsideIt() {
        let folders = ["Sources", "Tests", "Examples", "docs", "Samples"]
        let files =
            folders.flatMap { folder in
                [".swift", ".md", ".yaml", ".yml", ".json", ".html", ".txt"].flatMap {
                    Self.files(under: folder, endingIn: $0)
                }
            }
            + ["README.md", "Package.swift"].compactMap { name in
                (try? String(contentsOf: Self.root.appendingPathComponent(name), encoding: .utf8)).map { (name, $0) }
            }
        #expect(files.count > 100)
        // Spelled in pieces, so that this file does not match itself.
        let shared = "shared"
        let outside = ["\(shared)/spec", "\(shared)/reference", "\(shared)/seeds", "../\(shared)"]
        for file in files {
            for marker in outside where file.text.contains(marker) {
                Issue.record("\(file.path) refers to \(marker), outside the package")
            }
        }
    }
}
