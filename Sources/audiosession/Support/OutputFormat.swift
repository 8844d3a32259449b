import ArgumentParser

/// How a subcommand prints its result.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// Text for people.
    case text
    /// JSON with sorted keys, byte-identical from run to run.
    case json
}
