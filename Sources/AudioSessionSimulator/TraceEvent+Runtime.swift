import AudioSessionEngine
import AudioSessionModel
import AudioSessionRuntime
import AudioSessionVocabulary

extension TraceEvent {
    /// Whether a runtime event has a trace line: not a refusal, nor an engine event that is no action.
    static func hasLine(_ event: RuntimeEvent) -> Bool {
        switch event {
        case .actionApplied(let applied):
            switch applied.event {
            case .app, .user, .system: true
            default: false
            }
        case .delivered, .note: true
        case .rejected: false
        }
    }

    /// The app whose route a runtime event's line spells out as the event leaves it: a route change's.
    static func routeNeeded(by event: RuntimeEvent) -> AppID? {
        if case .delivered(let app, .notification(.routeChange), _, _) = event { return app }
        return nil
    }

    /// The trace line of a runtime event, with the apps' names by index and, for a route change, the app's route
    /// as the event left it (``routeNeeded(by:)``); `nil` for a refusal.
    init?(_ event: RuntimeEvent, route: RouteDescription?, names: [String]) {
        switch event {
        case .actionApplied(let applied):
            let vocabulary = Vocabulary.standard
            let (actor, app, kind, fields): (String, AppID?, String, [NoteField])
            switch applied.event {
            case .app(let id, let action):
                (actor, app, kind, fields) = (
                    names[id.index], id, vocabulary.name(of: action), vocabulary.fields(of: action)
                )
            case .user(let action):
                (actor, app, kind, fields) = ("user", nil, vocabulary.name(of: action), vocabulary.fields(of: action))
            case .system(let event):
                (actor, app, kind, fields) = ("system", nil, vocabulary.name(of: event), vocabulary.fields(of: event))
            default: return nil
            }
            self.init(
                time: applied.time.nanoseconds, actor: actor, app: app, category: .action, kind: kind, fields: fields,
                error: applied.error, action: applied.event, isReaction: applied.isReaction)
        case .delivered(let app, let delivery, let because, let time):
            let name = names[app.index]
            switch delivery {
            case .notification(let notification):
                var fields = Vocabulary.standard.fields(of: notification).map { NoteField($0.name, .string($0.value)) }
                if case .routeChange(_, let previous) = notification {
                    fields += Vocabulary.standard.routeFields(route ?? .empty, previous: previous)
                }
                self.init(
                    time: time.nanoseconds, actor: name, app: app, category: .notification,
                    kind: Vocabulary.standard.name(of: notification),
                    fields: fields, because: because, notification: notification)
            case .lifecycle(let event):
                self.init(
                    time: time.nanoseconds, actor: name, app: app, category: .lifecycle, kind: event.rawValue,
                    because: because)
            }
        case .note(let actor, let note, let because, let time):
            let (name, app): (String, AppID?)
            switch actor {
            case .app(let id): (name, app) = (names[id.index], id)
            case .system: (name, app) = ("system", nil)
            }
            self.init(
                time: time.nanoseconds, actor: name, app: app, category: .note,
                kind: Vocabulary.standard.name(of: note), fields: Vocabulary.standard.fields(of: note),
                because: because, note: note)
        case .rejected:
            return nil
        }
    }
}
