import AudioSessionEngine
import AudioSessionModel
import AudioSessionSimulator

/// What running a scenario produced: the trace, each expectation's verdict, or the error that stopped it.
public struct ScenarioReport: Sendable {
    /// The scenario's `name`.
    public var name: String
    /// The file it came from.
    public var file: String
    /// Everything that happened, in order.
    public var events: [TraceEvent]
    /// One verdict per expectation, in file order.
    public var results: [ExpectationResult]
    /// The error that stopped the run (status 2), if any.
    public var runtimeError: SimulationError?
    /// When that error is a step asking for what cannot happen (a second call, S1, E9): the step's place in the
    /// file, as for a file that cannot be used; the `simulate` command then prints no trace.
    public var impossibleStep: ScenarioError?
    /// Every app's state over time, recorded after each instant (empty when the run kept no trace).
    public var timeline: StateTimeline
    /// The scenario's `description`, if it has one.
    public var scenarioDescription: String?
    /// When the run stopped at a loop bound after more events than a report shows: the events left out between
    /// the first and the last ones (``EventsLeftOut``); `nil` when `events` is the whole trace.
    public var eventsLeftOut: EventsLeftOut?

    /// A report.
    public init(
        name: String, file: String, events: [TraceEvent], results: [ExpectationResult],
        runtimeError: SimulationError? = nil, impossibleStep: ScenarioError? = nil,
        timeline: StateTimeline = StateTimeline(), scenarioDescription: String? = nil
    ) {
        self.name = name
        self.file = file
        self.events = events
        self.results = results
        self.runtimeError = runtimeError
        self.impossibleStep = impossibleStep
        self.timeline = timeline
        self.scenarioDescription = scenarioDescription
    }

    /// How many expectations held.
    public var passed: Int { results.filter(\.passed).count }
    /// How many did not.
    public var failed: Int { results.count - passed }

    /// `0` every expectation holds, `1` one failed, `2` the run could not go on.
    public var exitStatus: Int32 {
        if runtimeError != nil { return 2 }
        return failed == 0 ? 0 : 1
    }
}

/// One expectation's verdict.
public struct ExpectationResult: Hashable, Sendable {
    /// Where it is in the file (`expect[2]`).
    public var path: String
    /// The app it names.
    public var app: String
    /// The check's name: `received`, `never`, `sequence`, `error`, `state`.
    public var check: String
    /// When it is checked, in nanoseconds, if it has a time (the public form is ``time``).
    package var nanoseconds: Int64?
    /// What was expected, in words.
    public var expected: String
    /// What was observed, in words.
    public var observed: String
    /// Whether it held.
    public var passed: Bool
    /// Values the expectation names that the rules never produce (section V).
    public var neverProduced: [String]
    /// The expectation's line in the file, when YAML gives one.
    public var line: Int? = nil
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension ExpectationResult {
    /// When it is checked, since time 0, if it has a time.
    public var time: Duration? { nanoseconds.map { .nanoseconds($0) } }
}
