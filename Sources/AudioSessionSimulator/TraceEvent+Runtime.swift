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
            let (actor, app, kind, fields): (String, AppID?, String, [NoteField])
            switch applied.event {
            case .app(let id, let action):
                (actor, app, kind, fields) = (
                    names[id.index], id, Vocabulary.standard.name(of: action), Self.fields(of: action)
                )
            case .user(let action):
                (actor, app, kind, fields) = (
                    "user", nil, Vocabulary.standard.name(of: action), Self.fields(of: action)
                )
            case .system(let event):
                (actor, app, kind, fields) = (
                    "system", nil, Vocabulary.standard.name(of: event), Self.fields(of: event)
                )
            default: return nil
            }
            self.init(
                time: applied.time.nanoseconds, actor: actor, app: app, category: .action, kind: kind, fields: fields,
                error: applied.error, isReaction: applied.isReaction)
        case .delivered(let app, let delivery, let because, let time):
            let name = names[app.index]
            switch delivery {
            case .notification(let notification):
                var fields = Vocabulary.standard.fields(of: notification).map { NoteField($0.name, .string($0.value)) }
                if case .routeChange(_, let previous) = notification {
                    let current = route ?? .empty
                    fields.append(NoteField("outputs", .list(current.outputs.map(\.description))))
                    fields.append(NoteField("inputs", .list(current.inputs.map(\.description))))
                    fields.append(NoteField("previousOutputs", .list(previous.outputs.map(\.description))))
                    fields.append(NoteField("previousInputs", .list(previous.inputs.map(\.description))))
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
        case .note(let actor, let kind, let fields, let because, let time):
            let (name, app): (String, AppID?)
            switch actor {
            case .app(let id): (name, app) = (names[id.index], id)
            case .system: (name, app) = ("system", nil)
            }
            self.init(
                time: time.nanoseconds, actor: name, app: app, category: .note, kind: kind, fields: fields,
                because: because)
        case .rejected:
            return nil
        }
    }
    static func fields(of action: AppAction) -> [NoteField] {
        switch action {
        case .setCategory(let configuration):
            var fields = [NoteField("category", .string(configuration.category.description))]
            if configuration.mode != .default {
                fields.append(NoteField("mode", .string(configuration.mode.description)))
            }
            if !configuration.effectiveOptions.isEmpty {
                fields.append(NoteField("options", .list(configuration.effectiveOptions.names)))
            }
            if configuration.policy != .default {
                fields.append(NoteField("policy", .string(configuration.policy.description)))
            }
            return fields
        case .setMode(let mode): return [NoteField("mode", .string(mode.description))]
        case .deactivate(let options):
            return options.contains(.notifyOthersOnDeactivation) ? [NoteField("notifyOthers", .bool(true))] : []
        case .play(let duration), .record(let duration):
            return duration.map { [NoteField("for", .string($0.description))] } ?? []
        case .overrideOutput(let value): return [NoteField("port", .string(value.description))]
        case .setPreferredInput(let selection): return [NoteField("input", .string(selection.description))]
        case .setPrefersNoInterruptionsFromSystemAlerts(let flag), .setPrefersInterruptionOnRouteDisconnect(let flag),
            .setInputMuted(let flag), .setOutputMuted(let flag):
            return [NoteField("value", .bool(flag))]
        case .activate, .stop, .stopRecording, .requestRecordPermission, .callKit: return []
        case .soundEngine(.suspend(let renderAnyway)):
            return renderAnyway ? [NoteField("renderAnyway", .bool(true))] : []
        case .soundEngine(.wake): return []
        case .soundEngine(.muteBus(let bus)), .soundEngine(.unmuteBus(let bus)): return [NoteField("bus", .string(bus))]
        }
    }

    static func fields(of action: UserAction) -> [NoteField] {
        switch action {
        case .connect(let device): [NoteField("device", .string(device.description))]
        case .disconnect(let name), .openApp(let name), .killApp(let name), .endCallOf(let name):
            [NoteField("target", .string(name))]
        case .ringer(let position): [NoteField("position", .string(position.rawValue))]
        case .remote(let command): [NoteField("command", .string(command.rawValue))]
        case .muteInput(let muted): [NoteField("value", .bool(muted))]
        case .lock, .unlock, .home, .answerCall, .declineCall, .endCall, .dismissAlarm, .holdAndAccept, .endAndAccept,
            .resumeCall, .volumeUp:
            []
        }
    }

    static func fields(of event: SystemEvent) -> [NoteField] {
        if case .smartFolio(let closed) = event { return [NoteField("cover", .string(closed ? "closed" : "open"))] }
        return []
    }
}
