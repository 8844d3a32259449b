import Foundation
import Testing

@testable import AudioSessionLint

/// The SARIF log's rule metadata: help in Markdown with the catalog's example, tags and default level; the tool's
/// `informationUri` and the rules' `helpUri` only when configured, from the configuration file or the options, each
/// an absolute http(s) URL or a located usage error.
@Suite struct SARIFRuleMetadataTests {
    /// The log's driver and its rules, decoded.
    static func driver(_ result: Linter.Result) throws -> (driver: [String: Any], rules: [[String: Any]]) {
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(LintReport.sarif(result).utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        return (driver, try #require(driver["rules"] as? [[String: Any]]))
    }

    @Test func everyRuleHasMarkdownHelpTagsAndALevel() throws {
        let (driver, rules) = try Self.driver(Linter.Result(fileCount: 0, findings: []))
        #expect(driver["informationUri"] == nil)
        #expect(rules.count == LintRule.all.count)
        for (rule, descriptor) in zip(LintRule.all, rules) {
            let entry = LintCatalog.entry(for: rule)
            let help = try #require(descriptor["help"] as? [String: String])
            let markdown = try #require(help["markdown"])
            #expect(help["text"] == "Fix: " + entry.fix)
            #expect(markdown.contains("```") && markdown.contains(entry.example), "\(rule.id)")
            #expect(markdown.hasSuffix("**Fix:** " + SARIF.Rule.escaped(entry.fix)), "\(rule.id)")
            #expect(descriptor["helpUri"] == nil, "\(rule.id): no URL unless configured")
            let level = (descriptor["defaultConfiguration"] as? [String: String])?["level"]
            #expect(level == rule.severity.rawValue)
            let properties = try #require(descriptor["properties"] as? [String: Any])
            let tags = try #require(properties["tags"] as? [String])
            #expect(!tags.isEmpty && tags == Array(Set(tags)).sorted(), "\(rule.id): \(tags)")
            #expect(
                properties["behaviourRules"] as? String == (rule.behaviourRules.isEmpty ? nil : rule.behaviourRules))
        }
        let options = try #require(rules.first { $0["id"] as? String == "invalid-options" })
        let markdown = try #require((options["help"] as? [String: String])?["markdown"])
        #expect(markdown.contains("Decided by the behaviour rules C3."))
        #expect(markdown.contains("```swift\ntry session.setCategory(.playback, options: [.defaultToSpeaker])\n```"))
        let deprecated = try #require(rules.first { $0["id"] as? String == "deprecated-c-api" })
        #expect((deprecated["help"] as? [String: String])?["markdown"]?.contains("```objectivec\n") == true)
    }

    @Test func markdownEscapesProseButNotCode() {
        #expect(SARIF.Rule.escaped("application(_:didFinish) and `a_b*c`") == "application(\\_:didFinish) and `a_b*c`")
        #expect(SARIF.Rule.escaped("[[A b] c:] <x>") == "\\[\\[A b\\] c:\\] \\<x\\>")
    }

    @Test func configuredLinksNameTheToolAndEachRule() throws {
        let links = HelpLinks(rulePattern: "https://example.org/rules/{rule}.html", information: "http://example.org/")
        let (driver, rules) = try Self.driver(Linter.Result(fileCount: 0, findings: [], helpLinks: links))
        #expect(driver["informationUri"] as? String == "http://example.org/")
        #expect(
            rules.map { $0["helpUri"] as? String } == LintRule.all.map { "https://example.org/rules/\($0.id).html" })
        // Only the tool's page: no rule gets one.
        let onlyTool = try Self.driver(
            Linter.Result(fileCount: 0, findings: [], helpLinks: HelpLinks(information: "https://example.org/tool")))
        #expect(onlyTool.driver["informationUri"] as? String == "https://example.org/tool")
        #expect(onlyTool.rules.allSatisfy { $0["helpUri"] == nil })
    }

