import AudioSessionEngine
import AudioSessionSimulator

/// An app's sound engine as its actions left it (Wwise's `AK::SoundEngine` state): suspended or not, and its
/// muted buses. Kept from the runtime's events, so a render and an expectation see the same thing.
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

    /// The sound-engine action a trace line records, if it records one.
    public static func action(of event: TraceEvent) -> SoundEngineAction? {
        guard case .app(_, .soundEngine(let action))? = event.action else { return nil }
        return action
    }
}
