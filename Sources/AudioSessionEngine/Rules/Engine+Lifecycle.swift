import AudioSessionModel

extension Engine {
    /// L1: moves an app to a new state and calls the app-delegate callbacks of that move; flushes what it held.
    mutating func setLifecycle(_ id: AppID, to new: AppLifecycleState, _ because: Because, _ decision: inout Decision) {
        let old = state[id].lifecycle
        guard old != new, state[id].role != .phone else { return }
        state[id].moveLifecycle(to: new)
        if new != .background, state[id].suspensionToken != nil { state[id].suspensionToken = nil } // L3
        // O1: the app leaving the front is told first, then the app arriving.
        if old.isInFront, !new.isInFront, decision.leavingFront == nil { decision.leavingFront = id }
        if !old.isInFront, new.isInFront, decision.arrivingFront == nil { decision.arrivingFront = id }
        switch (old, new) {
        case (.foreground, .inactive):
            decision.lifecycle(id, .resignedActive, because)
        case (.foreground, .background):
            decision.lifecycle(id, .resignedActive, because)
            decision.lifecycle(id, .enteredBackground, because)
        case (.inactive, .background):
            decision.lifecycle(id, .enteredBackground, because)
        case (.inactive, .foreground), (.notRunning, .foreground):
            decision.lifecycle(id, .becameActive, because) // E6: a launch in front delivers becameActive only.
        case (.background, .foreground), (.suspended, .foreground):
            decision.lifecycle(id, .enteredForeground, because)
            decision.lifecycle(id, .becameActive, because)
        case (.background, .inactive), (.suspended, .inactive):
            decision.lifecycle(id, .enteredForeground, because)
        default:
            break // E6: launching or waking in the background delivers no lifecycle event; suspension none.
        }
        if !old.isRunning, new.isRunning { flushHeld(id, &decision) }
    }

    /// L5: what fell due while the app was suspended runs now, in order, after its lifecycle events.
    mutating func flushHeld(_ id: AppID, _ decision: inout Decision) {
        guard !state[id].held.isEmpty else { return }
        let held = state[id].held
        state[id].held = []
        for item in held {
            switch item {
            case .notification(let notification, let because):
                decision.held(id, .notification(id, notification, because))
            case .timer(let token):
                decision.held(id, .heldTimer(id, token: token))
            }
        }
    }

    /// L4, E6: wakes a suspended app (or launches a not-running one) in the background.
    mutating func wake(_ id: AppID, _ because: Because, _ decision: inout Decision) {
        switch state[id].lifecycle {
        case .suspended:
            decision.note(.app(id), .woken, because)
            setLifecycle(id, to: .background, because, &decision)
        case .notRunning:
            launch(id)
            decision.note(.app(id), .launched, because)
            setLifecycle(id, to: .background, because, &decision)
        default:
            break
        }
    }

    /// L4: a step of the app's own wakes it, or launches it in the background.
    mutating func wakeForOwnStep(_ id: AppID, _ decision: inout Decision) {
        guard state[id].role == .declared || state[id].role == .music, !state[id].lifecycle.isRunning else { return }
        wake(id, Because(subject: state[id].name, " runs a step of its own", rule: "L4"), &decision)
    }

    /// L6: a launch starts from C1; the record permission (on the app, not the session) stays (P7).
    mutating func launch(_ id: AppID) {
        resetSession(id)
        state[id].held = []
    }

    /// C1 for the session: a new session, except that built-in apps keep their configuration (E7).
    mutating func resetSession(_ id: AppID) {
        let configuration = state[id].session.configuration
        let versions = (state[id].session.routingVersion, state[id].session.ownRouteVersion)
        state[id].session = SessionState()
        // Versions never repeat, so that no cache mistakes a new session for an old one.
        state[id].session.routingVersion = versions.0 &+ 1
        state[id].session.ownRouteVersion = versions.1 &+ 1
        if state[id].role == .music { state[id].session.configuration = configuration }
    }

    /// L5: suspends an app: its active session is deactivated without notice, its ducks and holds released (I5).
    mutating func suspend(_ id: AppID, _ because: Because, _ decision: inout Decision) {
        if state[id].session.isActive {
            state[id].session.isActive = false
            Self.stopIO(&state[id].session)
            orphanSessions(interruptedBy: id)
        }
        decision.note(.app(id), .suspended, because)
        setLifecycle(id, to: .suspended, because, &decision)
    }

    /// L3: an app in the background keeps running only while its active, background-capable session runs I/O
    /// and it has background audio.
    func keepsRunningInBackground(_ id: AppID) -> Bool {
        if !state.calls.isEmpty, state.hasCall(id) { return true } // K3: the app runs while its call exists.
        return state[id].session.isActive && (state[id].session.isPlaying || state[id].session.isRecording)
            && state[id].backgroundAudio && state[id].session.derived.isBackgroundCapable
    }

