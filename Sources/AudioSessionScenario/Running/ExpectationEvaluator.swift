import AudioSessionEngine
import AudioSessionModel
import AudioSessionSimulator
import AudioSessionSound
import AudioSessionVocabulary

/// Checks a scenario's expectations against the trace and the device's state.
struct ExpectationEvaluator {
    let scenario: Scenario
    let device: SimulatedDevice
    /// Every app's sound engine, kept from the runtime's events (`engineSuspended`, `mutedBuses`).
    let soundEngines: SoundEngineMirror

    /// An evaluator of `scenario`'s expectations on `device`, made before its first step.
    init(scenario: Scenario, device: SimulatedDevice) {
        self.scenario = scenario
        self.device = device
        soundEngines = SoundEngineMirror(device)
    }

    /// Values the format accepts that the rules never produce (section V).
    static let neverProducedValues: Set<String> = [
        "noSuitableRouteForCategory", "routeConfigurationChange", "wakeFromSleep", "unknown", "appWasSuspended",
        "shouldResume: false", "missingEntitlement",
        "resourceNotAvailable", "sessionNotActive", "expiredSession", "unspecified", "mediaServicesFailed",
    ]

    /// Checks a trace-based expectation (`received`, `never`, `sequence`, `error`).
    func evaluate(_ expectation: Expectation, trace: TraceIndex) -> ExpectationResult {
        let app = expectation.app
        switch expectation.check {
        case .received(let at, let pattern):
            let received = trace.received(by: app, at: at.nanoseconds)
            let hit = received.contains { pattern.matches($0.notification!) }
            let atThatTime = received.map(describe)
            return result(
                expectation, "received", at.nanoseconds, expected: "received \(pattern) at \(at)",
                observed: atThatTime.isEmpty
                    ? "nothing received at \(at)" : "received \(atThatTime.joined(separator: ", ")) at \(at)",
                passed: hit, names: [pattern])
        case .never(let pattern, let window):
            let received =
                window.map {
                    trace.received(by: app, from: $0.lowerBound.nanoseconds, through: $0.upperBound.nanoseconds)
                }
                ?? trace.received(by: app)
            let hits = received.filter { event in pattern.matches(event.notification!) }
            let span = window.map { " between \($0.lowerBound) and \($0.upperBound)" } ?? ""
            return result(
                expectation, "never", nil, expected: "never \(pattern)\(span)",
                observed: hits.isEmpty
                    ? "never received"
                    : "received \(hits.map { "\(describe($0)) at \(SimulatedDevice.format($0.nanoseconds))" }.joined(separator: ", "))",
                passed: hits.isEmpty, names: [pattern])
        case .sequence(let patterns):
            let ignoring = expectation.ignoring
            let considered = trace.received(by: app).filter { event in
                !ignoring.contains { $0.matches(event.notification!) }
            }
            let matches =
                patterns.count == considered.count
                && zip(patterns, considered).allSatisfy { $0.matches($1.notification!) }
            let ignored =
                ignoring.isEmpty ? "" : " ignoring \(ignoring.map(\.description).joined(separator: ", "))"
            return result(
                expectation, "sequence", nil,
                expected: "[\(patterns.map(\.description).joined(separator: ", "))]\(ignored)",
                observed: "[\(considered.map(describe).joined(separator: ", "))]", passed: matches,
                names: patterns + ignoring)
        case .error(let at, let code):
            let actions = trace.actions(of: app, at: at.nanoseconds)
            let failures = actions.compactMap(\.error)
            let observed =
                actions.isEmpty
                ? "no action of \(app) at \(at)"
                : actions.map { "\($0.kind) \($0.error.map { "failed with \($0.code.name)" } ?? "succeeded")" }.joined(
                    separator: ", ")
            let passed = code.map { wanted in failures.contains { $0.code == wanted } } ?? failures.isEmpty
            let extra = code.map { ExpectationEvaluator.neverProducedValues.contains($0.name) ? [$0.name] : [] } ?? []
            return ExpectationResult(
                path: expectation.path, app: app, check: "error", nanoseconds: at.nanoseconds,
                expected: "error \(code?.name ?? "none") at \(at)", observed: observed, passed: passed,
                neverProduced: extra)
        case .state(let at, let checks):
            return evaluateState(expectation, at: at, checks: checks)
        }
    }

    /// Checks a `state` expectation against the device now.
    func evaluateState(_ expectation: Expectation, at: ScenarioTime, checks: [StateCheck]) -> ExpectationResult {
        let compared = device.reading { engine -> [(String, String, Bool)]? in
            guard let id = engine.state.app(named: expectation.app) else { return nil }
            return checks.map { compare($0, id, engine, soundEngines) }
        }
        guard let compared else {
            return ExpectationResult(
                path: expectation.path, app: expectation.app, check: "state", nanoseconds: at.nanoseconds,
                expected: "an app named \(expectation.app)", observed: "none", passed: false, neverProduced: [])
        }
        var expected: [String] = []
        var observed: [String] = []
        var passed = true
        for (check, (want, have, ok)) in zip(checks, compared) {
            expected.append("\(check.key): \(want)")
            observed.append("\(check.key): \(have)")
            if !ok { passed = false }
        }
        return ExpectationResult(
            path: expectation.path, app: expectation.app, check: "state", nanoseconds: at.nanoseconds,
            expected: "{\(expected.joined(separator: ", "))} at \(at)",
            observed: "{\(observed.joined(separator: ", "))}",
            passed: passed, neverProduced: [])
    }

