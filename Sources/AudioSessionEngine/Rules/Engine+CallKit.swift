import AudioSessionModel

/// Rules K: calls reported to CallKit, call waiting and hold, and the cellular call's share of them.
extension Engine {
    // MARK: - A CallKit app's actions (K1, K4, K6)

    /// Runs a CallKit app's action; a step that cannot happen stops the scenario (status 2).
    mutating func perform(_ action: CallKitAction, by id: AppID, _ decision: inout Decision) throws(SimulationError) {
        let name = state[id].name
        guard state[id].usesCallKit else {
            throw SimulationError(
                "\(action.rawValue): \(name) does not report calls to CallKit; declare it with callKit: true (rule K1)",
                rule: "K1")
        }
        switch action {
        case .reportIncomingCall:
            if state.hasCall(id) {
                throw SimulationError("reportIncomingCall: \(name) already has a call (rule K1)", rule: "K1")
            }
            try requireNoRingingCall("reportIncomingCall")
            callArrives(id, &decision)
        case .startCall:
            if let other = state.calls.first {
                throw SimulationError(
                    "startCall: \(describe(other)) exists; an outgoing call needs no other call (rule K6)", rule: "K6")
            }
            guard state[id].lifecycle.isInFront else {
                throw SimulationError(
                    "startCall: \(name) is not in the foreground; a call starts from the app's interface (rule K6)",
                    rule: "K6")
            }
            state.calls.append(CallState(app: id, phase: .dialing))
            noteCall(id, .dialing, Because(subject: name, " started a call", rule: "K6"), &decision)
            deliverCallKit(id, .performStartCall, Because(subject: name, " started a call", rule: "K6"), &decision)
            decision.notes.append(.continuation(.callKit(.connectStarted(id))))
        case .endCall:
            guard state.hasCall(id) else { throw SimulationError("endCall: \(name) has no call (rule K4)", rule: "K4") }
            // A CXEndCallAction from the app's own interface is the user ending the call there (K5).
            endVoIPCall(
                id, Because(subject: name, " ended its call", rule: "K4"), accepting: false, byUser: true, &decision)
        case .requestEndCall:
            guard state.hasCall(id) else {
                throw SimulationError("requestEndCall: \(name) has no call (rule K4)", rule: "K4")
            }
            request(
                .requestEndCall, .performEndCall, by: id, Because(subject: name, " asked to end its call", rule: "K4"),
                &decision)
        case .requestHold:
            guard state.call(of: id)?.phase == .connected else {
                throw SimulationError("requestHold: \(name) has no connected call to hold (rule K5)", rule: "K5")
            }
            if let waiting = state.call(in: .waiting) {
                throw SimulationError(
                    "requestHold: \(describe(waiting)) is waiting; the user answers it with holdAndAccept (rule K5)",
                    rule: "K5")
            }
            request(
                .requestHold, .performSetHeld(onHold: true), by: id,
                Because(subject: name, " asked to hold its call", rule: "K5"), &decision)
        case .requestResume:
            guard state.call(of: id)?.phase == .held else {
                throw SimulationError("requestResume: \(name) has no held call (rule K5)", rule: "K5")
            }
            if let other = state.call ?? state.call(in: .waiting) {
                throw SimulationError(
                    "requestResume: \(describe(other)) is \(other.phase.rawValue); end it before resuming the held call (rule K5)",
                    rule: "K5"
                )
            }
            request(
                .requestResume, .performSetHeld(onHold: false), by: id,
                Because(subject: name, " asked to resume its held call", rule: "K5"), &decision)
        }
    }

    /// K4, K5, K7: the app's request through `CXCallController`: the `perform…` delivery first, the request carried
    /// out once its reactions have run.
    private mutating func request(
        _ action: CallKitAction, _ delivery: CallKitDelivery, by id: AppID, _ because: Because,
        _ decision: inout Decision
    ) {
        deliverCallKit(id, delivery, because, &decision)
        decision.notes.append(.continuation(.callKit(.finishRequest(id, action))))
    }

