import AudioSessionModel

/// The routes as of the end of the last event, with what they were computed from, so that an event recomputes
/// only the routes whose inputs changed (R8 compares routes after every event).
struct RouteCache: Sendable {
    /// What every app's route depends on besides its own session: the owner and what its route depends on, the
    /// devices, the call (R1, R11).
    struct Context: Equatable, Sendable {
        var owner: RouteOwner?
        var ownerVersion: Int
        var devicesVersion: Int
        var hasCall: Bool
    }

    /// What one app's route depends on in its own state: whether it runs, and its session's routing version.
    struct Key: Equatable, Sendable {
        var isRunning: Bool
        var routingVersion: Int
    }

    var context: Context?
    var keys: [Key?] = []
    /// Routes of running apps; `nil` for the others.
    var routes: [RouteDescription?] = []
    /// Whether each app was ducked after the last event (D1), and whether any session ducked others.
    var ducked: [Bool] = []
    var anyDucker = false
    /// Own routes computed for the current devices, kept from event to event.
    var memo: OwnRouteMemo?
}

extension Engine {
    /// Recomputes the routes whose inputs changed since the last event (session activity and configuration
    /// included) and returns those apps with their previous route; the cache keeps every running app's route.
    mutating func refreshRoutes() -> [(index: Int, previous: RouteDescription?)] {
        var changed: [(index: Int, previous: RouteDescription?)] = []
        let owner = state.routeOwner
        let ownerVersion: Int
        if case .app(let id) = owner { ownerVersion = state.apps[id.index].session.routingVersion } else { ownerVersion = 0 }
        let context = RouteCache.Context(
            owner: owner, ownerVersion: ownerVersion, devicesVersion: state.devicesVersion, hasCall: state.call != nil)
        let contextChanged = routeCache.context != context || routeCache.keys.count != state.apps.count
        if routeCache.keys.count != state.apps.count {
            routeCache.keys = Array(repeating: nil, count: state.apps.count)
            routeCache.routes = Array(repeating: nil, count: state.apps.count)
        }
        var routing: DeviceState.RoutingContext?
        defer { if let routing { routeCache.memo = routing.memo } }
        for index in state.apps.indices {
            let key = RouteCache.Key(
                isRunning: state.apps[index].lifecycle.isRunning,
                routingVersion: state.apps[index].session.routingVersion)
            if !contextChanged, routeCache.keys[index] == key { continue }
            changed.append((index, routeCache.routes[index]))
            routeCache.keys[index] = key
            if key.isRunning {
                if routing == nil { routing = state.routingContext(owner: owner, memo: routeCache.memo) }
                routeCache.routes[index] = state.route(of: AppID(index), in: &routing!)
            } else {
                routeCache.routes[index] = nil
            }
        }
        routeCache.context = context
        return changed
    }

    /// D1, D2: updates the duck flags after an event and returns the apps whose flag changed, with the new flag.
    /// A session's flag depends on its own activity and options (which bump its routing version, so `changed`
    /// lists it) and on whether any session ducks others.
    mutating func refreshDucks(changed: [(index: Int, previous: RouteDescription?)]) -> [(index: Int, ducked: Bool)] {
        var duckers = 0
        for index in state.apps.indices
        where state.apps[index].session.isActive && state.apps[index].session.derived.ducksOthers {
            duckers += 1
        }
        let anyDucker = duckers > 0
        if routeCache.ducked.count != state.apps.count {
            routeCache.ducked = Array(repeating: false, count: state.apps.count)
        }
        var result: [(index: Int, ducked: Bool)] = []
        let candidates: [Int] = anyDucker != routeCache.anyDucker ? Array(state.apps.indices) : changed.map(\.index)
        routeCache.anyDucker = anyDucker
        for index in candidates {
            let now = isDucked(index, anyDucker: anyDucker)
            if now != routeCache.ducked[index] {
                routeCache.ducked[index] = now
                result.append((index, now))
            }
        }
        return result
    }
}
