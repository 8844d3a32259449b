import AudioSessionEngine
import AudioSessionModel
import AudioSessionScenario
import AudioSessionSimulator
import Foundation
import Testing

/// Rules O1 (loops at one instant: reactions re-triggering reactions), O5 (a bound on a whole run) and time
/// arithmetic that never overflows: legitimate files run, loops stop with status 2 naming the reaction and its
/// line, and nothing traps. Each test runs in well under a second or two.
@Suite struct RunBoundTests {
    static func run(_ text: String) throws -> ScenarioReport {
        ScenarioRunner.run(try ScenarioLoader.parse(text, file: "bound.yaml"), recordsTrace: true)
    }

    @Test func manyStepsAtOneInstantWithoutReactionsRun() throws {
        let steps = (0...1_000).map { index in
            "  - {at: 1s, app: Game, do: {setCategory: {category: \(index % 2 == 0 ? "ambient" : "playback")}}}"
        }
        let report = try Self.run(
            """
            name: 1,001 steps at one instant
            apps:
              Game: {}
            steps:
            \(steps.joined(separator: "\n"))
            expect:
              - {at: 1s, app: Game, state: {category: ambient}}
            """)
        #expect(report.runtimeError == nil, "\(report.runtimeError?.message ?? "")")
        #expect(report.exitStatus == 0)
    }

    /// Many apps reacting once each to one connection: 1,200 actions at one instant, none re-triggering another.
    /// (60 apps with twenty actions each, so that the debug build's index self-check, linear in the apps per event,
    /// keeps the test fast; `audiosession simulate` runs the issue's 1,000 apps reacting once each as well.)
    @Test func manyAppsEachReactingOnceToAConnectionRun() throws {
        let actions = Array(repeating: "stop, play", count: 10).joined(separator: ", ")
        let apps = (0..<60).map { index in
            "  App\(index): {backgroundAudio: true, reactions: [{on: routeChange, do: [\(actions)]}]}"
        }
        let starts = (0..<60).map { index in
            "  - {at: 0s, app: App\(index), do: [{setCategory: {category: playback, options: [mixWithOthers]}}, play]}"
        }
        let report = try Self.run(
            """
            name: a thousand apps react once
            device: {foreground: none}
            apps:
            \(apps.joined(separator: "\n"))
            steps:
            \(starts.joined(separator: "\n"))
              - {at: 1s, user: {connect: wiredHeadphones}}
            expect:
              - {at: 1s, app: App59, state: {playing: true, outputs: [headphones]}}
            """)
        #expect(report.runtimeError == nil, "\(report.runtimeError?.message ?? "")")
        #expect(report.exitStatus == 0)
    }

    @Test func aRealLoopNamesTheReactionAndTheStepWithTheirLines() throws {
        let report = try Self.run(
            """
            name: a loop at one instant
            apps:
              Game:
                reactions:
                  - on: routeChange
                    do: [{setCategory: {category: ambient}}, {setCategory: {category: playback}}]
            steps:
              - {at: 0s, app: Game, do: {setCategory: {category: playback}}}
            """)
        #expect(report.exitStatus == 2)
        let message = try #require(report.runtimeError?.message)
        #expect(message.contains("(rule O1)"))
        #expect(report.runtimeError?.rule == "O1")
        #expect(message.contains("Game's reaction apps.Game.reactions[0] (line 5)"), "\(message)")
        #expect(message.contains("set off by steps[0] (line 8)"), "\(message)")
    }

    /// A reaction re-armed at the instant it falls due (`after: 0s`) is a loop at one instant too (E3, O1).
    @Test func aReactionReArmingItselfAtTheSameInstantIsALoop() throws {
        let report = try Self.run(
            """
            name: after 0s, again and again
            apps:
              Game:
                reactions:
                  - {on: routeChange, after: 0s, do: {setCategory: {category: ambient}}}
                  - {on: routeChange, after: 0s, do: {setCategory: {category: playback}}}
            steps:
              - {at: 0s, app: Game, do: {setCategory: {category: playback}}}
            """)
        #expect(report.exitStatus == 2)
        #expect(report.runtimeError?.message.contains("(rule O1)") == true, "\(report.runtimeError?.message ?? "")")
        #expect(report.runtimeError?.rule == "O1")
    }

