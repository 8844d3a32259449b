import AudioSessionModel

extension Engine {
    /// Runs a system event (scenario format, "System events").
    mutating func perform(_ event: SystemEvent, _ decision: inout Decision) throws(SimulationError) {
        switch event {
        case .incomingCall:
            try incomingCellularCall(&decision)
        case .remoteHangUp:
            guard let call = state.call(of: nil) else {
                throw state.calls.isEmpty
                    ? SimulationError("remoteHangUp: there is no call (rule E9)", rule: "E9")
                    : SimulationError(
                        "remoteHangUp: there is no cellular call; a VoIP call's app ends it with endCall (rule K4)",
                        rule: "K4")
            }
            switch call.phase {
            case .ringing:
                endRinging(Because("the other party hung up before the call was answered", rule: "S2"), &decision)
            case .waiting:
                callEnded(
                    nil, Because("the other party hung up before the call was answered", rule: "K5"), accepting: false,
                    &decision)
            default:
                endConnectedCall(Because("the other party hung up", rule: "S4"), &decision)
            }
        case .alarm:
            guard !state.isAlarmRinging else {
                throw SimulationError("alarm: an alarm is already ringing (rule E9)", rule: "E9")
            }
            state.isAlarmRinging = true
            // S5, L1: an alarm always rings as a banner and covers nothing, whatever `callStyle` says.
            interruptForSystemAudio(.alarm, Because("an alarm is ringing", rule: "I6"), &decision)
        case .siri:
            guard !state.isSiriListening else {
                throw SimulationError("siri: Siri is already listening (rule E9)", rule: "E9")
            }
            state.isSiriListening = true
            interruptForSystemAudio(.siri, Because("Siri is listening", rule: "S6"), &decision)
            updateCovering(Because("Siri covers the screen", rule: "S6"), &decision)
        case .siriEnded:
            guard state.isSiriListening else {
                throw SimulationError("siriEnded: Siri is not listening (rule E9)", rule: "E9")
            }
            state.isSiriListening = false
            endSystemAudio(.siri, Because("Siri finished", rule: "S6"), &decision)
        case .resetMediaServices:
            resetMediaServices(&decision)
        case .smartFolio(let closed):
            guard state.model == .iPad else {
                throw SimulationError("smartFolio: an iPhone has no Smart Folio (rule E9)", rule: "E9")
            }
            smartFolio(closed: closed, &decision)
        }
    }

    /// S2: the cellular call's ringing ends; I4; an inactive app is in front again.
    mutating func endRinging(_ because: Because, _ decision: inout Decision) {
        callEnded(nil, because, accepting: false, &decision)
    }

    /// S4: the cellular call ends; I4; the app that was in front comes back if the Phone still is. When the user
    /// ended it, a held call is resumed (K5).
    mutating func endConnectedCall(_ because: Because, byUser: Bool = false, _ decision: inout Decision) {
        callEnded(nil, because, accepting: false, byUser: byUser, &decision)
    }

    /// S7, E10: media services reset.
    mutating func resetMediaServices(_ decision: inout Decision) {
        let because = Because("media services were reset", rule: "S7")
        decision.suppressRouteChanges = true
        for index in state.apps.indices where state.apps[index].role != .phone {
            let id = AppID(index)
            let running = state[id].lifecycle.isRunning
            resetSession(id)
            state[id].held.removeAll { item in
                if case .notification(let notification, _) = item {
                    return notification.kind == .interruptionBegan || notification.kind == .interruptionEnded
                }
                return false
            }
            if running {
                decision.deliver(id, .mediaServicesWereLost, because, order: .other)
                decision.deliver(id, .mediaServicesWereReset, because, order: .other)
            }
        }
        state.nowPlaying = nil
        decision.note(.system, .mediaServicesReset, because)
        // K4 (CallKit rules version 2): CallKit resets every provider with a call, after mediaServicesWereReset; the
        // calls end without performEndCall, their sessions already reset above.
        for app in state.calls.compactMap(\.app) {
            let reset = Because("the media services were reset, so CallKit reset the provider", rule: "K4")
            deliverProviderReset(app, reset, &decision)
            callEnded(app, reset, accepting: false, &decision)
        }
    }

    /// I8: the Smart Folio mutes or unmutes the built-in mic.
    mutating func smartFolio(closed: Bool, _ decision: inout Decision) {
        if closed {
            state.isMicMuted = true
            let because = Because("the Smart Folio closed and muted the built-in mic", rule: "I8")
            var memo = OwnRouteMemo(for: state)
            let context = state.routingContext(memo: &memo)
            for index in state.apps.indices where state.apps[index].session.isActive {
                let id = AppID(index)
                if !state.calls.isEmpty, state.hasConnectedCall(id) { continue } // K3: system audio.
                guard
                    state.route(of: id, in: context, memo: &memo).inputs.contains(where: { $0.portType == .builtInMic })
                else { continue }
                if state[id].session.derived.effectiveOptions.contains(.overrideMutedMicrophoneInterruption) {
                    continue
                }
                interrupt(id, reason: .builtInMicMuted, by: nil, because, &decision)
            }
        } else {
            state.isMicMuted = false
            let because = Because("the Smart Folio opened and unmuted the built-in mic", rule: "I8")
            for index in state.apps.indices
            where state.apps[index].session.isInterrupted
                && state.apps[index].session.interruptionReason == .builtInMicMuted
            {
                endInterruption(AppID(index), because, withRouteChange: false, &decision)
            }
        }
    }
}
