/// An audio session mode: a specialisation of a category.
///
/// Mirrors `AVAudioSession.Mode`; raw values are the SDK's strings, unknown ones round-trip.
public struct AudioSessionMode: NamedConstant, Codable {
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
    public static func == (lhs: AudioSessionMode, rhs: AudioSessionMode) -> Bool { lhs.storage == rhs.storage }

    /// Hashes the raw value's stored form (equal values have the same form).
    public func hash(into hasher: inout Hasher) { hasher.combine(storage) }

    /// No specialisation; mirrors `AVAudioSession.Mode.default`.
    public static let `default` = AudioSessionMode(rawValue: "AVAudioSessionModeDefault")
    /// Voice over IP; mirrors `AVAudioSession.Mode.voiceChat`.
    public static let voiceChat = AudioSessionMode(rawValue: "AVAudioSessionModeVoiceChat")
    /// Game Kit voice chat; mirrors `AVAudioSession.Mode.gameChat`.
    public static let gameChat = AudioSessionMode(rawValue: "AVAudioSessionModeGameChat")
    /// Recording video; mirrors `AVAudioSession.Mode.videoRecording`.
    public static let videoRecording = AudioSessionMode(rawValue: "AVAudioSessionModeVideoRecording")
    /// Minimal signal processing; mirrors `AVAudioSession.Mode.measurement`.
    public static let measurement = AudioSessionMode(rawValue: "AVAudioSessionModeMeasurement")
    /// Movie playback; mirrors `AVAudioSession.Mode.moviePlayback`.
    public static let moviePlayback = AudioSessionMode(rawValue: "AVAudioSessionModeMoviePlayback")
    /// Video chat; mirrors `AVAudioSession.Mode.videoChat`.
    public static let videoChat = AudioSessionMode(rawValue: "AVAudioSessionModeVideoChat")
    /// Podcasts and audiobooks; mirrors `AVAudioSession.Mode.spokenAudio`.
    public static let spokenAudio = AudioSessionMode(rawValue: "AVAudioSessionModeSpokenAudio")
    /// Text-to-speech prompts; mirrors `AVAudioSession.Mode.voicePrompt`.
    public static let voicePrompt = AudioSessionMode(rawValue: "AVAudioSessionModeVoicePrompt")
    /// Short-form video (iOS 26); mirrors `AVAudioSession.Mode.shortFormVideo`.
    public static let shortFormVideo = AudioSessionMode(rawValue: "AVAudioSessionModeShortFormVideo")
    /// Built-in route plus a secondary one (iOS 26.2); mirrors `AVAudioSession.Mode.dualRoute`.
    public static let dualRoute = AudioSessionMode(rawValue: "AVAudioSessionModeDualRoute")

    /// The known modes with their Swift names.
    public static let namedCases: [(name: String, value: AudioSessionMode)] = [
        ("default", .default), ("voiceChat", .voiceChat), ("gameChat", .gameChat),
        ("videoChat", .videoChat), ("videoRecording", .videoRecording), ("measurement", .measurement),
        ("moviePlayback", .moviePlayback), ("spokenAudio", .spokenAudio), ("voicePrompt", .voicePrompt),
        ("shortFormVideo", .shortFormVideo), ("dualRoute", .dualRoute),
    ]
}
