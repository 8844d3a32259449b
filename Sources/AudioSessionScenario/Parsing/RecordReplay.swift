/// A record of `audiosession serve` (`--record FILE`, JSON lines) read as a scenario: the apps of its header and of
/// its `hello` lines, its inputs (`do`, `user`, `system`) as steps at their times, and what the daemon delivered
/// (`received`) and the errors it returned (`error`) as expectations at theirs. Running it says whether today's
/// engine decides as the engine of that day did.
///
/// `closed` and `enforced` lines are not replayed: the daemon records the steps a closed connection caused (rule SV1)
/// as inputs of their own, and enforcement is the sound server's.
enum RecordReplay {
    /// How long an app in the background runs before it is suspended, as the daemon sets it (just under the
    /// format's limit).
    static let desktopSuspendAfter = "99999h"

    /// The scenario of a record's text; errors name the record's line.
    static func scenario(_ text: String, file: String) throws(ScenarioError) -> Scenario {
        var apps: [(name: String, keys: [String: JSONValue])] = []
        var device: [String: JSONValue] = [:]
        var steps: [JSONValue] = []
        var stepLines: [Int] = []
        var expectations: [JSONValue] = []
        var expectationLines: [Int] = []
        var sawHeader = false

        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            func fail(_ message: String) -> ScenarioError { ScenarioError(file: file, line: number, message: message) }
            guard case .object(let members)? = JSONValue(parsing: String(line)) else {
                throw fail("not a JSON object: a record has one per line")
            }
            if !sawHeader {
                guard members["record"] == .number(1) else {
                    throw fail("not a record of audiosession serve: its first line is {\"record\": 1, ...}")
                }
                sawHeader = true
                if case .object(let keys)? = members["device"] { device = keys.filter { $0.key != "foreground" } }
                if case .object(let declared)? = members["apps"] {
                    for name in declared.keys.sorted() {
                        guard case .object(let keys)? = declared[name] else { continue }
                        apps.append((name, keys))
                    }
                }
                continue
            }
            let time: String
            switch members["t"] {
            case .number(let seconds)?: time = seconds.formatted6 + "s"
            default: throw fail("a record line needs its time, t")
            }
            if case .object(let hello)? = members["hello"] {
                guard case .string(let name)? = hello["app"] else { throw fail("hello needs its app") }
                if !apps.contains(where: { $0.name == name }) {
                    // Registered when it said hello: not running until it acts, with the desktop's defaults.
                    apps.append(
                        (
                            name,
                            [
                                "backgroundAudio": .bool(true), "recordPermission": .string("granted"),
                                "running": .bool(false),
                            ]
                        ))
                }
                continue
            }
            if members["closed"] != nil || members["enforced"] != nil { continue }
            if let value = members["do"] {
                guard case .string(let app)? = members["app"] else { throw fail("do needs its app") }
                steps.append(.object(["at": .string(time), "app": .string(app), "do": value]))
                stepLines.append(number)
            } else if let value = members["user"] {
                steps.append(.object(["at": .string(time), "user": value]))
                stepLines.append(number)
            } else if let value = members["system"] {
                steps.append(.object(["at": .string(time), "system": value]))
                stepLines.append(number)
            } else if let event = members["received"] {
                guard case .string(let app)? = members["app"] else { throw fail("received needs its app") }
                expectations.append(.object(["at": .string(time), "app": .string(app), "received": event]))
                expectationLines.append(number)
            } else if let code = members["error"] {
                guard case .string(let app)? = members["app"] else { throw fail("error needs its app") }
                expectations.append(.object(["at": .string(time), "app": .string(app), "error": code]))
                expectationLines.append(number)
            } else {
                throw fail("unknown record line: \(members.keys.sorted().joined(separator: ", "))")
            }
        }
        guard sawHeader else { throw ScenarioError(file: file, message: "an empty record") }
        guard !apps.isEmpty else { throw ScenarioError(file: file, message: "the record has no app") }

        device["suspendAfter"] = .string(desktopSuspendAfter)
        // The apps in the daemon's order (registration order is delivery order, rule O1): a JSON object keeps no
        // order, so the map is written out here, in order; YAML keeps it.
        let appsText = apps.map { JSONValue.string($0.name).line + ":" + JSONValue.object($0.keys).line }
        let document =
            "{\"name\":" + JSONValue.string("replay of \(file)").line + ",\"device\":" + JSONValue.object(device).line
            + ",\"apps\":{" + appsText.joined(separator: ",") + "},\"steps\":" + JSONValue.array(steps).line
            + ",\"expect\":" + JSONValue.array(expectations).line + "}"
        do {
            var scenario = try ScenarioLoader.parse(document, file: file)
            // Reports name the record's lines, not the generated document's.
            for index in scenario.steps.indices { scenario.steps[index].line = stepLines[index] }
            for index in scenario.expectations.indices { scenario.expectations[index].line = expectationLines[index] }
            return scenario
        } catch {
            throw located(error, stepLines: stepLines, expectationLines: expectationLines, file: file)
        }
    }

    /// A scenario error moved from the generated document to the record line it came from.
    private static func located(
        _ error: ScenarioError, stepLines: [Int], expectationLines: [Int], file: String
    ) -> ScenarioError {
        var located = error
        located.file = file
        located.line = nil
        for (prefix, lines) in [("steps[", stepLines), ("expect[", expectationLines)] where error.path.hasPrefix(prefix)
        {
            let digits = error.path.dropFirst(prefix.count).prefix { $0.isNumber }
            if let index = Int(digits), lines.indices.contains(index) {
                located.line = lines[index]
                located.path = ""
            }
        }
        return located
    }
}

extension Double {
    /// `1.033503`: six decimals, as the record writes times.
    fileprivate var formatted6: String {
        let micros = Int64((self * 1_000_000).rounded())
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
