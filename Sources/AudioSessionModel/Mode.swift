/// An audio session mode: a specialisation of a category.
///
/// Mirrors `AVAudioSession.Mode`; raw values are the SDK's strings, unknown ones round-trip.
public struct Mode: NamedConstant, Codable {
    /// The SDK's string (`"AVAudioSessionModeVoiceChat"`).
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
        "AVAudioSessionModeDefault",
        "AVAudioSessionModeVoiceChat",
        "AVAudioSessionModeGameChat",
        "AVAudioSessionModeVideoRecording",
        "AVAudioSessionModeMeasurement",
        "AVAudioSessionModeMoviePlayback",
        "AVAudioSessionModeVideoChat",
        "AVAudioSessionModeSpokenAudio",
        "AVAudioSessionModeVoicePrompt",
        "AVAudioSessionModeShortFormVideo",
        "AVAudioSessionModeDualRoute",
    ]

    /// Equal raw values: one byte compared for known constants.
    public static func == (lhs: Mode, rhs: Mode) -> Bool { lhs.storage == rhs.storage }

    /// Hashes the raw value's stored form (equal values have the same form).
    public func hash(into hasher: inout Hasher) { hasher.combine(storage) }

    /// No specialisation; mirrors `AVAudioSession.Mode.default`.
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    /// Voice over IP; mirrors `AVAudioSession.Mode.voiceChat`.
    public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
    /// Game Kit voice chat; mirrors `AVAudioSession.Mode.gameChat`.
    public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
    /// Recording video; mirrors `AVAudioSession.Mode.videoRecording`.
    public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
    /// Minimal signal processing; mirrors `AVAudioSession.Mode.measurement`.
    public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
    /// Movie playback; mirrors `AVAudioSession.Mode.moviePlayback`.
    public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    /// Video chat; mirrors `AVAudioSession.Mode.videoChat`.
    public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
    /// Podcasts and audiobooks; mirrors `AVAudioSession.Mode.spokenAudio`.
    public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    /// Text-to-speech prompts; mirrors `AVAudioSession.Mode.voicePrompt`.
    public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    /// Short-form video (iOS 26); mirrors `AVAudioSession.Mode.shortFormVideo`.
    public static let shortFormVideo = Mode(rawValue: "AVAudioSessionModeShortFormVideo")
    /// Built-in route plus a secondary one (iOS 26.2); mirrors `AVAudioSession.Mode.dualRoute`.
    public static let dualRoute = Mode(rawValue: "AVAudioSessionModeDualRoute")

    /// The known modes with their Swift names.
    public static let namedCases: [(name: String, value: Mode)] = [
        ("default", .default), ("voiceChat", .voiceChat), ("gameChat", .gameChat),
        ("videoChat", .videoChat), ("videoRecording", .videoRecording), ("measurement", .measurement),
        ("moviePlayback", .moviePlayback), ("spokenAudio", .spokenAudio), ("voicePrompt", .voicePrompt),
        ("shortFormVideo", .shortFormVideo), ("dualRoute", .dualRoute),
    ]
}