    /// The fuzzing find behind O5: a podcast re-arms `play` a second after each interruption by a navigation
    /// app's spoken-audio hold, with a last step at 1000 h. The run stops at the bound, naming the reaction (the
    /// bound is lowered here to 20,000 actions so that the test runs fast in a debug build; the real one,
    /// 1,000,000, is reached the same way).
    @Test func aReactionReArmingItselfEverySecondStopsAtTheRunBound() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let scenario = try ScenarioLoader.parse(
            """
            name: a podcast that never gives up
            device: {foreground: Podcast}
            apps:
              Podcast:
                backgroundAudio: true
                reactions:
                  - {on: interruptionBegan, after: 1s, do: play}
              Navigation: {backgroundAudio: true}
            steps:
              - {at: 0s, app: Podcast, do: [{setCategory: {category: playback, mode: spokenAudio}}, play]}
              - at: 1s
                app: Navigation
                do: [{setCategory: {category: playback, options: [interruptSpokenAudioAndMixWithOthers]}}, play]
              - {at: 1000h, user: home}
            """, file: "podcast.yaml")
        let report = ScenarioRunner.run(scenario, recordsTrace: false, actionLimit: 20_000)
        #expect(report.exitStatus == 2)
        let message = try #require(report.runtimeError?.message)
        #expect(message.contains("more than 20000 actions in the whole run"), "\(message)")
        #expect(message.contains("(rule O5)"), "\(message)")
        #expect(message.contains("Podcast's reaction apps.Podcast.reactions[0] (line 7) keeps re-arming"), "\(message)")
        #expect(!message.contains("set off by steps[2]"), "\(message)") // The 1000 h step never ran.
        print("O5 run stopped after \(start.duration(to: clock.now)): \(message)")
    }

    /// A reaction with a long `after` that re-arms itself (within the format's bound of 100,000 hours) saturates
    /// at the end of representable time and stops there with status 2, instead of trapping on overflow after
    /// about 26 firings.
    @Test func aFarReArmingReactionNeverOverflows() throws {
        let report = try Self.run(
            """
            name: 99999 hours again and again
            device: {foreground: Podcast}
            apps:
              Podcast:
                backgroundAudio: true
                reactions:
                  - {on: interruptionBegan, after: 99999h, do: play}
              Navigation: {backgroundAudio: true}
            steps:
              - {at: 0s, app: Podcast, do: [{setCategory: {category: playback, mode: spokenAudio}}, play]}
              - at: 1s
                app: Navigation
                do: [{setCategory: {category: playback, options: [interruptSpokenAudioAndMixWithOthers]}}, play]
            """)
        #expect(report.exitStatus == 2)
        let message = try #require(report.runtimeError?.message)
        #expect(message.contains("latest time the simulator can represent"), "\(message)")
        #expect(message.contains("Podcast's reaction apps.Podcast.reactions[0] (line 7) keeps re-arming"), "\(message)")
        #expect(report.events.filter { $0.kind == "play" }.count > 20)
    }

    /// Reactions that fan out (two timers re-armed per firing, so twice as many each time) stop at the run bound
    /// in time proportional to the actions, not to their square.
    @Test func fanningOutTimersStopAtTheRunBound() throws {
        let scenario = try ScenarioLoader.parse(
            """
            name: twice as many every second
            apps:
              Game:
                reactions:
                  - {on: routeChange, after: 1s, do: {setCategory: {category: ambient}}}
                  - {on: routeChange, after: 1s, do: {setCategory: {category: playback}}}
            steps:
              - {at: 0s, app: Game, do: {setCategory: {category: playback}}}
            """, file: "fan.yaml")
        let report = ScenarioRunner.run(scenario, recordsTrace: false, actionLimit: 20_000)
        #expect(report.exitStatus == 2)
        #expect(report.runtimeError?.message.contains("(rule O5)") == true, "\(report.runtimeError?.message ?? "")")
        #expect(report.runtimeError?.rule == "O5")
    }

    /// Whatever the API is given, the simulator's time arithmetic saturates: durations and delays near the largest
    /// value, at a late time, do not trap.
    @Test func hugeDurationsThroughTheSimulatorSaturate() throws {
        let device = SimulatedDevice(
            DeviceConfiguration(apps: [.init(name: "A", backgroundAudio: true)], suspendAfter: .seconds(Int64.max)))
        let app = try #require(device.app(named: "A"))
        device.advance(toNanoseconds: 3_600_000_000_000)
        let mixable = SessionConfiguration(category: .playback, options: .mixWithOthers)
        #expect(try device.perform(.setCategory(mixable), by: app) == nil)
        #expect(try device.perform(.play(for: .seconds(.max)), by: app) == nil)
        #expect(try device.perform(.record(for: .seconds(.max)), by: app) != nil) // playback has no input (P2)
        device.schedule(afterNanoseconds: .max, for: app) {}
        try device.perform(UserAction.home)
        #expect(device.state[app].lifecycle == .background)
        #expect(device.nextTimerDueNanoseconds == .max)
        device.advance(toNanoseconds: .max)
        #expect(device.fatalError?.message.contains("latest time the simulator can represent") == true)
    }
}
