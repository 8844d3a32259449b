import AudioSessionEngine
import AudioSessionModel
import AudioSessionVocabulary

/// One line of a simulation's trace: an action, a delivery, a lifecycle callback or a system decision.
public struct TraceEvent: Hashable, Sendable {
    /// What kind of line this is.
    public enum Category: String, Hashable, Sendable {
        /// An app, the user or the system acted.
        case action
        /// A notification reached an app.
        case notification
        /// An app-delegate callback ran.
        case lifecycle
        /// The engine decided something that delivers nothing (a duck, a suspension, a route).
        case note
    }

    /// When, in nanoseconds since time 0 (the public form is ``time``).
    package var nanoseconds: Int64
    /// Who: an app's name, `user` or `system`.
    public var actor: String
    /// The app concerned, if any.
    public var app: AppID?
    /// The kind of line.
    public var category: Category
    /// What happened: an action's name, a notification's name, a callback's name, or a note's kind.
    public var kind: String
    /// Details (`reason`, `outputs`, `device`), in a fixed order.
    public var fields: [NoteField]
    /// Why, for every system decision.
    public var because: Because?
    /// The error an action failed with.
    public var error: AudioSessionError?
    /// The notification delivered, for `notification` lines.
    public var notification: SessionNotification?
    /// The action applied (`.app`, `.user` or `.system`), for the `action` lines of the runtime's events.
    public var action: EngineEvent?
    /// The engine's note, for `note` lines.
    public var note: EngineNote?
    /// Whether an app's reaction (or a built-in app's behaviour) did this, not a step.
    public var isReaction: Bool

    /// A trace line at `time` nanoseconds since time 0.
    package init(
        time: Int64, actor: String, app: AppID? = nil, category: Category, kind: String, fields: [NoteField] = [],
        because: Because? = nil, error: AudioSessionError? = nil, notification: SessionNotification? = nil,
        action: EngineEvent? = nil, note: EngineNote? = nil, isReaction: Bool = false
    ) {
        self.nanoseconds = time
        self.actor = actor
        self.app = app
        self.category = category
        self.kind = kind
        self.fields = fields
        self.because = because
        self.error = error
        self.notification = notification
        self.action = action
        self.note = note
        self.isReaction = isReaction
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension TraceEvent {
    /// When, since time 0.
    public var time: Duration {
        get { .nanoseconds(nanoseconds) }
        set { nanoseconds = newValue.saturatingNanoseconds }
    }

    /// A trace line.
    public init(
        time: Duration, actor: String, app: AppID? = nil, category: Category, kind: String, fields: [NoteField] = [],
        because: Because? = nil, error: AudioSessionError? = nil, notification: SessionNotification? = nil,
        action: EngineEvent? = nil, note: EngineNote? = nil, isReaction: Bool = false
    ) {
        self.init(
            time: time.saturatingNanoseconds, actor: actor, app: app, category: category, kind: kind, fields: fields,
            because: because, error: error, notification: notification, action: action, note: note,
            isReaction: isReaction)
    }
}
