import AudioSessionModel

extension Engine {
    /// What every app's ``AppReadings`` depend on besides the app's own state and route: when it is unchanged, an
    /// app that no event changed reads as before.
    package struct ReadingsContext: Hashable, Sendable {
        var appCount: Int
        var ringer: RingerPosition
        var isLocked: Bool
        var isMicMuted: Bool
        var isOutsideAudioPlaying: Bool
        var isCellularCallActive: Bool
        var front: Front
        var nowPlaying: AppID?
        /// The devices' version, as `DeviceState` gives it (read here once, so that a reader need not ask again).
        package internal(set) var devicesVersion: Int
        /// The calls' version, as `DeviceState` gives it.
        package internal(set) var callsVersion: Int
        var players: Int
        var nonMixablePlayers: Int
        var duckers: Int
        var recorders: Int
    }

    /// The context of every app's readings now (one look at each app's session).
    package var readingsContext: ReadingsContext {
        var context = ReadingsContext(
            appCount: state.apps.count, ringer: state.ringer, isLocked: state.isLocked, isMicMuted: state.isMicMuted,
            isOutsideAudioPlaying: state.isOutsideAudioPlaying, isCellularCallActive: state.isCellularCallActive,
            front: state.front, nowPlaying: state.nowPlaying,
            devicesVersion: state.devicesVersion, callsVersion: state.callsVersion, players: 0, nonMixablePlayers: 0,
            duckers: 0, recorders: 0)
        state.apps.withUnsafeBufferPointer { apps in
            for index in apps.indices {
                if apps[index].session.isPlaying { context.players += 1 }
                if apps[index].session.isPlayingNonMixable { context.nonMixablePlayers += 1 }
                if apps[index].session.isDuckingOthers { context.duckers += 1 }
                if isActiveRecordSession(index) { context.recorders += 1 }
            }
        }
        return context
    }

    /// The apps changed since the last event's indexes were updated (an interruption cleared as it is delivered),
    /// not yet noted for ``takePolicyChanges(into:)``; `nil` when every app must be looked at.
    package var appsChangedSinceLastEvent: [Int]? {
        guard !state.changes.overflowed, routeCache.apps.count == state.apps.count else { return nil }
        return state.changes.touched
    }

    /// Runs `body` with the readings of each app of `indices`, in order, each as ``readingsOfEveryApp()`` gives it,
    /// given the ``readingsContext`` now; a running app's route comes from the engine's indexes when they are fresh.
    /// No list of the readings is made: a reader compares them with what it has and keeps the few that changed.
    package func readings(
        ofApps indices: [Int], in context: ReadingsContext, _ body: (_ index: Int, _ readings: AppReadings) -> Void
    ) {
        let fresh = indexesAreFresh
        for index in indices {
            var cached: RouteDescription?
            if fresh, state.apps[index].role != .phone {
                if state.apps[index].lifecycle.isRunning {
                    cached = routeCache.apps[index].route
                } else if state.apps[index].lifecycle == .notRunning {
                    cached = .empty
                }
            }
            let route = cached ?? state.route(of: AppID(index))
            // The session is read in place: copying it would cost more than the reading.
            let isDuckingOthers = state.apps[index].session.isDuckingOthers
            let isPlaying = state.apps[index].session.isPlaying
            let isPlayingNonMixable = state.apps[index].session.isPlayingNonMixable
            let isDucked = isDucked(index, anyDucker: context.duckers - (isDuckingOthers ? 1 : 0) > 0)
            let ownRecorder = isActiveRecordSession(index) ? 1 : 0
            let isSilenced = isSilenced(index, anotherRecords: context.recorders - ownRecorder > 0)
            body(
                index,
                AppReadings(
                    AppID(index), self, route: route, isDucked: isDucked, isSilenced: isSilenced,
                    isAudible: isAudible(index, isSilenced: isSilenced, route: route),
                    inputIsSilent: inputIsSilent(index, route: route),
                    isOtherAudioPlaying: isOtherAudioPlaying(
                        index, anotherPlays: context.players - (isPlaying ? 1 : 0) > 0),
                    secondaryAudioShouldBeSilencedHint: secondaryAudioShouldBeSilencedHint(
                        index, anotherPlaysNonMixable: context.nonMixablePlayers - (isPlayingNonMixable ? 1 : 0) > 0
                    )))
        }
    }
}
