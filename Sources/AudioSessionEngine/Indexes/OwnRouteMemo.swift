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

/// Own routes already computed: sessions with the same configuration share one route, so an event that moves every
/// app's route (a device, a new owner) computes each distinct route once and looks the others up by number.
///
/// Keys are numbered once and keep their number while the devices change; routes are kept per number for the
/// current devices, and for the few device sets seen last (headphones unplugged and plugged in again find their
/// routes computed).
struct OwnRouteMemo: Sendable {
    /// Distinct keys numbered before the memo starts over (a scenario has a few; a key compares in a few bytes).
    static let capacity = 64
    /// Earlier device sets whose routes are kept.
    static let earlierCapacity = 4

    var model: DeviceModel
    /// The devices the routes were computed for.
    var devicesVersion: Int
    var devices: [ExternalDevice]
    /// The numbered keys: a key's number is its position.
    var keys: [OwnRouteKey] = []
    /// The route of each numbered key for the current devices, if computed.
    var routes: [RouteDescription?] = []
    /// The routes computed for earlier device sets, the latest first.
    var earlier: [(devices: [ExternalDevice], routes: [RouteDescription?])] = []
    /// Each app's key number, while its session and the headsets in HFP stay the same.
    var apps: [AppKey] = []

    /// An app's key number and what it was read from.
    struct AppKey: Sendable {
        var ownRouteVersion: Int
        var headsetsInHFP: [String]
        var number: Int

        static let none = AppKey(ownRouteVersion: -1, headsetsInHFP: [], number: -1)
    }

    /// An empty memo, made ready for a device by ``prepare(for:)``.
    init() {
        model = .iPhone
        devicesVersion = -1
        devices = []
    }

    /// An empty memo for the device's current devices.
    init(for state: DeviceState) {
        model = state.model
        devicesVersion = state.devicesVersion
        devices = state.devices
    }

    /// Puts away the routes computed for other devices, and takes back those of these devices if kept; the key
    /// numbers stay.
    mutating func prepare(for state: DeviceState) {
        if model != state.model {
            self = OwnRouteMemo(for: state)
        } else if devicesVersion != state.devicesVersion {
            devicesVersion = state.devicesVersion
            if devices != state.devices {
                var next: [RouteDescription?]
                if let position = earlier.firstIndex(where: { $0.devices == state.devices }) {
                    next = earlier.remove(at: position).routes
                    // Keys numbered since those routes were put away have none yet.
                    next.append(contentsOf: repeatElement(nil, count: keys.count - next.count))
                } else {
                    next = Array(repeating: nil, count: keys.count)
                }
                swap(&next, &routes)
                earlier.insert((devices, next), at: 0)
                if earlier.count > Self.earlierCapacity { earlier.removeLast() }
                devices = state.devices
            }
        }
        if apps.count != state.apps.count { apps = Array(repeating: .none, count: state.apps.count) }
    }

    /// The key's number, numbering it if new; starts over when full (every app's number is then forgotten).
    mutating func number(of key: OwnRouteKey) -> Int {
        if let number = keys.firstIndex(of: key) { return number }
        if keys.count >= Self.capacity {
            keys.removeAll(keepingCapacity: true)
            routes.removeAll(keepingCapacity: true)
            earlier.removeAll() // Their numbers meant other keys.
            for index in apps.indices { apps[index] = .none }
        }
        keys.append(key)
        routes.append(nil)
        return keys.count - 1
    }
}
