import AudioSessionModel

/// The policy engine: plays the iOS audio server as a deterministic function of the device state and one event.
///
/// `apply(_:)` changes ``state`` and returns what to deliver, in order, each decision naming its rule. No clock, no
/// randomness, no hash-order iteration: the same events give the same outputs.
public struct Engine: Sendable {
    /// The device.
    public internal(set) var state: DeviceState
    /// The routes after the last event (R8 compares against them).
    var routeCache = RouteCache()
    /// The apps whose policy view may have changed since it was last looked at (``PolicyView``).
    var policyChanges = PolicyChanges()
    /// Whether the device may have changed since the last event finished: false once an event finishes with no app
    /// changed after its indexes were refreshed, until the next event or app starts (``hasNothingToSettle``).
    var changedSinceLastFinish = true

    /// An engine over a device.
    public init(state: DeviceState) { self.state = state }

    /// Applies one event and returns the app's error (for app actions) and the outputs in delivery order.
    public mutating func apply(_ event: EngineEvent) throws(SimulationError) -> EngineStep {
        var outputs: [EngineOutput] = []
        let error = try apply(event, appendingTo: &outputs)
        return EngineStep(error: error, outputs: outputs)
    }

    /// Applies one event, appends the outputs in delivery order to `outputs`, and returns the app's error (for app
    /// actions). For loops that reuse one buffer from event to event: nothing is allocated when it is large enough.
    package mutating func apply(
        _ event: EngineEvent, appendingTo outputs: inout [EngineOutput]
    ) throws(SimulationError) -> AudioSessionError? {
        if routeCache.context == nil { _ = refreshDucks(changed: refreshRoutes()) }
        changedSinceLastFinish = true
        var decision = Decision()
        swap(&decision.entries, &routeCache.spareEntries) // An empty buffer kept from the last event.
        // Notes are never reordered: they go straight to the caller's buffer, deliveries after them (O2).
        swap(&decision.notes, &outputs)
        let heldBefore = decision.notes.count
        var finished = false
        if event.needsEveryPreviousRoute { decision.allRoutesBefore = state.routes() }
        defer {
            swap(&decision.notes, &outputs)
            if !finished { outputs.removeSubrange(heldBefore...) } // A step that throws adds nothing.
            decision.entries.empty()
            swap(&decision.entries, &routeCache.spareEntries)
        }
        switch event {
        case .app(let id, .callKit(let action)):
            wakeForOwnStep(id, &decision)
            try perform(action, by: id, &decision)
        case .app(let id, let action):
            wakeForOwnStep(id, &decision)
            decision.error = perform(action, by: id, &decision)
        case .user(let action):
            try perform(action, &decision)
        case .system(let event):
            try perform(event, &decision)
        case .ioTimerFired(let id, let output, let token):
            ioTimerFired(id, output: output, token: token, &decision)
        case .appWillRunCode(let id):
            wakeForOwnStep(id, &decision)
        case .turnEnded:
            settleSuspensions(&decision)
        case .holdTimer(let id, let token):
            state[id].held.append(.timer(token))
        case .handlingRemoteCommand(let id, let flag):
            state[id].isHandlingRemoteCommand = flag
        case .suspensionDue(let id, let token):
            suspensionDue(id, token: token, &decision)
        case .callKit(let step):
            perform(step, &decision)
        case .removeApp(let id):
            removeApp(id, &decision)
        case .outsideAudio(let playing):
            state.isOutsideAudioPlaying = playing
        }
        finish(&decision)
        finished = true
        // What finishing changed itself (an interruption cleared as it is delivered) is for the next event to index.
        changedSinceLastFinish = state.changes.overflowed || !state.changes.touched.isEmpty
        return decision.error
    }

    /// Orders a decision's deliveries (O1, O2), adds route changes (R8), duck notes (D1, D2) and hints (H3), and
    /// holds what is addressed to suspended apps (L5). Deliveries are moved after the notes, not copied.
    mutating func finish(_ decision: inout Decision) {
        tellPendingInputMuteChanges(&decision) // P9
        var changed = refreshRoutes()
        for position in changed.indices { policyChanges.note(changed[position].index) }
        keepDeliveredRouteChanges(&decision, changed: &changed)
        addDuckNotes(&decision, changed: changed)
        addHints(&decision)
        // Usually the route changes are the only deliveries: one per running app, in app order, so already in
        // delivery order (O2), and no running app holds them (L5): they then go straight after the notes.
        let direct = decision.entries.isEmpty
        var because: Because?
        for position in changed.indices {
            guard let previous = changed[position].previous.take() else { continue }
            // The last route changes of the event: no later step asks whether these apps have one (E1).
            because = because ?? decision.routeBecause
            let id = AppID(changed[position].index)
            let notification = SessionNotification.routeChange(reason: decision.routeReason, previousRoute: previous)
            if direct {
                decision.notes.append(.notification(id, notification, because!))
            } else {
                decision.deliver(id, notification, because!, order: .routeChange, notingRouteChange: false)
            }
        }
        if !direct { deliverEntries(&decision) }
        changed.empty()
        routeCache.spareChanges = changed
        notePolicyGlobals()
    }