    /// K1, S1: a second call may not ring while one rings or waits, nor a third arrive.
    private func requireNoRingingCall(_ action: String) throws(SimulationError) {
        if let ringing = state.call(in: .ringing) ?? state.call(in: .waiting) {
            throw SimulationError(
                "\(action): \(describe(ringing)) is already \(ringing.phase.rawValue); a second call cannot ring (rule K1)",
                rule: "K1"
            )
        }
        if state.calls.count >= 2 {
            throw SimulationError("\(action): two calls exist already; a third cannot arrive (rule K5)", rule: "K5")
        }
    }

    // MARK: - The system's incoming cellular call (S1, K5)

    /// S1, K5: the cellular call arrives: it rings, or waits while another call is connected.
    mutating func incomingCellularCall(_ decision: inout Decision) throws(SimulationError) {
        if state.call(of: nil) != nil {
            throw SimulationError("incomingCall: a call already exists (rule S1)", rule: "S1")
        }
        try requireNoRingingCall("incomingCall")
        callArrives(nil, &decision)
    }

    /// K1, K5, S1: a call arrives: waiting while another is connected (it interrupts nobody), ringing otherwise.
    private mutating func callArrives(_ app: AppID?, _ decision: inout Decision) {
        if state.call?.isConnected == true {
            state.calls.append(CallState(app: app, phase: .waiting))
            noteCall(app, .waiting, Because("it arrived while another call is connected", rule: "K5"), &decision)
            return
        }
        state.calls.append(CallState(app: app, phase: .ringing))
        startRinging(app, &decision)
    }

    /// S1, K1, I6, I7: the call of `app` rings: system audio for every other app.
    private mutating func startRinging(_ app: AppID?, _ decision: inout Decision) {
        let because: Because
        let covering: Because
        if let app {
            noteCall(
                app, .ringing, Because(subject: state[app].name, " reported an incoming call", rule: "K1"), &decision)
            because = Because(subject: state[app].name, "'s incoming call is ringing", rule: "K1")
            covering = Because(subject: state[app].name, "'s incoming call covers the screen", rule: "K1")
        } else {
            because = Because("an incoming call is ringing", rule: "I6")
            covering = Because("the incoming call covers the screen", rule: "S1")
        }
        let spareBanner = state.callStyle == .banner && !state.isLocked
        interruptForSystemAudio(
            .call, because,
            sparing: { [state] id in
                id == app || (spareBanner && state[id].session.prefersNoInterruptionsFromSystemAlerts)
            },
            &decision)
        updateCovering(covering, &decision)
    }

    // MARK: - The user's actions on calls (S2 to S4, K2, K4, K5)

    /// S3, K2: `answerCall` answers the ringing call.
    mutating func answerRingingCall(_ decision: inout Decision) throws(SimulationError) {
        guard let ringing = state.call(in: .ringing) else {
            if let waiting = state.call(in: .waiting) {
                throw SimulationError(
                    "answerCall: \(describe(waiting)) is waiting while another is connected; use holdAndAccept or endAndAccept (rule K5)",
                    rule: "K5"
                )
            }
            throw SimulationError("answerCall: no call is ringing (rule E9)", rule: "E9")
        }
        answer(ringing.app, &decision)
    }

    /// S2, K4, K5: `declineCall` ends the ringing call, or else the waiting one.
    mutating func declineCall(_ decision: inout Decision) throws(SimulationError) {
        guard let call = state.call(in: .ringing) ?? state.call(in: .waiting) else {
            throw SimulationError("declineCall: no call is ringing (rule E9)", rule: "E9")
        }
        if let app = call.app {
            endByUser(app, Because("the user declined the call", rule: "K4"), accepting: false, &decision)
        } else {
            endRinging(Because("the user declined the call", rule: "S2"), &decision)
        }
    }

