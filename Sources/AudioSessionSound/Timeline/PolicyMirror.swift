import AudioSessionEngine
import AudioSessionModel
import AudioSessionSimulator

/// Every app's `PolicyView` on one simulated device, kept from the runtime's policy changes: what the simulator
/// enforces (route, audible, ducked, playing), read without looking at every app again or copying the engine.
final class PolicyMirror: Sendable {
    /// The runtime it listens to.
    private let runtime: Runtime
    /// The views by app, as the last change left them.
    private let views: Locked<[PolicyView]>
    /// The policy subscription, ended when the mirror goes.
    private let subscription: RuntimeSubscription

    /// A mirror of `device`'s views from now on.
    init(_ device: SimulatedDevice) {
        runtime = device.runtime
        let views = Locked<[PolicyView]>([])
        // Changes are told under the runtime's lock, after each event; the mirror's lock is its own.
        subscription = runtime.subscribePolicy { change in
            views.withLock { views in
                if views.indices.contains(change.app.index) { views[change.app.index] = change.view }
            }
        }
        let now = runtime.policyViews
        views.withLock { $0 = now }
        self.views = views
    }

    deinit { runtime.unsubscribePolicy(subscription) }

    /// Whether it mirrors `device`.
    func mirrors(_ device: SimulatedDevice) -> Bool { device.runtime === runtime }

    /// The views now, by app; every app's, apps added since the mirror was made included.
    func current(appCount: Int) -> [PolicyView] {
        let views = views.withLock { $0 }
        guard views.count < appCount else { return views }
        // An app added since: its view is not told until it changes, so every view is read once more.
        let now = runtime.policyViews
        self.views.withLock { $0 = now }
        return now
    }
}