    /// L3, decided once a step's whole list is settled.
    mutating func settleSuspensions(_ decision: inout Decision) {
        // The index of apps in the background, as of the event's start (a suspension changes only its own app),
        // spares reading every app; built on the first event.
        let indexed = routeCache.context != nil && routeCache.inBackground.covers(appCount: state.apps.count)
        /// The next app to look at from `index` on: the next app in the background, or simply the next app.
        func next(from index: Int) -> Int? {
            if indexed { return routeCache.inBackground.first(from: index) }
            return index < state.apps.count ? index : nil
        }
        var following = next(from: 0)
        while let index = following {
            following = next(from: index + 1)
            let id = AppID(index)
            guard !isSettled(index) else { continue }
            if keepsRunningInBackground(id) {
                // Running audio again cancels a pending delayed suspension (L3).
                if state.apps[index].suspensionToken != nil { state[id].suspensionToken = nil }
                continue
            }
            state[id].isHandlingRemoteCommand = false
            let delay = state.suspendAfterNanoseconds
            guard delay > 0 else {
                suspend(id, suspensionReason(id), &decision)
                continue
            }
            // L3 with `suspendAfter`: suspended that much later unless by then it runs audio again or is in front.
            guard state.apps[index].suspensionToken == nil else { continue }
            state.tokenCounter += 1
            state[id].suspensionToken = state.tokenCounter
            decision.notes.append(
                .scheduleSuspension(id, token: state.tokenCounter, after: TimeSpan(nanoseconds: delay)))
        }
    }

    /// L3: whether ``settleSuspensions(_:)`` leaves app `index` as it is: not in the background, or in it and
    /// running audio with no suspension pending, or not and with one pending already.
    func isSettled(_ index: Int) -> Bool {
        guard state.apps[index].lifecycle == .background else { return true }
        if keepsRunningInBackground(AppID(index)) { return state.apps[index].suspensionToken == nil }
        return state.suspendAfterNanoseconds > 0 && state.apps[index].suspensionToken != nil
            && !state.apps[index].isHandlingRemoteCommand
    }

    /// Whether ``EngineEvent/turnEnded`` would change nothing and deliver nothing now: the device is as the last event
    /// left it once finished, and every app in the background is settled (L3). Most steps end so, and a runtime
    /// then spares the event.
    package var hasNothingToSettle: Bool {
        guard !changedSinceLastFinish, routeCache.context != nil,
            routeCache.inBackground.covers(appCount: state.apps.count)
        else { return false }
        var next = routeCache.inBackground.first(from: 0)
        while let index = next {
            guard isSettled(index) else { return false }
            next = routeCache.inBackground.first(from: index + 1)
        }
        return true
    }

    /// L3: why an app in the background is suspended.
    private func suspensionReason(_ id: AppID) -> Because {
        state[id].session.isPlaying || state[id].session.isRecording
            ? Because(subject: state[id].name, " cannot run audio in the background", rule: "L3")
            : Because(subject: state[id].name, " is in the background with no audio running", rule: "L3")
    }

    /// L3 with `suspendAfter`: the grace ran out; the app is suspended unless it runs audio again or is in front.
    mutating func suspensionDue(_ id: AppID, token: Int, _ decision: inout Decision) {
        guard state[id].suspensionToken == token else { return } // Cancelled or replaced meanwhile.
        state[id].suspensionToken = nil
        guard state[id].lifecycle == .background, !keepsRunningInBackground(id) else { return }
        state[id].isHandlingRemoteCommand = false
        suspend(id, suspensionReason(id), &decision)
    }

    /// L2: the app in front goes to the background (or the Phone leaves the front).
    mutating func sendFrontToBackground(_ because: Because, _ decision: inout Decision) {
        if case .app(let id) = state.front {
            setLifecycle(id, to: .background, because, &decision)
        }
        state.front = .home
    }

    /// Brings an app to the front: `foreground`, or `inactive` when covered (L1).
    mutating func bringToFront(_ id: AppID, _ because: Because, _ decision: inout Decision) {
        if state[id].lifecycle == .notRunning {
            launch(id)
            decision.note(.app(id), .launched, because)
        }
        state.front = .app(id)
        setLifecycle(id, to: state.isFrontCovered ? .inactive : .foreground, because, &decision)
    }

    /// L1: the app in front turns `inactive` when covered and `foreground` when uncovered.
    mutating func updateCovering(_ because: Because, _ decision: inout Decision) {
        guard case .app(let id) = state.front, state[id].lifecycle.isInFront else { return }
        setLifecycle(id, to: state.isFrontCovered ? .inactive : .foreground, because, &decision)
    }

    /// L6: terminates an app; its session ends without notifying anyone (I5).
    mutating func terminate(_ id: AppID, _ because: Because, _ decision: inout Decision) {
        orphanSessions(interruptedBy: id)
        resetSession(id)
        forgetInputMute(id)
        state[id].held = []
        state[id].lastHint = nil
        state[id].isHandlingRemoteCommand = false
        state[id].suspensionToken = nil
        state[id].lifecycle = .notRunning
        if state.nowPlaying == id { state.nowPlaying = nil }
        if state.front == .app(id) { state.front = .home }
        if state.appBehindLock == id { state.appBehindLock = nil }
        for index in state.calls.indices where state.calls[index].appInFront == id {
            state.calls[index].appInFront = nil
        }
        decision.note(.app(id), .terminated, because)
        decision.notes.append(.terminated(id))
        endCallOfTerminatedApp(id, because, &decision)
    }
}
