import AudioSessionModel

extension Engine {
    /// One app's values, as the single-app queries give them (``appState(_:)``, ``isActive(_:)``,
    /// ``interruptedBy(_:)``, `state.route(of:)`, ``isDucked(_:)``, ``isSilenced(_:)``, ``isAudible(_:)``,
    /// ``inputIsSilent(_:)``) and as its session holds them.
    package struct AppReadings: Hashable, Sendable {
        /// As ``Engine/appState(_:)``.
        package var appState: AppLifecycleState
        /// As ``Engine/isActive(_:)``.
        package var isActive: Bool
        /// Whether the session is interrupted.
        package var isInterrupted: Bool
        /// As ``Engine/interruptedBy(_:)``: an app's name, `system` or `none`.
        package var interruptedBy: String
        /// Whether output I/O runs.
        package var isPlaying: Bool
        /// Whether input I/O runs.
        package var isRecording: Bool
        /// The session's category.
        package var category: AudioSessionCategory
        /// The session's mode.
        package var mode: AudioSessionMode
        /// Whether the app is the Now Playing app.
        package var isNowPlaying: Bool
        /// The app's route, as `state.route(of:)`.
        package var route: RouteDescription
        /// As ``Engine/isDucked(_:)``.
        package var isDucked: Bool
        /// As ``Engine/isSilenced(_:)``.
        package var isSilenced: Bool
        /// As ``Engine/isAudible(_:)``.
        package var isAudible: Bool
        /// As ``Engine/inputIsSilent(_:)``.
        package var inputIsSilent: Bool
        /// The app's own input mute (P9).
        package var isInputMuted: Bool
        /// The session's output mute (P10).
        package var isOutputMuted: Bool
        /// As ``Engine/isOtherAudioPlaying(for:)`` (H1).
        package var isOtherAudioPlaying: Bool
        /// As ``Engine/secondaryAudioShouldBeSilencedHint(for:)`` (H2).
        package var secondaryAudioShouldBeSilencedHint: Bool

        /// The readings of app `id`, one query at a time.
        package init(of id: AppID, in engine: Engine) {
            self.init(
                id, engine, route: engine.state.route(of: id), isDucked: engine.isDucked(id),
                isSilenced: engine.isSilenced(id), isAudible: engine.isAudible(id),
                inputIsSilent: engine.inputIsSilent(id), isOtherAudioPlaying: engine.isOtherAudioPlaying(for: id),
                secondaryAudioShouldBeSilencedHint: engine.secondaryAudioShouldBeSilencedHint(for: id))
        }

        /// The readings of app `id`, with the derived values given.
        init(
            _ id: AppID, _ engine: Engine, route: RouteDescription, isDucked: Bool, isSilenced: Bool, isAudible: Bool,
            inputIsSilent: Bool, isOtherAudioPlaying: Bool, secondaryAudioShouldBeSilencedHint: Bool
        ) {
            appState = engine.appState(id)
            isActive = engine.isActive(id)
            isInterrupted = engine.state.apps[id.index].session.isInterrupted
            interruptedBy = engine.interruptedBy(id)
            isPlaying = engine.state.apps[id.index].session.isPlaying
            isRecording = engine.state.apps[id.index].session.isRecording
            category = engine.state.apps[id.index].session.configuration.category
            mode = engine.state.apps[id.index].session.configuration.mode
            isNowPlaying = engine.state.nowPlaying == id
            self.route = route
            self.isDucked = isDucked
            self.isSilenced = isSilenced
            self.isAudible = isAudible
            self.inputIsSilent = inputIsSilent
            isInputMuted = engine.state.apps[id.index].isInputMuted
            isOutputMuted = engine.state.apps[id.index].session.isOutputMuted
            self.isOtherAudioPlaying = isOtherAudioPlaying
            self.secondaryAudioShouldBeSilencedHint = secondaryAudioShouldBeSilencedHint
        }
    }

    /// Every app's readings, in app order, in time linear in the apps: the routing context, the duckers, the
    /// active `record` sessions and the players are looked at once for all of them, not once per app.
    package func readingsOfEveryApp() -> [AppReadings] {
        let routes = routesOfEveryApp()
        // The apps are read in place, field by field: an app's state is large, and copying it is most of the cost.
        return state.apps.withUnsafeBufferPointer { apps in
            var duckers = 0
            var recorders = 0
            var players = 0
            var nonMixablePlayers = 0
            for index in apps.indices {
                if apps[index].session.isDuckingOthers { duckers += 1 }
                if isActiveRecordSession(index) { recorders += 1 }
                if apps[index].session.isPlaying { players += 1 }
                if apps[index].session.isPlayingNonMixable { nonMixablePlayers += 1 }
            }
            return apps.indices.map { index in
                let route = routes[index]
                let isDuckingOthers = apps[index].session.isDuckingOthers
                let isDucked = isDucked(index, anyDucker: duckers - (isDuckingOthers ? 1 : 0) > 0)
                let ownRecorder = isActiveRecordSession(index) ? 1 : 0
                let isSilenced = isSilenced(index, anotherRecords: recorders - ownRecorder > 0)
                let isAudible = isAudible(index, isSilenced: isSilenced, route: route)
                let inputIsSilent = inputIsSilent(index, route: route)
                let ownPlayer = apps[index].session.isPlaying ? 1 : 0
                let ownNonMixable = apps[index].session.isPlayingNonMixable ? 1 : 0
                return AppReadings(
                    AppID(index), self, route: route, isDucked: isDucked, isSilenced: isSilenced,
                    isAudible: isAudible, inputIsSilent: inputIsSilent,
                    isOtherAudioPlaying: isOtherAudioPlaying(index, anotherPlays: players - ownPlayer > 0),
                    secondaryAudioShouldBeSilencedHint: secondaryAudioShouldBeSilencedHint(
                        index, anotherPlaysNonMixable: nonMixablePlayers - ownNonMixable > 0))
            }
        }
    }

    /// Every app's route, as `state.routes()` gives it: a running app's from the engine's cache when nothing changed
    /// since its last event (the cache then holds what `state.route(of:)` computes, checked in debug builds).
    private func routesOfEveryApp() -> [RouteDescription] {
        // Valid while what every route depends on is as the last event left it: the devices, the calls, and each
        // changed app's running state and routing version (as `refreshRoutes()` decides what to recompute).
        guard let cached = routeCache.context, routeCache.apps.count == state.apps.count, !state.changes.overflowed,
            cached.devicesVersion == state.devicesVersion, cached.callsVersion == state.callsVersion,
            state.changes.touched.allSatisfy({ index in
                routeCache.apps[index].key
                    == RouteCache.Key(
                        isRunning: state.apps[index].lifecycle.isRunning,
                        routingVersion: state.apps[index].session.routingVersion)
            })
        else { return state.routes() }
        var memo: OwnRouteMemo?
        var context: DeviceState.RoutingContext?
        let routes = state.apps.indices.map { index -> RouteDescription in
            if state.apps[index].role != .phone {
                let lifecycle = state.apps[index].lifecycle
                if lifecycle.isRunning, let route = routeCache.apps[index].route { return route }
                if lifecycle == .notRunning { return .empty }
            }
            if memo == nil {
                var fresh = OwnRouteMemo(for: state)
                context = state.routingContext(memo: &fresh)
                memo = fresh
            }
            return state.route(of: AppID(index), in: context!, memo: &memo!)
        }
        assert(routes == state.routes(), "the cached routes differ from the device state")
        return routes
    }
}
