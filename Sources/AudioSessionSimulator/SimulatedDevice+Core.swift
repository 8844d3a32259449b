import AudioSessionEngine
import AudioSessionModel

extension SimulatedDevice.Core {
    /// Applies one engine event, records it, and queues what it delivers. Returns the app action's error.
    mutating func apply(
        _ event: EngineEvent, actor: String?, app: AppID? = nil, kind: String = "", fields: [NoteField] = []
    ) -> AudioSessionError? {
        guard fatal == nil else { return nil }
        if let actor {
            actionsInRun += 1
            // O1: only reactions re-triggering reactions make a loop; steps and first reactions never add up.
            if generation >= 2 {
                if instantOfChainedCount != now {
                    instantOfChainedCount = now
                    chainedActionsAtInstant = 0
                }
                chainedActionsAtInstant += 1
            }
            if chainedActionsAtInstant > SimulatedDevice.actionLimitPerInstant, instantOfChainedCount == now {
                fatal = SimulationError(
                    "more than \(SimulatedDevice.actionLimitPerInstant) actions at one instant "
                        + "(\(formatTime(now))) set off by reactions to what reactions did: the reactions loop; "
                        + "the last was \(actor) \(kind) (rule O1)",
                    kind: .loop)
                return nil
            }
            if actionsInRun > actionLimitPerRun {
                fatal = SimulationError(
                    "more than \(actionLimitPerRun) actions in the whole run (at "
                        + "\(formatTime(now))): something keeps re-arming itself; the last was \(actor) \(kind) "
                        + "(rule O5)",
                    kind: .loop)
                return nil
            }
        }
        let step: EngineStep
        do {
            step = try engine.apply(event)
        } catch {
            if let actor {
                record(
                    TraceEvent(
                        time: now, actor: actor, app: app, category: .action, kind: kind, fields: fields,
                        isReaction: reactionDepth > 0))
            }
            fatal = SimulationError("at \(formatTime(now)): \(error.message)", kind: error.kind)
            return nil
        }
        if let actor {
            record(
                TraceEvent(
                    time: now, actor: actor, app: app, category: .action, kind: kind, fields: fields,
                    error: step.error, isReaction: reactionDepth > 0))
        }
        var continuations: [EngineEvent] = []
        for output in step.outputs {
            // K7: a continuation runs after this event's deliveries and the reactions they trigger.
            if case .continuation(let event) = output { continuations.append(event) } else { handle(output) }
        }
        for event in continuations { queue.append(.engine(event)) }
        if batchEnds.last != queue.count { batchEnds.append(queue.count) }
        return step.error
    }

    mutating func handle(_ output: EngineOutput) {
        switch output {
        case .notification(let app, let notification, let because):
            queue.append(.deliver(app, .notification(notification), because, generation: generation))
        case .lifecycle(let app, let event, let because):
            queue.append(.deliver(app, .lifecycle(event), because, generation: generation))
        case .heldTimer(let app, let token):
            queue.append(.heldTimer(app, id: token, generation: generation))
        case .note(let actor, let kind, let fields, let because):
            let name: String
            let app: AppID?
            switch actor {
            case .app(let id):
                name = engine.state[id].name
                app = id
            case .system:
                name = "system"
                app = nil
            }
            record(
                TraceEvent(
                    time: now, actor: name, app: app, category: .note, kind: kind, fields: fields, because: because))
        case .scheduleIOStop(let app, let output, let token, let delay):
            nextID += 1
            addTimer(
                SimulatedDevice.Timer(
                    due: SimulatedDevice.time(now, plus: delay.nanoseconds), sequence: nextID,
                    kind: .ioStop(app, output: output, token: token), generation: generation, setAt: now))
        case .scheduleSuspension(let app, let token, let delay):
            nextID += 1
            addTimer(
                SimulatedDevice.Timer(
                    due: SimulatedDevice.time(now, plus: delay.nanoseconds), sequence: nextID,
                    kind: .suspension(app, token: token), generation: generation, setAt: now))
        case .terminated(let app):
            timers.removeSubrange(..<timersHead)
            timersHead = 0
            let owned = timers.compactMap { timer -> Int? in
                if case .callback(let owner, let id) = timer.kind, owner == app { return id }
                return nil
            }
            for id in owned {
                // Released outside the lock (see `SimulatedDevice.releaseGarbage`).
                if let body = callbacks.removeValue(forKey: id) { garbage.append(body) }
            }
            timers.removeAll { timer in
                switch timer.kind {
                case .callback(let owner, _), .ioStop(let owner, _, _), .suspension(let owner, _): owner == app
                }
            }
        case .continuation(let event):
            queue.append(.engine(event))
        }
    }

