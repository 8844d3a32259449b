import AudioSessionEngine
import AudioSessionScenario
import Foundation
import Testing

/// The scenario format's public contract (`scenario-format.md`): every key, value form, time form, check, action,
/// user action, system event and output rule, each in a file of `SpecConformance/` that must pass, and the files the
/// format says must be refused in `SpecConformance/Rejected/` (status 2, naming the file and the line).
@Suite struct SpecConformanceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("SpecConformance")
    static let rejected = root.appendingPathComponent("Rejected")

    /// The scenario files (YAML, or JSON which is YAML) in `folder`, sorted.
    static func scenarioFiles(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
    }

    static let passingNames = scenarioFiles(in: root)
    static let rejectedNames = scenarioFiles(in: rejected)

    @Test func bothFoldersHoldScenarios() {
        #expect(Self.passingNames.count >= 40, "SpecConformance/ holds \(Self.passingNames.count) scenarios")
        #expect(Self.rejectedNames.count >= 40, "SpecConformance/Rejected/ holds \(Self.rejectedNames.count) scenarios")
    }

    @Test(arguments: passingNames)
    func conformingFilePasses(_ name: String) throws {
        let path = Self.root.appendingPathComponent(name).path
        let scenario = try ScenarioLoader.load(path: path)
        let report = ScenarioRunner.run(scenario)
        #expect(report.runtimeError == nil, "\(name): \(report.runtimeError?.message ?? "")")
        #expect(report.failed == 0, "\(name):\n\(ReportRenderer.text(report, quiet: true))")
        #expect(report.exitStatus == 0, "\(name)")
        let again = ReportRenderer.json(ScenarioRunner.run(try ScenarioLoader.load(path: path))).serialized()
        #expect(ReportRenderer.json(report).serialized() == again, "\(name): two runs differ (O3)")
    }

    @Test(arguments: rejectedNames)
    func rejectedFileExitsWithStatusTwoNamingFileAndLine(_ name: String) {
        let path = Self.rejected.appendingPathComponent(name).path
        let outcome = SimulateCommand.run(files: [path], json: false, quiet: false)
        #expect(outcome.status == 2, "\(name): status \(outcome.status)")
        #expect(outcome.output.isEmpty, "\(name): nothing is simulated, yet it printed:\n\(outcome.output)")
        #expect(outcome.errors.contains(name), "\(name): \(outcome.errors)")
        #expect(
            outcome.errors.contains("\(name):") && Self.hasLineNumber(outcome.errors, after: name),
            "\(name): \(outcome.errors)")
    }

    @Test(arguments: rejectedNames)
    func rejectedFileIsRefusedForTheReasonItWasWrittenFor(_ name: String) throws {
        let expected = try #require(
            RejectedFileReasons.table[name],
            "\(name) has no expected path and reason: add it to RejectedFileReasons.swift")
        let error: ScenarioError
        do {
            let scenario = try ScenarioLoader.load(path: Self.rejected.appendingPathComponent(name).path)
            error = try #require(
                ScenarioRunner.run(scenario).impossibleStep, "\(name) loads and runs without an impossible step")
        } catch let loadError as ScenarioError {
            error = loadError
        }
        #expect(error.path == expected.path, "\(name): \(error)")
        #expect(error.message.contains(expected.reason), "\(name): \(error)")
    }

    @Test func everyExpectedReasonNamesAnExistingRejectedFile() {
        let stale = RejectedFileReasons.table.keys.filter { !Self.rejectedNames.contains($0) }.sorted()
        #expect(stale.isEmpty, "entries without a file in Rejected/: \(stale)")
    }

    /// Misspelled names, with the closest valid name the error must suggest.
    static let suggestions: [(file: String, suggestion: String)] = [
        ("unknown-top-level-key.yaml", "steps"), ("unknown-category.yaml", "playback"),
        ("unknown-mode.yaml", "voiceChat"),
        ("unknown-option.yaml", "duckOthers"), ("unknown-policy.yaml", "longFormAudio"),
        ("unknown-action.yaml", "activate"),
        ("unknown-user-action.yaml", "unlock"), ("unknown-system-event.yaml", "incomingCall"),
        ("unknown-device-kind.yaml", "wiredHeadphones"), ("unknown-device-key.yaml", "ringer"),
        ("unknown-app-key.yaml", "backgroundAudio"), ("unknown-reaction-event.yaml", "interruptionBegan"),
        ("unknown-reaction-key.yaml", "if"), ("unknown-expect-key.yaml", "received"),
        ("unknown-state-key.yaml", "active"),
        ("unknown-event.yaml", "interruptionBegan"), ("unknown-error-code.yaml", "isBusy"),
        ("undefined-app-step.yaml", "Game"), ("undefined-app-open.yaml", "Game"),
        ("misspelled-device-name.yaml", "Kitchen"),
        ("misspelled-interrupted-by.yaml", "Radio"), ("misspelled-event-field-value.yaml", "oldDeviceUnavailable"),
        ("misspelled-lifecycle-trigger.yaml", "becameActive"), ("misspelled-device-kind-case.yaml", "airPlay"),
    ]

    @Test(arguments: suggestions)
    func misspelledNameGetsTheClosestValidOne(_ file: String, _ suggestion: String) {
        let outcome = SimulateCommand.run(
            files: [Self.rejected.appendingPathComponent(file).path], json: false, quiet: false)
        #expect(outcome.errors.contains("did you mean '\(suggestion)'?"), "\(file): \(outcome.errors)")
    }

    /// Whether `text` has `FILE:LINE:`.
    static func hasLineNumber(_ text: String, after file: String) -> Bool {
        guard let range = text.range(of: file + ":") else { return false }
        let rest = text[range.upperBound...]
        let digits = rest.prefix { $0.isNumber }
        return !digits.isEmpty && rest.dropFirst(digits.count).first == ":"
    }

    @Test func severalFilesExitWithTheWorstStatus() throws {
        let pass = Self.root.appendingPathComponent("top-minimal.yaml").path
        let reject = Self.rejected.appendingPathComponent("format-2.yaml").path
        let failing = FileManager.default.temporaryDirectory.appendingPathComponent("spec-conformance-failing.yaml")
        try "name: fails\napps: {Game: {}}\nexpect:\n  - {at: 0s, app: Game, state: {active: true}}\n"
            .write(to: failing, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: failing) }
        #expect(SimulateCommand.run(files: [pass, pass], json: false, quiet: false).status == 0)
        #expect(SimulateCommand.run(files: [pass, failing.path], json: false, quiet: false).status == 1)
        #expect(SimulateCommand.run(files: [failing.path, reject, pass], json: false, quiet: false).status == 2)
        let text = SimulateCommand.run(files: [failing.path], json: false, quiet: true).output
        #expect(text.contains("FAILED") && text.contains("observed"), "\(text)")
        #expect(text.hasSuffix("0 passed, 1 failed\n"), "\(text)")
    }

    @Test func textOutputEndsWithOneLinePerExpectationAndTheSummary() {
        let path = Self.root.appendingPathComponent("steps-example.yaml").path
        let outcome = SimulateCommand.run(files: [path], json: false, quiet: false)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.last == "9 passed, 0 failed")
        #expect(lines.suffix(10).dropLast().allSatisfy { $0.hasPrefix("ok") })
        #expect(
            lines.contains {
                $0.hasPrefix("20s") && $0.contains("interruptionBegan") && $0.contains("because:")
                    && $0.contains("(rule I6)")
            })
    }

    @Test func jsonOutputIsOneObjectWithTheFormatsKeys() throws {
        let path = Self.root.appendingPathComponent("steps-example.yaml").path
        let outcome = SimulateCommand.run(files: [path], json: true, quiet: false)
        #expect(outcome.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        #expect(object["scenario"] as? String == "The steps example of the format, verbatim")
        #expect(object["passed"] as? Int == 9)
        #expect(object["failed"] as? Int == 0)
        let events = try #require(object["events"] as? [[String: Any]])
        #expect((object["expectations"] as? [Any])?.count == 9)
        #expect(events.allSatisfy { $0["t"] is NSNumber && $0["actor"] is String && $0["kind"] is String })
        #expect(
            events.contains {
                $0["kind"] as? String == "interruptionBegan" && $0["t"] as? Double == 20 && $0["because"] is String
            })
        #expect(outcome.output == SimulateCommand.run(files: [path], json: true, quiet: false).output)
    }

    @Test func valuesVersionOneNeverProducesAreMarked() {
        let path = Self.root.appendingPathComponent("expect-event-names.yaml").path
        let text = SimulateCommand.run(files: [path], json: false, quiet: false).output
        for value in [
            "shouldResume: false", "noSuitableRouteForCategory", "routeConfigurationChange", "wakeFromSleep",
            "unknown", "appWasSuspended",
        ] {
            #expect(text.contains("[\(value): never produced by the rules]"), "\(value)")
        }
    }

    /// The error codes version 1 never produces are accepted by `error:` (the check then fails) and marked.
    @Test(arguments: [
        "missingEntitlement", "resourceNotAvailable", "sessionNotActive", "expiredSession", "unspecified",
        "mediaServicesFailed",
    ])
    func neverProducedErrorCodesParse(_ code: String) throws {
        let text = "name: T\napps: {Game: {}}\nexpect:\n  - {at: 0s, app: Game, error: \(code)}\n"
        let report = ScenarioRunner.run(try ScenarioLoader.parse(text, file: "codes.yaml"))
        #expect(report.exitStatus == 1)
        #expect(report.results.first?.neverProduced == [code])
    }
}