    /// S4, K4: `endCall` ends the connected or held call; with two, `endCall: NAME` names it (`Phone`: the cellular
    /// call).
    mutating func endCall(named name: String?, _ decision: inout Decision) throws(SimulationError) {
        let target: CallState
        if let name {
            var party: AppID?
            if name != "Phone" {
                guard let id = app(named: name), state[id].role == .declared else {
                    throw SimulationError("endCall: no app named \(name)")
                }
                party = id
            }
            guard let call = state.call(of: party), call.phase == .connected || call.phase == .held else {
                throw SimulationError("endCall: \(name) has no connected or held call (rule K4)", rule: "K4")
            }
            target = call
        } else {
            let endable = state.calls.filter { $0.phase == .connected || $0.phase == .held }
            guard let first = endable.first else {
                throw SimulationError("endCall: no call is connected (rule E9)", rule: "E9")
            }
            guard endable.count == 1 else {
                let names = endable.map { describe($0) }.joined(separator: " and ")
                throw SimulationError(
                    "endCall: two calls exist (\(names)); name one with endCall: NAME (rule K4)", rule: "K4")
            }
            target = first
        }
        if let app = target.app {
            endByUser(app, Because("the user ended the call", rule: "K4"), accepting: false, &decision)
        } else {
            endConnectedCall(Because("the user ended the call", rule: "S4"), byUser: true, &decision)
        }
    }

    /// K5: `holdAndAccept` holds the connected call and answers the waiting one.
    mutating func holdAndAccept(_ decision: inout Decision) throws(SimulationError) {
        let connected = try connectedAndWaiting("holdAndAccept")
        guard let app = connected.app else {
            holdCellularCall(&decision)
            acceptWaitingCall(returning: connected.appInFront, &decision)
            return
        }
        deliverCallKit(
            app, .performSetHeld(onHold: true), Because("the user held the call to answer the waiting one", rule: "K5"),
            &decision)
        decision.notes.append(.continuation(.callKit(.finishHold(app))))
    }

    /// K5: `endAndAccept` ends the connected call and answers the waiting one.
    mutating func endAndAccept(_ decision: inout Decision) throws(SimulationError) {
        let connected = try connectedAndWaiting("endAndAccept")
        let because = Because("the user ended the call to answer the waiting one", rule: "K5")
        if let app = connected.app {
            endByUser(app, because, accepting: true, &decision)
        } else {
            callEnded(nil, because, accepting: true, &decision)
        }
    }

    /// K5: the connected call, when a call is waiting; otherwise the step is impossible.
    private func connectedAndWaiting(_ action: String) throws(SimulationError) -> CallState {
        guard state.call(in: .waiting) != nil else {
            throw SimulationError("\(action): no call is waiting (rule K5)", rule: "K5")
        }
        guard let connected = state.call(in: .connected) else {
            throw SimulationError("\(action): no call is connected (rule K5)", rule: "K5")
        }
        return connected
    }

    /// K5: `resumeCall` takes the held call off hold.
    mutating func resumeCall(_ decision: inout Decision) throws(SimulationError) {
        guard let held = state.call(in: .held) else {
            throw SimulationError("resumeCall: no call is held (rule K5)", rule: "K5")
        }
        if let other = state.call {
            throw SimulationError(
                "resumeCall: \(describe(other)) is \(other.phase.rawValue); end it before resuming the held call (rule K5)",
                rule: "K5"
            )
        }
        resume(held, Because("the user resumed the held call", rule: "K5"), &decision)
    }

    /// K5: the held call comes off hold: the cellular call is connected again at once; a VoIP call's app first
    /// receives `performSetHeld` with `onHold: false`, and its session is activated once its reactions have run.
    private mutating func resume(_ held: CallState, _ because: Because, _ decision: inout Decision) {
        guard let app = held.app else {
            setPhase(nil, .connected, &decision)
            noteCall(nil, .connected, because, &decision)
            decision.routeBecause = Because("the connected call owns the route", rule: "R1")
            return
        }
        deliverCallKit(app, .performSetHeld(onHold: false), because, &decision)
        decision.notes.append(.continuation(.callKit(.finishResume(app))))
    }

    // MARK: - The halves that follow the reactions (K2, K4 to K7)

