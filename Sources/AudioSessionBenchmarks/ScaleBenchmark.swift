import AudioSessionScenario
import Foundation

// `audiosession-bench --scale`: large and pathological inputs through `simulate` and `render` as the command runs them
// (file read, run, report): 10,000 apps, 20,000 `never` checks, a reaction that re-arms itself until the run bound
// (O5) in each format, the 100,000-step HTML page, and renders of 100 and 1,000 apps with two voices for 60 s.

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
    timeSimulate("10,000 apps", ScaleScenarios.manyApps(10_000), format: .text, in: directory)
    timeSimulate("20,000 never checks", ScaleScenarios.neverChecks(20_000), format: .text, in: directory)
    for format in [SimulateCommand.Format.text, .json, .html] {
        timeSimulate("re-arming reaction", ScaleScenarios.reArming, format: format, in: directory)
    }
    timeSimulate("100,000 steps", ScaleScenarios.busySteps(100_000), format: .html, in: directory)
    for count in [100, 1_000] {
        let seconds = timeRender(ScaleScenarios.manyApps(count, voices: true), in: directory, name: "render\(count)")
        print(String(format: "scale: render of %d apps x 2 voices for 60 s: %.2f s", count, seconds))
    }
}
