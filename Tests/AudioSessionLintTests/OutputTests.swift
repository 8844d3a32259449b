import Foundation
import Testing

@testable import AudioSessionLint

/// Text, JSON and SARIF output: the documented forms, byte-identical on rerun, and a golden SARIF file.
@Suite struct OutputTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
        .path

    /// Every fixture folder linted as one run, with paths relative to the fixtures root.
    static func allFixtures() throws -> Linter.Result {
        var findings: [Finding] = []
        var files = 0
        for folder in FixtureSupport.folders {
            let result = try FixtureSupport.lint(folder)
            findings += result.findings
            files += result.fileCount
        }
        return Linter.Result(fileCount: files, findings: findings.sorted(by: Finding.reportOrder))
    }

    @Test func textHasOneFindingALineAndASummary() throws {
        let result = try FixtureSupport.lint("Routing")
        let lines = LintReport.text(result).split(separator: "\n").map(String.init)
        #expect(lines.last == "2 files, \(result.findings.count) findings")
        #expect(
            lines.first
                == "Routing/CallAudioRouter.swift:20:21: error: overrideOutputAudioPort(.speaker) fails with -50 "
                + "(badParam) at run time: the category set in this function is playback, and only playAndRecord "
                + "can be routed to the speaker (rule R5) [override-needs-play-and-record]")
        #expect(
            lines.dropLast().allSatisfy { $0.hasSuffix("]") && $0.contains(": error: ") || $0.contains(": warning: ") })
    }

    @Test func outputIsByteIdenticalOnRerun() throws {
        let first = try Self.allFixtures()
        let second = try Self.allFixtures()
        #expect(LintReport.text(first) == LintReport.text(second))
        #expect(LintReport.json(first) == LintReport.json(second))
        #expect(LintReport.sarif(first) == LintReport.sarif(second))
    }

    @Test func jsonHasFilesAndFindings() throws {
        let result = try FixtureSupport.lint("Validity")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(LintReport.json(result).utf8)) as? [String: Any])
        #expect(object["files"] as? Int == 3)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == result.findings.count)
        let first = try #require(findings.first)
        #expect(Set(first.keys) == ["id", "severity", "file", "line", "column", "message", "rule", "fix"])
        #expect(first["id"] as? String == "invalid-options")
        #expect(first["severity"] as? String == "error")
        #expect(first["rule"] as? String == "C3")
    }

    @Test func sarifMatchesTheGoldenFile() throws {
        let sarif = LintReport.sarif(try Self.allFixtures())
        let path = Self.golden + "/fixtures.sarif"
        if ProcessInfo.processInfo.environment["LINT_UPDATE_GOLDEN"] == "1" {
            try sarif.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        #expect(sarif == golden, "rerun with LINT_UPDATE_GOLDEN=1 to update after a deliberate change")
    }

    @Test func sarifResultsPointAtTheirRules() throws {
        let sarif = LintReport.sarif(try Self.allFixtures())
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == LintRule.all.map(\.id))
        for result in try #require(run["results"] as? [[String: Any]]) {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }

    @Test func sarifURIsAreRelativeReferences() {
        #expect(SARIF.uri("./App/My File.swift") == "App/My%20File.swift")
        #expect(SARIF.uri("Sources/A#B.m") == "Sources/A%23B.m")
    }
}
