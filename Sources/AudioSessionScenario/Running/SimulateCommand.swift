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
        /// JUnit XML for CI systems (``JUnitReport``).
        case junit
    }

    /// Runs each file; `json` prints one object per file (an array when there are several).
    public static func run(files: [String], json: Bool, quiet: Bool) -> Outcome {
        run(files: files, format: json ? .json : .text, quiet: quiet)
    }

    /// Runs each file, and every scenario file under each folder (``ScenarioFileList``), and prints in `format`:
    /// text, one JSON object per file (an array when there are several), one HTML page with a section per file, or
    /// JUnit XML. A file that cannot be used is reported in every format (and on standard error as a
    /// `FILE:LINE: PATH: message` line). `quiet` applies to text: only failing files, their failed expectations,
    /// and a total line.
    public static func run(files: [String], format: Format, quiet: Bool) -> Outcome {
        var outcomes: [ScenarioOutcome] = []
        for entry in ScenarioFileList.expand(files) {
            switch entry {
            case .file(let path): outcomes.append(ScenarioOutcome.run(path: path))
            case .unusable(let error): outcomes.append(.unusable(error))
            }
        }
        var errors = ""
        for outcome in outcomes {
            switch outcome {
            case .unusable(let error): errors += "error: \(error.description)\n"
            case .ran(let report):
                if let runtime = report.runtimeError {
                    errors += "error: \(ScenarioError.displayName(report.file)): \(runtime.message)\n"
                }
            }
        }
        let output: String
        switch format {
        case .text: output = text(outcomes, quiet: quiet, several: outcomes.count > 1)
        case .json: output = json(outcomes)
        case .junit: output = JUnitReport.xml(outcomes)
        case .html:
            let reports = outcomes.compactMap { outcome -> ScenarioReport? in
                if case .ran(let report) = outcome { return report }
                return nil
            }
            let problems = outcomes.compactMap { outcome -> String? in
                if case .unusable(let error) = outcome { return error.description }
                return nil
            }
            output = TimelinePage(reports: reports, problems: problems).html
        }
        let status = outcomes.map(\.exitStatus).max() ?? 0
        return Outcome(output: output, errors: errors, status: status)
    }

    /// Each report as text; with several files or `quiet`, a total line at the end.
    static func text(_ outcomes: [ScenarioOutcome], quiet: Bool, several: Bool) -> String {
        var output = ""
        var files = (passed: 0, failed: 0, unusable: 0)
        var expectations = (passed: 0, failed: 0)
        for outcome in outcomes {
            guard case .ran(let report) = outcome else {
                files.unusable += 1
                continue
            }
            expectations.passed += report.passed
            expectations.failed += report.failed
            if report.exitStatus == 0 { files.passed += 1 } else { files.failed += 1 }
            if quiet, report.exitStatus == 0 { continue }
            output += ReportRenderer.text(report, quiet: quiet)
        }
        guard several || quiet else { return output }
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var total = "total: \(count(outcomes.count, "file")), \(files.passed) passed, \(files.failed) failed"
        if files.unusable > 0 { total += ", \(files.unusable) could not be used" }
        total += "; \(count(expectations.passed + expectations.failed, "expectation")), "
        total += "\(expectations.passed) passed, \(expectations.failed) failed"
        return output + total + "\n"
    }

    /// One JSON object per file (an array when there are several); a file that cannot be used is
    /// `{"file", "error", "line", "path", "status": 2}`.
    static func json(_ outcomes: [ScenarioOutcome]) -> String {
        let objects = outcomes.map { outcome -> JSONValue in
            switch outcome {
            case .ran(let report): return ReportRenderer.json(report)
            case .unusable(let error):
                var object: [String: JSONValue] = [
                    "file": .string(error.file), "error": .string(error.description), "status": .number(2),
                ]
                if let line = error.line { object["line"] = .number(Double(line)) }
                if !error.path.isEmpty { object["path"] = .string(error.path) }
                return .object(object)
            }
        }
        guard objects.count != 1 else { return objects[0].serialized() + "\n" }
        return JSONValue.array(objects).serialized() + "\n"
    }
}
