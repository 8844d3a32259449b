import ArgumentParser
import AudioSessionModel

/// `audiosession check`: validates a configuration as `setCategory(_:mode:policy:options:)` would (rules C2 to C7).
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a session configuration as setCategory(_:mode:policy:options:) would (rules C2 to C7).",
        discussion: """
            Prints the configuration the session would read back (options implied by the mode or by other options \
            included, rule C4), or the error iOS would return. Exit status: 0 valid; 1 invalid; 2 an unknown name or another usage error.
            """,
        version: AudioSessionTool.version)

    @Option(
        help: """
            The category: \(AudioSessionModel.Category.knownNames.joined(separator: ", ")) (Objective-C names such as \
            AVAudioSessionCategoryPlayback work too).
            """)
    var category: String

    @Option(help: "The mode.")
    var mode: String = "default"

    @Option(help: "Category options, comma-separated or repeated; allowBluetooth names allowBluetoothHFP.")
    var options: [String] = []

    @Option(help: "The route-sharing policy: \(RouteSharingPolicy.knownNames.joined(separator: ", ")).")
    var policy: String = "default"

    @Option(help: "The iOS version the rules follow: \(OSVersion.knownNames.joined(separator: " or ")).")
    var os: String = "18"

    @Option(help: "The output format.")
    var format: OutputFormat = .text

    func validate() throws {
        _ = try request()
    }

    func run() throws {
        let (configuration, os, notes) = try request()
        var report: CheckReport
        do {
            report = CheckReport(try configuration.validated(on: os), os: os)
        } catch {
            report = CheckReport(error: error, os: os)
        }
        report.notes = notes.isEmpty ? nil : notes
        print(format == .json ? try JSONOutput.string(report) : report.text)
        if !report.valid { throw ExitCode(1) }
    }

    /// The configuration, iOS version and Objective-C name notes the arguments give; a usage error for an unknown
    /// name.
    private func request() throws -> (SessionConfiguration, OSVersion, [String]) {
        var lookup = NameLookup()
        let configuration = SessionConfiguration(
            category: try lookup.category(category), mode: try lookup.mode(mode),
            options: try lookup.options(options), policy: try lookup.policy(policy))
        return (configuration, try NameLookup.os(os), lookup.notes)
    }
}
