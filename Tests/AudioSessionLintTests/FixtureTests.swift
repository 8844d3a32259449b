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

    /// Patterns met in real apps that are not mistakes: a recorder that takes the Bluetooth headset's microphone,
    /// and a setCategory that keeps the chat mode set just before it.
    @Test func realWorldTrapsStaySilent() throws {
        for folder in ["Recording", "ModeKept"] {
            let result = try FixtureSupport.lint(folder)
            #expect(result.fileCount == 1)
            #expect(result.findings.isEmpty, "\(folder): \(FixtureSupport.actual(result))")
        }
    }

    /// In a Flutter, React Native, Cordova or Unity app the handlers may live in Dart, JavaScript, TypeScript or C#,
    /// which the linter does not read: "observed nowhere" is not claimed there, and is for the native code alone.
    @Test func crossPlatformAppsAreNotToldTheyObserveNothing() throws {
        let whole = try FixtureSupport.lint("CrossPlatform")
        #expect(whole.findings.isEmpty, "\(FixtureSupport.actual(whole))")
        #expect(whole.fileCount == 1)
        let nativeOnly = try FixtureSupport.lint("CrossPlatform/ios")
        #expect(nativeOnly.findings.map(\.id).sorted() == ["no-interruption-handling", "no-reset-handling"])
    }

    /// A setCategory in another branch (switch case, if/else, brace-less if) is not taken as the category in effect;
    /// one in the same block, a do body or an if's own condition is.
    @Test func onlySetCategoryCallsThatSurelyRanCount() throws {
        let result = try FixtureSupport.lint("Branches")
        #expect(
            FixtureSupport.actual(result) == [
                "Branches/OutputRouter.swift:43 override-needs-play-and-record",
                "Branches/SpeakerSwitch.m:33 override-needs-play-and-record",
            ])
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
