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
    var entries: [(key: OwnRouteKey, route: RouteDescription)] = []

    /// An empty memo for the device's current devices.
    init(for state: DeviceState) {
        devicesVersion = state.devicesVersion
        model = state.model
        entries.reserveCapacity(Self.capacity)
    }

    /// Whether its routes are still those of the device.
    func isValid(for state: DeviceState) -> Bool {
        devicesVersion == state.devicesVersion && model == state.model
    }
}
