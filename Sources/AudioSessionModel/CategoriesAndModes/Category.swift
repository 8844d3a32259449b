/// An audio session category: the app's intentions for audio.
///
/// Mirrors `AVAudioSession.Category`; raw values are the SDK's strings, unknown ones round-trip.
public struct AudioSessionCategory: NamedConstant, Codable {
    /// The SDK's string (`"AVAudioSessionCategoryPlayback"`).
    public var rawValue: String {
        get { storage.string(among: Self.knownRawValues) }
        set { storage = KnownRawValue(newValue, among: Self.knownRawValues) }
    }
    /// The raw value, as a position among the known ones when it is one of them.
    private var storage: KnownRawValue
    /// Wraps an SDK string, known or not.
    public init(rawValue: String) { storage = KnownRawValue(rawValue, among: Self.knownRawValues) }

    /// The raw values of the constants below, in order.
    private static let knownRawValues = [
        "AVAudioSessionCategoryAmbient",
        "AVAudioSessionCategorySoloAmbient",
        "AVAudioSessionCategoryPlayback",
        "AVAudioSessionCategoryRecord",
        "AVAudioSessionCategoryPlayAndRecord",
        "AVAudioSessionCategoryMultiRoute",
    ]

    /// Equal raw values: one byte compared for known constants.
    public static func == (lhs: AudioSessionCategory, rhs: AudioSessionCategory) -> Bool { lhs.storage == rhs.storage }

    /// Hashes the raw value's stored form (equal values have the same form).
    public func hash(into hasher: inout Hasher) { hasher.combine(storage) }

    /// Mixable output silenced by the switch and lock; mirrors `AVAudioSession.Category.ambient`.
    public static let ambient = AudioSessionCategory(rawValue: "AVAudioSessionCategoryAmbient")
    /// The default: non-mixable output silenced by the switch and lock; mirrors `AVAudioSession.Category.soloAmbient`.
    public static let soloAmbient = AudioSessionCategory(rawValue: "AVAudioSessionCategorySoloAmbient")
    /// Output that ignores the switch and can play in the background; mirrors `AVAudioSession.Category.playback`.
    public static let playback = AudioSessionCategory(rawValue: "AVAudioSessionCategoryPlayback")
    /// Input only; mirrors `AVAudioSession.Category.record`.
    public static let record = AudioSessionCategory(rawValue: "AVAudioSessionCategoryRecord")
    /// Input and output; mirrors `AVAudioSession.Category.playAndRecord`.
    public static let playAndRecord = AudioSessionCategory(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    /// Several outputs at once and one input; mirrors `AVAudioSession.Category.multiRoute`.
    public static let multiRoute = AudioSessionCategory(rawValue: "AVAudioSessionCategoryMultiRoute")

    /// The known categories with their Swift names.
    public static let namedCases: [(name: String, value: AudioSessionCategory)] = [
        ("ambient", .ambient), ("soloAmbient", .soloAmbient), ("playback", .playback),
        ("record", .record), ("playAndRecord", .playAndRecord), ("multiRoute", .multiRoute),
    ]

    /// Whether the category records (`record`, `playAndRecord`, `multiRoute`).
    public var hasInput: Bool { self == .record || self == .playAndRecord || self == .multiRoute }
    /// Whether the category plays (every known category but `record`).
    public var hasOutput: Bool { self != .record }
}
