// The Objective-C spellings of the SDK's constants, so that every place that takes a name also takes the name an
// Objective-C header or a log shows. The string constants' values equal their names (`AVAudioSessionCategoryPlayback`
// is "AVAudioSessionCategoryPlayback"); the numeric ones keep their raw values.

extension AudioSessionCategory {
    /// `AVAudioSession.Category`.
    public static var swiftTypeName: String { "AVAudioSession.Category" }
    /// `AVAudioSessionCategoryPlayback`.
    public static var objectiveCPrefixes: [String] { ["AVAudioSessionCategory"] }
}

extension AudioSessionMode {
    /// `AVAudioSession.Mode`.
    public static var swiftTypeName: String { "AVAudioSession.Mode" }
    /// `AVAudioSessionModeVoiceChat`.
    public static var objectiveCPrefixes: [String] { ["AVAudioSessionMode"] }
}

extension AudioSessionPort {
    /// `AVAudioSession.Port`.
    public static var swiftTypeName: String { "AVAudioSession.Port" }
    /// `AVAudioSessionPortHeadphones`.
    public static var objectiveCPrefixes: [String] { ["AVAudioSessionPort"] }
    /// `usbAudio` is `AVAudioSessionPortUSBAudio`.
    public static var objectiveCSuffixes: [String: String] { ["usbAudio": "USBAudio"] }
}

extension RouteSharingPolicy {
    /// `AVAudioSession.RouteSharingPolicy`.
    public static var swiftTypeName: String { "AVAudioSession.RouteSharingPolicy" }
    /// `AVAudioSessionRouteSharingPolicyLongFormAudio`.
    public static var objectiveCPrefixes: [String] { ["AVAudioSessionRouteSharingPolicy"] }
}

extension AudioSessionError.Code {
    /// `AVAudioSession.ErrorCode`.
    public static var swiftTypeName: String { "AVAudioSession.ErrorCode" }
    /// `AVAudioSessionErrorCodeCannotInterruptOthers`.
    public static var objectiveCPrefixes: [String] { ["AVAudioSessionErrorCode"] }
    /// The deprecated `AVAudioSessionErrorInsufficientPriority` (iOS 7 to 12).
    public static var objectiveCAliases: [(name: String, value: Self)] {
        [("AVAudioSessionErrorInsufficientPriority", .insufficientPriority)]
    }
}

extension InterruptionReason {
    /// `AVAudioSession.InterruptionReason`.
    public static var swiftTypeName: String { "AVAudioSession.InterruptionReason" }
    /// `AVAudioSessionInterruptionReasonBuiltInMicMuted`.
    public static var objectiveCPrefixes: [String] { ["AVAudioSessionInterruptionReason"] }
}

extension InterruptionType {
    /// `AVAudioSession.InterruptionType`.
    public static var swiftTypeName: String { "AVAudioSession.InterruptionType" }
    /// `AVAudioSessionInterruptionTypeBegan`.
    public static var objectiveCPrefixes: [String] { ["AVAudioSessionInterruptionType"] }
}

extension RouteChangeReason {
    /// `AVAudioSession.RouteChangeReason`.
    public static var swiftTypeName: String { "AVAudioSession.RouteChangeReason" }
    /// `AVAudioSessionRouteChangeReasonOldDeviceUnavailable`.
    public static var objectiveCPrefixes: [String] { ["AVAudioSessionRouteChangeReason"] }
}

extension SilenceSecondaryAudioHintType {
    /// `AVAudioSession.SilenceSecondaryAudioHintType`.
    public static var swiftTypeName: String { "AVAudioSession.SilenceSecondaryAudioHintType" }
    /// `AVAudioSessionSilenceSecondaryAudioHintTypeBegin`.
    public static var objectiveCPrefixes: [String] { ["AVAudioSessionSilenceSecondaryAudioHintType"] }
}

extension PortOverride {
    /// `AVAudioSession.PortOverride`.
    public static var swiftTypeName: String { "AVAudioSession.PortOverride" }
    /// `AVAudioSessionPortOverrideSpeaker`.
    public static var objectiveCPrefixes: [String] { ["AVAudioSessionPortOverride"] }
}

extension RecordPermission {
    /// `AVAudioApplication.recordPermission`.
    public static var swiftTypeName: String { "AVAudioApplication.recordPermission" }
    /// `AVAudioApplicationRecordPermissionGranted`, and the deprecated `AVAudioSessionRecordPermissionGranted`.
    public static var objectiveCPrefixes: [String] {
        ["AVAudioApplicationRecordPermission", "AVAudioSessionRecordPermission"]
    }
}

extension IOType {
    /// `AVAudioSession.IOType`.
    public static var swiftTypeName: String { "AVAudioSession.IOType" }
    /// `AVAudioSessionIOTypeAggregated`.
    public static var objectiveCPrefixes: [String] { ["AVAudioSessionIOType"] }
}

extension PromptStyle {
    /// `AVAudioSession.PromptStyle`.
    public static var swiftTypeName: String { "AVAudioSession.PromptStyle" }
    /// `AVAudioSessionPromptStyleShort`.
    public static var objectiveCPrefixes: [String] { ["AVAudioSessionPromptStyle"] }
}

extension CategoryOptions {
    /// `AVAudioSession.CategoryOptions`.
    public static let swiftTypeName = "AVAudioSession.CategoryOptions"

    /// `AVAudioSessionCategoryOptionMixWithOthers`, ..., and the deprecated `AVAudioSessionCategoryOptionAllowBluetooth`.
    public static var objectiveCNames: [(name: String, value: CategoryOptions)] {
        ObjectiveCName.names(of: namedMembers + aliases, prefixes: ["AVAudioSessionCategoryOption"], suffixes: [:])
    }

    /// Every name ``init(name:)`` accepts: Swift names, the deprecated alias and Objective-C names.
    public static var acceptedNames: [String] { (namedMembers + aliases + objectiveCNames).map(\.name) }

    /// The closest accepted option name to a misspelled one (an Objective-C name for text that starts like one).
    public static func suggestion(for name: String) -> String? {
        let candidates = name.hasPrefix("AV") ? objectiveCNames.map(\.name) : (namedMembers + aliases).map(\.name)
        return NameSuggestion.closest(to: name, in: candidates)
    }

    /// The note for an Objective-C option name, `nil` for any other name.
    public static func objectiveCNote(for name: String) -> String? {
        guard name.hasPrefix("AV"), let found = objectiveCNames.first(where: { $0.name == name }) else { return nil }
        let swiftName = namedMembers.first { $0.value == found.value }?.name ?? found.value.description
        return ObjectiveCName.note(name, swiftName: swiftName, type: swiftTypeName)
    }
}
