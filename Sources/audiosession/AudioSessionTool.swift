import ArgumentParser
import AudioSessionModel
import Foundation

/// The `audiosession` command: checks configurations, explains names, simulates and renders scenarios, lints code.
@main
struct AudioSessionTool: ParsableCommand {
    /// The release this build belongs to (semantic versioning; the CHANGELOG's newest release).
    static let version = PackageVersion.current

    /// The exit status of every usage error (an unknown option or name, a missing argument), in every subcommand:
    /// the `2` of the scenario format's "could not be used", so that one status means "nothing was done".
    static let usageErrorStatus: Int32 = 2

    static let configuration = CommandConfiguration(
        commandName: "audiosession",
        abstract: "The iOS audio session system, rebuilt: check configurations, explain names, simulate scenarios.",
        discussion: """
            Exit status: 0 success; 1 a failed expectation, an invalid configuration (check) or an error finding \
            (lint); 2 a usage error (an unknown option, name or format, a missing argument) or an input that could \
            not be used, in every subcommand.
            """,
        version: version,
        subcommands: [Check.self, Explain.self, Simulate.self, Render.self, Lint.self, Serve.self, Client.self])

    /// Runs the command line; long lists of files or names are parsed in linear time (``LongArgumentLists``).
    /// Usage errors exit with ``usageErrorStatus`` instead of swift-argument-parser's 64.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try LongArgumentLists.parse(arguments)
            try command.run()
        } catch {
            let explaining = arguments.first == "explain" && error is ValidationError
            let message = explaining ? Explain.fullMessage(for: error) : fullMessage(for: error)
            let code = explaining ? Explain.exitCode(for: error) : exitCode(for: error)
            if !message.isEmpty {
                if code == .success {
                    print(message)
                } else {
                    FileHandle.standardError.write(Data((message + "\n").utf8))
                }
            }
            Foundation.exit(code == .validationFailure ? usageErrorStatus : code.rawValue)
        }
    }
}
