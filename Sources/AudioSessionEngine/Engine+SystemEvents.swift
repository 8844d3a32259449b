import AudioSessionModel

extension Engine {
    /// Runs a system event (scenario format, "System events").
    mutating func perform(_ event: SystemEvent, _ decision: inout Decision) throws(SimulationError) {
        switch event {
        case .incomingCall:
            guard state.call == nil else { throw SimulationError("incomingCall: a call already exists (rule S1)") }
            state.call = CallState(isConnected: false, appInFront: nil)
            let because = Because("an incoming call is ringing", rule: "I6")
            let spareBanner = state.callStyle == .banner && !state.isLocked
            interruptForSystemAudio(
                .call, because,
                sparing: { [state] id in spareBanner && state[id].session.prefersNoInterruptionsFromSystemAlerts },
                &decision)
            updateCovering(Because("the incoming call covers the screen", rule: "S1"), &decision)
        case .remoteHangUp:
            guard let call = state.call else { throw SimulationError("remoteHangUp: there is no call (rule E9)") }
            if call.isConnected {
                endConnectedCall(Because("the other party hung up", rule: "S4"), &decision)
            } else {
                endRinging(Because("the other party hung up before the call was answered", rule: "S2"), &decision)
            }
        case .alarm:
            guard !state.isAlarmRinging else { throw SimulationError("alarm: an alarm is already ringing (rule E9)") }
            state.isAlarmRinging = true
            // S5, L1: an alarm always rings as a banner and covers nothing, whatever `callStyle` says.
            interruptForSystemAudio(.alarm, Because("an alarm is ringing", rule: "I6"), &decision)
        case .siri:
            guard !state.isSiriListening else { throw SimulationError("siri: Siri is already listening (rule E9)") }
            state.isSiriListening = true
            interruptForSystemAudio(.siri, Because("Siri is listening", rule: "S6"), &decision)
            updateCovering(Because("Siri covers the screen", rule: "S6"), &decision)
        case .siriEnded:
            guard state.isSiriListening else { throw SimulationError("siriEnded: Siri is not listening (rule E9)") }
            state.isSiriListening = false
            endSystemAudio(.siri, Because("Siri finished", rule: "S6"), &decision)
        case .resetMediaServices:
            resetMediaServices(&decision)
        case .smartFolio(let closed):
            guard state.model == .iPad else {
                throw SimulationError("smartFolio: an iPhone has no Smart Folio (rule E9)")
            }
            smartFolio(closed: closed, &decision)
        }
    }

    /// S2: ringing ends; I4; an inactive app is in front again.
    mutating func endRinging(_ because: Because, _ decision: inout Decision) {
        state.call = nil
        endSystemAudio(.call, because, &decision)
    }

    /// S3: the call connects, owns the route, interrupts every active session. Where the ringing covered the screen
    /// the Phone comes to the front; where it rang as a banner on an unlocked screen, the call is answered in the
    /// banner and the app in front stays `foreground`.
    mutating func answerCall(_ decision: inout Decision) throws(SimulationError) {
        guard let call = state.call, !call.isConnected else {
            throw SimulationError("answerCall: no call is ringing (rule E9)")
        }
        let covered = state.isRingingCallCoveringScreen
        let inFront = state.appInFront
        state.call = CallState(isConnected: true, appInFront: covered ? inFront : nil)
        let because = Because("the user answered the call", rule: "S3")
        decision.routeBecause = Because("the connected call owns the route", rule: "R1")
        interruptForSystemAudio(.call, because, &decision)
        if covered {
            sendFrontToBackground(because, &decision)
            state.front = .phone
        } else {
            // The ringing call no longer covers anything: an app it did not cover stays as it is.
            updateCovering(Because("the call was answered in the banner", rule: "S3"), &decision)
        }
    }

    /// S4: the call ends; I4; the app that was in front comes back if the Phone still is.
    mutating func endConnectedCall(_ because: Because, _ decision: inout Decision) {
        let returning = state.call?.appInFront
        state.call = nil
        decision.routeBecause = Because("the call ended and no longer owns the route", rule: "R1")
        endSystemAudio(.call, because, &decision)
        if state.front == .phone {
            state.front = .home
            if let id = returning, state[id].lifecycle != .notRunning {
                bringToFront(id, because, &decision)
            }
        }
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
        decision.note(.system, "mediaServicesReset", [], because)
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
