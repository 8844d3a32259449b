import AudioSessionEngine

/// Prints `simulate` outcomes as JUnit XML, the report format CI systems read: one `testsuite` per file, one
/// `testcase` per expectation with the expectation's file and line, a `failure` with what was expected and what was
/// observed, and an `error` for a file that could not be used or a run that could not go on. No timestamps or
/// durations, so the same run prints the same bytes.
public enum JUnitReport {
    /// The whole document for the outcomes, in order.
    public static func xml(_ outcomes: [ScenarioOutcome]) -> String {
        var suites: [String] = []
        var totals = (tests: 0, failures: 0, errors: 0)
        for outcome in outcomes {
            let suite = Suite(outcome)
            totals.tests += suite.cases.count
            totals.failures += suite.failures
            totals.errors += suite.errors
            suites.append(suite.xml)
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="audiosession simulate" tests="\(totals.tests)" failures="\(totals.failures)" \
            errors="\(totals.errors)">

            """ + suites.joined() + "</testsuites>\n"
    }

    /// One file's `testsuite`.
    private struct Suite {
        var name: String
        var file: String
        var cases: [String] = []
        var failures = 0
        var errors = 0

        init(_ outcome: ScenarioOutcome) {
            file = outcome.file
            switch outcome {
            case .unusable(let error):
                name = file
                errors = 1
                cases.append(
                    testCase(
                        name: "load", line: error.line,
                        body: element("error", message: error.description, type: "unusable", text: error.description)))
            case .ran(let report):
                name = report.name
                for result in report.results {
                    let title = "\(result.path) \(result.app) \(result.expected)"
                    guard !result.passed else {
                        cases.append(testCase(name: title, line: result.line, body: nil))
                        continue
                    }
                    failures += 1
                    let place = ScenarioError.displayName(file) + (result.line.map { ":\($0)" } ?? "")
                    let text =
                        "\(place): \(result.path) \(result.app)\n"
                        + "expected: \(result.expected)\nobserved: \(result.observed)"
                    cases.append(
                        testCase(
                            name: title, line: result.line,
                            body: element(
                                "failure", message: "expected \(result.expected); observed \(result.observed)",
                                type: result.check, text: text)))
                }
                if let runtime = report.runtimeError {
                    errors += 1
                    cases.append(
                        testCase(
                            name: "run", line: nil,
                            body: element("error", message: runtime.message, type: "runtime", text: runtime.message)))
                }
            }
        }

        var xml: String {
            "  <testsuite name=\"\(escaped(name))\" file=\"\(escaped(file))\" tests=\"\(cases.count)\" "
                + "failures=\"\(failures)\" errors=\"\(errors)\">\n" + cases.joined() + "  </testsuite>\n"
        }

        /// The class name CI systems group by: the file's path without its extension, folders as dots.
        private var className: String {
            var path = Substring(file)
            if let dot = path.lastIndex(of: "."), !path[dot...].contains("/") { path = path[..<dot] }
            return path.split(separator: "/").filter { $0 != "." && $0 != ".." }.joined(separator: ".")
        }

        private func testCase(name: String, line: Int?, body: String?) -> String {
            var open = "    <testcase classname=\"\(escaped(className))\" name=\"\(escaped(name))\" "
            open += "file=\"\(escaped(file))\""
            if let line { open += " line=\"\(line)\"" }
            guard let body else { return open + "/>\n" }
            return open + ">\n      " + body + "\n    </testcase>\n"
        }

        private func element(_ tag: String, message: String, type: String, text: String) -> String {
            "<\(tag) message=\"\(escaped(message))\" type=\"\(escaped(type))\">\(escaped(text))</\(tag)>"
        }
    }

    /// Text as XML 1.0 character data or an attribute value: markup characters as entities, and the control
    /// characters XML 1.0 cannot hold at all as U+FFFD.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\t", "\r": result += "&#\(scalar.value);"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result.unicodeScalars.append("\u{FFFD}")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
