import AudioSessionModel

extension Engine {
    /// I1: makes an active session inactive and interrupted, stops its I/O, and tells its app.
    mutating func interrupt(
        _ id: AppID, reason: InterruptionReason, by interrupter: Interrupter?, _ because: Because,
        _ decision: inout Decision
    ) {
        var session = state[id].session
        guard session.isActive else { return }
        session.isActive = false
        session.isInterrupted = true
        session.interrupter = interrupter
        if case .app = interrupter { routeCache.appInterruptedSinceIndexed = true }
        session.interruptionReason = reason
        session.wasRunningIOWhenInterrupted = session.isPlaying || session.isRecording
        session.wasPlayingWhenInterrupted = session.isPlaying
        Self.stopIO(&session)
        if session.portOverride != .none {
            // R5: an interruption clears the override and delivers no route change for it.
            session.portOverride = .none
            decision.overrideClearedByInterruption.append(id)
        }
        state[id].session = session
        orphanSessions(interruptedBy: id) // I5
        decision.deliver(id, .interruptionBegan(reason: reason), because, order: .interruptionBegan)
    }

    /// I2, I3, I4: ends a pending interruption; wakes the app if L4 says so.
    mutating func endInterruption(
        _ id: AppID, _ because: Because, withRouteChange: Bool, _ decision: inout Decision
    ) {
        let session = state[id].session
        guard session.isInterrupted, !session.isInterruptionEndHeld else { return }
        // L4: woken to receive it when it was interrupted while its I/O ran, with background audio.
        if state[id].lifecycle == .suspended, session.wasRunningIOWhenInterrupted,
            session.derived.isBackgroundCapable, state[id].backgroundAudio
        {
            wake(id, Because(subject: state[id].name, " is woken to receive interruptionEnded", rule: "L4"), &decision)
        }
        if state[id].lifecycle == .suspended {
            // I2: held (L5); the session reads interrupted, by its interrupter, until the app is told.
            state[id].session.isInterruptionEndHeld = true
        } else {
            Self.clearInterruption(&state[id].session)
        }
        if withRouteChange, !decision.hasRouteChange(id) {
            // I7: a route change right before the end of a system interruption.
            let previous = previousRoute(of: id, decision) ?? state.route(of: id)
            decision.deliver(
                id, .routeChange(reason: .categoryChange, previousRoute: previous), because, order: .routeChange)
        }
        decision.deliver(id, .interruptionEnded(options: .shouldResume), because, order: .interruptionEnded)
    }

    /// I2: the session is no longer interrupted.
    static func clearInterruption(_ session: inout SessionState) {
        session.isInterrupted = false
        session.interrupter = nil
        session.interruptionReason = nil
        session.isInterruptionEndHeld = false
    }

    /// I5: the sessions `id` interrupted stay interrupted, with no interrupter.
    mutating func orphanSessions(interruptedBy id: AppID) {
        // The index is as of the last event; a session an app interrupted in this one is found by the scan below.
        if routeCache.context != nil, routeCache.interruptedByApp.count == 0, !routeCache.appInterruptedSinceIndexed {
            return
        }
        // A session whose end is held (I2) keeps reading its interrupter until its app is told.
        for index in state.apps.indices
        where state.apps[index].session.interrupter == .app(id) && !state.apps[index].session.isInterruptionEndHeld {
            state[AppID(index)].session.interrupter = nil
        }
    }

    /// I6, I7: system audio interrupts every active app session, mixable or not, and a route change follows.
    mutating func interruptForSystemAudio(
        _ audio: SystemAudio, _ because: Because, sparing: (AppID) -> Bool = { _ in false }, _ decision: inout Decision
    ) {
        for index in state.apps.indices where state.apps[index].role != .phone && state.apps[index].session.isActive {
            let id = AppID(index)
            // K terms: a connected VoIP call's session is system audio, which system audio does not interrupt.
            if sparing(id) || (!state.calls.isEmpty && state.hasConnectedCall(id)) { continue }
            interrupt(id, reason: .default, by: .system(audio), because, &decision)
            if !decision.hasRouteChange(id), state[id].lifecycle.isRunning {
                let previous = previousRoute(of: id, decision) ?? state.route(of: id)
                decision.deliver(
                    id, .routeChange(reason: .categoryChange, previousRoute: previous), because, order: .routeChange)
            }
        }
    }

    /// I4 with I7: system audio ends; what it interrupted hears a route change, then the end; an app it covered
    /// is `foreground` again (S2, S5, S6).
    mutating func endSystemAudio(_ audio: SystemAudio, _ because: Because, _ decision: inout Decision) {
        for index in state.apps.indices
        where state.apps[index].session.isInterrupted
            && state.apps[index].session.interrupter == .system(audio)
        {
            endInterruption(AppID(index), because, withRouteChange: true, &decision)
        }
        updateCovering(because, &decision)
    }

    /// Stops a session's I/O and forgets its timers.
    static func stopIO(_ session: inout SessionState) {
        session.isPlaying = false
        session.isRecording = false
        session.playToken = nil
        session.recordToken = nil
    }
}