    /// Moves the items queued since `mark` ahead of the items still pending before it, keeping batch boundaries.
    mutating func promoteItems(from mark: Int) {
        guard mark < queue.count, queueHead < mark else { return }
        let pending = Array(queue[queueHead..<mark])
        let promoted = Array(queue[mark...])
        queue.replaceSubrange(queueHead..., with: promoted + pending)
        let pendingEnds = batchEnds.filter { $0 > queueHead && $0 <= mark }.map { $0 + promoted.count }
        let promotedEnds = batchEnds.filter { $0 > mark }.map { $0 - mark + queueHead }
        batchEnds = batchEnds.filter { $0 <= queueHead } + promotedEnds + pendingEnds
        if batchEnds.last != queue.count { batchEnds.append(queue.count) }
    }

    mutating func addTimer(_ timer: SimulatedDevice.Timer) {
        // Binary search from the head: a timer usually falls due after every pending one, and is appended.
        var low = timersHead
        var high = timers.count
        while low < high {
            let middle = (low + high) / 2
            if (timers[middle].due, timers[middle].sequence) > (timer.due, timer.sequence) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        timers.insert(timer, at: low)
    }

    /// The next timer to fire.
    var firstTimer: SimulatedDevice.Timer? { timersHead < timers.count ? timers[timersHead] : nil }

    /// Drops the next timer (fired timers are removed in bulk, so that many pending timers cost no quadratic time).
    mutating func removeFirstTimer() {
        timersHead += 1
        if timersHead == timers.count {
            timers.removeAll(keepingCapacity: true)
            timersHead = 0
        } else if timersHead > 1_024, timersHead * 2 > timers.count {
            timers.removeSubrange(..<timersHead)
            timersHead = 0
        }
    }

    mutating func record(_ event: TraceEvent) {
        if recordsTrace { trace.append(event) }
    }

    mutating func recordDelivery(_ app: AppID, _ delivery: Delivery, _ because: Because?) {
        let name = engine.state[app].name
        switch delivery {
        case .notification(let notification):
            var fields = notification.fields.map { NoteField($0.name, .string($0.value)) }
            if case .routeChange(_, let previous) = notification {
                let current = engine.state.route(of: app)
                fields.append(NoteField("outputs", .list(current.outputs.map(\.description))))
                fields.append(NoteField("inputs", .list(current.inputs.map(\.description))))
                fields.append(NoteField("previousOutputs", .list(previous.outputs.map(\.description))))
                fields.append(NoteField("previousInputs", .list(previous.inputs.map(\.description))))
            }
            record(
                TraceEvent(
                    time: now, actor: name, app: app, category: .notification, kind: notification.kind.rawValue,
                    fields: fields, because: because, notification: notification))
        case .lifecycle(let event):
            record(
                TraceEvent(
                    time: now, actor: name, app: app, category: .lifecycle, kind: event.rawValue, because: because))
        }
    }

    func formatTime(_ nanoseconds: Int64) -> String { SimulatedDevice.format(nanoseconds) }
}

extension SimulatedDevice {
    /// The latest time the simulator represents (about 292 years): a timer that would fall due later is set for
    /// this time instead, and firing it stops the run (see ``advance(to:)``). Time arithmetic never overflows.
    static let endOfTime = Int64.max

    /// `time + delay`, saturated at ``endOfTime`` (a negative delay counts as none).
    static func time(_ time: Int64, plus delay: Int64) -> Int64 {
        let (sum, overflow) = time.addingReportingOverflow(max(0, delay))
        return overflow ? endOfTime : sum
    }

    /// `12s`, `1.5s`: a time in seconds without trailing zeros.
    package static func format(_ nanoseconds: Int64) -> String { TimeSpan.text(nanoseconds: nanoseconds) }

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
