import AudioSessionScenario
import Foundation

// `audiosession-bench --scale`: large and pathological inputs through `simulate` and `render` as the command runs them
// (file read, run, report): 10,000 apps, 20,000 `never` checks, a reaction that re-arms itself until the run bound
// (O5) in each format, the 100,000-step HTML page, and renders of 100 and 1,000 apps with two voices for 60 s.

/// `count` apps, each activating and playing at 0s; with `voices`, each plays a tone and noise for `seconds`.
func manyAppsScenario(_ count: Int, voices: Bool = false, seconds: Int = 60) -> String {
    var text = "name: \(count) apps\napps:\n"
    for index in 0..<count {
        text += "  A\(index):\n    backgroundAudio: true\n"
        if voices { text += "    sound: [{tone: \(200 + index % 500), level: -60}, {noise: \(index), level: -60}]\n" }
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
func neverChecksScenario(_ count: Int) -> String {
    var text = "name: \(count) never checks\napps:\n  A:\n    backgroundAudio: true\nsteps:\n"
    for index in 0..<count { text += "  - {at: \(index)ms, app: A, do: \(index % 2 == 0 ? "play" : "stop")}\n" }
    text += "expect:\n"
    for _ in 0..<count { text += "  - {app: A, never: interruptionBegan}\n" }
    return text
}

/// Issue 27's re-arming reaction: played again 1 ms after each interruption by a spoken-audio hold (A3).
let reArmingScenario = """
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
func busyStepsScenario(_ count: Int) -> String {
    var text = "name: \(count) steps\napps:\n  A:\n    backgroundAudio: true\n  B:\n    backgroundAudio: true\nsteps:\n"
    text += "  - {at: 0s, app: A, do: {setCategory: {category: playback}}}\n"
    text += "  - {at: 0s, app: B, do: {setCategory: {category: playback}}}\n"
    for index in 1...count {
        text += "  - {at: \(index)ms, app: \(index % 2 == 1 ? "A" : "B"), do: [activate, play]}\n"
    }
    return text
}

/// Writes `text` into `directory` and runs `simulate` on it; prints the time and the output's size.
func timeSimulate(_ label: String, _ text: String, format: SimulateCommand.Format, in directory: String) {
    let file = directory + "/scale.yaml"
    try? text.write(toFile: file, atomically: true, encoding: .utf8)
    var outcome: SimulateCommand.Outcome?
    let seconds = measure { outcome = SimulateCommand.run(files: [file], format: format, quiet: false) }
    let bytes = outcome?.output.utf8.count ?? 0
    print(
        String(
            format: "scale: %@ (%@): %.2f s, %d bytes out, status %d", label, format.rawValue, seconds, bytes,
            outcome?.status ?? -1))
}

func scaleBenchmark() {
    let directory = NSTemporaryDirectory() + "audiosession-bench-scale-\(getpid())"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    timeSimulate("10,000 apps", manyAppsScenario(10_000), format: .text, in: directory)
    timeSimulate("20,000 never checks", neverChecksScenario(20_000), format: .text, in: directory)
    for format in [SimulateCommand.Format.text, .json, .html] {
        timeSimulate("re-arming reaction", reArmingScenario, format: format, in: directory)
    }
    timeSimulate("100,000 steps", busyStepsScenario(100_000), format: .html, in: directory)
    for count in [100, 1_000] {
        let seconds = timeRender(manyAppsScenario(count, voices: true), in: directory, name: "render\(count)")
        print(String(format: "scale: render of %d apps x 2 voices for 60 s: %.2f s", count, seconds))
    }
}
