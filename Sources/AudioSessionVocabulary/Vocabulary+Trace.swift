import AudioSessionEngine
import AudioSessionModel

extension Vocabulary {
    /// The name of an engine note (`ducked`, `route`).
    public func name(of note: EngineNote) -> String { name(of: note.word) }

    /// A trace field, named as the table spells `word`.
    public func field(_ word: TraceFieldWord, _ value: NoteField.Value) -> NoteField {
        NoteField(name(of: word), value)
    }

    /// A note's fields, in a fixed order: a route's outputs and inputs, a call's phase, a device, a position.
    public func fields(of note: EngineNote) -> [NoteField] {
        switch note {
        case .route(let route): return routeFields(route)
        case .call(let phase): return [field(.phase, .string(phase.rawValue))]
        case .callEnded: return [field(.phase, .string("ended"))]
        case .connected(let device), .disconnected(let device): return [field(.device, .string(device.description))]
        case .ringer(let position): return [field(.position, .string(position.rawValue))]
        case .remoteIgnored(let command): return [field(.command, .string(command.rawValue))]
        case .held(let kind): return [field(.notification, .string(name(of: kind)))]
        case .ducked, .unducked, .timerHeld, .mediaServicesReset, .playbackFinished, .recordingFinished, .woken,
            .launched, .suspended, .terminated, .nowPlaying, .alreadyActive:
            return []
        }
    }

    /// A route's fields (`outputs`, `inputs`), then, for a route change, the route it left (`previousOutputs`,
    /// `previousInputs`).
    public func routeFields(_ route: RouteDescription, previous: RouteDescription? = nil) -> [NoteField] {
        var fields = [
            field(.outputs, .list(route.outputs.map(\.description))),
            field(.inputs, .list(route.inputs.map(\.description))),
        ]
        if let previous {
            fields.append(field(.previousOutputs, .list(previous.outputs.map(\.description))))
            fields.append(field(.previousInputs, .list(previous.inputs.map(\.description))))
        }
        return fields
    }

    /// An app action's arguments as its trace line shows them; defaults are left out.
    public func fields(of action: AppAction) -> [NoteField] {
        switch action {
        case .setCategory(let configuration):
            var fields = [field(.category, .string(configuration.category.description))]
            if configuration.mode != .default { fields.append(field(.mode, .string(configuration.mode.description))) }
            if !configuration.effectiveOptions.isEmpty {
                fields.append(field(.options, .list(configuration.effectiveOptions.names)))
            }
            if configuration.policy != .default {
                fields.append(field(.policy, .string(configuration.policy.description)))
            }
            return fields
        case .setMode(let mode): return [field(.mode, .string(mode.description))]
        case .deactivate(let options):
            return options.contains(.notifyOthersOnDeactivation) ? [field(.notifyOthers, .bool(true))] : []
        case .play(let duration), .record(let duration):
            return duration.map { [field(.duration, .string($0.description))] } ?? []
        case .overrideOutput(let value): return [field(.port, .string(value.description))]
        case .setPreferredInput(let selection): return [field(.input, .string(selection.description))]
        case .setPrefersNoInterruptionsFromSystemAlerts(let flag), .setPrefersInterruptionOnRouteDisconnect(let flag),
            .setInputMuted(let flag), .setOutputMuted(let flag):
            return [field(.value, .bool(flag))]
        case .activate, .stop, .stopRecording, .requestRecordPermission, .callKit: return []
        case .soundEngine(.suspend(let renderAnyway)):
            return renderAnyway ? [field(.renderAnyway, .bool(true))] : []
        case .soundEngine(.wake): return []
        case .soundEngine(.muteBus(let bus)), .soundEngine(.unmuteBus(let bus)): return [field(.bus, .string(bus))]
        }
    }

    /// A user action's argument as its trace line shows it.
    public func fields(of action: UserAction) -> [NoteField] {
        switch action {
        case .connect(let device): [field(.device, .string(device.description))]
        case .disconnect(let name), .openApp(let name), .killApp(let name), .endCallOf(let name):
            [field(.target, .string(name))]
        case .ringer(let position): [field(.position, .string(position.rawValue))]
        case .remote(let command): [field(.command, .string(command.rawValue))]
        case .muteInput(let muted): [field(.value, .bool(muted))]
        case .lock, .unlock, .home, .answerCall, .declineCall, .endCall, .dismissAlarm, .holdAndAccept, .endAndAccept,
            .resumeCall, .volumeUp:
            []
        }
    }

    /// A system event's argument as its trace line shows it.
    public func fields(of event: SystemEvent) -> [NoteField] {
        if case .smartFolio(let closed) = event { return [field(.cover, .string(closed ? "closed" : "open"))] }
        return []
    }
}
