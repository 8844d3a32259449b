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
            could not be used (then nothing is written). Files are mono, 16-bit PCM (--float: 32-bit float).
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

    func run() throws {
        let outcome = RenderCommand.run(
            file: file, directory: out, rate: rate, float: float, json: format == .json, quiet: quiet)
        print(outcome.output, terminator: "")
        if !outcome.errors.isEmpty {
            FileHandle.standardError.write(Data(outcome.errors.utf8))
        }
        if outcome.status != 0 { throw ExitCode(outcome.status) }
    }
}
