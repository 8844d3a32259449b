import AudioSessionEngine
import AudioSessionModel
import AudioSessionVocabulary

extension Runtime.Core {
    /// Applies one event and queues what it delivers; an app's call, a user action or a system event is announced
    /// to the subscribers. Returns the app action's error.
    ///
    /// - Throws: ``RuntimeError`` when the event is refused: it cannot happen, or reactions loop (O1, O5); or
    ///   when the runtime stopped earlier.
    mutating func apply(_ event: EngineEvent) throws(RuntimeError) -> AudioSessionError? {
        if let stopped { throw stopped }
        if let app = event.addressedApp, !engine.state.apps.indices.contains(app.index) || engine.state[app].isRemoved {
            let name = engine.state.apps.indices.contains(app.index) ? engine.state[app].name : "app \(app.index)"
            throw reject(SimulationError("at \(formatTime(now)): \(name) is not on the device (rule L6)", rule: "L6"))
        }
        let isAction = event.isAction
        if isAction {
            actionsInRun += 1
            // O1: only reactions re-triggering reactions make a loop; steps and first reactions never add up.
            if generation >= 2 {
                if instantOfChainedCount != now {
                    instantOfChainedCount = now
                    chainedActionsAtInstant = 0
                }
                chainedActionsAtInstant += 1
                // Only the looping chain is refused: actions from outside at the same instant still apply.
                if chainedActionsAtInstant > options.actionLimitPerInstant {
                    throw reject(
                        SimulationError(
                            "more than \(options.actionLimitPerInstant) actions at one instant "
                                + "(\(formatTime(now))) set off by reactions to what reactions did: the reactions "
                                + "loop; the last was \(describe(event)) (rule O1)",
                            kind: .loop, rule: "O1"))
                }
            }
            if actionsInRun > options.actionLimitPerRun {
                throw reject(
                    SimulationError(
                        "more than \(options.actionLimitPerRun) actions in the whole run (at "
                            + "\(formatTime(now))): something keeps re-arming itself; the last was \(describe(event)) "
                            + "(rule O5)",
                        kind: .loop, rule: "O5"))
            }
        }
        // The outputs go to a buffer kept from event to event: most events deliver something, and a new list for
        // each would be allocated and freed again.
        var outputs: [EngineOutput] = []
        swap(&outputs, &spareOutputs)
        defer {
            outputs.removeAll(keepingCapacity: true)
            swap(&outputs, &spareOutputs)
        }
        let error: AudioSessionError?
        do {
            error = try engine.apply(event, appendingTo: &outputs)
        } catch {
            if isAction {
                emit(
                    .actionApplied(
                        AppliedAction(time: time, event: event, error: nil, isReaction: reactionDepth > 0)))
            }
            throw reject(SimulationError("at \(formatTime(now)): \(error.message)", kind: error.kind, rule: error.rule))
        }
        if isAction {
            emit(
                .actionApplied(
                    AppliedAction(time: time, event: event, error: error, isReaction: reactionDepth > 0))
            )
        }
        var continuations: [EngineEvent] = []
        for output in outputs {
            // K7: a continuation runs after this event's deliveries and the reactions they trigger.
            if case .continuation(let event) = output { continuations.append(event) } else { handle(output) }
        }
        publishPolicyChanges()
        for event in continuations { queue.append(.engine(event)) }
        if batchEnds.last != queue.count { batchEnds.append(queue.count) }
        return error
    }

    /// Announces a refusal and, if the runtime stops on refusals, stops it.
    mutating func reject(_ error: SimulationError) -> RuntimeError {
        let rejection = RuntimeError(error)
        emit(.rejected(rejection))
        if options.stopsOnRejection { stopped = rejection }
        return rejection
    }

    /// Runs every subscriber with `event` (under the lock: they record, they do not call back).
    func emit(_ event: RuntimeEvent) {
        for subscriber in subscribers { subscriber.body(event, engine) }
    }

    /// `Music play`, `user answerCall`: who did an action and what, for a loop's message.
    func describe(_ event: EngineEvent) -> String {
        switch event {
        case .app(let id, let action): "\(engine.state[id].name) \(Vocabulary.standard.name(of: action))"
        case .user(let action): "user \(Vocabulary.standard.name(of: action))"
        case .system(let event): "system \(Vocabulary.standard.name(of: event))"
        default: "system"
        }
    }

    mutating func handle(_ output: EngineOutput) {
        switch output {
        case .notification(let app, let notification, let because):
            queue.append(.deliver(app, .notification(notification), because, generation: generation))
        case .lifecycle(let app, let event, let because):
            queue.append(.deliver(app, .lifecycle(event), because, generation: generation))
        case .heldTimer(let app, let token):
            queue.append(.heldTimer(app, id: token, generation: generation))
        case .note(let actor, let note, let because):
            emit(.note(actor, note, because: because, time: time))
        case .scheduleIOStop(let app, let output, let token, let delay):
            addTimer(.ioStop(app, output: output, token: token), due: Runtime.time(now, plus: delay.nanoseconds))
        case .scheduleSuspension(let app, let token, let delay):
            addTimer(.suspension(app, token: token), due: Runtime.time(now, plus: delay.nanoseconds))
        case .terminated(let app):
            let owned = timers.compactMap { id, timer -> Int? in
                switch timer.kind {
                case .callback(let owner), .ioStop(let owner, _, _), .suspension(let owner, _):
                    owner == app ? id : nil
                }
            }
            for id in owned.sorted() {
                timers[id] = nil
                clock.cancel(RuntimeTimer(id))
                // Released outside the lock (see `Runtime.drainIfIdle()`).
                if let body = callbacks.removeValue(forKey: id) { garbage.append(body) }
            }
        case .continuation(let event):
            queue.append(.engine(event))
        }
    }

    /// Sets a timer on the clock; returns its id.
    @discardableResult
    mutating func addTimer(_ kind: Runtime.Timer.Kind, due: Int64) -> Int {
        nextID += 1
        timers[nextID] = Runtime.Timer(kind: kind, generation: generation, setAt: now)
        clock.schedule(RuntimeTimer(nextID), at: TimeSpan(nanoseconds: due))
        return nextID
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

    func formatTime(_ nanoseconds: Int64) -> String { TimeSpan.text(nanoseconds: nanoseconds) }
}

extension EngineEvent {
    /// The app an event of an app's own is addressed to: its call, its code about to run, its removal.
    var addressedApp: AppID? {
        switch self {
        case .app(let id, _), .appWillRunCode(let id), .removeApp(let id): id
        default: nil
        }
    }

    /// An app's call, a user action or a system event: what counts as an action (O1, O5) and is announced.
    var isAction: Bool {
        switch self {
        case .app, .user, .system: true
        default: false
        }
    }
}
