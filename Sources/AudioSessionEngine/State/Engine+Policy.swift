import AudioSessionModel

extension Engine {
    /// The duck level a ``PolicyView`` names when none is given: a linear gain of 0.2 (D1's documented constant).
    public static let defaultDuckLevel = 0.2

    /// What the audio server enforces on app `id` now, from the single-app queries (``isDucked(_:)``,
    /// ``isSilenced(_:)``, ``isAudible(_:)``, ``inputIsSilent(_:)``, `state.route(of:)`); a ducked app's gain is
    /// `duckLevel`. Right after an event the route, the duckers and the `record` sessions come from the engine's
    /// indexes, so it costs no scan of the other apps.
    public func policyView(of id: AppID, duckLevel: Double = Engine.defaultDuckLevel) -> PolicyView {
        let index = id.index
        let fresh = indexesAreFresh
        var route: RouteDescription?
        if fresh, state.apps[index].role != .phone {
            if state.apps[index].lifecycle.isRunning {
                route = routeCache.apps[index].route
            } else if state.apps[index].lifecycle == .notRunning {
                route = .empty
            }
        }
        let appRoute = route ?? state.route(of: id)
        let isDucked: Bool
        let isSilenced: Bool
        if fresh {
            let ownDucker = state.apps[index].session.isDuckingOthers ? 1 : 0
            isDucked = self.isDucked(index, anyDucker: routeCache.duckers.count - ownDucker > 0)
            let ownRecorder = isActiveRecordSession(index) ? 1 : 0
            isSilenced = self.isSilenced(index, anotherRecords: routeCache.recorders.count - ownRecorder > 0)
        } else {
            isDucked = self.isDucked(id)
            isSilenced = self.isSilenced(id)
        }
        let session = state.apps[index].session
        return PolicyView(
            outputs: appRoute.outputs, inputs: appRoute.inputs, gain: isDucked ? .ducked(level: duckLevel) : .full,
            isSilenced: isSilenced, isInterrupted: session.isInterrupted,
            isAudible: isAudible(index, isSilenced: isSilenced, route: appRoute),
            inputIsSilent: inputIsSilent(index, route: appRoute), isPlaying: session.isPlaying,
            isRecording: session.isRecording, isOutputMuted: session.isOutputMuted,
            isInputMuted: state.apps[index].isInputMuted)
    }

    /// Moves into `buffer` (emptied first), in app order, the apps whose ``policyView(of:duckLevel:)`` may have
    /// changed since the last call: every app the first time, after an app was added, and after a change every
    /// app depends on; otherwise only the apps the events since changed. An app listed may have an unchanged view.
    package mutating func takePolicyChanges(into buffer: inout [AppID]) {
        // Changes made after the event's indexes were updated (an interruption cleared as it is delivered, I2).
        if state.changes.overflowed || routeCache.apps.count != state.apps.count {
            policyChanges.noteEveryApp()
        } else {
            for index in state.changes.touched { policyChanges.note(index) }
        }
        policyChanges.take(into: &buffer, appCount: state.apps.count)
    }

    /// After an event: every app may have a new view when what they all depend on changed.
    mutating func notePolicyGlobals() {
        let globals = PolicyChanges.Globals(
            ringer: state.ringer, isLocked: state.isLocked, isMicMuted: state.isMicMuted,
            isCellularCallActive: state.isCellularCallActive, recorders: routeCache.recorders.count)
        if policyChanges.globals != globals {
            policyChanges.globals = globals
            policyChanges.noteEveryApp()
        }
    }

    /// Whether the indexes (routes, duckers, `record` sessions) hold what the device state gives: what every route
    /// depends on is as the last event left it, and no app changed since in what they record.
    var indexesAreFresh: Bool {
        guard let context = routeCache.context, routeCache.apps.count == state.apps.count,
            routeCache.recorders.covers(appCount: state.apps.count), !state.changes.overflowed,
            context.devicesVersion == state.devicesVersion, context.callsVersion == state.callsVersion
        else { return false }
        return state.changes.touched.allSatisfy { index in
            routeCache.apps[index].key
                == RouteCache.Key(
                    isRunning: state.apps[index].lifecycle.isRunning,
                    routingVersion: state.apps[index].session.routingVersion)
                && routeCache.duckers[index] == state.apps[index].session.isDuckingOthers
                && routeCache.recorders[index] == isActiveRecordSession(index)
        }
    }
}
