/// When an error code happens, and which rules of the model return it: data `explain` reads.
public struct ErrorCodeTraits: Hashable, Sendable {
    /// The code described.
    public var code: AudioSessionError.Code
    /// When iOS returns it, as Apple documents or developers observed it.
    public var summary: String
    /// The rules of `behavior.md` that return it; empty for codes version 1 never produces (section V).
    public var rules: [String]
    /// Where this comes from.
    public var source: String

    /// The traits of a known code, or `nil` for one this model does not know.
    public static func of(_ code: AudioSessionError.Code) -> ErrorCodeTraits? { table.first { $0.code == code } }

    /// Whether version 1 of the rules ever returns it (section V lists those it does not).
    public var isProducedByRules: Bool { !rules.isEmpty }

    /// The codes of `AVAudioSession.ErrorCode`, in the SDK's order.
    public static let table: [ErrorCodeTraits] = [
        ErrorCodeTraits(
            code: .none, summary: "Success.", rules: [], source: "AudioSessionTypes.h (CoreAudioTypes)"),
        ErrorCodeTraits(
            code: .mediaServicesFailed,
            summary: "The session was used during or after a media-services failure; wait for "
                + "mediaServicesWereReset and rebuild.",
            rules: [], source: "AudioSessionTypes.h (CoreAudioTypes)"),
        ErrorCodeTraits(
            code: .isBusy,
            summary: "Deactivating (or changing the I/O type) while I/O is running; the session still becomes "
                + "inactive. Not returned for deactivation from iOS 26.",
            rules: ["A5"], source: "AudioSessionTypes.h (CoreAudioTypes); iPhoneOS 27 SDK AVAudioSession.h setActive"),
        ErrorCodeTraits(
            code: .incompatibleCategory,
            summary: "The operation is not supported by the category, such as playing in record or recording in "
                + "playback.",
            rules: ["P1", "P2"], source: "AudioSessionTypes.h (CoreAudioTypes)"),
        ErrorCodeTraits(
            code: .cannotInterruptOthers,
            summary: "A non-mixable session tried to activate while its app was in the background; only the Now "
                + "Playing app may.",
            rules: ["A1"], source: "AudioSessionTypes.h (CoreAudioTypes)"),
        ErrorCodeTraits(
            code: .missingEntitlement, summary: "A required entitlement is missing.", rules: [],
            source: "AudioSessionTypes.h (CoreAudioTypes)"),
        ErrorCodeTraits(
            code: .siriIsRecording, summary: "The operation is not allowed while Siri is recording.", rules: ["A1"],
            source: "AudioSessionTypes.h (CoreAudioTypes)"),
        ErrorCodeTraits(
            code: .cannotStartPlaying,
            summary: "Playing or activating is not allowed, usually in the background without the audio background "
                + "mode, or in ambient or soloAmbient, which cannot play in the background.",
            rules: ["A1"], source: "AudioSessionTypes.h (CoreAudioTypes)"),
        ErrorCodeTraits(
            code: .cannotStartRecording,
            summary: "Recording is not allowed, usually a mixable session starting to record from the background, "
                + "or the built-in mic muted in hardware.",
            rules: ["A1", "I8"], source: "AudioSessionTypes.h (CoreAudioTypes)"),
        ErrorCodeTraits(
            code: .badParam,
            summary: "An illegal value, such as an option, mode or policy the category does not allow.",
            rules: ["C3", "C5", "C7", "R5", "R7"],
            source: "AudioSessionTypes.h (CoreAudioTypes); observed for defaultToSpeaker outside playAndRecord "
                + "(bluefireteam/audioplayers#1194)"),
        ErrorCodeTraits(
            code: .insufficientPriority,
            summary: "Another session with higher priority (a call, an alarm, Siri) controls audio, so the session "
                + "cannot activate or record.",
            rules: ["A1"], source: "AudioSessionTypes.h (CoreAudioTypes); AVAudioSession.h setActive"),
        ErrorCodeTraits(
            code: .resourceNotAvailable,
            summary: "Not enough hardware, such as no input when one is needed.", rules: [],
            source: "AudioSessionTypes.h (CoreAudioTypes)"),
        ErrorCodeTraits(
            code: .unspecified, summary: "An unspecified error.", rules: [],
            source: "AudioSessionTypes.h (CoreAudioTypes)"),
        ErrorCodeTraits(
            code: .expiredSession, summary: "The session that was used has been destroyed.", rules: [],
            source: "AudioSessionTypes.h (CoreAudioTypes)"),
        ErrorCodeTraits(
            code: .sessionNotActive, summary: "The operation needs an active session.", rules: [],
            source: "AudioSessionTypes.h (CoreAudioTypes)"),
    ]
}
