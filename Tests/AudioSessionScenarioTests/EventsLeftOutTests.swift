import AudioSessionScenario
import Testing

/// A run stopped at a loop bound keeps both ends of its trace: when no expectation reads the trace, the runner
/// spells out only those ends, and the report must equal the one that spelled out every line.
@Suite struct EventsLeftOutTests {
    @Test func theEndsAloneGiveTheSameReportAsTheWholeTrace() throws {
        let alone = try ScenarioLoader.parse(ScaleScenarios.reArming, file: "re-arming.yaml")
        // A `never` check reads the trace: the runner then spells out every line and leaves out the middle after.
        let checked = try ScenarioLoader.parse(
            ScaleScenarios.reArming + "expect:\n  - {app: Nav, never: interruptionBegan}\n", file: "re-arming.yaml")
        let fast = ScenarioRunner.run(alone, actionLimit: 20_000)
        let full = ScenarioRunner.run(checked, actionLimit: 20_000)
        #expect(fast.eventsLeftOut != nil)
        #expect(fast.eventsLeftOut == full.eventsLeftOut)
        #expect(fast.events == full.events)
        #expect(fast.timeline == full.timeline)
        #expect(fast.runtimeError == full.runtimeError)
        #expect(full.results.count == 1)
    }
}
