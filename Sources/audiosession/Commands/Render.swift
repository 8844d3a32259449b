import ArgumentParser
import AudioSessionScenario
import Foundation

/// `audiosession render FILE --out DIR`: runs a scenario as `simulate` does and writes what every output port
/// carried, one WAV file per port, with `cues.json` and `index.html`.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scenario and write one WAV file per output port, cues.json and index.html.",
        discussion: """
            The report and exit status are those of simulate: 0 every expectation holds; 1 one failed; 2 the file \
            could not be used, the render would pass --max-duration or --max-output, or a usage error (then nothing \
            is written). Files are mono, 16-bit PCM (--float: 32-bit float).
            """,
        version: AudioSessionTool.version)

    @Argument(help: "A scenario file (YAML or JSON).")
    var file: String

    @Option(help: "The directory to write into (created if missing).")
    var out: String

    @Option(help: "Samples per second (8000 to 192000).")
    var rate = 48_000

    @Flag(help: "Write 32-bit IEEE float samples instead of 16-bit PCM.")
    var float = false

    @Option(help: "The report's format: text or json.")
    var format: OutputFormat = .text

    @Flag(help: "Print only failed expectations, the summary and the files written.")
    var quiet = false

    @Option(
        name: .customLong("max-duration"),
        help: ArgumentHelp("The longest render: a time such as 90m or 3h.", valueName: "time"))
    var maxDuration = "2h"

    @Option(
        name: .customLong("max-output"),
        help: ArgumentHelp(
            "The most bytes all port files may take: bytes, or a number with KiB, MiB or GiB.", valueName: "size"))
    var maxOutput = "2GiB"

    func validate() throws {
        guard RenderLimits.parseDuration(maxDuration) != nil else {
            throw ValidationError("--max-duration takes a time such as 90m or 3h, not '\(maxDuration)'")
        }
        guard RenderLimits.parseSize(maxOutput) != nil else {
            throw ValidationError("--max-output takes a size such as 500MiB or 4GiB, not '\(maxOutput)'")
        }
    }

    func run() throws {
        let limits = RenderLimits(
            maximumDuration: RenderLimits.parseDuration(maxDuration) ?? RenderLimits().maximumDuration,
            maximumOutputBytes: RenderLimits.parseSize(maxOutput) ?? RenderLimits().maximumOutputBytes)
        let outcome = RenderCommand.run(
            file: file, directory: out, rate: rate, float: float, json: format == .json, quiet: quiet, limits: limits)
        print(outcome.output, terminator: "")
        if !outcome.errors.isEmpty {
            FileHandle.standardError.write(Data(outcome.errors.utf8))
        }
        if outcome.status != 0 { throw ExitCode(outcome.status) }
    }
}
