import AudioSessionEngine

/// What one sound source is doing at an instant, as the simulator decided it: where it is heard, whether its voices
/// advance, whether it is ducked, and its sound engine's state.
public struct SourceState: Hashable, Sendable {
    /// The output ports it reaches (empty while it is not audible: stopped, silenced, interrupted, no output).
    public var ports: [PortID]
    /// Whether its voices advance (its output I/O runs, and its engine is not suspended without `renderAnyway`).
    public var isAdvancing: Bool
    /// Whether it is ducked (rule D1).
    public var isDucked: Bool
    /// Whether its sound engine is suspended (`AK::SoundEngine::Suspend`).
    public var isEngineSuspended: Bool
    /// Its muted buses, sorted.
    public var mutedBuses: [String]

    /// A state; the default is silent and still.
    public init(
        ports: [PortID] = [], isAdvancing: Bool = false, isDucked: Bool = false, isEngineSuspended: Bool = false,
        mutedBuses: [String] = []
    ) {
        self.ports = ports
        self.isAdvancing = isAdvancing
        self.isDucked = isDucked
        self.isEngineSuspended = isEngineSuspended
        self.mutedBuses = mutedBuses
    }
}

/// Why a source's sound changed: the rule and the words of the trace line that decided it.
public struct SoundReason: Hashable, Sendable {
    /// The rule's id (`D1`), or `nil` when an app's own action did it.
    public var rule: String?
    /// The trace's words (`Maps ducks others`, `Game play`).
    public var because: String

    /// A reason.
    public init(rule: String?, because: String) {
        self.rule = rule
        self.because = because
    }
}

/// A source that plays: an app (or Music) with its voices, or one of the system's own sounds.
public struct SoundSource: Hashable, Sendable {
    /// Its name in cues: the app's name, `Music`, `ringtone`, `call`, `alarm` or `siri`.
    public var name: String
    /// What it plays.
    public var voices: [Voice]
    /// Whether ducking applies to it (system sounds are never ducked, rule P5).
    public var isDuckable: Bool

    /// A source.
    public init(name: String, voices: [Voice], isDuckable: Bool = true) {
        self.name = name
        self.voices = voices
        self.isDuckable = isDuckable
    }
}

/// A source's new state at an instant, with why.
public struct SoundChange: Hashable, Sendable {
    /// When, since time 0.
    public var time: TimeSpan
    /// The source's index in ``SoundTimeline/sources``.
    public var source: Int
    /// Its state from then on.
    public var state: SourceState
    /// Why.
    public var reason: SoundReason

    /// A change.
    public init(time: TimeSpan, source: Int, state: SourceState, reason: SoundReason) {
        self.time = time
        self.source = source
        self.state = state
        self.reason = reason
    }
}

/// Everything a render needs from a simulation: the sources, the ports that existed, every change in time order,
/// and when the run ended (rule O4).
public struct SoundTimeline: Hashable, Sendable {
    /// The sources, in order (apps in file order, then Music and the system's sounds).
    public var sources: [SoundSource]
    /// Every output port that existed during the run, in file order.
    public var ports: [PortID]
    /// The changes, in time order.
    public var changes: [SoundChange]
    /// When the run ended, since time 0.
    public var end: TimeSpan
    /// How ducking sounds.
    public var duck: DuckSettings

    /// A timeline.
    public init(
        sources: [SoundSource], ports: [PortID], changes: [SoundChange], end: TimeSpan,
        duck: DuckSettings = DuckSettings()
    ) {
        self.sources = sources
        self.ports = ports
        self.changes = changes
        self.end = end
        self.duck = duck
    }
}
