import AudioSessionModel

/// The routes as of the end of the last event, with what they were computed from, so that an event recomputes
/// only the routes whose inputs changed (R8 compares routes after every event); and the indexes kept alongside
/// (who ducks others, the active input sessions), updated from the apps an event changed.
struct RouteCache: Sendable {
    /// What every app's route depends on besides its own session: the owner and what its route depends on, the
    /// devices, the call (R1, R11).
    struct Context: Equatable, Sendable {
        var owner: RouteOwner?
        var ownerVersion: Int
        var devicesVersion: Int
        var callsVersion: Int
        /// R1: the owner a non-mixable activation would leave, and its routing version (inactive sessions show it).
        var nextOwner: AppID? = nil
        var nextOwnerVersion = 0
    }

    /// What one app's route depends on in its own state: whether it runs, and its session's routing version.
    struct Key: Equatable, Sendable {
        var isRunning: Bool
        var routingVersion: Int
    }

    /// An app whose route was recomputed, with its route before.
    struct Change: Sendable {
        var index: Int
        var previous: RouteDescription?
    }

    /// An app whose duck flag changed (D1, D2).
    struct DuckChange: Sendable {
        var index: Int
        var ducked: Bool
    }

    /// What the cache keeps for one app.
    struct Entry: Sendable {
        /// What its route was computed from.
        var key: Key?
        /// Its route while it runs; `nil` otherwise.
        var route: RouteDescription?
        /// The event it was last looked at in, to look at each changed app once.
        var lookedAt = -1
        /// Whether it was ducked after the last event (D1).
        var ducked = false
    }

    var context: Context?
    /// Each app's entry, in app order.
    var apps: [Entry] = []
    /// Whether any session ducked others after the last event.
    var anyDucker = false
    /// The owner's route for the current context; `nil` until a route is needed.
    var routing: DeviceState.RoutingContext?
    /// The own routes computed.
    var memo = OwnRouteMemo()
    /// Whether each app's active session ducks others (D1), and how many do.
    var duckers = AppFlags()
    /// The apps whose active session is in the `record` category (P5 silences every other app).
    var recorders = AppFlags()
    /// The apps playing non-mixable audio (H2).
    var nonMixablePlayers = AppFlags()
    /// The apps in the background (L3 looks only at those).
    var inBackground = AppFlags()
    /// The sessions another app interrupted and has not released (I5).
    var interruptedByApp = AppFlags()
    /// Whether an app interrupted a session since the indexes were last updated.
    var appInterruptedSinceIndexed = false
    /// The active sessions in an input category with their activation sequence: the route owner is the latest (R1).
    var activeInputs: [(index: Int, sequence: Int)] = []
    /// Events seen, to mark the apps looked at in this one.
    var events = 0
    /// Each app's index by name, for the user's actions that name an app.
    var appsByName: [String: Int] = [:]
    /// Configurations already validated (C3 to C7), with their derived facts.
    var validConfigurations = ValidConfigurations()
    /// Empty buffers kept from event to event, so that an event allocates none of them.
    var spareEntries: [Decision.Entry] = []
    var spareCandidates: [Int] = []
    var spareChanges = ReusableList<Change>()

    /// Starts over for `count` apps.
    mutating func reset(count: Int) {
        context = nil
        routing = nil
        apps = Array(repeating: Entry(), count: count)
        anyDucker = false
        duckers = AppFlags(appCount: count)
        recorders = AppFlags(appCount: count)
        nonMixablePlayers = AppFlags(appCount: count)
        inBackground = AppFlags(appCount: count)
        interruptedByApp = AppFlags(appCount: count)
        activeInputs = []
    }

    /// Whether an app runs with a route other than `other` (compared in place: nothing copied).
    func hasRoute(_ index: Int, otherThan other: RouteDescription) -> Bool {
        apps.withUnsafeBufferPointer { entries in
            guard entries[index].route != nil else { return false }
            return entries[index].route!.outputs != other.outputs || entries[index].route!.inputs != other.inputs
        }
    }

    /// An app's route as of the end of the last event (`nil` while it does not run, or before the first event).
    func route(of index: Int) -> RouteDescription? {
        apps.indices.contains(index) ? apps[index].route : nil
    }

}

