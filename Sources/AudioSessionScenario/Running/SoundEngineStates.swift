import AudioSessionEngine
import AudioSessionSimulator
import AudioSessionSound

/// Every app's sound-engine state as the trace so far leaves it, kept up to date from the trace lines added since
/// the last look (`SoundEngineState.of(_:in:)` without reading the whole trace for every check).
final class SoundEngineStates {
    private var consumed = 0
    private var states: [String: SoundEngineState] = [:]

    /// The state of `app`'s engine after `trace` (the same trace, grown, at every call).
    func state(of app: String, in trace: [TraceEvent]) -> SoundEngineState {
        if consumed > trace.count { (consumed, states) = (0, [:]) }
        for event in trace[consumed...] where event.category == .action {
            if event.actor == "user", event.kind == "killApp" {
                for field in event.fields where field.name == "target" {
                    if case .string(let target) = field.value { states[target] = SoundEngineState() }
                }
            } else if SoundEngineState.action(of: event) != nil {
                states[event.actor, default: SoundEngineState()].apply(event, app: event.actor)
            }
        }
        consumed = trace.count
        return states[app] ?? SoundEngineState()
    }
}
