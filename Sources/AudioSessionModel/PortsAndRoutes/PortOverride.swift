/// An output override; mirrors `AVAudioSession.PortOverride` with the SDK's raw values.
public struct PortOverride: NamedConstant, Codable {
    /// The SDK's number.
    public var rawValue: UInt
    /// Wraps an SDK number, known or not.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No override; mirrors `AVAudioSession.PortOverride.none`.
    public static let `none` = PortOverride(rawValue: 0)
    /// The built-in speaker and mic; mirrors `AVAudioSession.PortOverride.speaker`.
    public static let speaker = PortOverride(rawValue: fourCC("spkr"))

    /// The known values with their Swift names.
    public static let namedCases: [(name: String, value: PortOverride)] = [("none", .none), ("speaker", .speaker)]
}
