import ArgumentParser
import AudioSessionScenario
import Foundation

/// `audiosession simulate FILE...`: runs scenario files and checks their expectations.
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run scenario files and check their expectations.",
        discussion: """
            Exit status: 0 every expectation holds; 1 at least one failed; 2 a file could not be used \
            (unreadable, not YAML, unknown key or value, bad time, undefined app, wrong type) or the run \
            could not go on. With several files, the worst status.
            """)

    @Argument(help: "Scenario files (YAML or JSON).")
    var files: [String]

    @Option(help: "The output format: text, json, or html (one self-contained timeline page).")
    var format: SimulateCommand.Format = .text

    @Flag(help: "Print only failed expectations and the summary.")
    var quiet = false

    func run() throws {
        let outcome = SimulateCommand.run(files: files, format: format, quiet: quiet)
        print(outcome.output, terminator: "")
        if !outcome.errors.isEmpty {
            FileHandle.standardError.write(Data(outcome.errors.utf8))
        }
        if outcome.status != 0 { throw ExitCode(outcome.status) }
    }
}

extension SimulateCommand.Format: ExpressibleByArgument {}
