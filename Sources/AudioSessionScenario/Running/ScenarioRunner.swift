import AudioSessionEngine
import AudioSessionKit
import AudioSessionModel
import AudioSessionSimulator
import AudioSessionTesting

/// Runs a parsed scenario on a simulated device (rules O1 to O4) and checks its expectations.
public enum ScenarioRunner {
    /// The most timer instants a run may take after its last step before it is stopped as a loop.
    public static let timerInstantLimit = 100_000

    /// Runs the scenario; the same scenario gives the same report every time (O3). After the last step, timers may
    /// fire at most `timerInstantLimit` distinct instants before the run is stopped as a loop (O4). `observe` sees
    /// the device as configured at time 0, then after every instant and every timer (a render records what sounds
    /// then).
    public static func run(
        _ scenario: Scenario, recordsTrace: Bool = true, timerInstantLimit: Int = timerInstantLimit,
        observe: (SimulatedDevice) -> Void = { _ in }
    ) -> ScenarioReport {
        run(
            scenario, recordsTrace: recordsTrace, timerInstantLimit: timerInstantLimit, actionLimit: nil,
            observe: observe)
    }

    /// `run(_:recordsTrace:timerInstantLimit:)` with a lower bound on the actions of the run (O5), for tests; with
    /// `readsEveryApp`, the timeline reads every app after every instant, not only the apps that changed.
    package static func run(
        _ scenario: Scenario, recordsTrace: Bool = true, timerInstantLimit: Int = timerInstantLimit, actionLimit: Int?,
        readsEveryApp: Bool = false, observe: (SimulatedDevice) -> Void = { _ in }
    ) -> ScenarioReport {
        let device = SimulatedDevice(scenario.deviceConfiguration, recordsTrace: recordsTrace)
        if let actionLimit { device.runActionLimit = actionLimit }
        let sessions = Self.sessions(of: scenario, on: device)
        let appIndices = Dictionary(
            scenario.apps.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var observations: [AudioSessionObservation] = []
        let witness = LoopWitness()
        for (app, session) in zip(scenario.apps, sessions) {
            // A sound engine's own reactions run before the app's (engine: wwise).
            let reactions = (app.engine?.reactions(path: "apps.\(app.name).engine") ?? []) + app.reactions
            guard !reactions.isEmpty else { continue }
            observations.append(
                ReactionRunner(session: session, appName: app.name, reactions: reactions, witness: witness)
                    .install())
        }
        defer {
            for observation in observations { observation.cancel() }
        }

        let evaluator = ExpectationEvaluator(scenario: scenario, device: device)
        var stateResults: [Int: ExpectationResult] = [:]
        var stateChecks: [Int64: [Int]] = [:]
        for (index, expectation) in scenario.expectations.enumerated() {
            if case .state(let at, _) = expectation.check { stateChecks[at.nanoseconds, default: []].append(index) }
        }
        var instants = Set(scenario.steps.map(\.at.nanoseconds))
        for expectation in scenario.expectations {
            switch expectation.check {
            case .state(let at, _), .error(let at, _), .received(let at, _): instants.insert(at.nanoseconds)
            case .never(_, let window?): instants.insert(window.upperBound.nanoseconds)
            default: break
            }
        }
        let orderedSteps = scenario.steps.enumerated().sorted {
            ($0.element.at, $0.offset) < ($1.element.at, $1.offset)
        }
        var stepIndex = 0
        var impossibleStep: ScenarioError?
        var timeline = TimelineRecorder(device: device, isOn: recordsTrace, readsEveryApp: readsEveryApp)
        // The device as configured, at time 0, before any step: what plays from the start.
        observe(device)
        var currentStep: Step?
        for instant in instants.sorted() {
            currentStep = nil
            while !device.isStopped, let due = device.nextTimerDueNanoseconds, due < instant {
                timeline.advance(toNextTimerAt: due)
                observe(device)
            }
            timeline.advance(to: instant)
            while !device.isStopped, stepIndex < orderedSteps.count,
                orderedSteps[stepIndex].element.at.nanoseconds == instant
            {
                let step = orderedSteps[stepIndex].element
                currentStep = step
                run(step, on: device, sessions: sessions, appIndices: appIndices)
                if let error = device.fatalError, error.kind == .impossibleStep {
                    impossibleStep = ScenarioError(
                        file: scenario.file, path: step.actionPath, line: step.line, message: error.message)
                }
                device.advance(toNanoseconds: instant)
                stepIndex += 1
                if device.isStopped { break }
            }
            timeline.recordNow()
            if device.isStopped { break }
            currentStep = nil
            for index in stateChecks[instant] ?? [] {
                let expectation = scenario.expectations[index]
                if case .state(let at, let checks) = expectation.check {
                    stateResults[index] = evaluator.evaluateState(expectation, at: at, checks: checks)
                }
            }
            observe(device)
        }
        var timerInstants = 0
        while !device.isStopped, let due = device.nextTimerDueNanoseconds {
            timerInstants += 1
            if timerInstants > timerInstantLimit {
                device.fail(
                    SimulationError(
                        "timers keep firing after the last step: more than \(timerInstantLimit) timer instants (rule O4)",
                        kind: .loop, rule: "O4"))
                break
            }
            timeline.advance(toNextTimerAt: due)
            observe(device)
        }
        var runtimeError = device.fatalError
        if let error = runtimeError, error.kind == .loop {
            runtimeError = named(error, witness: witness, step: currentStep)
        }
        // A run stopped at a loop bound may have taken a million actions: its report keeps both ends (O1, O4, O5).
        // When no expectation reads the trace, the lines left out are never spelled out.
        let traceCount = device.traceCount
        let kept = EventsLeftOut.keptAtEachEnd
        if runtimeError?.kind == .loop, ScenarioReport.leavesOutMiddleEvents(of: traceCount),
            scenario.expectations.indices.allSatisfy({ stateResults[$0] != nil })
        {
            let results = scenario.expectations.enumerated().map { index, expectation in
                var result = stateResults[index]!
                result.line = expectation.line
                return result
            }
            var report = ScenarioReport(
                name: scenario.name, file: scenario.file,
                events: device.trace(0..<kept) + device.trace((traceCount - kept)..<traceCount), results: results,
                runtimeError: runtimeError, impossibleStep: impossibleStep, timeline: timeline.timeline,
                scenarioDescription: scenario.description)
            report.noteMiddleEventsLeftOut(EventsLeftOut(after: kept, count: traceCount - 2 * kept))
            return report
        }
        let trace = device.trace
        let traceIndex = TraceIndex(trace)
        let results = scenario.expectations.enumerated().map { index, expectation in
            var result = stateResults[index] ?? evaluator.evaluate(expectation, trace: traceIndex)
            result.line = expectation.line
            return result
        }
        var report = ScenarioReport(
            name: scenario.name, file: scenario.file, events: trace, results: results, runtimeError: runtimeError,
            impossibleStep: impossibleStep, timeline: timeline.timeline,
            scenarioDescription: scenario.description)
        if runtimeError?.kind == .loop { report.leaveOutMiddleEvents() }
        return report
    }

    /// A loop (O1) or the run bound (O5) with the reaction that keeps going and the step that set it off, by line.
    private static func named(_ error: SimulationError, witness: LoopWitness, step: Step?) -> SimulationError {
        var parts: [String] = []
        if error.rule == "O5" || error.rule == "O4" {
            if let mark = witness.lastArmed ?? witness.lastRun { parts.append("\(mark.description) keeps re-arming") }
        } else if let mark = witness.lastRun {
            parts.append("\(mark.description) keeps re-triggering reactions")
        }
        if let step {
            parts.append("set off by \(step.path)\(step.line.map { " (line \($0))" } ?? "")")
        }
        guard !parts.isEmpty else { return error }
        return SimulationError(error.message + ": " + parts.joined(separator: ", "), kind: error.kind, rule: error.rule)
    }

    /// The session of each declared app, in file order: the device lists the declared apps first, in that order.
    private static func sessions(of scenario: Scenario, on device: SimulatedDevice) -> [SimulatedAudioSession] {
        let apps = device.state.apps
        return scenario.apps.enumerated().map { index, app in
            if index < apps.count, apps[index].name == app.name {
                return SimulatedAudioSession(device: device, app: AppID(index))
            }
            return SimulatedAudioSession(device: device, appNamed: app.name)!
        }
    }

    private static func run(
        _ step: Step, on device: SimulatedDevice, sessions: [SimulatedAudioSession], appIndices: [String: Int]
    ) {
        switch step.actor {
        case .app(let name, let actions):
            if name == "Music", let music = device.state.music {
                for action in actions {
                    device.musicTap(action == .stop ? .pause : .play, app: music)
                }
                return
            }
            guard let index = appIndices[name] else {
                device.fail(SimulationError("\(step.path): no app named \(name)"))
                return
            }
            let session = sessions[index]
            device.step {
                device.prepareForStep(of: session.app)
                for action in actions { try? session.perform(action) }
            }
        case .user(let action):
            device.apply(action)
        case .system(let event):
            device.apply(event)
        }
    }
}

extension Scenario {
    /// The simulated device this scenario describes.
    public var deviceConfiguration: DeviceConfiguration {
        var configuration = DeviceConfiguration(
            model: device.model, os: device.os, ringer: device.ringer, isLocked: device.locked,
            callStyle: device.callStyle, devices: device.devices,
            apps: apps.map { app in
                DeviceConfiguration.App(
                    name: app.name, backgroundAudio: app.backgroundAudio, handlesRemoteCommands: app.remoteCommands,
                    recordPermission: app.recordPermission, grantsPermission: app.grantsPermission,
                    isRunning: app.running, usesCallKit: app.callKit)
            },
            foreground: device.foreground, isMusicPlaying: device.musicPlaying)
        configuration.suspendAfterNanoseconds = max(0, device.suspendAfter.nanoseconds)
        return configuration
    }
}
