import AudioSessionEngine
import AudioSessionSimulator

/// An app's sound engine as its actions left it (Wwise's `AK::SoundEngine` state): suspended or not, and its
/// muted buses. Read from the trace, so a render and an expectation see the same thing.
public struct SoundEngineState: Hashable, Sendable {
    /// Whether `suspendEngine` was called and no `wakeEngine` since.
    public var isSuspended = false
    /// Whether the suspension keeps voices advancing (`renderAnyway`).
    public var rendersAnyway = false
    /// The muted buses, sorted.
    public var mutedBuses: [String] = []

    /// A running engine with nothing muted.
    public init() {}

    /// Applies one action.
    public mutating func apply(_ action: SoundEngineAction) {
        switch action {
        case .suspend(let renderAnyway):
            isSuspended = true
            rendersAnyway = renderAnyway
        case .wake:
            isSuspended = false
            rendersAnyway = false
        case .muteBus(let bus):
            if !mutedBuses.contains(bus) {
                mutedBuses.append(bus)
                mutedBuses.sort()
            }
        case .unmuteBus(let bus):
            mutedBuses.removeAll { $0 == bus }
        }
    }

    /// Applies a trace line if it is one of `app`'s sound-engine actions, or its termination (a new engine).
    public mutating func apply(_ event: TraceEvent, app: String) {
        if event.category == .action, event.actor == "user", event.kind == "killApp",
            event.fields.contains(where: { $0.name == "target" && $0.value == .string(app) })
        {
            self = SoundEngineState()
            return
        }
        guard event.category == .action, event.actor == app, let action = Self.action(of: event) else { return }
        apply(action)
    }

    /// The sound-engine action a trace line records, if it records one.
    public static func action(of event: TraceEvent) -> SoundEngineAction? {
        func field(_ name: String) -> NoteField.Value? { event.fields.first { $0.name == name }?.value }
        switch event.kind {
        case "suspendEngine": return .suspend(renderAnyway: field("renderAnyway") == .bool(true))
        case "wakeEngine": return .wake
        case "muteBus", "unmuteBus":
            guard case .string(let bus)? = field("bus") else { return nil }
            return event.kind == "muteBus" ? .muteBus(bus) : .unmuteBus(bus)
        default: return nil
        }
    }

    /// The state of `app`'s engine after the whole trace.
    public static func of(_ app: String, in trace: [TraceEvent]) -> SoundEngineState {
        var state = SoundEngineState()
        for event in trace { state.apply(event, app: app) }
        return state
    }
}
