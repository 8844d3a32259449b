import AudioSessionEngine
import AudioSessionModel
import AudioSessionSimulator

/// Prints a scenario report as the `simulate` command does: text lines or one JSON object.
public enum ReportRenderer {
    /// One line per event, then one per expectation (a failure as `FILE:LINE: FAILED ...`), then `N passed, M failed`.
    /// `quiet` keeps failures only, and names the file in the last line (`FILE: N passed, M failed`).
    public static func text(_ report: ScenarioReport, quiet: Bool = false) -> String {
        var lines: [String] = []
        if !quiet {
            lines.append("scenario: \(report.name) (\(ScenarioError.displayName(report.file)))")
            let actorWidth = min(18, report.events.map(\.actor.count).max() ?? 6)
            for (index, event) in report.events.enumerated() {
                if let left = report.eventsLeftOut, left.after == index { lines.append(left.marker) }
                lines.append(textLine(event, actorWidth: actorWidth))
            }
        }
        if let error = report.runtimeError {
            lines.append("error: \(ScenarioError.displayName(report.file)): \(error.message)")
        }
        let file = ScenarioError.displayName(report.file)
        for result in report.results where !(quiet && result.passed) {
            // A failure starts with FILE:LINE: so that editors and CI annotations can jump to the expectation.
            var line = result.passed ? "ok     " : "\(file)\(result.line.map { ":\($0)" } ?? ""): FAILED "
            line += "\(result.path) \(result.app) \(result.expected)"
            if !result.passed { line += "; observed \(result.observed)" }
            if !result.neverProduced.isEmpty {
                line += " [\(result.neverProduced.joined(separator: ", ")): never produced by the rules]"
            }
            lines.append(line)
        }
        lines.append("\(quiet ? "\(file): " : "")\(report.passed) passed, \(report.failed) failed")
        return lines.joined(separator: "\n") + "\n"
    }

    static func textLine(_ event: TraceEvent, actorWidth: Int) -> String {
        let time = SimulatedDevice.format(event.nanoseconds)
        var line = time.padding(6) + " " + event.actor.padding(actorWidth) + " " + symbol(event) + event.kind
        for field in event.fields { line += " \(field.name)=\(text(field.value))" }
        if let error = event.error { line += " FAILED \(error.code.name) \(error.code): \(error.message)" }
        if let because = event.because { line += "  because: \(because)" }
        return line
    }

    /// The mark before a trace line's kind: `▸` action, `↳` reaction, `←` notification, `◦` callback, `·` note.
    static func symbol(_ event: TraceEvent) -> String {
        switch event.category {
        case .action: event.isReaction ? "↳ " : "▸ "
        case .notification: "← "
        case .lifecycle: "◦ "
        case .note: "· "
        }
    }

    static func text(_ value: NoteField.Value) -> String {
        switch value {
        case .string(let text): text
        case .bool(let flag): "\(flag)"
        case .list(let items): "[\(items.joined(separator: ","))]"
        }
    }

    /// `{"scenario", "events", "expectations", "passed", "failed"}` with sorted keys (O3); a run stopped at a loop bound
    /// with events left out also has `"eventsLeftOut": {"after", "count"}` (``EventsLeftOut``).
    public static func json(_ report: ScenarioReport) -> JSONValue {
        var object: [String: JSONValue] = [
            "scenario": .string(report.name),
            "file": .string(report.file),
            "events": .array(report.events.map(json)),
            "expectations": .array(report.results.map(json)),
            "passed": .number(Double(report.passed)),
            "failed": .number(Double(report.failed)),
        ]
        if let error = report.runtimeError { object["error"] = .string(error.message) }
        if let left = report.eventsLeftOut {
            object["eventsLeftOut"] = .object([
                "after": .number(Double(left.after)), "count": .number(Double(left.count)),
            ])
        }
        return .object(object)
    }

    static func json(_ event: TraceEvent) -> JSONValue {
        var object: [String: JSONValue] = [
            "t": .number(Double(event.nanoseconds) / 1_000_000_000),
            "actor": .string(event.actor),
            "kind": .string(event.kind),
            "class": .string(event.category.rawValue),
        ]
        if event.isReaction { object["reaction"] = .bool(true) }
        if let because = event.because {
            object["because"] = .string(because.description)
            object["rule"] = .string(because.rule)
        }
        if let error = event.error {
            object["error"] = .string(error.code.name)
            object["errorCode"] = .number(Double(error.code.rawValue))
            object["message"] = .string(error.message)
        }
        for field in event.fields where object[field.name] == nil {
            switch field.value {
            case .string(let text):
                object[field.name] = field.name == "shouldResume" ? .bool(text == "true") : .string(text)
            case .bool(let flag): object[field.name] = .bool(flag)
            case .list(let items): object[field.name] = .array(items.map(JSONValue.string))
            }
        }
        return .object(object)
    }

    static func json(_ result: ExpectationResult) -> JSONValue {
        var object: [String: JSONValue] = [
            "path": .string(result.path),
            "app": .string(result.app),
            "check": .string(result.check),
            "expected": .string(result.expected),
            "observed": .string(result.observed),
            "ok": .bool(result.passed),
        ]
        if let time = result.nanoseconds { object["t"] = .number(Double(time) / 1_000_000_000) }
        if let line = result.line { object["line"] = .number(Double(line)) }
        if !result.neverProduced.isEmpty {
            object["neverProduced"] = .array(result.neverProduced.map(JSONValue.string))
        }
        return .object(object)
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
