/// What the shared session reports to observers: holds, releases and restores (not in the SDK).
public enum SharingEvent: Hashable, Sendable {
    /// A component acquired the session; `activated` when this call activated it.
    case acquired(component: String, activated: Bool)
    /// A component released the session.
    case released(component: String, outcome: ReleaseOutcome)
    /// A component's I/O started or stopped.
    case io(component: String, isRunning: Bool)
    /// A borrow began: the component's configuration is in place.
    case borrowed(component: String, previous: SessionSnapshot)
    /// A borrowed configuration was restored, or its restore deferred.
    case restored(RestoreReport)
}
