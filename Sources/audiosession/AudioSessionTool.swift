import ArgumentParser

/// The `audiosession` command: checks configurations, explains names and simulates scenarios.
@main
struct AudioSessionTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audiosession",
        abstract: "The iOS audio session system, rebuilt: check configurations, explain names, simulate scenarios.",
        discussion: """
            Exit status: 0 success; 1 an invalid configuration (check); 64 a usage error, such as an unknown name.
            """,
        subcommands: [Check.self, Explain.self, Simulate.self, Render.self, Lint.self])

    /// Runs the command line; long lists of files or names are parsed in linear time (``LongArgumentLists``).
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try LongArgumentLists.parse(arguments)
            try command.run()
        } catch let error as ValidationError where arguments.first == "explain" {
            Explain.exit(withError: error)
        } catch {
            exit(withError: error)
        }
    }
}
