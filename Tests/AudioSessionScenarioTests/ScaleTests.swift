import AudioSessionEngine
import AudioSessionScenario
import AudioSessionSimulator
import Foundation
import Testing

/// The large and pathological inputs at test size (`ScaleScenarios`): many apps, many expectations, a reaction that re-arms itself before a late
/// step. Each asserts what the run decides and how big its reports are, never how long it takes (the benchmark,
/// `audiosession-bench --scale`, prints the times).
@Suite struct ScaleTests {
    @Test func everyOneOfManyAppsPlaysAndHasATrack() throws {
        let count = 400
        let report = ScenarioRunner.run(try ScenarioLoader.parse(ScaleScenarios.manyApps(count), file: "apps.yaml"))
        #expect(report.exitStatus == 0)
        let declared = report.timeline.tracks.filter { !$0.isBuiltIn }
        #expect(declared.count == count)
        for track in declared {
            let last = try #require(track.intervals.last)
            #expect(last.state.isPlaying && last.state.isActive)
            #expect(track.intervals.count <= 2)
        }
        #expect(report.events.filter { $0.category == .action && $0.kind == "play" }.count == count)
    }

    @Test func manyNeverChecksEachHold() throws {
        let count = 2_000
        var text = ScaleScenarios.neverChecks(count)
        text += "  - {app: A, never: routeChange, between: [0s, 1s]}\n"
        let report = ScenarioRunner.run(try ScenarioLoader.parse(text, file: "checks.yaml"))
        #expect(report.results.count == count + 1)
        #expect(report.results.dropLast().allSatisfy { $0.passed })
        // The last one looks at the window only: A's category never changes, so it holds too.
        #expect(report.results.last?.passed == true)
        #expect(report.exitStatus == 0)
    }

    @Test func aNeverCheckFindsWhatItsWindowHolds() throws {
        let text = """
            name: windows
            apps:
              Book:
                remoteCommands: true
              Nav:
                backgroundAudio: true
            steps:
              - {at: 0s, app: Book, do: [{setCategory: {category: playback, mode: spokenAudio}}, activate]}
              - {at: 1s, app: Nav, do: [{setCategory: {category: playback, options: [interruptSpokenAudioAndMixWithOthers]}}, activate, play]}
              - {at: 2s, app: Book, do: play}
            expect:
              - {app: Book, never: interruptionBegan, between: [0s, 1s]}
              - {app: Book, never: interruptionBegan, between: [2s, 3s]}
              - {app: Book, never: interruptionBegan}
              - {at: 2s, app: Book, received: interruptionBegan}
              - {at: 1s, app: Book, received: interruptionBegan}
              - {at: 2s, app: Book, error: none}
            """
        let report = ScenarioRunner.run(try ScenarioLoader.parse(text, file: "windows.yaml"))
        #expect(report.results.map(\.passed) == [true, false, false, true, false, true])
    }

    @Test func aReArmingReactionStopsAtTheRunBoundWithBothEndsOfItsTrace() throws {
        let scenario = try ScenarioLoader.parse(ScaleScenarios.reArming, file: "rearm.yaml")
        let report = ScenarioRunner.run(scenario, actionLimit: 20_000)
        #expect(report.exitStatus == 2)
        let message = try #require(report.runtimeError?.message)
        #expect(message.contains("more than 20000 actions in the whole run"))
        #expect(message.contains("(rule O5)"))
        #expect(message.contains("apps.Book.reactions[0] (line 6) keeps re-arming"))
        let kept = EventsLeftOut.keptAtEachEnd
        let left = try #require(report.eventsLeftOut)
        #expect(left.after == kept)
        #expect(left.count > 10_000)
        #expect(report.events.count == 2 * kept)
        // The first events are the run's start, the last ones the stop.
        #expect(report.events.first?.nanoseconds == 0)
        #expect(report.events.last?.actor == "Book")

        let text = ReportRenderer.text(report)
        #expect(text.contains("… \(left.count) events left out (the run stopped at a loop bound"))
        #expect(text.utf8.count < 1_000_000)
        let json = ReportRenderer.json(report).serialized()
        #expect(json.contains("\"eventsLeftOut\": {"))
        #expect(json.contains("\"after\": \(kept),"))
        #expect(json.contains("\"count\": \(left.count)\n"))
        #expect(json.utf8.count < 2_000_000)
        let html = TimelinePage(reports: [report]).html
        #expect(html.contains("events left out"))
        #expect(html.utf8.count < 8_000_000)
        // The timeline keeps both ends too.
        let book = try #require(report.timeline.track(named: "Book"))
        #expect(book.intervals.count < 3 * kept)
    }

    @Test func aRunWithinTheBoundsLeavesNothingOut() throws {
        let text = ScaleScenarios.reArming.replacingOccurrences(
            of: "after: 1ms, do: play", with: "after: 1ms, do: stop")
        let report = ScenarioRunner.run(try ScenarioLoader.parse(text, file: "calm.yaml"))
        #expect(report.exitStatus == 0)
        #expect(report.eventsLeftOut == nil)
        #expect(!ReportRenderer.text(report).contains("left out"))
    }
}

/// The timeline page of a very long run stays linear and lean: a compact picture, each notification listed once.
@Suite struct LongTimelinePageTests {
    /// A run of `steps` steps in which the user plugs headphones in and out while four apps play.
    static func plugging(_ steps: Int) -> String {
        var text = "name: plugging\napps:\n"
        for app in ["A", "B", "C", "D"] { text += "  \(app):\n    backgroundAudio: true\n" }
        text += "steps:\n"
        for app in ["A", "B", "C", "D"] {
            text +=
                "  - {at: 0s, app: \(app), do: [{setCategory: {category: playback, options: [mixWithOthers]}}, play]}\n"
        }
        for index in 1...steps {
            text +=
                index % 2 == 1
                ? "  - {at: \(index)ms, user: {connect: {kind: wiredHeadphones, name: Cable}}}\n"
                : "  - {at: \(index)ms, user: {disconnect: Cable}}\n"
        }
        return text
    }

    @Test func aLongRunsPageDrawsStateBarsOnlyAndListsNotificationsOnce() throws {
        let report = ScenarioRunner.run(try ScenarioLoader.parse(Self.plugging(5_000), file: "plugging.yaml"))
        #expect(report.events.count > 20_000)
        let html = TimelinePage(reports: [report]).html
        #expect(html.contains("the picture shows the state bars only"))
        #expect(html.contains("notifications, listed in the trace below."))
        #expect(!html.contains("\" class=\"marker ")) // A marker's link; the legend still shows the glyphs.
        #expect(!html.contains("<table class=\"notifications\">"))
        // Linear and lean: a few hundred bytes per event, the trace included.
        #expect(html.utf8.count < 400 * report.events.count)
    }

    @Test func aShortRunsPageKeepsEveryMarker() throws {
        let report = ScenarioRunner.run(try ScenarioLoader.parse(Self.plugging(20), file: "plugging.yaml"))
        let html = TimelinePage(reports: [report]).html
        #expect(!html.contains("the picture shows the state bars only"))
        #expect(html.contains("\" class=\"marker notification\""))
        #expect(html.contains("<table class=\"notifications\">"))
    }
}
