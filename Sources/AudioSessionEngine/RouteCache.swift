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

    /// What one app's route depends on in its own state.
    struct Key: Equatable, Sendable {
        var isRunning: Bool
        var isActive: Bool
        var configuration: SessionConfiguration
        var portOverride: PortOverride
        var preferredInput: PreferredInput?
    }

    var context: Context?
    var keys: [Key?] = []
    /// Routes of running apps; `nil` for the others.
    var routes: [RouteDescription?] = []

    /// Whether the app's route inputs still equal `key`, read in place without copying the app.
    static func matches(_ key: Key?, _ app: borrowing AppState) -> Bool {
        guard let key else { return false }
        return key.isRunning == app.lifecycle.isRunning && key.isActive == app.session.isActive
            && key.portOverride == app.session.portOverride && key.preferredInput == app.session.preferredInput
            && key.configuration == app.session.configuration
    }

    static func key(of app: borrowing AppState) -> Key {
        Key(
            isRunning: app.lifecycle.isRunning, isActive: app.session.isActive, configuration: app.session.configuration,
            portOverride: app.session.portOverride, preferredInput: app.session.preferredInput)
    }
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
            if !contextChanged, RouteCache.matches(routeCache.keys[index], state.apps[index]) { continue }
            routeCache.keys[index] = RouteCache.key(of: state.apps[index])
            routeCache.routes[index] =
                state.apps[index].lifecycle.isRunning ? state.route(of: AppID(index), in: routing) : nil
        }
        routeCache.context = context
        return routeCache.routes
    }
}
