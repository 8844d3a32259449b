import Foundation
import Testing

/// `audiosession simulate` through the built executable: exit statuses 0, 1 and 2, text and JSON, bad files.
@Suite struct SimulateCommandTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func write(_ text: String, named name: String = "scenario.yaml") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("simulate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    static let passing = """
        name: Music interrupts a game
        apps:
          Game: {}
        steps:
          - {at: 0s, app: Game, do: [{setCategory: {category: soloAmbient}}, activate, play]}
          - {at: 5s, user: {remote: play}}
        expect:
          - {at: 5s, app: Game, received: {interruptionBegan: {reason: default}}}
          - {at: 5s, app: Game, state: {interruptedBy: Music}}
        """

    @Test func aPassingScenarioExitsZeroAndExplainsItsDecisions() throws {
        let output = try ToolRunner.run(["simulate", try write(Self.passing)])
        #expect(output.status == 0, "\(output)")
        #expect(output.stdout.contains("because: Music activated a non-mixable playback session (rule A3)"))
        #expect(output.stdout.hasSuffix("2 passed, 0 failed\n"))
    }

    @Test func aFailingExpectationExitsOneAndSaysWhatWasObserved() throws {
        let text = Self.passing.replacingOccurrences(of: "interruptedBy: Music", with: "interruptedBy: system")
        let output = try ToolRunner.run(["simulate", try write(text)])
        #expect(output.status == 1, "\(output)")
        // The failure starts with FILE:LINE: of the expectation (line 9 of the file), for editors and CI.
        #expect(
            output.stdout.contains(
                ".yaml:9: FAILED expect[1] Game {interruptedBy: system} at 5s; observed {interruptedBy: Music}\n"))
        #expect(output.stdout.hasSuffix("1 passed, 1 failed\n"))
    }

    @Test func jsonIsOneObjectWithSortedKeysAndIsTheSameTwice() throws {
        let path = try write(Self.passing)
        let first = try ToolRunner.run(["simulate", path, "--format", "json"])
        let second = try ToolRunner.run(["simulate", path, "--format", "json"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        let object = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any]
        #expect(object?["scenario"] as? String == "Music interrupts a game")
        #expect(object?["passed"] as? Int == 2)
        #expect(object?["failed"] as? Int == 0)
        let events = object?["events"] as? [[String: Any]] ?? []
        #expect(events.contains { $0["kind"] as? String == "interruptionBegan" && $0["t"] as? Int == 5 })
        #expect(first.stdout.contains("\"actor\": \"Game\",\n"))
    }

    @Test(arguments: [
        (
            "name: x\napps: {Game: {}}\nsteps:\n  - {at: 0s, app: Game, do: activte}\n", "unknown",
            "did you mean 'activate'?"
        ),
        ("name: x\napps: {Game: {}}\nsteps:\n  - {at: -1s, app: Game, do: activate}\n", "steps[0].at", "-1s"),
        (
            "name: x\napps: {Game: {}}\nsteps:\n  - {at: 0s, app: Gmae, do: activate}\n", "steps[0].app",
            "did you mean 'Game'?"
        ),
        ("name: x\napps: {Music: {}}\n", "apps", "Music"),
        ("name: [unclosed\n", "not valid YAML", "in the '[' list that starts at line 1"),
        ("name: x\napps: {Game: {}}\nsteps:\n  - {at: 0s, user: answerCall}\n", "answerCall", "no call is ringing"),
    ])
    func aFileThatCannotBeUsedExitsTwoWithAPreciseMessage(_ text: String, _ mention: String, _ detail: String) throws {
        let path = try write(text)
        let output = try ToolRunner.run(["simulate", path])
        #expect(output.status == 2, "\(output)")
        #expect(output.stderr.contains(path), "\(output)")
        #expect(output.stderr.contains(mention), "\(output)")
        #expect(output.stderr.contains(detail), "\(output)")
    }

    @Test func severalFilesExitWithTheWorstStatus() throws {
        let good = try write(Self.passing, named: "good.yaml")
        let output = try ToolRunner.run(["simulate", good, "/nonexistent/missing.yaml", "--quiet"])
        #expect(output.status == 2, "\(output)")
        #expect(output.stderr.contains("/nonexistent/missing.yaml"))
        #expect(output.stdout.contains("2 passed, 0 failed"))
    }

    @Test func theReadmeCommandRunsABundledExample() throws {
        let output = try ToolRunner.run(
            ["simulate", "Examples/wwise-earbud-remote-soloambient-game.yaml"], currentDirectory: Self.package)
        #expect(output.status == 0, "\(output)")
        #expect(output.stdout.contains("6 passed, 0 failed"))
    }
}
