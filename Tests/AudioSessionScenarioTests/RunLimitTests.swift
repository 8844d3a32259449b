import AudioSessionEngine
import AudioSessionScenario
import AudioSessionSimulator
import Foundation
import Testing

/// The two guards that stop a scenario that would never end: O1's action limit and O4's timer limit.
@Suite struct RunLimitTests {
    /// Each route change re-arms a reaction a second later that changes the category again: timers never run out.
    static let endlessTimers = """
        name: timers that re-arm themselves
        apps:
          Game:
            reactions:
              - {on: routeChange, after: 1s, do: {setCategory: {category: ambient}}}
              - {on: routeChange, after: 2s, do: {setCategory: {category: playback}}}
        steps:
          - {at: 0s, app: Game, do: {setCategory: {category: playback}}}
        """

    @Test func timersThatNeverRunOutStopTheRunWithStatusTwo() throws {
        let scenario = try ScenarioLoader.parse(Self.endlessTimers, file: "endless.yaml")
        let report = ScenarioRunner.run(scenario, timerInstantLimit: 8)
        #expect(report.exitStatus == 2)
        #expect(report.runtimeError?.message.contains("more than 8 timer instants (rule O4)") == true)
    }

    @Test func aFiniteTimerChainEndsNormallyAfterItsLastTimer() throws {
        let text = Self.endlessTimers.replacingOccurrences(
            of: "after: 2s, do: {setCategory: {category: playback}}", with: "after: 2s, do: stop")
        let report = ScenarioRunner.run(try ScenarioLoader.parse(text, file: "finite.yaml"), timerInstantLimit: 8)
        #expect(report.runtimeError == nil)
        #expect(report.exitStatus == 0)
        // 1 s: ambient re-arms a stop at 3 s; 2 s: ambient again changes nothing, so nothing more is armed.
        #expect(report.events.last.map { $0.time } == .seconds(3))
    }

    @Test func reactionsLoopingAtOneInstantStopTheRunWithStatusTwo() throws {
        let text = """
            name: a loop at one instant
            apps:
              Game:
                reactions:
                  - {on: routeChange, do: [{setCategory: {category: ambient}}, {setCategory: {category: playback}}]}
            steps:
              - {at: 0s, app: Game, do: {setCategory: {category: playback}}}
            """
        let report = ScenarioRunner.run(try ScenarioLoader.parse(text, file: "loop.yaml"))
        #expect(report.exitStatus == 2)
        #expect(report.runtimeError?.message.contains("(rule O1)") == true)
    }
}