    /// Runs the second half of a CallKit action, unless the app's reactions ended or changed its call meanwhile.
    mutating func perform(_ step: CallKitStep, _ decision: inout Decision) {
        switch step {
        case .connectAnswered(let id):
            guard let call = state.call(of: id), call.phase == .ringing || call.phase == .waiting,
                state.call(in: .connected) == nil
            else { return }
            connect(id, Because(subject: state[id].name, "'s call was answered", rule: "K2"), &decision)
            systemActivate(id, Because("the system activates the session of the answered call", rule: "K2"), &decision)
        case .connectStarted(let id):
            guard state.call(of: id)?.phase == .dialing else { return }
            setPhase(id, .connected, &decision)
            let because = Because(subject: state[id].name, "'s outgoing call connected", rule: "K6")
            noteCall(id, .connected, because, &decision)
            decision.routeBecause = Because(subject: state[id].name, "'s connected call owns the route", rule: "K3")
            interruptForSystemAudio(.call, because, sparing: { $0 == id }, &decision)
            decision.toldLast = id // K6: the others hear of the call first.
            systemActivate(id, Because("the system activates the session of the started call", rule: "K6"), &decision)
        case .finishEnd(let id, let accepting):
            guard state.hasCall(id) else { return }
            endVoIPCall(
                id, Because("the user ended the call", rule: "K4"), accepting: accepting, byUser: true, &decision)
        case .finishHold(let id):
            guard let call = state.call(of: id), call.phase == .connected else { return }
            setPhase(id, .held, &decision)
            noteCall(id, .held, Because("the user held the call", rule: "K5"), &decision)
            decision.routeBecause = Because(subject: state[id].name, "'s call is held", rule: "K5")
            systemDeactivate(id, Because("the system deactivates the session of the held call", rule: "K5"), &decision)
            acceptWaitingCall(returning: call.appInFront, &decision)
        case .finishResume(let id):
            guard state.call(of: id)?.phase == .held, state.call == nil else { return }
            setPhase(id, .connected, &decision)
            noteCall(id, .connected, Because("the user resumed the held call", rule: "K5"), &decision)
            decision.routeBecause = Because(subject: state[id].name, "'s connected call owns the route", rule: "K3")
            systemActivate(id, Because("the system activates the session of the resumed call", rule: "K5"), &decision)
        case .finishRequest(let id, let action):
            finishRequest(action, by: id, &decision)
        }
    }

    /// K4, K5: the second half of the app's own request, unless its reactions changed the call meanwhile.
    private mutating func finishRequest(_ action: CallKitAction, by id: AppID, _ decision: inout Decision) {
        let name = state[id].name
        switch action {
        case .requestEndCall:
            guard state.hasCall(id) else { return }
            endVoIPCall(id, Because(subject: name, " ended its call", rule: "K4"), accepting: false, &decision)
        case .requestHold:
            guard state.call(of: id)?.phase == .connected else { return }
            setPhase(id, .held, &decision)
            noteCall(id, .held, Because(subject: name, " held its call", rule: "K5"), &decision)
            decision.routeBecause = Because(subject: name, "'s call is held", rule: "K5")
            systemDeactivate(id, Because("the system deactivates the session of the held call", rule: "K5"), &decision)
        case .requestResume:
            guard state.call(of: id)?.phase == .held, state.call == nil else { return }
            setPhase(id, .connected, &decision)
            noteCall(id, .connected, Because(subject: name, " resumed its held call", rule: "K5"), &decision)
            decision.routeBecause = Because(subject: name, "'s connected call owns the route", rule: "K3")
            systemActivate(id, Because("the system activates the session of the resumed call", rule: "K5"), &decision)
        case .reportIncomingCall, .startCall, .endCall:
            break
        }
    }

    // MARK: - Shared steps

    /// Answers the ringing or waiting call of `app`: the cellular call at once (S3); a VoIP call's app first
    /// receives `performAnswerCall`, and the call connects once its reactions have run (K2, K7).
    private mutating func answer(_ app: AppID?, _ decision: inout Decision) {
        guard let app else {
            connect(nil, Because("the user answered the call", rule: "S3"), &decision)
            return
        }
        deliverCallKit(app, .performAnswerCall, Because("the user answered the call", rule: "K2"), &decision)
        decision.notes.append(.continuation(.callKit(.connectAnswered(app))))
    }

