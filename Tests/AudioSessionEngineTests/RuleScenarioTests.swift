import AudioSessionEngine
import AudioSessionScenario
import Foundation
import Testing

/// The rule conformance suite: one or more scenario files per rule of `behavior.md`, in `Rules/`, whose
/// expectations come from the rule text; and the scenario errors those rules name, in `RuleErrors/`.
enum RuleFiles {
    /// The folder of this file.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// Scenarios whose expectations must all hold.
    static let rules = directory.appendingPathComponent("Rules")
    /// Scenarios that must be rejected (status 2): a loader error or a runtime error.
    static let errors = directory.appendingPathComponent("RuleErrors")

    /// Every rule id of `behavior.md` that the suite must cover with at least one file in `Rules/`.
    static let ruleIDs: [String] =
        (1...8).map { "C\($0)" } + (1...5).map { "A\($0)" } + (1...8).map { "I\($0)" } + ["D1", "D2"]
        + (1...7).map { "P\($0)" } + (1...6).map { "L\($0)" } + (1...8).map { "S\($0)" }
        + (1...3).map { "N\($0)" } + (1...3).map { "H\($0)" } + (1...11).map { "R\($0)" }
        + (1...4).map { "O\($0)" } + (1...12).map { "E\($0)" } + (1...7).map { "K\($0)" }

    /// The `.yaml` file names in `folder`, sorted.
    static func yamlFiles(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }
}

let ruleFiles = RuleFiles.yamlFiles(in: RuleFiles.rules)
let ruleErrorFiles = RuleFiles.yamlFiles(in: RuleFiles.errors)

@Suite struct RuleScenarioTests {
    @Test(arguments: ruleFiles)
    func ruleScenarioHolds(_ file: String) {
        let path = RuleFiles.rules.appendingPathComponent(file).path
        let scenario: Scenario
        do {
            scenario = try ScenarioLoader.load(path: path)
        } catch {
            Issue.record("\(file): the loader rejected the file: \(error)")
            return
        }
        let report = ScenarioRunner.run(scenario)
        #expect(report.runtimeError == nil, "\(file): \(report.runtimeError?.message ?? "")")
        #expect(report.failed == 0, "\(file): \(ReportRenderer.text(report, quiet: true))")
        #expect(!report.results.isEmpty, "\(file): a rule scenario must check something")
    }

    @Test(arguments: ruleErrorFiles)
    func ruleErrorScenarioIsRejected(_ file: String) {
        let path = RuleFiles.errors.appendingPathComponent(file).path
        do {
            let scenario = try ScenarioLoader.load(path: path)
            let report = ScenarioRunner.run(scenario)
            #expect(report.runtimeError != nil, "\(file): expected status 2, got \(report.exitStatus)")
            #expect(report.exitStatus == 2, "\(file)")
        } catch {
            // A ScenarioError from the loader is status 2 too.
            #expect(!error.message.isEmpty, "\(file): a scenario error must say what is wrong")
        }
    }

    /// O3 for every rule file: two runs give byte-identical JSON.
    @Test(arguments: ruleFiles)
    func ruleScenarioIsDeterministic(_ file: String) throws {
        let path = RuleFiles.rules.appendingPathComponent(file).path
        let scenario = try ScenarioLoader.load(path: path)
        let first = ReportRenderer.json(ScenarioRunner.run(scenario)).serialized()
        let second = ReportRenderer.json(ScenarioRunner.run(scenario)).serialized()
        #expect(first == second, "\(file): two runs gave different JSON (rule O3)")
    }

    @Test func everyRuleHasAScenario() {
        #expect(ruleFiles.count >= 70, "only \(ruleFiles.count) rule scenarios")
        #expect(!ruleErrorFiles.isEmpty)
        let missing = RuleFiles.ruleIDs.filter { id in !ruleFiles.contains { $0.hasPrefix(id + "-") } }
        #expect(missing.isEmpty, "rules without a scenario in Rules/: \(missing.joined(separator: ", "))")
    }
}
