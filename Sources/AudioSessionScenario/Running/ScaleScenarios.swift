/// Large and pathological scenarios, generated: what the scale benchmark times and the scale tests check at a smaller
/// size (many apps, many expectations, a reaction that re-arms itself until the run bound, long runs).
package enum ScaleScenarios {
    /// `count` apps, each activating and playing at 0s; with `voices`, each plays a tone and noise for `seconds`.
    package static func manyApps(_ count: Int, voices: Bool = false, seconds: Int = 60) -> String {
        var text = "name: \(count) apps\napps:\n"
        for index in 0..<count {
            text += "  A\(index):\n    backgroundAudio: true\n"
            if voices {
                text += "    sound: [{tone: \(200 + index % 500), level: -60}, {noise: \(index), level: -60}]\n"
            }
        }
        text += "steps:\n"
        for index in 0..<count {
            text +=
                "  - {at: 0s, app: A\(index), do: [{setCategory: {category: playback, options: [mixWithOthers]}}, play]}\n"
        }
        if voices { text += "  - {at: \(seconds)s, app: A0, do: stop}\n" }
        return text
    }

    /// One app playing and stopping every millisecond for `count` steps, with `count` `never` checks.
    package static func neverChecks(_ count: Int) -> String {
        var text = "name: \(count) never checks\napps:\n  A:\n    backgroundAudio: true\nsteps:\n"
        for index in 0..<count { text += "  - {at: \(index)ms, app: A, do: \(index % 2 == 0 ? "play" : "stop")}\n" }
        text += "expect:\n"
        for _ in 0..<count { text += "  - {app: A, never: interruptionBegan}\n" }
        return text
    }

    /// A re-arming reaction: played again 1 ms after each interruption by a spoken-audio hold (A3).
    package static let reArming = """
        name: re-arming reaction before a late step
        apps:
          Book:
            remoteCommands: true
            reactions:
              - {on: interruptionBegan, after: 1ms, do: play}
          Nav:
            backgroundAudio: true
        steps:
          - {at: 0s, app: Book, do: [{setCategory: {category: playback, mode: spokenAudio}}, activate]}
          - {at: 1s, app: Nav, do: [{setCategory: {category: playback, options: [interruptSpokenAudioAndMixWithOthers]}}, activate, play]}
          - {at: 2s, app: Book, do: play}
          - {at: 10h, app: Book, do: stop}

        """

    /// `count` steps of two apps taking turns to activate and play.
    package static func busySteps(_ count: Int) -> String {
        var text =
            "name: \(count) steps\napps:\n  A:\n    backgroundAudio: true\n  B:\n    backgroundAudio: true\nsteps:\n"
        text += "  - {at: 0s, app: A, do: {setCategory: {category: playback}}}\n"
        text += "  - {at: 0s, app: B, do: {setCategory: {category: playback}}}\n"
        for index in 1...count {
            text += "  - {at: \(index)ms, app: \(index % 2 == 1 ? "A" : "B"), do: [activate, play]}\n"
        }
        return text
    }

    /// Writes `text` into `directory` and runs `simulate` on it; prints the time and the output's size.
}