    /// S3, K2, K5: the call connects and is system audio for every other app; where a ringing call covers the
    /// screen (full screen, or locked) the call's interface, shown as the Phone, comes to the front.
    private mutating func connect(_ app: AppID?, _ because: Because, _ decision: inout Decision) {
        guard let index = state.callIndex(of: app) else { return }
        let covered = state.callStyle == .fullScreen || state.isLocked
        let inFront = state.appInFront ?? state.calls[index].appInFront
        let wasWaiting = state.calls[index].phase == .waiting
        state.calls[index].phase = .connected
        state.calls[index].appInFront = covered ? inFront : nil
        if let app {
            noteCall(app, .connected, because, &decision)
            decision.routeBecause = Because(subject: state[app].name, "'s connected call owns the route", rule: "K3")
        } else {
            if wasWaiting {
                noteCall(nil, .connected, Because("the user answered the waiting call", rule: "K5"), &decision)
            }
            decision.routeBecause = Because("the connected call owns the route", rule: "R1")
        }
        interruptForSystemAudio(.call, because, sparing: { $0 == app }, &decision)
        if covered {
            sendFrontToBackground(because, &decision)
            state.front = .phone
        } else {
            // The ringing call no longer covers anything: an app it did not cover stays as it is.
            updateCovering(Because("the call was answered in the banner", rule: "S3"), &decision)
        }
    }

    /// K5: answers the waiting call, which brings back the app that was in front of the call it replaces.
    private mutating func acceptWaitingCall(returning: AppID?, _ decision: inout Decision) {
        guard let index = state.calls.firstIndex(where: { $0.phase == .waiting }) else { return }
        if state.calls[index].appInFront == nil { state.calls[index].appInFront = returning }
        answer(state.calls[index].app, &decision)
    }

    /// K4: the user ends a VoIP call: its app receives `performEndCall` first, the call ends once its reactions
    /// have run.
    private mutating func endByUser(_ app: AppID, _ because: Because, accepting: Bool, _ decision: inout Decision) {
        deliverCallKit(app, .performEndCall, because, &decision)
        decision.notes.append(.continuation(.callKit(.finishEnd(app, accepting: accepting))))
    }

    /// K4: a VoIP call ends: a connected call's session is deactivated by the system (its configuration stays),
    /// then the end reaches everyone else.
    private mutating func endVoIPCall(
        _ id: AppID, _ because: Because, accepting: Bool, byUser: Bool = false, _ decision: inout Decision
    ) {
        if state.call(of: id)?.phase == .connected {
            systemDeactivate(id, Because("the system deactivates the session of the ended call", rule: "K4"), &decision)
        }
        callEnded(id, because, accepting: accepting, byUser: byUser, &decision)
    }

    /// S2, S4, K4, K5: the call of `app` is gone. With `accepting`, the waiting call is answered; when no call is
    /// left, the end of system audio reaches everyone else (I4, I7) and the Phone's place in front goes (S4);
    /// otherwise a waiting call with no connected call rings, and a held call is resumed by the system when the user
    /// ended the connected call (`byUser`), else stays held (K5, CallKit rules version 2).
    mutating func callEnded(
        _ app: AppID?, _ because: Because, accepting: Bool, byUser: Bool = false, _ decision: inout Decision
    ) {
        guard let index = state.callIndex(of: app) else { return }
        let ended = state.calls.remove(at: index)
        if ended.phase == .connected {
            decision.routeBecause =
                app.map { Because(subject: state[$0].name, "'s call ended and no longer owns the route", rule: "K4") }
                ?? Because("the call ended and no longer owns the route", rule: "R1")
        }
        if let app {
            noteCallEnded(app, because, &decision)
        } else if !state.calls.isEmpty || ended.phase == .waiting || ended.phase == .held, let phone = state.phone {
            noteCallEnded(phone, because, &decision) // K5: the cellular call's end beside another call.
        }
        if accepting {
            acceptWaitingCall(returning: ended.appInFront, &decision)
            return
        }
        if state.calls.isEmpty {
            endSystemAudio(.call, because, &decision)
            if ended.phase != .ringing, state.front == .phone {
                state.front = .home
                if let id = ended.appInFront, state[id].lifecycle != .notRunning {
                    bringToFront(id, because, &decision)
                }
            }
            return
        }
        if state.call == nil, let waiting = state.calls.firstIndex(where: { $0.phase == .waiting }) {
            // K5: with no connected call left, the waiting call rings (S1, K1).
            state.calls[waiting].phase = .ringing
            startRinging(state.calls[waiting].app, &decision)
        } else if byUser, ended.phase == .connected, state.call == nil, let held = state.call(in: .held) {
            resume(
                held, Because("the user ended the other call, so the system resumes the held call", rule: "K5"),
                &decision)
        }
        updateCovering(because, &decision)
    }