    @Test(arguments: [
        (
            "help_url: example.org/rules/{rule}\n",
            "t.yml:1:11: 'help_url' must be an absolute http or https URL (https://example.org/rules/{rule}), not 'example.org/rules/{rule}'"
        ),
        (
            "included: [A]\nhelp_url: ftp://example.org/{rule}\n",
            "t.yml:2:11: 'help_url' must be an absolute http or https URL (https://example.org/rules/{rule}), not 'ftp://example.org/{rule}'"
        ),
        (
            "help_url: https:///rules\n",
            "t.yml:1:11: 'help_url' must be an absolute http or https URL (https://example.org/rules/{rule}), not 'https:///rules'"
        ),
        (
            "help_url: https://example.org/{id}\n",
            "t.yml:1:11: 'help_url' may hold no braces but the placeholder {rule}, not 'https://example.org/{id}'"
        ),
        ("help_url: [https://example.org]\n", "t.yml:1:11: 'help_url' must be a URL"),
        (
            "information_url: https://example.org/{rule}\n",
            "t.yml:1:18: 'information_url' may hold no braces, not 'https://example.org/{rule}'"
        ),
        (
            "information_url: /docs/lint\n",
            "t.yml:1:18: 'information_url' must be an absolute http or https URL (https://example.org/tool), not '/docs/lint'"
        ),
        (
            "information_url: https://exa mple.org\n",
            "t.yml:1:18: 'information_url' must be an absolute http or https URL (https://example.org/tool), not 'https://exa mple.org'"
        ),
        ("help_url: https://example.org/x\nhelp_url: https://example.org/y\n", "t.yml:2:1: 'help_url' is given twice"),
        ("help_rul: https://example.org/x\n", "t.yml:1:1: unknown key 'help_rul'; did you mean 'help_url'?"),
    ])
    func badLinksSayWhereAndWhat(text: String, message: String) {
        #expect(throws: LintUsageError(message)) { try LintConfiguration.parse(text, path: "t.yml") }
    }

    @Test func linksComeFromTheFileAndTheOptionsWin() throws {
        let file = """
            help_url: https://example.org/lint/rules#{rule}
            information_url: HTTPS://example.org/lint
            """
        let configuration = try LintConfiguration.parse(file, path: "t.yml")
        #expect(
            configuration.helpLinks
                == HelpLinks(
                    rulePattern: "https://example.org/lint/rules#{rule}", information: "HTTPS://example.org/lint"))
        let root = try RobustnessTests.folder([
            ".audiosession-lint.yml": Data(file.utf8), "Sentinel.swift": BudgetTests.sentinel,
        ])
        let fromFile = try Linter.run(try LintArguments(parsing: [root]))
        #expect(fromFile.helpLinks == configuration.helpLinks)
        #expect(
            HelpLinks(rulePattern: "https://example.org/lint/rules#{rule}").help(forRule: "parse")
                == "https://example.org/lint/rules#parse")
        let overridden = try Linter.run(
            try LintArguments(parsing: ["--help-url", "https://example.com/{rule}", root]))
        #expect(
            overridden.helpLinks
                == HelpLinks(rulePattern: "https://example.com/{rule}", information: "HTTPS://example.org/lint"))
        // No file, no option: no link.
        let plain = try RobustnessTests.folder(["Sentinel.swift": BudgetTests.sentinel])
        #expect(try Linter.run(try LintArguments(parsing: [plain])).helpLinks.isEmpty)
    }

    @Test func twoFilesGivingDifferentLinksNeedAnOption() throws {
        let first = try RobustnessTests.folder([
            ".audiosession-lint.yml": Data("help_url: https://example.org/a/{rule}\n".utf8),
            "A.swift": BudgetTests.sentinel,
        ])
        let second = try RobustnessTests.folder([
            ".audiosession-lint.yml": Data("help_url: https://example.org/b/{rule}\n".utf8),
            "B.swift": BudgetTests.sentinel,
        ])
        #expect(
            throws: LintUsageError(
                "the configuration files in '\(first)' and '\(second)' give different help_url values; give one with "
                    + "--help-url")
        ) {
            try Linter.run(try LintArguments(parsing: [first, second]))
        }
        let chosen = try Linter.run(
            try LintArguments(parsing: ["--help-url=https://example.org/c/{rule}", first, second]))
        #expect(chosen.helpLinks.rulePattern == "https://example.org/c/{rule}")
    }

    @Test func badOptionsAreUsageErrors() {
        #expect(
            throws: LintUsageError(
                "--help-url must be an absolute http or https URL (https://example.org/rules/{rule}), not 'rules/{rule}'"
            )
        ) {
            try LintArguments(parsing: ["--help-url", "rules/{rule}", "."])
        }
        #expect(
            throws: LintUsageError(
                "--information-url must be an absolute http or https URL (https://example.org/tool), not 'mailto:a@b.c'"
            )
        ) {
            try LintArguments(parsing: ["--information-url=mailto:a@b.c", "."])
        }
        #expect(throws: LintUsageError("--help-url needs a value")) { try LintArguments(parsing: [".", "--help-url"]) }
    }
}
