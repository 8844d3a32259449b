/// Whether an interruption began or ended; mirrors `AVAudioSession.InterruptionType` with the SDK's raw values.
public struct InterruptionType: NamedConstant, Codable {
    /// The SDK's number.
    public var rawValue: UInt
    /// Wraps an SDK number, known or not.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The session was interrupted; mirrors `AVAudioSession.InterruptionType.began`.
    public static let began = InterruptionType(rawValue: 1)
    /// The interruption ended; mirrors `AVAudioSession.InterruptionType.ended`.
    public static let ended = InterruptionType(rawValue: 0)

    /// The known values with their Swift names.
    public static let namedCases: [(name: String, value: InterruptionType)] = [("began", .began), ("ended", .ended)]
}
