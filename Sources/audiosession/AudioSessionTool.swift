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
        subcommands: [Check.self, Explain.self, Simulate.self, Render.self])
}
