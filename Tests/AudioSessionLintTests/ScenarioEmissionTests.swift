import AudioSessionScenario
import Foundation
import Testing

@testable import AudioSessionLint

/// `--emit-scenarios`: every emitted scenario loads and runs through the scenario runner (status 0 or 1).
@Suite struct ScenarioEmissionTests {
    @Test func everyEmittedScenarioLoadsAndRuns() throws {
        let folder = NSTemporaryDirectory() + "lint-scenarios-" + UUID().uuidString
        var written: [String] = []
        var emittingRules: Set<String> = []
        for fixture in FixtureSupport.folders {
            let result = try FixtureSupport.lint(fixture)
            let files = try ScenarioEmitter.write(result.findings, to: folder)
            written += files
            emittingRules.formUnion(result.findings.filter { ScenarioEmitter.scenario(for: $0) != nil }.map(\.id))
        }
        // `parse` and `deprecated-c-api` (code the linter does not read) have no scenario.
        #expect(emittingRules == Set(LintRule.all.map(\.id)).subtracting(["parse", "deprecated-c-api"]))
        #expect(written.count >= 20)
        for file in written {
            let scenario = try ScenarioLoader.load(path: file)
            let report = ScenarioRunner.run(scenario)
            #expect(report.impossibleStep == nil, "\(file): \(report.impossibleStep?.description ?? "")")
            #expect(report.exitStatus == 0 || report.exitStatus == 1, "\(file)")
            let outcome = SimulateCommand.run(files: [file], json: false, quiet: true)
            #expect(outcome.status != 2, "\(file): \(outcome.errors)")
        }
    }

    @Test func scenarioReproducesTheInvalidConfiguration() throws {
        let result = try FixtureSupport.lint("Validity")
        let finding = try #require(result.findings.first { $0.id == "invalid-options" })
        let scenario = try #require(ScenarioEmitter.scenario(for: finding))
        #expect(scenario.name == "invalid-options-AudioController.swift-\(finding.line).yaml")
        #expect(
            scenario.text.contains(
                "{setCategory: {category: playback, mode: default, options: [defaultToSpeaker], policy: default}}"))
        let report = ScenarioRunner.run(try ScenarioLoader.parse(scenario.text, file: scenario.name))
        #expect(report.exitStatus == 0, "the run shows the -50 the finding announces")
    }

    @Test func parseWarningsHaveNoScenario() {
        let finding = Finding(
            id: "parse", severity: .warning, file: "A.swift", line: 1, column: 1, message: "m", rule: nil, fix: nil)
        #expect(ScenarioEmitter.scenario(for: finding) == nil)
    }
}
