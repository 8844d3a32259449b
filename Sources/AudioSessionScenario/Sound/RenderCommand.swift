import AudioSessionEngine
import AudioSessionSimulator
import AudioSessionSound
import Foundation

/// The `render` command's work, outside the executable so it can be tested: run as `simulate`, then write one WAV
/// per output port, `cues.json` and `index.html`.
public enum RenderCommand {
    /// The rates `--rate` accepts.
    public static let rates = 8_000...192_000

    /// Runs `file` and, unless it cannot be used or the render would pass `limits` (status 2), writes the render
    /// into `directory`.
    public static func run(
        file: String, directory: String, rate: Int = 48_000, float: Bool = false, json: Bool = false,
        quiet: Bool = false, limits: RenderLimits = RenderLimits()
    ) -> SimulateCommand.Outcome {
        guard rates.contains(rate) else {
            return .init(
                output: "", errors: "error: --rate must be 8000 to 192000 samples per second, not \(rate)\n", status: 2)
        }
        /// A file that cannot be used: the error on standard error, and with `json` the same as `simulate` prints.
        func unusable(_ error: ScenarioError) -> SimulateCommand.Outcome {
            .init(
                output: json ? SimulateCommand.json([.unusable(error)]) : "", errors: "error: \(error.description)\n",
                status: 2)
        }
        let scenario: Scenario
        do {
            scenario = try ScenarioLoader.load(path: file)
        } catch {
            return unusable(error)
        }
        let sound = ScenarioSound(running: scenario)
        let report = sound.report
        if let impossible = report.impossibleStep { return unusable(impossible) }
        var errors = ""
        if let runtime = report.runtimeError { errors += "error: \(file): \(runtime.message)\n" }
        var output =
            json ? ReportRenderer.json(report).serialized() + "\n" : ReportRenderer.text(report, quiet: quiet)
        guard report.exitStatus != 2 else { return .init(output: output, errors: errors, status: 2) }
        let frames = SoundRenderer(sound.timeline, rate: rate).frameCount
        if let refusal = limits.refusal(
            frames: Int(frames), ports: sound.timeline.ports.count, rate: rate, format: float ? .float32 : .pcm16,
            scenario: scenario)
        {
            errors += "error: \(refusal.description)\n"
            return .init(output: output, errors: errors, status: 2)
        }
        do {
            let written = try write(sound, scenario: scenario, to: directory, rate: rate, float: float)
            for path in written { output += "wrote \(path)\n" }
        } catch {
            errors += "error: \(ScenarioError.displayName(directory)): \(FileProblem.describe(error))\n"
            return .init(output: output, errors: errors, status: 2)
        }
        return .init(output: output, errors: errors, status: report.exitStatus)
    }

    /// Writes the port files, `cues.json` and `index.html`; returns their paths in order.
    static func write(_ sound: ScenarioSound, scenario: Scenario, to directory: String, rate: Int, float: Bool) throws
        -> [String]
    {
        try FileProblem.createFolder(directory)
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        let renderer = SoundRenderer(sound.timeline, rate: rate)
        let format: WAVSampleFormat = float ? .float32 : .pcm16
        let paths = sound.timeline.ports.map { base + $0.fileName }
        var sink = try WAVFileSink(paths: paths, format: format, rate: rate, frameCount: renderer.frameCount)
        renderer.render(into: &sink)
        try sink.finish()
        let cues = CueDocument.json(
            renderer, scenario: scenario.name, format: format, clipped: float ? nil : sink.clipped)
        try Data((cues.serialized() + "\n").utf8).write(to: URL(fileURLWithPath: base + "cues.json"))
        // The timeline page of `simulate --format html`, with a player per port file beside the timeline.
        let page = TimelinePage(
            reports: [sound.report], audioPlayers: sound.timeline.ports.map { ($0.description, $0.fileName) }
        ).html
        try Data(page.utf8).write(to: URL(fileURLWithPath: base + "index.html"))
        return paths + [base + "cues.json", base + "index.html"]
    }
}
