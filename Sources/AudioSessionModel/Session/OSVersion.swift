/// The iOS version the model follows where rules differ (C3, C5, A5).
public struct OSVersion: NamedConstant, Codable, Comparable {
    /// The major version number.
    public var rawValue: Int
    /// Wraps a major version number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// iOS 18, the default.
    public static let iOS18 = OSVersion(rawValue: 18)
    /// iOS 26.
    public static let iOS26 = OSVersion(rawValue: 26)

    /// The versions the rules model, named as scenario files write them.
    public static let namedCases: [(name: String, value: OSVersion)] = [("18", .iOS18), ("26", .iOS26)]

    /// Orders versions by number.
    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool { lhs.rawValue < rhs.rawValue }
}
