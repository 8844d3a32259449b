import AudioSessionEngine

/// The `simulate` command's work, outside the executable so it can be tested: load, run, render, exit status.
public enum SimulateCommand {
    /// What the command prints and the status it exits with.
    public struct Outcome: Sendable {
        /// Standard output.
        public var output: String
        /// Standard error.
        public var errors: String
        /// The worst status of the files: 0 all pass, 1 an expectation failed, 2 a file could not be used.
        public var status: Int32
    }

    /// What `simulate` prints.
    public enum Format: String, CaseIterable, Sendable {
        /// One line per event, then the verdicts.
        case text
        /// One JSON object per file, keys sorted.
        case json
        /// One self-contained HTML page with a timeline per file (``TimelinePage``).
        case html
    }

    /// Runs each file; `json` prints one object per file (an array when there are several).
    public static func run(files: [String], json: Bool, quiet: Bool) -> Outcome {
        run(files: files, format: json ? .json : .text, quiet: quiet)
    }

    /// Runs each file and prints in `format`: text, one JSON object per file (an array when there are several), or
    /// one HTML page with a section per file (`quiet` applies to text only).
    public static func run(files: [String], format: Format, quiet: Bool) -> Outcome {
        let json = format == .json
        var output = ""
        var errors = ""
        var status: Int32 = 0
        var objects: [JSONValue] = []
        var reports: [ScenarioReport] = []
        var problems: [String] = []
        for file in files {
            let scenario: Scenario
            do {
                scenario = try ScenarioLoader.load(path: file)
            } catch {
                errors += "error: \(error.description)\n"
                problems.append(error.description)
                status = max(status, 2)
                continue
            }
            let report = ScenarioRunner.run(scenario)
            if let impossible = report.impossibleStep {
                // A step the file should not hold: reported like a file that cannot be used, with no trace.
                errors += "error: \(impossible.description)\n"
                problems.append(impossible.description)
                status = max(status, 2)
                continue
            }
            if let runtime = report.runtimeError {
                errors += "error: \(ScenarioError.displayName(file)): \(runtime.message)\n"
            }
            if format == .html {
                reports.append(report)
            } else if json {
                objects.append(ReportRenderer.json(report))
            } else {
                output += ReportRenderer.text(report, quiet: quiet)
            }
            status = max(status, report.exitStatus)
        }
        if format == .html, !reports.isEmpty {
            output = TimelinePage(reports: reports, problems: problems).html
        }
        if json {
            if objects.count == 1 {
                output = objects[0].serialized() + "\n"
            } else if !objects.isEmpty {
                output = JSONValue.array(objects).serialized() + "\n"
            }
        }
        return Outcome(output: output, errors: errors, status: status)
    }
}
