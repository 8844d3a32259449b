import AudioSessionEngine
import AudioSessionVocabulary
import Foundation
import Testing

@testable import AudioSessionScenario

/// The scenario format's DocC articles name every key, action, event, check and state key the parser takes, and the
/// README links only to files inside the package.
@Suite struct FormatReferenceTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The text of the scenario format articles.
    static func articles() throws -> String {
        let folder = root.appendingPathComponent("Sources/AudioSessionScenario/Documentation.docc")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
        return try names.sorted().map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
    }

    @Test func theArticlesNameEveryWordTheParserTakes() throws {
        let text = try Self.articles()
        let keys: [String] =
            ScenarioParser.topLevelKeys + ScenarioParser.deviceKeys + ScenarioParser.externalDeviceKeys
            + ScenarioParser.appKeys + ScenarioParser.reactionKeys + ScenarioParser.stepKeys
        let actions: [String] =
            ScenarioParser.appActionNames + ScenarioParser.setCategoryKeys
            + Vocabulary.standard.names(of: UserActionWord.self) + Vocabulary.standard.names(of: SystemEventWord.self)
        let words: [String] =
            keys + actions
            + ScenarioParser.expectationKeys + ScenarioParser.checkKeys + ScenarioParser.stateKeys
            + EventFields.names + ScenarioParser.triggerNames + DeviceKind.allCases.map(\.rawValue)
            + ["suspendAfter", "smartFolio"]
        for word in words {
            let named = text.contains("`\(word)`") || text.contains("`\(word):")
            #expect(named, "the scenario format articles do not name `\(word)`")
        }
    }

    @Test func everyArticleHasAnExampleForEachTable() throws {
        for name in ["ScenarioDeviceAndApps", "ScenarioSteps", "ScenarioExpectations"] {
            let url = Self.root.appendingPathComponent("Sources/AudioSessionScenario/Documentation.docc/\(name).md")
            let text = try String(contentsOf: url, encoding: .utf8)
            let tables = text.components(separatedBy: "\n|---").count - 1
            let examples = text.components(separatedBy: "```yaml").count - 1
            #expect(tables > 0 && examples >= tables, "\(name): \(tables) tables, \(examples) examples")
        }
    }

    @Test func theReadmeLinksOnlyInsideThePackage() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let regex = try NSRegularExpression(pattern: #"\]\(([^)#]+)\)"#)
        let links = regex.matches(in: readme, range: NSRange(readme.startIndex..., in: readme)).compactMap {
            Range($0.range(at: 1), in: readme).map { String(readme[$0]) }
        }
        #expect(links.count >= 10)
        for link in links where !link.hasPrefix("http") {
            #expect(!link.hasPrefix("/") && !link.hasPrefix(".."), "\(link) leaves the package")
            let exists = FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(link).path)
            #expect(exists, "README links to \(link), which does not exist")
        }
    }
}
