/// What became of one scenario file in a `simulate` run: it ran (with a report), or it could not be used.
public enum ScenarioOutcome: Sendable {
    /// The file ran; the report holds the trace and each expectation's verdict.
    case ran(ScenarioReport)
    /// The file could not be used (unreadable, malformed, a step that cannot happen); nothing was simulated.
    case unusable(ScenarioError)

    /// The file, as named on the command line or found in a folder.
    public var file: String {
        switch self {
        case .ran(let report): report.file
        case .unusable(let error): error.file
        }
    }

    /// `0` every expectation holds, `1` one failed, `2` the file could not be used or its run could not go on.
    public var exitStatus: Int32 {
        switch self {
        case .ran(let report): report.exitStatus
        case .unusable: 2
        }
    }

    /// Loads and runs the file at `path`; a step that cannot happen counts as a file that cannot be used.
    public static func run(path: String) -> ScenarioOutcome {
        let scenario: Scenario
        do {
            scenario = try ScenarioLoader.load(path: path, soundFiles: .checked)
        } catch {
            return .unusable(error)
        }
        let report = ScenarioRunner.run(scenario)
        if let impossible = report.impossibleStep { return .unusable(impossible) }
        return .ran(report)
    }
}
