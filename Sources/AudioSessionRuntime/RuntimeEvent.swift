import AudioSessionEngine
import AudioSessionModel

/// What a ``Runtime`` tells its subscribers, in the order it happens: the raw material of a trace, a timeline or a
/// sound server's enforcement.
public enum RuntimeEvent: Hashable, Sendable {
    /// An app's call, a user action or a system event was applied (or refused: see ``rejected(_:)``).
    case actionApplied(AppliedAction)
    /// Something reached an app: a notification or an app-delegate callback, with the decision's reason.
    case delivered(app: AppID, Delivery, because: Because?, time: TimeSpan)
    /// A decision that delivers nothing (a duck, a suspension, a route, a held timer), for the trace.
    case note(NoteActor, EngineNote, because: Because, time: TimeSpan)
    /// An event was refused as impossible (a second incoming call) or as a loop (rules O1, O5), after its
    /// ``actionApplied(_:)``, if any.
    case rejected(RuntimeError)
}

/// An app's call, a user action or a system event, as the runtime applied it.
public struct AppliedAction: Hashable, Sendable {
    /// When, since the runtime started.
    public var time: TimeSpan
    /// The event: `.app`, `.user` or `.system`.
    public var event: EngineEvent
    /// The error an app's call failed with, as the SDK returns it.
    public var error: AudioSessionError?
    /// Whether an app's code did it in reaction to something delivered or to a timer, not on its own (a step, a request).
    public var isReaction: Bool

    /// An applied action.
    public init(time: TimeSpan, event: EngineEvent, error: AudioSessionError?, isReaction: Bool) {
        self.time = time
        self.event = event
        self.error = error
        self.isReaction = isReaction
    }
}
