import ArgumentParser
import AudioSessionScenario
import Foundation

/// `audiosession simulate FILE|DIR...`: runs scenario files and checks their expectations.
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run scenario files and check their expectations.",
        discussion: """
            A folder runs every *.yaml and *.yml file under it, in byte order of their paths. A failed \
            expectation prints FILE:LINE: first. Exit status: 0 every expectation holds; 1 at least one failed; \
            2 a file could not be used (unreadable, not YAML, unknown key or value, bad time, undefined app, wrong \
            type), the run could not go on, or a usage error. With several files, the worst status.
            """,
        version: AudioSessionTool.version)

    @Argument(
        help: "Scenario files (YAML or JSON) or folders of them.",
        completion: .file(extensions: ["yaml", "yml", "json"]))
    var files: [String]

    @Option(
        help: """
            The output format: text, json, html (one self-contained timeline page) or junit (JUnit XML for CI \
            systems).
            """)
    var format: SimulateCommand.Format = .text

    @Flag(help: "Print only the failing files, their failed expectations, and a total line.")
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