extension Engine {
    /// Recomputes the routes whose inputs changed since the last event (session activity and configuration
    /// included) and returns those apps, in app order, with their previous route; the cache keeps every running
    /// app's route.
    mutating func refreshRoutes() -> ReusableList<RouteCache.Change> {
        let count = state.apps.count
        // The apps changed since the last look, taken with the list itself (no copy), then made unique in place.
        var candidates: [Int] = []
        swap(&candidates, &routeCache.spareCandidates)
        defer {
            candidates.empty()
            swap(&candidates, &routeCache.spareCandidates)
        }
        let overflowed = state.takeChanges(swappingWith: &candidates)
        routeCache.events &+= 1
        let everyApp = overflowed || routeCache.context == nil || routeCache.apps.count != count
        if everyApp {
            routeCache.reset(count: count)
            candidates.empty()
            candidates.append(contentsOf: state.apps.indices)
        } else {
            var unique = 0
            for position in candidates.indices {
                let index = candidates[position]
                if routeCache.apps[index].lookedAt == routeCache.events { continue }
                routeCache.apps[index].lookedAt = routeCache.events
                candidates[unique] = index
                unique += 1
            }
            candidates.removeLast(candidates.count - unique)
            if !candidates.isSorted { candidates.sort() }
        }
        for index in candidates {
            updateIndex(index)
            policyChanges.note(index)
        }
        routeCache.appInterruptedSinceIndexed = false

        let owner = RouteOwner.choose(
            callOwner: state.callRouteOwner, activeInputs: routeCache.activeInputs)
        let ownerVersion: Int
        if case .app(let id) = owner {
            ownerVersion = state.apps[id.index].session.routingVersion
        } else {
            ownerVersion = 0
        }
        let next = DeviceState.ownerAfterNonMixableActivation(
            owner: owner, apps: state.apps, activeInputs: routeCache.activeInputs)
        let context = RouteCache.Context(
            owner: owner, ownerVersion: ownerVersion, devicesVersion: state.devicesVersion,
            callsVersion: state.callsVersion,
            nextOwner: next, nextOwnerVersion: next.map { state.apps[$0.index].session.routingVersion } ?? 0)
        let contextChanged = routeCache.context != context
        routeCache.context = context
        if contextChanged {
            routeCache.routing = nil // The owner's route goes; the own routes computed stay.
            // A suspended app keeps no cached route, yet its route moves with the context: every view may change.
            policyChanges.noteEveryApp()
        }

        var changed = ReusableList<RouteCache.Change>()
        swap(&changed, &routeCache.spareChanges)
        for position in contextChanged ? state.apps.indices : candidates.indices {
            let index = contextChanged ? position : candidates[position]
            // An app that did not run and did not change keeps no route: skipped without reading its state.
            if contextChanged, !everyApp, routeCache.apps[index].route == nil,
                routeCache.apps[index].lookedAt != routeCache.events
            {
                continue
            }
            let key = RouteCache.Key(
                isRunning: state.apps[index].lifecycle.isRunning,
                routingVersion: state.apps[index].session.routingVersion)
            // A new context moves every running app's route; an app that neither runs nor ran keeps none.
            if routeCache.apps[index].key == key, !contextChanged || !key.isRunning { continue }
            var route: RouteDescription?
            if key.isRunning {
                if routeCache.routing == nil {
                    // Made once per context and kept while it holds.
                    routeCache.routing = state.routingContext(
                        owner: owner, ownerAfterNonMixableActivation: next, memo: &routeCache.memo)
                }
                route = state.route(of: AppID(index), in: routeCache.routing!, memo: &routeCache.memo)
            }
            // The previous route is moved into the change list, the new one into the entry: no copy.
            swap(&route, &routeCache.apps[index].route)
            routeCache.apps[index].key = key
            changed.append(RouteCache.Change(index: index, previous: route))
        }
        assert(indexesMatchState(), "the engine's indexes differ from the device state")
        return changed
    }

    /// Whether the indexes equal what a full reading of the device gives (checked after every event in debug
    /// builds, so every test checks that the change tracking misses nothing).
    func indexesMatchState() -> Bool {
        guard routeCache.context?.owner == state.routeOwner else { return false }
        for index in state.apps.indices {
            let app = state.apps[index]
            guard routeCache.duckers[index] == app.session.isDuckingOthers,
                routeCache.recorders[index] == isActiveRecordSession(index),
                routeCache.nonMixablePlayers[index] == app.session.isPlayingNonMixable,
                routeCache.inBackground[index] == (app.lifecycle == .background),
                routeCache.interruptedByApp[index] == app.session.isInterruptedByApp
            else { return false }
        }
        var memo = OwnRouteMemo(for: state)
        let context = state.routingContext(memo: &memo)
        return state.apps.indices.allSatisfy { index in
            state.apps[index].lifecycle.isRunning
                ? routeCache.apps[index].route == state.route(of: AppID(index), in: context, memo: &memo)
                : routeCache.apps[index].route == nil
        }
    }

    /// Updates the ducker count and the active input sessions for one app.
    private mutating func updateIndex(_ index: Int) {
        routeCache.duckers.set(index, state.apps[index].session.isDuckingOthers)
        routeCache.recorders.set(index, isActiveRecordSession(index))
        routeCache.inBackground.set(index, state.apps[index].lifecycle == .background)
        routeCache.nonMixablePlayers.set(index, state.apps[index].session.isPlayingNonMixable)
        routeCache.interruptedByApp.set(index, state.apps[index].session.isInterruptedByApp)
        let position = routeCache.activeInputs.firstIndex { $0.index == index }
        if state.apps[index].session.isActive && state.apps[index].session.derived.hasInput {
            let entry = (index: index, sequence: state.apps[index].session.activationSequence)
            if let position { routeCache.activeInputs[position] = entry } else { routeCache.activeInputs.append(entry) }
        } else if let position {
            routeCache.activeInputs.remove(at: position)
        }
    }

    /// D1, D2: updates the duck flags after an event and returns the apps whose flag changed, with the new flag.
    /// A session's flag depends on its own activity and options (which bump its routing version, so `changed`
    /// lists it) and on whether any session ducks others.
    mutating func refreshDucks(changed: ReusableList<RouteCache.Change>) -> [RouteCache.DuckChange] {
        let anyDucker = routeCache.duckers.count > 0
        var result: [RouteCache.DuckChange] = []
        let everyApp = anyDucker != routeCache.anyDucker
        routeCache.anyDucker = anyDucker
        for position in everyApp ? state.apps.indices : changed.indices {
            let index = everyApp ? position : changed[position].index
            let now = isDucked(index, anyDucker: anyDucker)
            if now != routeCache.apps[index].ducked {
                routeCache.apps[index].ducked = now
                policyChanges.note(index)
                result.append(RouteCache.DuckChange(index: index, ducked: now))
            }
        }
        return result
    }
}

extension [Int] {
    /// Whether the elements are in increasing order (a short list usually is).
    var isSorted: Bool {
        var position = 1
        while position < count {
            if self[position] < self[position - 1] { return false }
            position += 1
        }
        return true
    }
}
