import AudioSessionEngine
import AudioSessionModel

/// One app's enforcement changed: its `PolicyView` after an event, with the one before (what
/// ``Runtime/subscribePolicy(_:)`` reports).
public struct PolicyChange: Hashable, Sendable {
    /// The app.
    public var app: AppID
    /// When, since the runtime started.
    public var time: TimeSpan
    /// The view before the event.
    public var previous: PolicyView
    /// The view after it.
    public var view: PolicyView

    /// A change of `app`'s view at `time`.
    public init(app: AppID, time: TimeSpan, previous: PolicyView, view: PolicyView) {
        self.app = app
        self.time = time
        self.previous = previous
        self.view = view
    }
}
