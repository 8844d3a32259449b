import AudioSessionModel

/// Who a trace note is about.
public enum NoteActor: Hashable, Sendable {
    /// An app.
    case app(AppID)
    /// The system.
    case system
}

/// What the engine tells the simulator after one event, in delivery order (rules O1, O2).
public enum EngineOutput: Hashable, Sendable {
    /// Deliver a notification to an app.
    case notification(AppID, SessionNotification, Because)
    /// Call an app-delegate callback.
    case lifecycle(AppID, LifecycleEvent, Because)
    /// A held app timer runs now that its app runs again (L5).
    case heldTimer(AppID, token: Int)
    /// A system decision that delivers nothing (a duck, a suspension, a route), for the trace.
    case note(NoteActor, EngineNote, Because)
    /// Stop an app's output (`output: true`) or input after a delay, if its token still matches (P3).
    case scheduleIOStop(AppID, output: Bool, token: Int, after: TimeSpan)
    /// Start a timer that applies ``EngineEvent/suspensionDue(_:token:)`` after the delay (L3, `suspendAfter`).
    case scheduleSuspension(AppID, token: Int, after: TimeSpan)
    /// An app was terminated: its pending timers go (L6).
    case terminated(AppID)
    /// Apply this event once the deliveries before it, and the reactions they trigger, have run (K7).
    case continuation(EngineEvent)
}

/// The result of one event: whether the app's call succeeded, and what to deliver.
public struct EngineStep: Sendable {
    /// The error an app action failed with, if any.
    public var error: AudioSessionError?
    /// Deliveries and notes, in order.
    public var outputs: [EngineOutput]
}