    /// One check against the engine, and against the app's sound engine for `engineSuspended` and `mutedBuses`.
    private func compare(
        _ check: StateCheck, _ id: AppID, _ engine: borrowing Engine, _ soundEngines: SoundEngineMirror
    ) -> (String, String, Bool) {
        let state = engine.state
        let session = state[id].session
        func flag(_ want: Bool, _ have: Bool) -> (String, String, Bool) { ("\(want)", "\(have)", want == have) }
        switch check {
        case .appState(let want):
            let have = engine.appState(id)
            return (want.rawValue, have.rawValue, want == have)
        case .active(let want): return flag(want, engine.isActive(id))
        case .interrupted(let want): return flag(want, session.isInterrupted)
        case .playing(let want): return flag(want, session.isPlaying)
        case .recording(let want): return flag(want, session.isRecording)
        case .audible(let want): return flag(want, engine.isAudible(id))
        case .silenced(let want): return flag(want, engine.isSilenced(id))
        case .ducked(let want): return flag(want, engine.isDucked(id))
        case .inputIsSilent(let want): return flag(want, engine.inputIsSilent(id))
        case .category(let want):
            return (
                want.description, session.configuration.category.description, want == session.configuration.category
            )
        case .mode(let want):
            return (want.description, session.configuration.mode.description, want == session.configuration.mode)
        case .policy(let want):
            return (want.description, session.configuration.policy.description, want == session.configuration.policy)
        case .options(let want):
            let wanted = SessionConfiguration(
                category: session.configuration.category, mode: session.configuration.mode, options: want
            ).effectiveOptions
            let have = session.configuration.effectiveOptions
            return (wanted.description, have.description, wanted == have)
        case .outputs(let want):
            let have = state.route(of: id).outputs.map(\.portType)
            return (ports(want), ports(have), Set(want) == Set(have))
        case .inputs(let want):
            let have = state.route(of: id).inputs.map(\.portType)
            return (ports(want), ports(have), Set(want) == Set(have))
        case .otherAudioPlaying(let want): return flag(want, engine.isOtherAudioPlaying(for: id))
        case .secondaryAudioShouldBeSilencedHint(let want):
            return flag(want, engine.secondaryAudioShouldBeSilencedHint(for: id))
        case .recordPermission(let want):
            let have = state[id].recordPermission
            return (want.description, have.description, want == have)
        case .nowPlaying(let want): return flag(want, state.nowPlaying == id)
        case .call(let want):
            // K: the app's VoIP call; for the Phone, the cellular call.
            let have = state.call(of: state[id].role == .phone ? nil : id)?.phase
            return (want?.rawValue ?? "none", have?.rawValue ?? "none", want == have)
        case .interruptedBy(let want):
            let have = engine.interruptedBy(id)
            return (want, have, want == have)
        case .preferredInput(let want):
            let have = state[id].session.preferredInput?.port
            return (want?.description ?? "none", have?.description ?? "none", want == have)
        case .inputMuted(let want): return flag(want, state[id].isInputMuted)
        case .outputMuted(let want): return flag(want, state[id].session.isOutputMuted)
        case .engineSuspended(let want):
            return flag(want, soundEngines.state(of: id).isSuspended)
        case .mutedBuses(let want):
            let have = soundEngines.state(of: id).mutedBuses
            let wanted = Array(Set(want)).sorted()
            return ("[\(wanted.joined(separator: ", "))]", "[\(have.joined(separator: ", "))]", wanted == have)
        }
    }

    private func ports(_ list: [Port]) -> String { "[\(list.map(\.description).joined(separator: ", "))]" }

    private func describe(_ event: TraceEvent) -> String {
        guard let notification = event.notification else { return event.kind }
        return EventPattern(
            kind: notification.kind,
            fields: Vocabulary.standard.fields(of: notification).map { EventField(name: $0.name, value: $0.value) }
        )
        .description
    }

    private func result(
        _ expectation: Expectation, _ check: String, _ time: Int64?, expected: String, observed: String, passed: Bool,
        names patterns: [EventPattern]
    ) -> ExpectationResult {
        var never: [String] = []
        for pattern in patterns {
            for field in pattern.fields {
                let text = field.name == "shouldResume" ? "shouldResume: \(field.value)" : field.value
                if Self.neverProducedValues.contains(text), !never.contains(text) { never.append(text) }
            }
        }
        return ExpectationResult(
            path: expectation.path, app: expectation.app, check: check, nanoseconds: time, expected: expected,
            observed: observed, passed: passed, neverProduced: never)
    }
}
