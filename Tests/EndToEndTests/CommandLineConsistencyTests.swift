import Foundation
import Testing

/// What every subcommand shares: `--help`, `--version`, one usage-error status, completions that know the options.
@Suite struct CommandLineConsistencyTests {
    static let subcommands = ["check", "explain", "simulate", "render", "lint", "serve", "client"]

    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: subcommands)
    func everySubcommandHasHelp(_ subcommand: String) throws {
        let output = try ToolRunner.run([subcommand, "--help"])
        #expect(output.status == 0, "\(output)")
        #expect(output.stdout.contains("USAGE: audiosession \(subcommand)"), "\(output)")
        #expect(output.stdout.contains("--version"), "\(output)")
    }

    @Test(arguments: [""] + subcommands)
    func everySubcommandPrintsTheVersionOfTheChangelogsNewestRelease(_ subcommand: String) throws {
        let output = try ToolRunner.run(subcommand.isEmpty ? ["--version"] : [subcommand, "--version"])
        #expect(output.status == 0, "\(output)")
        let release = try Self.newestReleaseInTheChangelog()
        #expect(output.stdout == release + "\n", "\(output)")
    }

    @Test func theLintersSARIFNamesTheSameVersion() throws {
        let fixtures = Self.package.appendingPathComponent("Tests/AudioSessionLintTests/Fixtures/Routing").path
        let output = try ToolRunner.run(["lint", "--format", "sarif", fixtures])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let release = try Self.newestReleaseInTheChangelog()
        #expect(driver["version"] as? String == release)
        #expect(driver["semanticVersion"] as? String == release)
    }

    @Test func theLintersSARIFNamesOnlyTheLinksGiven() throws {
        let fixtures = Self.package.appendingPathComponent("Tests/AudioSessionLintTests/Fixtures/Routing").path
        func driver(_ options: [String]) throws -> [String: Any] {
            let output = try ToolRunner.run(["lint", "--format", "sarif"] + options + [fixtures])
            let log = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
            let runs = try #require(log["runs"] as? [[String: Any]])
            return try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        }
        let plain = try driver([])
        #expect(plain["informationUri"] == nil)
        #expect((plain["rules"] as? [[String: Any]])?.allSatisfy { $0["helpUri"] == nil } == true)
        let linked = try driver([
            "--help-url", "https://example.org/rules/{rule}", "--information-url", "https://example.org/tool",
        ])
        #expect(linked["informationUri"] as? String == "https://example.org/tool")
        let rules = try #require(linked["rules"] as? [[String: Any]])
        #expect(rules.first?["helpUri"] as? String == "https://example.org/rules/invalid-options")
    }

    /// The version of the first `## [X.Y.Z]` heading of CHANGELOG.md.
    static func newestReleaseInTheChangelog() throws -> String {
        let changelog = try String(
            contentsOf: package.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        for line in changelog.split(separator: "\n") where line.hasPrefix("## [") {
            let version = line.dropFirst(4).prefix { $0 != "]" }
            if version.first?.isNumber == true { return String(version) }
        }
        throw ToolRunner.Failure(description: "CHANGELOG.md has no release heading '## [X.Y.Z] - DATE'")
    }

    /// A usage error exits 2 in every subcommand, with the usage line on standard error and nothing on standard output.
    @Test(arguments: [
        ["check"], // --category is required
        ["check", "--category", "playback", "--frobnicate"],
        ["explain", "--format", "yaml"],
        ["simulate"],
        ["simulate", "x.yaml", "--format", "xml"],
        ["render", "x.yaml"], // --out is required
        ["render", "x.yaml", "--out", "o", "--rate", "fast"],
        ["lint"],
        ["lint", ".", "--format", "checkstyle"],
        ["lint", ".", "--disable", "no-such-rule"],
        ["lint", ".", "--frobnicate"],
        ["lint", ".", "--config", "/no/such/.audiosession-lint.yml"],
        ["lint", ".", "--baseline", "/no/such/baseline.json"],
        ["lint", ".", "Package.swift", "--config", "/no/such/.audiosession-lint.yml"],
        ["lint", ".", "--write-baseline"],
        ["lint", ".", "--help-url", "docs/{rule}"],
        ["lint", ".", "--information-url", "ftp://example.org"],
        ["frobnicate"],
    ])
    func aUsageErrorExitsTwoInEverySubcommand(_ arguments: [String]) throws {
        let output = try ToolRunner.run(arguments)
        #expect(output.status == 2, "\(arguments): \(output)")
        #expect(output.stdout.isEmpty, "\(arguments): \(output)")
        #expect(output.stderr.contains("Error: ") || output.stderr.contains("error: "), "\(arguments): \(output)")
    }

    /// The shells' completion scripts know every subcommand's options, `lint`'s included.
    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsKnowEveryOption(_ shell: String) throws {
        let output = try ToolRunner.run(["--generate-completion-script", shell])
        #expect(output.status == 0, "\(output)")
        // Fish spells options without their dashes (`-l 'emit-scenarios'`).
        for option in ["emit-scenarios", "disable", "help-url", "quiet", "out", "category"] {
            #expect(output.stdout.contains(option), "\(shell) completions miss \(option)")
        }
    }
}
