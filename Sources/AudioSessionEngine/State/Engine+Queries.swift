import AudioSessionModel

extension Engine {
    /// Apps whose active session ducks others, other than `id`.
    func duckers(excluding id: AppID) -> [AppID] {
        state.apps.indices.filter { $0 != id.index && state.apps[$0].session.isDuckingOthers }.map(AppID.init)
    }

    /// D1: active, not ducking others itself, while another app's active session ducks others.
    public func isDucked(_ id: AppID) -> Bool {
        isDucked(id.index, anyDucker: !duckers(excluding: id).isEmpty)
    }

    /// D1's one definition: an active session that does not duck others itself, while some session ducks others
    /// (a ducker is never ducked, so "some session" is another one); system audio is never ducked.
    func isDucked(_ index: Int, anyDucker: Bool) -> Bool {
        anyDucker && state.apps[index].role != .phone && state.apps[index].session.isActive
            && !state.apps[index].session.derived.ducksOthers
    }

    /// P5: `ambient`/`soloAmbient` with the switch on silent or the screen locked; any category while another
    /// app's `record` session is active.
    public func isSilenced(_ id: AppID) -> Bool {
        isSilenced(
            id.index,
            anotherRecords: state.apps.indices.contains { $0 != id.index && isActiveRecordSession($0) })
    }

    /// Whether the app's session is an active `record` session (which silences every other app, P5).
    func isActiveRecordSession(_ index: Int) -> Bool {
        state.apps[index].session.isActive && state.apps[index].session.configuration.category == .record
    }

    /// P5's one definition, with whether another app's `record` session is active given.
    func isSilenced(_ index: Int, anotherRecords: Bool) -> Bool {
        guard state.apps[index].role != .phone else { return false }
        let category = state.apps[index].session.configuration.category
        if category == .ambient || category == .soloAmbient, state.ringer == .silent || state.isLocked { return true }
        return anotherRecords
    }

    /// P6: playing, not silenced, not output-muted (P10), and the route has an output.
    public func isAudible(_ id: AppID) -> Bool {
        if state[id].role == .phone { return state.isCellularCallActive }
        // The route is computed last, only when it decides.
        guard state[id].session.isPlaying, !state[id].session.isOutputMuted, !isSilenced(id) else { return false }
        return isAudible(id.index, isSilenced: false, route: state.route(of: id))
    }

    /// P6's one definition, with the app's silencing (P5) and route given.
    func isAudible(_ index: Int, isSilenced: Bool, route: RouteDescription) -> Bool {
        if state.apps[index].role == .phone { return state.isCellularCallActive }
        return state.apps[index].session.isPlaying && !state.apps[index].session.isOutputMuted && !isSilenced
            && !route.outputs.isEmpty
    }

    /// P2, I8, P9: recording delivers silence without permission, with the app's input muted, or from a muted
    /// built-in mic.
    public func inputIsSilent(_ id: AppID) -> Bool {
        guard state[id].session.isRecording else { return false }
        return inputIsSilent(id.index, route: state.route(of: id))
    }

    /// P2, I8 and P9's one definition, with the app's route given.
    func inputIsSilent(_ index: Int, route: RouteDescription) -> Bool {
        guard state.apps[index].session.isRecording else { return false }
        if state.apps[index].recordPermission != .granted || state.apps[index].isInputMuted { return true }
        return state.isMicMuted && route.inputs.contains { $0.portType == .builtInMic }
    }

    /// H1: another app's output plays, or system audio is active.
    public func isOtherAudioPlaying(for id: AppID) -> Bool {
        let anotherPlays = state.apps.indices.contains { $0 != id.index && state.apps[$0].session.isPlaying }
        return isOtherAudioPlaying(id.index, anotherPlays: anotherPlays)
    }

    /// H1's one definition: system audio other than the app's own call (the Phone aside), another app's output, or
    /// audio no session accounts for.
    func isOtherAudioPlaying(_ index: Int, anotherPlays: Bool) -> Bool {
        if state.apps[index].role != .phone, state.isSystemAudioActive(forOthersThan: AppID(index)) { return true }
        return anotherPlays || state.isOutsideAudioPlaying
    }

    /// H2: another app plays with a non-mixable session, or a call is connected.
    public func secondaryAudioShouldBeSilencedHint(for id: AppID) -> Bool {
        let anotherPlaysNonMixable: Bool
        if routeCache.context != nil, routeCache.nonMixablePlayers.covers(appCount: state.apps.count) {
            // The index kept after every event: how many apps play non-mixable audio, this one aside.
            anotherPlaysNonMixable =
                routeCache.nonMixablePlayers.count - (routeCache.nonMixablePlayers[id.index] ? 1 : 0) > 0
        } else {
            anotherPlaysNonMixable = state.apps.indices.contains { index in
                index != id.index && state.apps[index].session.isPlayingNonMixable
            }
        }
        return secondaryAudioShouldBeSilencedHint(id.index, anotherPlaysNonMixable: anotherPlaysNonMixable)
    }

    /// H2's one definition: a connected call other than the app's own (the Phone aside), or another app playing
    /// with a non-mixable session.
    func secondaryAudioShouldBeSilencedHint(_ index: Int, anotherPlaysNonMixable: Bool) -> Bool {
        if let call = state.call, call.isConnected, call.app != AppID(index), state.apps[index].role != .phone {
            return true
        }
        return anotherPlaysNonMixable
    }

    /// The app's lifecycle state; the Phone's follows the call (S8).
    public func appState(_ id: AppID) -> AppLifecycleState {
        guard state[id].role == .phone else { return state[id].lifecycle }
        if state.front == .phone { return .foreground }
        return state.isCellularCallActive ? .background : .notRunning
    }

    /// Whether the session is active; the Phone's is while the cellular call rings, waits or is connected (S8, K5).
    public func isActive(_ id: AppID) -> Bool {
        state[id].role == .phone ? state.isCellularCallActive : state[id].session.isActive
    }

    /// Who interrupted the session: an app's name, `system`, or `none` (not interrupted, or orphaned: I5).
    public func interruptedBy(_ id: AppID) -> String {
        let session = state[id].session
        guard session.isInterrupted, let interrupter = session.interrupter else { return "none" }
        switch interrupter {
        case .app(let other): return state[other].name
        case .system: return "system"
        }
    }
}
