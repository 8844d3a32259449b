/// Why the route changed; mirrors `AVAudioSession.RouteChangeReason` with the SDK's raw values.
public struct RouteChangeReason: NamedConstant, Codable {
    /// The SDK's number.
    public var rawValue: UInt
    /// Wraps an SDK number, known or not.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Unknown; mirrors `AVAudioSession.RouteChangeReason.unknown`.
    public static let unknown = RouteChangeReason(rawValue: 0)
    /// A device was connected; mirrors `AVAudioSession.RouteChangeReason.newDeviceAvailable`.
    public static let newDeviceAvailable = RouteChangeReason(rawValue: 1)
    /// The previous device went away; mirrors `AVAudioSession.RouteChangeReason.oldDeviceUnavailable`.
    public static let oldDeviceUnavailable = RouteChangeReason(rawValue: 2)
    /// The category or route owner changed; mirrors `AVAudioSession.RouteChangeReason.categoryChange`.
    public static let categoryChange = RouteChangeReason(rawValue: 3)
    /// The route was overridden; mirrors `AVAudioSession.RouteChangeReason.override`.
    public static let `override` = RouteChangeReason(rawValue: 4)
    /// The device woke from sleep; mirrors `AVAudioSession.RouteChangeReason.wakeFromSleep`.
    public static let wakeFromSleep = RouteChangeReason(rawValue: 6)
    /// No route fits the category; mirrors `AVAudioSession.RouteChangeReason.noSuitableRouteForCategory`.
    public static let noSuitableRouteForCategory = RouteChangeReason(rawValue: 7)
    /// The ports' configuration changed; mirrors `AVAudioSession.RouteChangeReason.routeConfigurationChange`.
    public static let routeConfigurationChange = RouteChangeReason(rawValue: 8)

    /// The known values with their Swift names.
    public static let namedCases: [(name: String, value: RouteChangeReason)] = [
        ("unknown", .unknown), ("newDeviceAvailable", .newDeviceAvailable),
        ("oldDeviceUnavailable", .oldDeviceUnavailable), ("categoryChange", .categoryChange),
        ("override", .override), ("wakeFromSleep", .wakeFromSleep),
        ("noSuitableRouteForCategory", .noSuitableRouteForCategory),
        ("routeConfigurationChange", .routeConfigurationChange),
    ]
}
