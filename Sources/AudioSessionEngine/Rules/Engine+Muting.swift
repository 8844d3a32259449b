import AudioSessionModel

extension Engine {
    /// P9: the app's own input mute (`AVAudioApplication.setInputMuted(_:)`); never fails. The app is told now while
    /// its session is active in an input category, otherwise when such a session next becomes active.
    mutating func setInputMuted(_ id: AppID, _ muted: Bool, _ because: Because, _ decision: inout Decision) {
        guard state[id].isInputMuted != muted else { return }
        state[id].isInputMuted = muted
        if isActiveForInput(id) {
            decision.deliver(id, .inputMuteStateChange(isMuted: muted), because, order: .other)
        } else {
            // Two changes while inactive undo each other: nothing is left to tell.
            state[id].isInputMuteChangePending.toggle()
            state.pendingInputMuteChanges += state[id].isInputMuteChangePending ? 1 : -1
        }
    }

    /// P9: whether the app's session is active in an input category, so that its input mute changes are told.
    func isActiveForInput(_ id: AppID) -> Bool {
        state.apps[id.index].session.isActive && state.apps[id.index].session.derived.hasInput
    }

    /// P9: the input mute changes made while the app had no active input session are told once it has one.
    mutating func tellPendingInputMuteChanges(_ decision: inout Decision) {
        guard state.pendingInputMuteChanges > 0 else { return }
        for index in state.apps.indices where state.apps[index].isInputMuteChangePending {
            let id = AppID(index)
            guard isActiveForInput(id) else { continue }
            state[id].isInputMuteChangePending = false
            state.pendingInputMuteChanges -= 1
            decision.deliver(
                id, .inputMuteStateChange(isMuted: state[id].isInputMuted),
                Because(
                    subject: state[id].name, "'s input session became active with its input mute changed",
                    rule: "P9"),
                order: .other)
        }
    }

    /// P9: a terminated app's process is gone, and its input mute with it (*decision*).
    mutating func forgetInputMute(_ id: AppID) {
        if state[id].isInputMuteChangePending { state.pendingInputMuteChanges -= 1 }
        state[id].isInputMuteChangePending = false
        state[id].isInputMuted = false
    }

    /// P9: the AirPods or headset mute gesture acts on the app whose active input session owns the route: during
    /// its connected CallKit call CallKit asks it (`performSetMuted`), otherwise its input mute changes. With no such
    /// app nothing happens (*decision*).
    mutating func muteInputGesture(_ muted: Bool, _ decision: inout Decision) {
        guard case .app(let id)? = state.routeOwner, isActiveForInput(id) else { return }
        let because = Because(
            muted ? "the user muted the headset's microphone" : "the user unmuted the headset's microphone",
            rule: "P9")
        if state[id].usesCallKit, state.hasConnectedCall(id) {
            decision.deliver(id, .callKit(.performSetMuted(muted: muted)), because, order: .other)
        } else {
            setInputMuted(id, muted, because, &decision)
        }
    }

    /// P10 (iOS 26): the session's output mute (`AVAudioSession.setOutputMuted(_:)`); `badParam` for
    /// `playAndRecord` in a mode other than `default`.
    mutating func setOutputMuted(_ id: AppID, _ muted: Bool, _ decision: inout Decision) -> AudioSessionError? {
        guard state.os >= .iOS26 else {
            return AudioSessionError(
                .badParam, deferred: "setOutputMuted needs iOS 26 (device os: 26) (rule P10)", rule: "P10")
        }
        let configuration = state[id].session.configuration
        if configuration.category == .playAndRecord, configuration.mode != .default {
            return AudioSessionError(
                .badParam,
                deferred: "output mute is not supported for playAndRecord in mode \(configuration.mode) (rule P10)",
                rule: "P10")
        }
        guard state[id].session.isOutputMuted != muted else { return nil }
        state[id].session.isOutputMuted = muted
        let because =
            muted
            ? Because(subject: state[id].name, " muted its output", rule: "P10")
            : Because(subject: state[id].name, " unmuted its output", rule: "P10")
        decision.deliver(id, .outputMuteStateChange(isMuted: muted), because, order: .other)
        return nil
    }

    /// P10: `playAndRecord` in a mode other than `default` cannot stay output-muted: setting such a configuration
    /// unmutes the session.
    mutating func unmuteOutputIfUnsupported(_ id: AppID, _ decision: inout Decision) {
        let session = state[id].session
        guard session.isOutputMuted, session.configuration.category == .playAndRecord,
            session.configuration.mode != .default
        else { return }
        state[id].session.isOutputMuted = false
        decision.deliver(
            id, .outputMuteStateChange(isMuted: false),
            Because(
                "playAndRecord in mode \(session.configuration.mode) unmutes \(state[id].name)'s output", rule: "P10"),
            order: .other)
    }

    /// P10: volume up while the app in front has its output muted tells it the user wants to hear it; its own code
    /// decides whether to unmute.
    mutating func volumeUp(_ decision: inout Decision) {
        guard let id = state.appInFront, state[id].session.isOutputMuted else { return }
        decision.deliver(
            id, .userIntentToUnmuteOutput,
            Because(subject: state[id].name, "'s output is muted and the user pressed volume up", rule: "P10"),
            order: .other)
    }
}
