import AudioSessionEngine
import AudioSessionModel
import AudioSessionVocabulary

extension ScenarioParser {
    /// The keys of an expectation.
    static let expectationKeys = [
        "at", "app", "received", "never", "between", "sequence", "ignore", "error", "state",
    ]
    /// The checks; exactly one per expectation.
    static let checkKeys = ["received", "never", "sequence", "error", "state"]
    /// The keys of a `state` check, in the format's order.
    static let stateKeys = StateKeyWord.allCases.filter(\.isScenarioKey).map { Vocabulary.standard.name(of: $0) }

    /// `expect`: a list, kept in file order.
    func parseExpectations(_ node: ScenarioNode) throws(ScenarioError) -> [Expectation] {
        var expectations: [Expectation] = []
        for element in try node.list() { expectations.append(try parseExpectation(element)) }
        return expectations
    }

    /// One expectation: `app`, one check, and `at` or `between` as the check needs.
    func parseExpectation(_ node: ScenarioNode) throws(ScenarioError) -> Expectation {
        let map = try node.map(keys: Self.expectationKeys)
        let app = try appName(map.required("app"), builtIns: true)
        let checks = map.present(Self.checkKeys)
        guard checks.count == 1, let check = checks.first, let checkNode = map[check] else {
            let message =
                checks.isEmpty
                ? "an expectation needs one of received, never, sequence, error or state"
                : "an expectation takes one check, found \(checks.joined(separator: " and "))"
            throw node.error(message)
        }
        if check != "never", let between = map["between"] {
            throw between.error("'between' goes with 'never'")
        }
        if check != "sequence", let ignore = map["ignore"] {
            throw ignore.error("'ignore' goes with 'sequence'")
        }
        let atNode = map["at"]
        if check == "never" || check == "sequence", let atNode {
            let instead = check == "never" ? "; use between: [T1, T2] for a window" : ": it covers the whole run"
            throw atNode.error("'\(check)' takes no 'at'\(instead)")
        }
        func at() throws(ScenarioError) -> ScenarioTime {
            guard atNode != nil else { throw node.error("missing key 'at': '\(check)' is checked at a time") }
            return try map.required("at").time()
        }

        let result: Expectation.Check
        switch check {
        case "received":
            result = .received(at: try at(), try parseEventPattern(checkNode))
        case "never":
            let window = try map.value("between").map { node throws(ScenarioError) in try parseWindow(node) }
            result = .never(try parseEventPattern(checkNode), between: window)
        case "sequence":
            var patterns: [EventPattern] = []
            for element in checkNode.listOrSingle() { patterns.append(try parseEventPattern(element)) }
            result = .sequence(patterns)
        case "error":
            let time = try at()
            let code = try checkNode.constant(AudioSessionError.Code.self, "error code")
            result = .error(at: time, code == .none ? nil : code)
        default:
            let time = try at()
            result = .state(at: time, try parseStateChecks(checkNode))
        }
        var expectation = Expectation(app: app, check: result, path: node.path, line: node.line)
        if let ignore = map.value("ignore") {
            for element in ignore.listOrSingle() { expectation.ignoring.append(try parseEventPattern(element)) }
        }
        return expectation
    }

    /// `between: [T1, T2]` with T1 <= T2.
    func parseWindow(_ node: ScenarioNode) throws(ScenarioError) -> ClosedRange<ScenarioTime> {
        let elements = try node.list()
        guard elements.count == 2 else {
            throw node.error("expected two times [T1, T2], found a list of \(elements.count)")
        }
        let start = try elements[0].time()
        let end = try elements[1].time()
        guard start <= end else { throw node.error("the window [\(start), \(end)] ends before it starts") }
        return start...end
    }

    /// The `{KEY: VALUE}` map of a `state` check, in file order.
    func parseStateChecks(_ node: ScenarioNode) throws(ScenarioError) -> [StateCheck] {
        let map = try node.map(keys: Self.stateKeys, what: "state key")
        guard !map.entries.isEmpty else { throw node.error("a state check needs at least one key") }
        var checks: [StateCheck] = []
        for entry in map.entries { checks.append(try parseStateCheck(entry.key, entry.value)) }
        return checks
    }

    /// One state key and its typed value.
    func parseStateCheck(_ key: String, _ value: ScenarioNode) throws(ScenarioError) -> StateCheck {
        // The map's keys are checked against ``stateKeys`` already.
        switch Vocabulary.standard.case(named: key, as: StateKeyWord.self) ?? .interruptedBy {
        case .appState: return .appState(try value.choice(AppLifecycleState.self, "app state"))
        case .active: return .active(try value.bool())
        case .interrupted: return .interrupted(try value.bool())
        case .playing: return .playing(try value.bool())
        case .recording: return .recording(try value.bool())
        case .audible: return .audible(try value.bool())
        case .silenced: return .silenced(try value.bool())
        case .ducked: return .ducked(try value.bool())
        case .inputIsSilent: return .inputIsSilent(try value.bool())
        case .category: return .category(try value.constant(Category.self, "category"))
        case .mode: return .mode(try value.constant(Mode.self, "mode"))
        case .policy: return .policy(try value.constant(RouteSharingPolicy.self, "route-sharing policy"))
        case .options: return .options(try parseOptions(value))
        case .outputs: return .outputs(try parsePorts(value))
        case .inputs: return .inputs(try parsePorts(value))
        case .otherAudioPlaying: return .otherAudioPlaying(try value.bool())
        case .secondaryAudioShouldBeSilencedHint: return .secondaryAudioShouldBeSilencedHint(try value.bool())
        case .recordPermission:
            return .recordPermission(try value.constant(RecordPermission.self, "record permission"))
        case .nowPlaying: return .nowPlaying(try value.bool())
        case .engineSuspended: return .engineSuspended(try value.bool())
        case .mutedBuses:
            var buses: [String] = []
            for element in try value.list() { buses.append(try element.text("a bus name")) }
            return .mutedBuses(buses)
        case .inputMuted: return .inputMuted(try value.bool())
        case .outputMuted: return .outputMuted(try value.bool())
        case .preferredInput:
            if (try? value.text("none")) == "none" { return .preferredInput(nil) }
            return .preferredInput(try value.constant(Port.self, "port"))
        case .call:
            let names = ["none", "ringing", "waiting", "connected", "held"]
            let name = try value.name("call phase", in: names)
            return .call(CallPhase(rawValue: name))
        case .interruptedBy, .route, .availableInputs:
            let name = try value.text("an app name, system or none")
            if Self.keywords.contains(name) { return .interruptedBy(name) }
            return .interruptedBy(try appName(value, builtIns: true))
        }
    }

    /// A list of port names (`[headphones, builtInMic]`).
    func parsePorts(_ node: ScenarioNode) throws(ScenarioError) -> [Port] {
        var ports: [Port] = []
        for element in node.listOrSingle() { ports.append(try element.constant(Port.self, "port")) }
        return ports
    }
}
