import AudioSessionModel

/// The routes as of the end of the last event, with what they were computed from, so that an event recomputes
/// only the routes whose inputs changed (R8 compares routes after every event).
struct RouteCache: Sendable {
    /// What every app's route depends on besides its own session: the owner, its route, the devices (R1, R11).
    struct Context: Equatable, Sendable {
        var owner: RouteOwner?
        var ownerRoute: RouteDescription?
        var headsetsInHFP: [String]
        var devices: [ExternalDevice]
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
}

extension DeviceState {
    func routeCacheContext(_ routing: RoutingContext) -> RouteCache.Context {
        RouteCache.Context(
            owner: routing.owner, ownerRoute: routing.ownerRoute, headsetsInHFP: routing.headsetsInHFP, devices: devices,
            hasCall: call != nil)
    }
}

extension Engine {
    /// Every running app's route (`nil` for the others), recomputing only what changed since the last event.
    mutating func refreshRoutes() -> [RouteDescription?] {
        let routing = state.routingContext()
        let context = state.routeCacheContext(routing)
        let contextChanged = routeCache.context != context || routeCache.keys.count != state.apps.count
        if routeCache.keys.count != state.apps.count {
            routeCache.keys = Array(repeating: nil, count: state.apps.count)
            routeCache.routes = Array(repeating: nil, count: state.apps.count)
        }
        for index in state.apps.indices {
            let key = RouteCache.Key(
                isRunning: state.apps[index].lifecycle.isRunning,
                routingVersion: state.apps[index].session.routingVersion)
            if !contextChanged, routeCache.keys[index] == key { continue }
            routeCache.keys[index] = key
            routeCache.routes[index] = key.isRunning ? state.route(of: AppID(index), in: routing) : nil
        }
        routeCache.context = context
        return routeCache.routes
    }
}
