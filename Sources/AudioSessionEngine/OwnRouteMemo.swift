import AudioSessionModel

/// What a session's own route (R2 to R7, R11) depends on besides the devices.
struct OwnRouteKey: Equatable, Sendable {
    var category: Category
    var mode: Mode
    /// The effective options.
    var options: CategoryOptions
    var policy: RouteSharingPolicy
    var override: PortOverride
    var preferredInput: PreferredInput?
    /// Headsets the route owner uses as HFP (R11).
    var headsetsInHFP: [String]
}

/// Own routes already computed for the same devices: sessions with the same configuration share one route, so an
/// event that moves every app's route (a device, a new owner) computes each distinct route once.
struct OwnRouteMemo: Sendable {
    /// Distinct configurations kept before the memo starts over.
    static let capacity = 32

    var devicesVersion: Int
    var model: DeviceModel
    var entries: [Entry] = []
    /// Each app's own route as last computed, while its session and the devices stay the same.
    var apps: [AppRoute] = []

    /// An app's own route and what it was computed from.
    struct AppRoute: Sendable {
        var ownRouteVersion: Int
        var devicesVersion: Int
        var headsetsInHFP: [String]
        var route: RouteDescription

        static let none = AppRoute(ownRouteVersion: -1, devicesVersion: -1, headsetsInHFP: [], route: .empty)
    }

    /// One computed route.
    struct Entry: Sendable {
        var key: OwnRouteKey
        var route: RouteDescription
    }

    /// An empty memo for the device's current devices.
    init(for state: DeviceState) {
        devicesVersion = state.devicesVersion
        model = state.model
    }

    /// Forgets the routes computed for other devices (the apps' entries carry their devices' version).
    mutating func prepare(for state: DeviceState) {
        if model != state.model {
            self = OwnRouteMemo(for: state)
        } else if devicesVersion != state.devicesVersion {
            devicesVersion = state.devicesVersion
            entries.removeAll(keepingCapacity: true)
        }
    }
}
