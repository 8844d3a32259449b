import AudioSessionEngine
import AudioSessionModel
import AudioSessionScenario
import Testing

/// The runner's state timeline reads only the apps the runtime's events changed (unless what every app depends on
/// changed): on random runs it must equal the timeline that reads every app after every instant.
@Suite struct TimelineChangedAppsTests {
    static let actions = [
        "activate", "play", "stop", "deactivate", "record", "stopRecording",
        "{setCategory: {category: playback}}", "{setCategory: {category: playback, options: [mixWithOthers]}}",
        "{setCategory: {category: playback, options: [duckOthers]}}", "{setCategory: {category: playAndRecord}}",
        "{setCategory: {category: ambient}}", "{setCategory: {category: record}}",
        "{setCategory: {category: playback, mode: spokenAudio}}",
        "{setCategory: {category: playback, options: [interruptSpokenAudioAndMixWithOthers]}}",
    ]
    static let others = [
        "user: lock", "user: unlock", "user: home",
        "{ringer: silent}", "{ringer: ring}", "{openApp: A}", "{openApp: B}",
    ]

    /// A random scenario of three apps, with reactions, over a few seconds.
    static func scenario(seed: UInt64) -> String {
        var generator = SplitMix64(state: seed)
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &generator)] }
        var text = "name: random \(seed)\napps:\n"
        for name in ["A", "B", "C"] {
            text += "  \(name):\n    backgroundAudio: \(Bool.random(using: &generator))\n"
            text += "    remoteCommands: \(Bool.random(using: &generator))\n"
            if Bool.random(using: &generator) {
                text += "    reactions:\n      - {on: interruptionBegan, after: 1ms, do: play}\n"
            }
        }
        text += "steps:\n"
        for _ in 0..<Int.random(in: 5..<30, using: &generator) {
            let at = Int.random(in: 0..<3_000, using: &generator)
            if Int.random(in: 0..<5, using: &generator) == 0 {
                let other = pick(others)
                let actor = other.hasPrefix("user") ? other : "user: \(other)"
                text += "  - {at: \(at)ms, \(actor)}\n"
            } else {
                text += "  - {at: \(at)ms, app: \(pick(["A", "B", "C"])), do: \(pick(actions))}\n"
            }
        }
        if Bool.random(using: &generator) {
            text += "  - {at: \(Int.random(in: 0..<3_000, using: &generator))ms, user: {connect: wiredHeadphones}}\n"
        }
        return text
    }

    @Test func anAppNoEventChangedIsDuckedWhenAnotherAppDucksOthers() throws {
        let text = """
            name: ducked
            apps:
              A: {backgroundAudio: true}
              B: {backgroundAudio: true}
            steps:
              - {at: 0s, app: A, do: [{setCategory: {category: playback, options: [mixWithOthers]}}, activate, play]}
              - {at: 1s, app: B, do: [{setCategory: {category: playback, options: [duckOthers]}}, activate, play]}

            """
        let scenario = try ScenarioLoader.parse(text, file: "ducked.yaml")
        let changed = ScenarioRunner.run(scenario)
        let every = ScenarioRunner.run(scenario, actionLimit: nil, readsEveryApp: true)
        #expect(changed.timeline == every.timeline)
        let a = try #require(changed.timeline.tracks.first { $0.app == "A" })
        #expect(a.intervals.map(\.state.isDucked) == [false, true])
    }

    @Test(arguments: 0..<60)
    func theTimelineOfChangedAppsEqualsReadingEveryApp(seed: UInt64) throws {
        let text = Self.scenario(seed: seed)
        let scenario = try ScenarioLoader.parse(text, file: "random.yaml")
        let changed = ScenarioRunner.run(scenario, actionLimit: 20_000)
        let every = ScenarioRunner.run(scenario, actionLimit: 20_000, readsEveryApp: true)
        #expect(changed.timeline == every.timeline, "\(text)")
        #expect(!changed.timeline.tracks.isEmpty)
    }
}
