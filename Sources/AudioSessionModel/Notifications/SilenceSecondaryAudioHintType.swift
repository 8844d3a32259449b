/// Whether secondary audio should start or stop being silenced; mirrors
/// `AVAudioSession.SilenceSecondaryAudioHintType` with the SDK's raw values.
public struct SilenceSecondaryAudioHintType: NamedConstant, Codable {
    /// The SDK's number.
    public var rawValue: UInt
    /// Wraps an SDK number, known or not.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Another app's primary audio started; mirrors `AVAudioSession.SilenceSecondaryAudioHintType.begin`.
    public static let begin = SilenceSecondaryAudioHintType(rawValue: 1)
    /// It stopped; mirrors `AVAudioSession.SilenceSecondaryAudioHintType.end`.
    public static let end = SilenceSecondaryAudioHintType(rawValue: 0)

    /// The known values with their Swift names.
    public static let namedCases: [(name: String, value: SilenceSecondaryAudioHintType)] = [
        ("begin", .begin), ("end", .end),
    ]
}
