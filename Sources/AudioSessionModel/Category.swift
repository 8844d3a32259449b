/// An audio session category: the app's intentions for audio.
///
/// Mirrors `AVAudioSession.Category`; raw values are the SDK's strings, unknown ones round-trip.
public struct Category: NamedConstant, Codable {
    /// The SDK's string (`"AVAudioSessionCategoryPlayback"`).
    public var rawValue: String
    /// Wraps an SDK string, known or not.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Equal raw values; the lengths, known in constant time, tell most different constants apart at once.
    public static func == (lhs: Category, rhs: Category) -> Bool {
        lhs.rawValue.utf8.count == rhs.rawValue.utf8.count && lhs.rawValue == rhs.rawValue
    }

    /// Mixable output silenced by the switch and lock; mirrors `AVAudioSession.Category.ambient`.
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    /// The default: non-mixable output silenced by the switch and lock; mirrors `AVAudioSession.Category.soloAmbient`.
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    /// Output that ignores the switch and can play in the background; mirrors `AVAudioSession.Category.playback`.
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    /// Input only; mirrors `AVAudioSession.Category.record`.
    public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
    /// Input and output; mirrors `AVAudioSession.Category.playAndRecord`.
    public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    /// Several outputs at once and one input; mirrors `AVAudioSession.Category.multiRoute`.
    public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")

    /// The known categories with their Swift names.
    public static let namedCases: [(name: String, value: Category)] = [
        ("ambient", .ambient), ("soloAmbient", .soloAmbient), ("playback", .playback),
        ("record", .record), ("playAndRecord", .playAndRecord), ("multiRoute", .multiRoute),
    ]

    /// Whether the category records (`record`, `playAndRecord`, `multiRoute`).
    public var hasInput: Bool { self == .record || self == .playAndRecord || self == .multiRoute }
    /// Whether the category plays (every known category but `record`).
    public var hasOutput: Bool { self != .record }
}
