import AudioSessionModel

extension Engine {
    /// A1 to A3: activates a session, or returns the error and changes nothing.
    mutating func activate(_ id: AppID, _ decision: inout Decision) -> AudioSessionError? {
        if state[id].session.isActive { return nil } // A2, E4: an unchanged active session: nothing happens.
        if let error = activationError(id) { return error }
        state.activationCounter += 1
        state[id].session.isActive = true
        Self.clearInterruption(&state[id].session)
        state[id].session.activationSequence = state.activationCounter
        arbitrate(id, &decision)
        // P8: activating an input category in the foreground with the permission undetermined prompts; the prompt
        // is delivered after the activation's own deliveries (E2).
        if state[id].session.derived.hasInput, state[id].recordPermission == .undetermined,
            state[id].lifecycle == .foreground
        {
            promptForPermission(id, rule: "P8", &decision)
        }
        return nil
    }

    /// A1: the first check that fails decides the error.
    func activationError(_ id: AppID) -> AudioSessionError? {
        let category = state[id].session.configuration.category
        let mixable = state[id].session.derived.isMixable
        if state.isSiriListening {
            return category.hasInput
                ? AudioSessionError(
                    .siriIsRecording, deferred: "Siri is listening, so \(category) cannot activate (rule A1)",
                    rule: "A1")
                : AudioSessionError(.insufficientPriority, "Siri is listening (rule A1)", rule: "A1")
        }
        // K5 (CallKit rules version 2): a held call's app cannot activate its own session while no call is connected.
        if state.call(of: id)?.phase == .held, state.call(in: .connected) == nil {
            return AudioSessionError(
                .insufficientPriority,
                deferred:
                    "\(state[id].name)'s call is held, so its session cannot activate until the call resumes (rule K5)",
                rule: "K5")
        }
        if !mixable {
            if let call = state.call, !call.isConnected {
                return AudioSessionError(
                    .insufficientPriority, "a call is ringing, so a non-mixable session cannot activate (rule A1)",
                    rule: "A1")
            }
            if state.isAlarmRinging {
                return AudioSessionError(
                    .insufficientPriority, "an alarm is ringing, so a non-mixable session cannot activate (rule A1)",
                    rule: "A1")
            }
        }
        if let call = state.call, call.isConnected, call.app != id, category.hasInput {
            return AudioSessionError(
                .insufficientPriority, deferred: "a call is connected, so \(category) cannot activate (rule A1)",
                rule: "A1")
        }
        if !state[id].lifecycle.isInFront {
            if category == .ambient || category == .soloAmbient {
                return AudioSessionError(
                    .cannotStartPlaying,
                    deferred: "\(category) cannot play while \(state[id].name) is in the background (rule A1)",
                    rule: "A1")
            }
            if !state[id].backgroundAudio {
                return AudioSessionError(
                    .cannotStartPlaying,
                    deferred: "\(state[id].name) is in the background without the audio background mode (rule A1)",
                    rule: "A1")
            }
            if mixable, category.hasInput {
                return AudioSessionError(
                    .cannotStartRecording,
                    deferred: "a mixable \(category) session cannot start from the background (rule A1)", rule: "A1")
            }
            if !mixable, state.nowPlaying != id, !state[id].isHandlingRemoteCommand {
                return AudioSessionError(
                    .cannotInterruptOthers,
                    "a non-mixable session cannot activate from the background unless the app is Now Playing or handles a remote command (rule A1)",
                    rule: "A1"
                )
            }
        }
        return nil
    }

    /// A3: an activation (or A4 reconfiguration) acts on every other app's active session.
    mutating func arbitrate(_ id: AppID, _ decision: inout Decision) {
        let derived = state[id].session.derived
        if !derived.isMixable {
            var because: Because?
            for index in state.apps.indices where index != id.index && state.apps[index].role != .phone {
                // K3: a connected VoIP call's session is system audio, which no app's activation interrupts.
                if state.apps[index].session.isActive, !state.apps[index].session.derived.isMixable,
                    state.calls.isEmpty || !state.hasConnectedCall(AppID(index))
                {
                    because =
                        because
                        ?? Because(
                            "\(state[id].name) activated a non-mixable \(state[id].session.configuration.category) session",
                            rule: "A3")
                    interrupt(AppID(index), reason: .default, by: .app(id), because!, &decision)
                }
            }
        }
        if derived.effectiveOptions.contains(.interruptSpokenAudioAndMixWithOthers) {
            let because = Because(
                subject: state[id].name, " activated with interruptSpokenAudioAndMixWithOthers", rule: "A3")
            for index in state.apps.indices where index != id.index {
                let other = state.apps[index].session
                if other.isActive, other.isPlaying, other.configuration.mode == .spokenAudio,
                    state.calls.isEmpty || !state.hasConnectedCall(AppID(index))
                {
                    interrupt(AppID(index), reason: .default, by: .app(id), because, &decision)
                }
            }
        }
    }

    /// A5 with I3 or I5: deactivates; returns `isBusy` on iOS 18 when I/O was running.
    mutating func deactivate(_ id: AppID, options: SetActiveOptions, _ decision: inout Decision) -> AudioSessionError? {
        guard state[id].session.isActive else { return nil }
        let wasRunningIO = state[id].session.isPlaying || state[id].session.isRecording
        state[id].session.isActive = false
        Self.stopIO(&state[id].session)
        if options.contains(.notifyOthersOnDeactivation) {
            let because = Because(subject: state[id].name, " deactivated with notifyOthersOnDeactivation", rule: "I3")
            for index in state.apps.indices
            where state.apps[index].session.isInterrupted
                && state.apps[index].session.interrupter == .app(id)
            {
                endInterruption(AppID(index), because, withRouteChange: false, &decision)
            }
        } else {
            orphanSessions(interruptedBy: id)
        }
        if wasRunningIO, state.os < .iOS26 {
            return AudioSessionError(
                .isBusy, "I/O was running; it was stopped and the session is inactive anyway (rule A5)", rule: "A5")
        }
        return nil
    }
}
