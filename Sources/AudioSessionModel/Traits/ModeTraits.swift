/// Where a mode is valid and what it implies (rules C4, C5): data `explain`, validation and the engine read.
public struct ModeTraits: Hashable, Sendable {
    /// The mode described.
    public var mode: AudioSessionMode
    /// The categories it may be set with.
    public var validCategories: [AudioSessionCategory]
    /// The options it adds to the session (rule C4).
    public var impliedOptions: CategoryOptions
    /// The options the app must give with it (`dualRoute` requires `allowBluetoothHFP`, rule C5).
    public var requiredOptions: CategoryOptions
    /// The first modelled iOS version that has it.
    public var introducedIn: OSVersion
    /// One sentence on its use.
    public var summary: String
    /// Where this comes from.
    public var source: String

    /// The traits of a known mode, or `nil` for one this model does not know.
    public static func of(_ mode: AudioSessionMode) -> ModeTraits? { table.first { $0.mode == mode } }

    /// The mode table (rule C5), Apple's Table B-2 extended to iOS 26.
    public static let table: [ModeTraits] = [
        ModeTraits(
            mode: .default, validCategories: Category.allCases, impliedOptions: [], requiredOptions: [],
            introducedIn: .iOS18, summary: "No specialisation.", source: "ASPG Table B-2"),
        ModeTraits(
            mode: .voiceChat, validCategories: [.playAndRecord], impliedOptions: .allowBluetoothHFP,
            requiredOptions: [], introducedIn: .iOS18,
            summary: "Voice over IP: voice processing, VoIP routes, no AirPlay.",
            source: "ASPG Table B-2; AVAudioSessionTypes.h; QA1803"),
        ModeTraits(
            mode: .gameChat, validCategories: [.playAndRecord], impliedOptions: [], requiredOptions: [],
            introducedIn: .iOS18, summary: "Set by Game Kit for its voice chat.", source: "ASPG Table B-2"),
        ModeTraits(
            mode: .videoChat, validCategories: [.playAndRecord],
            impliedOptions: [.allowBluetoothHFP, .defaultToSpeaker], requiredOptions: [], introducedIn: .iOS18,
            summary: "Video chat: voice processing, speaker by default, mirrored AirPlay.",
            source: "ASPG Table B-2; AVAudioSessionTypes.h; QA1803"),
        ModeTraits(
            mode: .videoRecording, validCategories: [.record, .playAndRecord], impliedOptions: [], requiredOptions: [],
            introducedIn: .iOS18, summary: "Recording video: the mic nearest the camera.", source: "ASPG Table B-2"),
        ModeTraits(
            mode: .measurement, validCategories: [.playback, .record, .playAndRecord], impliedOptions: [],
            requiredOptions: [], introducedIn: .iOS18, summary: "Minimal signal processing, for metering apps.",
            source: "ASPG Table B-2"),
        ModeTraits(
            mode: .moviePlayback, validCategories: [.playback], impliedOptions: [], requiredOptions: [],
            introducedIn: .iOS18, summary: "Movie playback; eligible for Enhance Dialogue.", source: "ASPG Table B-2"),
        ModeTraits(
            mode: .spokenAudio, validCategories: [.playback, .playAndRecord], impliedOptions: [], requiredOptions: [],
            introducedIn: .iOS18, summary: "Podcasts and audiobooks; paused (not ducked) by spoken prompts.",
            source: "ASPG Table B-2; AVAudioSessionTypes.h"),
        ModeTraits(
            mode: .voicePrompt, validCategories: [.playback, .playAndRecord], impliedOptions: [], requiredOptions: [],
            introducedIn: .iOS18, summary: "Text-to-speech prompts such as navigation.",
            source: "AVAudioSessionTypes.h; behavior.md C5"),
        ModeTraits(
            mode: .shortFormVideo, validCategories: [.playback], impliedOptions: [], requiredOptions: [],
            introducedIn: .iOS26, summary: "Short-form video that may be auto-unmuted (iOS 26).",
            source: "iPhoneOS 26 SDK AVAudioSessionTypes.h"),
        ModeTraits(
            mode: .dualRoute, validCategories: [.multiRoute], impliedOptions: [], requiredOptions: .allowBluetoothHFP,
            introducedIn: .iOS26,
            summary: "Built-in route plus a secondary one; requires allowBluetoothHFP (iOS 26.2).",
            source: "iPhoneOS 26.2 SDK AVAudioSessionTypes.h"),
    ]
}
