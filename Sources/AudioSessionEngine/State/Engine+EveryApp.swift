import AudioSessionModel

extension Engine {
    /// One app's derived values, as the single-app queries give them (``route(of:)``, ``isDucked(_:)``,
    /// ``isSilenced(_:)``, ``isAudible(_:)``, ``inputIsSilent(_:)``).
    package struct AppReadings: Hashable, Sendable {
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

        /// Readings with every value given.
        package init(
            route: RouteDescription, isDucked: Bool, isSilenced: Bool, isAudible: Bool, inputIsSilent: Bool
        ) {
            self.route = route
            self.isDucked = isDucked
            self.isSilenced = isSilenced
            self.isAudible = isAudible
            self.inputIsSilent = inputIsSilent
        }
    }

    /// Every app's readings, in app order, in time linear in the apps: the routing context, the duckers and the
    /// active `record` sessions are looked at once for all of them, not once per app.
    package func readingsOfEveryApp() -> [AppReadings] {
        let routes = state.routes()
        let apps = state.apps
        var duckers = 0
        var recorders = 0
        for app in apps {
            if app.session.isDuckingOthers { duckers += 1 }
            if app.session.isActive, app.session.configuration.category == .record { recorders += 1 }
        }
        let silencedByLock = state.ringer == .silent || state.isLocked
        return apps.indices.map { index in
            let app = apps[index]
            let session = app.session
            let route = routes[index]
            let isDucked = isDucked(index, anyDucker: duckers - (session.isDuckingOthers ? 1 : 0) > 0)
            var isSilenced = false
            if app.role != .phone {
                let category = session.configuration.category
                let ownRecorder = session.isActive && category == .record ? 1 : 0
                isSilenced =
                    ((category == .ambient || category == .soloAmbient) && silencedByLock)
                    || recorders - ownRecorder > 0
            }
            let isAudible =
                app.role == .phone
                ? state.isCellularCallActive : session.isPlaying && !isSilenced && !route.outputs.isEmpty
            var inputIsSilent = false
            if session.isRecording {
                inputIsSilent =
                    app.recordPermission != .granted
                    || (state.isMicMuted && route.inputs.contains { $0.portType == .builtInMic })
            }
            return AppReadings(
                route: route, isDucked: isDucked, isSilenced: isSilenced, isAudible: isAudible,
                inputIsSilent: inputIsSilent)
        }
    }
}