    /// Moves the decision's entries after its notes in delivery order, holding those of suspended apps (L5).
    private mutating func deliverEntries(_ decision: inout Decision) {
        // Usually decided in delivery order already; sorting moves whole outputs, so it is done only when needed.
        if !decision.isInDeliveryOrder {
            let (leaving, arriving, last) = (decision.leavingFront, decision.arrivingFront, decision.toldLast)
            decision.entries.sort {
                Decision.deliveryKey($0, leaving: leaving, arriving: arriving, last: last)
                    < Decision.deliveryKey($1, leaving: leaving, arriving: arriving, last: last)
            }
        }
        decision.notes.reserveCapacity(decision.notes.count + decision.entries.count)
        for position in decision.entries.indices {
            let app = decision.entries[position].app
            switch state[app].lifecycle {
            case .foreground, .inactive, .background:
                if state.apps[app.index].session.isInterruptionEndHeld,
                    case .notification(_, .interruptionEnded, _) = decision.entries[position].output
                {
                    Self.clearInterruption(&state[app].session) // I2: the app is told now.
                }
                decision.notes.append(Self.take(&decision.entries[position].output))
            case .suspended:
                if case .notification(_, let notification, let because) = decision.entries[position].output {
                    state[app].held.append(.notification(notification, because))
                    decision.notes.append(
                        .note(
                            .app(app), .held(notification.kind),
                            Because(subject: state[app].name, " is suspended", rule: "L5")))
                }
            case .notRunning:
                continue
            }
        }
    }

    /// Moves an output out of a buffer that is about to be emptied, leaving a value that holds nothing.
    private static func take(_ output: inout EngineOutput) -> EngineOutput {
        var taken = EngineOutput.terminated(AppID(0))
        swap(&taken, &output)
        return taken
    }

    /// An app's route when the event began: the route cache is refreshed only when the event is finished.
    func previousRoute(of app: AppID, _ decision: Decision) -> RouteDescription? {
        if let route = routeCache.route(of: app.index) { return route }
        return decision.allRoutesBefore.map { $0[app.index] }
    }

    /// R8: keeps in `changed` the previous route of every running app whose route changed and that gets a route
    /// change (delivered by ``finish(_:)``, in app order); a change no notification carries (S7, R5) is noted in the
    /// trace now, with the other notes.
    private mutating func keepDeliveredRouteChanges(
        _ decision: inout Decision, changed: inout ReusableList<RouteCache.Change>
    ) {
        for position in changed.indices {
            let index = changed[position].index
            let id = AppID(index)
            guard state.apps[index].role != .phone, let previous = changed[position].previous,
                routeCache.hasRoute(index, otherThan: previous), !decision.hasRouteChange(id)
            else {
                changed[position].previous = nil
                continue
            }
            if decision.suppressRouteChanges || decision.overrideClearedByInterruption.contains(id) {
                // The route still changed: the trace shows it even when no notification carries it (S7, R5).
                changed[position].previous = nil
                let current = routeCache.apps[index].route!
                decision.note(.app(id), .route(current), decision.routeBecause)
            }
        }
    }

    private mutating func addDuckNotes(
        _ decision: inout Decision, changed: ReusableList<RouteCache.Change>
    ) {
        for change in refreshDucks(changed: changed) {
            let (id, ducked) = (AppID(change.index), change.ducked)
            if ducked {
                // A ducker is never ducked itself, so the latest ducker is another app (named whatever the order
                // apps are declared in: O1).
                let ducker = latestDucker().map { state.apps[$0].name } ?? "another app"
                decision.note(.app(id), .ducked, Because(subject: ducker, " ducks others", rule: "D1"))
            } else {
                decision.note(.app(id), .unducked, Because("no active session ducks others now", rule: "D2"))
            }
        }
    }

    /// H3: the hint is judged once after each event, for the app in front with an active session.
    private mutating func addHints(_ decision: inout Decision) {
        // Only the app in front can be `foreground`; every other app's last hint is cleared when it leaves (L1).
        guard let id = state.appInFront else { return }
        guard state[id].lifecycle == .foreground, state[id].session.isActive else {
            // Cleared only when set: a write notes the app as changed, and nothing is left to settle after it.
            if state.apps[id.index].lastHint != nil { state[id].lastHint = nil }
            return
        }
        let value = secondaryAudioShouldBeSilencedHint(for: id)
        guard let last = state[id].lastHint else {
            state[id].lastHint = value
            return
        }
        guard last != value else { return }
        state[id].lastHint = value
        let reason =
            value
            ? Because(hintSource(for: id), rule: "H2")
            : Because("no other non-mixable audio plays now", rule: "H2")
        decision.deliver(id, .silenceSecondaryAudioHint(value ? .begin : .end), reason, order: .other)
    }

    private func hintSource(for id: AppID) -> String {
        if let call = state.call, call.isConnected, call.app != id { return "a call is connected" }
        // The most recently activated player, whatever the order apps are declared in (O1).
        var latest: Int?
        for index in state.apps.indices where index != id.index && state.apps[index].session.isPlayingNonMixable {
            if latest == nil
                || state.apps[index].session.activationSequence > state.apps[latest!].session.activationSequence
            {
                latest = index
            }
        }
        return latest.map { "\(state.apps[$0].name) plays non-mixable audio" } ?? "other audio plays"
    }

    /// The most recently activated session that ducks others (D1), from the index.
    private func latestDucker() -> Int? {
        var latest: Int?
        var next = routeCache.duckers.first()
        while let index = next {
            if latest == nil
                || state.apps[index].session.activationSequence > state.apps[latest!].session.activationSequence
            {
                latest = index
            }
            next = routeCache.duckers.first(from: index + 1)
        }
        return latest
    }
}
