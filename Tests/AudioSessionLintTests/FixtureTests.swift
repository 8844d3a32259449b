import Foundation
import Testing

@testable import AudioSessionLint

/// Each fixture folder reports exactly the findings its `// expect: ID` markers announce, and nothing else.
@Suite struct FixtureTests {
    @Test(arguments: FixtureSupport.folders)
    func findingsMatchMarkers(folder: String) throws {
        let result = try FixtureSupport.lint(folder)
        let parse = result.findings.filter { $0.id == "parse" }
        #expect(parse.isEmpty, "fixtures must parse: \(parse.map(\.message))")
        #expect(FixtureSupport.actual(result) == (try FixtureSupport.expected(folder)))
    }

    @Test func everyRuleFiresSomewhere() throws {
        var fired: Set<String> = []
        for folder in FixtureSupport.folders {
            fired.formUnion(try FixtureSupport.lint(folder).findings.map(\.id))
        }
        let rules = Set(LintRule.all.map(\.id)).subtracting(["parse"])
        #expect(rules.subtracting(fired).isEmpty, "rules that never fire: \(rules.subtracting(fired).sorted())")
    }

    @Test func trapsStaySilent() throws {
        #expect(try FixtureSupport.lint("WebRTC").findings.isEmpty)
        #expect(try FixtureSupport.lint("RemoteCommandsNotMixable").findings.isEmpty)
        #expect(try FixtureSupport.lint("BackgroundListed").findings.isEmpty)
    }

    @Test func invalidVerdictsAreCheckVerdicts() throws {
        // The message carries the model's own validation error, the text `audiosession check` prints.
        let result = try FixtureSupport.lint("Validity")
        let finding = try #require(result.findings.first { $0.id == "invalid-options" })
        #expect(
            finding.message.hasSuffix(
                "option defaultToSpeaker is not valid with category playback; it is valid with playAndRecord (rule C3)")
        )
        #expect(finding.rule == "C3")
        #expect(finding.severity == .error)
        #expect(result.hasErrors)
    }

    @Test func disabledRulesAreDropped() throws {
        let all = try Linter.run(paths: [FixtureSupport.root + "/Validity"])
        let some = try Linter.run(paths: [FixtureSupport.root + "/Validity"], disabled: ["invalid-options"])
        #expect(all.findings.contains { $0.id == "invalid-options" })
        #expect(!some.findings.contains { $0.id == "invalid-options" })
        #expect(some.findings.count == all.findings.count - all.findings.filter { $0.id == "invalid-options" }.count)
    }
}
