import AudioSessionEngine
import AudioSessionModel
import AudioSessionSimulator

/// Every app's sound engine on one simulated device, kept from the runtime's events: each app's `suspendEngine`,
/// `wakeEngine`, `muteBus` and `unmuteBus` as the runtime applies it, and a new engine when the app is terminated.
/// What a render plays and what `engineSuspended` and `mutedBuses` check, read without going through the trace.
package final class SoundEngineMirror: Sendable {
    /// The runtime it listens to.
    private let runtime: Runtime
    /// The engines by app index; apps with no sound-engine action yet are missing or in their first state.
    private let states: Locked<[SoundEngineState]>
    /// The subscription, ended when the mirror goes.
    private let subscription: RuntimeSubscription

    /// A mirror of `device`'s sound engines: as its trace so far leaves them (a device already run), then kept
    /// from its runtime's events.
    package init(_ device: SimulatedDevice) {
        runtime = device.runtime
        var seed: [SoundEngineState] = []
        for event in device.trace {
            if case .app(let app, .soundEngine(let action))? = event.action {
                Self.apply(action, app, to: &seed)
            } else if let app = event.app, event.note == .terminated {
                Self.apply(nil, app, to: &seed)
            }
        }
        let states = Locked(seed)
        // Events are told under the runtime's lock, in order; the mirror's lock is its own.
        subscription = runtime.subscribe { event, _ in
            switch event {
            case .actionApplied(let applied):
                guard case .app(let app, .soundEngine(let action)) = applied.event else { return }
                states.withLock { Self.apply(action, app, to: &$0) }
            case .note(.app(let app), .terminated, _, _):
                states.withLock { Self.apply(nil, app, to: &$0) }
            default:
                return
            }
        }
        self.states = states
    }

    deinit { runtime.unsubscribe(subscription) }

    /// Whether it mirrors `device`.
    package func mirrors(_ device: SimulatedDevice) -> Bool { device.runtime === runtime }

    /// The app's sound engine now.
    package func state(of app: AppID) -> SoundEngineState {
        states.withLock { $0.indices.contains(app.index) ? $0[app.index] : SoundEngineState() }
    }

    /// Applies an action to the app's engine, or starts it anew (`nil`: the app was terminated).
    private static func apply(_ action: SoundEngineAction?, _ app: AppID, to states: inout [SoundEngineState]) {
        if states.count <= app.index {
            guard action != nil else { return }
            states.append(contentsOf: repeatElement(SoundEngineState(), count: app.index + 1 - states.count))
        }
        if let action { states[app.index].apply(action) } else { states[app.index] = SoundEngineState() }
    }
}
