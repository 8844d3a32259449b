/// What a category does, as Apple's Table B-1 gives it: the data `explain`, validation and the engine read.
public struct CategoryTraits: Hashable, Sendable {
    /// Which AirPlay kinds a category allows.
    public struct AirPlaySupport: NamedConstant, Codable {
        /// A short code.
        public var rawValue: String
        /// Wraps a code.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Mirrored and non-mirrored AirPlay.
        public static let mirroredAndNonMirrored = AirPlaySupport(rawValue: "mirroredAndNonMirrored")
        /// Mirrored AirPlay only (`playAndRecord`, never in `voiceChat`).
        public static let mirroredOnly = AirPlaySupport(rawValue: "mirroredOnly")
        /// No AirPlay.
        public static let none = AirPlaySupport(rawValue: "none")
        /// The known values with their names.
        public static let namedCases: [(name: String, value: AirPlaySupport)] = [
            ("mirrored and non-mirrored", .mirroredAndNonMirrored), ("mirrored only", .mirroredOnly), ("none", .none),
        ]
    }

    /// The category described.
    public var category: AudioSessionCategory
    /// Silenced by the Ring/Silent switch and the screen lock (rule P5).
    public var isSilencedBySwitchAndLock: Bool
    /// Interrupts other non-mixable sessions by default; `false` only for `ambient`, which is always mixable.
    public var interruptsNonMixableOthers: Bool
    /// Whether `mixWithOthers` can make it mixable.
    public var canMix: Bool
    /// Records.
    public var hasInput: Bool
    /// Plays.
    public var hasOutput: Bool
    /// Can run in the background with `UIBackgroundModes` `audio`.
    public var isBackgroundCapable: Bool
    /// AirPlay support.
    public var airPlay: AirPlaySupport
    /// One sentence on its use.
    public var summary: String
    /// Where this comes from.
    public var source: String

    /// The traits of a known category, or `nil` for one this model does not know.
    public static func of(_ category: AudioSessionCategory) -> CategoryTraits? {
        table.first { $0.category == category }
    }

    /// Apple's Table B-1, extended with background audio and AirPlay.
    public static let table: [CategoryTraits] = [
        CategoryTraits(
            category: .ambient, isSilencedBySwitchAndLock: true, interruptsNonMixableOthers: false, canMix: true,
            hasInput: false, hasOutput: true, isBackgroundCapable: false, airPlay: .mirroredAndNonMirrored,
            summary: "Sound that mixes with other audio, such as a game's effects; always mixable.",
            source: "ASPG Table B-1; AVAudioSessionTypes.h"),
        CategoryTraits(
            category: .soloAmbient, isSilencedBySwitchAndLock: true, interruptsNonMixableOthers: true, canMix: false,
            hasInput: false, hasOutput: true, isBackgroundCapable: false, airPlay: .mirroredAndNonMirrored,
            summary: "The default: output that stops other non-mixable audio; silenced by the switch and lock.",
            source: "ASPG Table B-1; AVAudioSessionTypes.h"),
        CategoryTraits(
            category: .playback, isSilencedBySwitchAndLock: false, interruptsNonMixableOthers: true, canMix: true,
            hasInput: false, hasOutput: true, isBackgroundCapable: true, airPlay: .mirroredAndNonMirrored,
            summary: "Playback central to the app, such as music or video; ignores the switch, plays in the "
                + "background.",
            source: "ASPG Table B-1; AVAudioSessionTypes.h"),
        CategoryTraits(
            category: .record, isSilencedBySwitchAndLock: false, interruptsNonMixableOthers: true, canMix: false,
            hasInput: true, hasOutput: false, isBackgroundCapable: true, airPlay: .none,
            summary: "Recording only; silences other apps' output while active.",
            source: "ASPG Table B-1; "
                + "developer.apple.com/documentation/avfaudio/avaudiosession/category-swift.struct/record"),
        CategoryTraits(
            category: .playAndRecord, isSilencedBySwitchAndLock: false, interruptsNonMixableOthers: true, canMix: true,
            hasInput: true, hasOutput: true, isBackgroundCapable: true, airPlay: .mirroredOnly,
            summary: "Recording and playback, such as VoIP; routes to the receiver unless told otherwise.",
            source: "ASPG Table B-1; QA1803; AVAudioSessionTypes.h"),
        CategoryTraits(
            category: .multiRoute, isSilencedBySwitchAndLock: false, interruptsNonMixableOthers: true, canMix: true,
            hasInput: true, hasOutput: true, isBackgroundCapable: true, airPlay: .none,
            summary: "Several outputs at once and one input, such as a DJ app.",
            source: "ASPG Table B-1 and p.20-21; AVAudioSessionTypes.h"),
    ]
}