    /// K5: the cellular call is held: the Phone's session is inactive.
    private mutating func holdCellularCall(_ decision: inout Decision) {
        setPhase(nil, .held, &decision)
        noteCall(nil, .held, Because("the user held the call to answer the waiting one", rule: "K5"), &decision)
        decision.routeBecause = Because("the held call no longer owns the route", rule: "K5")
    }

    /// K2, K5, K6: the system activates the app's session with the configuration it has, whatever A1 says, and runs
    /// no A3 toward others (K3); the app receives `didActivateAudioSession`. A session the app already activated
    /// itself (to "pre-heat" its audio) cannot be activated again: the call goes on, and the app receives nothing
    /// (K2, CallKit rules version 2).
    private mutating func systemActivate(_ id: AppID, _ because: Because, _ decision: inout Decision) {
        guard !state[id].session.isActive else {
            decision.note(
                .app(id), .alreadyActive,
                Because(
                    subject: state[id].name,
                    "'s session was already active, so the system could not activate it: no didActivateAudioSession",
                    rule: "K2"))
            return
        }
        state.activationCounter += 1
        state[id].session.isActive = true
        Self.clearInterruption(&state[id].session)
        state[id].session.activationSequence = state.activationCounter
        deliverCallKit(id, .didActivateAudioSession, because, &decision)
    }

    /// K4, K5: the system deactivates the app's session: its I/O stops, its configuration stays; the app receives
    /// `didDeactivateAudioSession`. The session is inactive, not interrupted.
    private mutating func systemDeactivate(_ id: AppID, _ because: Because, _ decision: inout Decision) {
        if state[id].session.isActive {
            state[id].session.isActive = false
            Self.stopIO(&state[id].session)
            orphanSessions(interruptedBy: id) // I5
        }
        deliverCallKit(id, .didDeactivateAudioSession, because, &decision)
    }

    /// K3, K7: a `CXProviderDelegate` callback; the app is woken at once for it (L4).
    /// K4: `providerDidReset`, after the media services were reset.
    mutating func deliverProviderReset(_ id: AppID, _ because: Because, _ decision: inout Decision) {
        deliverCallKit(id, .providerDidReset, because, &decision)
    }

    private mutating func deliverCallKit(
        _ id: AppID, _ delivery: CallKitDelivery, _ because: Because, _ decision: inout Decision
    ) {
        wake(id, Because(subject: state[id].name, " is woken for its CallKit call", rule: "K3"), &decision)
        decision.deliver(id, .callKit(delivery), because, order: .other)
    }

    private mutating func setPhase(_ app: AppID?, _ phase: CallPhase, _ decision: inout Decision) {
        guard let index = state.callIndex(of: app) else { return }
        state.calls[index].phase = phase
    }

    /// A trace note of a call's new phase, on its app (the Phone for the cellular call).
    private mutating func noteCall(_ app: AppID?, _ phase: CallPhase, _ because: Because, _ decision: inout Decision) {
        guard let actor = app ?? state.phone else { return }
        decision.note(.app(actor), .call(phase), because)
    }

    private mutating func noteCallEnded(_ app: AppID, _ because: Because, _ decision: inout Decision) {
        decision.note(.app(app), .callEnded, because)
    }

    /// L6, K4: a terminated app's call ends with it, silently; the end reaches the others as K4 says.
    mutating func endCallOfTerminatedApp(_ id: AppID, _ because: Because, _ decision: inout Decision) {
        guard state.hasCall(id) else { return }
        callEnded(id, because, accepting: false, &decision)
    }

    /// `Game's call` or `the cellular call`, for messages.
    func describe(_ call: CallState) -> String {
        call.app.map { "\(state[$0].name)'s call" } ?? "the cellular call"
    }
}
