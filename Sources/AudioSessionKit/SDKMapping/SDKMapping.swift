import AudioSessionModel

/// The names the SDK gives each value the model mirrors, as plain data compiled on every platform (not in the SDK).
///
/// Every table lists the model's known values in its order, each with its Swift and Objective-C names. The
/// `SystemAudioSession` adapter maps by raw value; these tables say which SDK constant each raw value stands for, and
/// the tests check them against the model everywhere and against AVFAudio where it exists.
public enum SDKMapping {
    /// The categories; mirrors `AVAudioSession.Category`.
    public static let categories: [SDKSymbol<AudioSession.Category>] = [
        SDKSymbol(.ambient, "AVAudioSession.Category.ambient", "AVAudioSessionCategoryAmbient"),
        SDKSymbol(.soloAmbient, "AVAudioSession.Category.soloAmbient", "AVAudioSessionCategorySoloAmbient"),
        SDKSymbol(.playback, "AVAudioSession.Category.playback", "AVAudioSessionCategoryPlayback"),
        SDKSymbol(.record, "AVAudioSession.Category.record", "AVAudioSessionCategoryRecord"),
        SDKSymbol(.playAndRecord, "AVAudioSession.Category.playAndRecord", "AVAudioSessionCategoryPlayAndRecord"),
        SDKSymbol(.multiRoute, "AVAudioSession.Category.multiRoute", "AVAudioSessionCategoryMultiRoute"),
    ]

    /// The modes; mirrors `AVAudioSession.Mode`.
    public static let modes: [SDKSymbol<AudioSession.Mode>] = [
        SDKSymbol(.default, "AVAudioSession.Mode.default", "AVAudioSessionModeDefault"),
        SDKSymbol(.voiceChat, "AVAudioSession.Mode.voiceChat", "AVAudioSessionModeVoiceChat"),
        SDKSymbol(.gameChat, "AVAudioSession.Mode.gameChat", "AVAudioSessionModeGameChat"),
        SDKSymbol(.videoChat, "AVAudioSession.Mode.videoChat", "AVAudioSessionModeVideoChat"),
        SDKSymbol(.videoRecording, "AVAudioSession.Mode.videoRecording", "AVAudioSessionModeVideoRecording"),
        SDKSymbol(.measurement, "AVAudioSession.Mode.measurement", "AVAudioSessionModeMeasurement"),
        SDKSymbol(.moviePlayback, "AVAudioSession.Mode.moviePlayback", "AVAudioSessionModeMoviePlayback"),
        SDKSymbol(.spokenAudio, "AVAudioSession.Mode.spokenAudio", "AVAudioSessionModeSpokenAudio"),
        SDKSymbol(.voicePrompt, "AVAudioSession.Mode.voicePrompt", "AVAudioSessionModeVoicePrompt"),
        SDKSymbol(.shortFormVideo, "AVAudioSession.Mode.shortFormVideo", "AVAudioSessionModeShortFormVideo"),
        SDKSymbol(.dualRoute, "AVAudioSession.Mode.dualRoute", "AVAudioSessionModeDualRoute"),
    ]

    /// The port types; mirrors `AVAudioSession.Port`.
    public static let ports: [SDKSymbol<AudioSession.Port>] = [
        SDKSymbol(.lineIn, "AVAudioSession.Port.lineIn", "AVAudioSessionPortLineIn"),
        SDKSymbol(.builtInMic, "AVAudioSession.Port.builtInMic", "AVAudioSessionPortBuiltInMic"),
        SDKSymbol(.headsetMic, "AVAudioSession.Port.headsetMic", "AVAudioSessionPortHeadsetMic"),
        SDKSymbol(
            .continuityMicrophone, "AVAudioSession.Port.continuityMicrophone",
            "AVAudioSessionPortContinuityMicrophone"),
        SDKSymbol(.lineOut, "AVAudioSession.Port.lineOut", "AVAudioSessionPortLineOut"),
        SDKSymbol(.headphones, "AVAudioSession.Port.headphones", "AVAudioSessionPortHeadphones"),
        SDKSymbol(.bluetoothA2DP, "AVAudioSession.Port.bluetoothA2DP", "AVAudioSessionPortBluetoothA2DP"),
        SDKSymbol(.builtInReceiver, "AVAudioSession.Port.builtInReceiver", "AVAudioSessionPortBuiltInReceiver"),
        SDKSymbol(.builtInSpeaker, "AVAudioSession.Port.builtInSpeaker", "AVAudioSessionPortBuiltInSpeaker"),
        SDKSymbol(.HDMI, "AVAudioSession.Port.HDMI", "AVAudioSessionPortHDMI"),
        SDKSymbol(.airPlay, "AVAudioSession.Port.airPlay", "AVAudioSessionPortAirPlay"),
        SDKSymbol(.bluetoothLE, "AVAudioSession.Port.bluetoothLE", "AVAudioSessionPortBluetoothLE"),
        SDKSymbol(.bluetoothHFP, "AVAudioSession.Port.bluetoothHFP", "AVAudioSessionPortBluetoothHFP"),
        SDKSymbol(.usbAudio, "AVAudioSession.Port.usbAudio", "AVAudioSessionPortUSBAudio"),
        SDKSymbol(.carAudio, "AVAudioSession.Port.carAudio", "AVAudioSessionPortCarAudio"),
        SDKSymbol(.virtual, "AVAudioSession.Port.virtual", "AVAudioSessionPortVirtual"),
        SDKSymbol(.PCI, "AVAudioSession.Port.PCI", "AVAudioSessionPortPCI"),
        SDKSymbol(.fireWire, "AVAudioSession.Port.fireWire", "AVAudioSessionPortFireWire"),
        SDKSymbol(.displayPort, "AVAudioSession.Port.displayPort", "AVAudioSessionPortDisplayPort"),
        SDKSymbol(.AVB, "AVAudioSession.Port.AVB", "AVAudioSessionPortAVB"),
        SDKSymbol(.thunderbolt, "AVAudioSession.Port.thunderbolt", "AVAudioSessionPortThunderbolt"),
    ]

    /// The category options; mirrors `AVAudioSession.CategoryOptions`.
    public static let categoryOptions: [SDKSymbol<CategoryOptions>] = [
        SDKSymbol(
            .mixWithOthers, "AVAudioSession.CategoryOptions.mixWithOthers",
            "AVAudioSessionCategoryOptionMixWithOthers"),
        SDKSymbol(.duckOthers, "AVAudioSession.CategoryOptions.duckOthers", "AVAudioSessionCategoryOptionDuckOthers"),
        SDKSymbol(
            .allowBluetoothHFP, "AVAudioSession.CategoryOptions.allowBluetoothHFP",
            "AVAudioSessionCategoryOptionAllowBluetoothHFP"),
        SDKSymbol(
            .defaultToSpeaker, "AVAudioSession.CategoryOptions.defaultToSpeaker",
            "AVAudioSessionCategoryOptionDefaultToSpeaker"),
        SDKSymbol(
            .interruptSpokenAudioAndMixWithOthers,
            "AVAudioSession.CategoryOptions.interruptSpokenAudioAndMixWithOthers",
            "AVAudioSessionCategoryOptionInterruptSpokenAudioAndMixWithOthers"),
        SDKSymbol(
            .allowBluetoothA2DP, "AVAudioSession.CategoryOptions.allowBluetoothA2DP",
            "AVAudioSessionCategoryOptionAllowBluetoothA2DP"),
        SDKSymbol(
            .allowAirPlay, "AVAudioSession.CategoryOptions.allowAirPlay",
            "AVAudioSessionCategoryOptionAllowAirPlay"),
        SDKSymbol(
            .overrideMutedMicrophoneInterruption, "AVAudioSession.CategoryOptions.overrideMutedMicrophoneInterruption",
            "AVAudioSessionCategoryOptionOverrideMutedMicrophoneInterruption"),
        SDKSymbol(
            .farFieldInput, "AVAudioSession.CategoryOptions.farFieldInput",
            "AVAudioSessionCategoryOptionFarFieldInput"),
        SDKSymbol(
            .bluetoothHighQualityRecording, "AVAudioSession.CategoryOptions.bluetoothHighQualityRecording",
            "AVAudioSessionCategoryOptionBluetoothHighQualityRecording"),
    ]

    /// The route-sharing policies; mirrors `AVAudioSession.RouteSharingPolicy`.
    public static let routeSharingPolicies: [SDKSymbol<RouteSharingPolicy>] = [
        SDKSymbol(.default, "AVAudioSession.RouteSharingPolicy.default", "AVAudioSessionRouteSharingPolicyDefault"),
        SDKSymbol(
            .longFormAudio, "AVAudioSession.RouteSharingPolicy.longFormAudio",
            "AVAudioSessionRouteSharingPolicyLongFormAudio"),
        SDKSymbol(
            .independent, "AVAudioSession.RouteSharingPolicy.independent",
            "AVAudioSessionRouteSharingPolicyIndependent"),
        SDKSymbol(
            .longFormVideo, "AVAudioSession.RouteSharingPolicy.longFormVideo",
            "AVAudioSessionRouteSharingPolicyLongFormVideo"),
    ]

    /// The output overrides; mirrors `AVAudioSession.PortOverride`.
    public static let portOverrides: [SDKSymbol<PortOverride>] = [
        SDKSymbol(.none, "AVAudioSession.PortOverride.none", "AVAudioSessionPortOverrideNone"),
        SDKSymbol(.speaker, "AVAudioSession.PortOverride.speaker", "AVAudioSessionPortOverrideSpeaker"),
    ]

    /// The activation options; mirrors `AVAudioSession.SetActiveOptions`.
    public static let setActiveOptions: [SDKSymbol<SetActiveOptions>] = [
        SDKSymbol(
            .notifyOthersOnDeactivation, "AVAudioSession.SetActiveOptions.notifyOthersOnDeactivation",
            "AVAudioSessionSetActiveOptionNotifyOthersOnDeactivation")
    ]

    /// The interruption types; mirrors `AVAudioSession.InterruptionType`.
    public static let interruptionTypes: [SDKSymbol<InterruptionType>] = [
        SDKSymbol(.began, "AVAudioSession.InterruptionType.began", "AVAudioSessionInterruptionTypeBegan"),
        SDKSymbol(.ended, "AVAudioSession.InterruptionType.ended", "AVAudioSessionInterruptionTypeEnded"),
    ]

    /// The interruption options; mirrors `AVAudioSession.InterruptionOptions`.
    public static let interruptionOptions: [SDKSymbol<InterruptionOptions>] = [
        SDKSymbol(
            .shouldResume, "AVAudioSession.InterruptionOptions.shouldResume",
            "AVAudioSessionInterruptionOptionShouldResume")
    ]

    /// The interruption reasons; mirrors `AVAudioSession.InterruptionReason`.
    public static let interruptionReasons: [SDKSymbol<InterruptionReason>] = [
        SDKSymbol(.default, "AVAudioSession.InterruptionReason.default", "AVAudioSessionInterruptionReasonDefault"),
        SDKSymbol(
            .appWasSuspended, "AVAudioSession.InterruptionReason.appWasSuspended",
            "AVAudioSessionInterruptionReasonAppWasSuspended"),
        SDKSymbol(
            .builtInMicMuted, "AVAudioSession.InterruptionReason.builtInMicMuted",
            "AVAudioSessionInterruptionReasonBuiltInMicMuted"),
        SDKSymbol(
            .sceneWasBackgrounded, "AVAudioSession.InterruptionReason.sceneWasBackgrounded",
            "AVAudioSessionInterruptionReasonSceneWasBackgrounded"),
        SDKSymbol(
            .routeDisconnected, "AVAudioSession.InterruptionReason.routeDisconnected",
            "AVAudioSessionInterruptionReasonRouteDisconnected"),
        SDKSymbol(
            .deviceUnauthenticated, "AVAudioSession.InterruptionReason.deviceUnauthenticated",
            "AVAudioSessionInterruptionReasonDeviceUnauthenticated"),
    ]

    /// The route-change reasons; mirrors `AVAudioSession.RouteChangeReason`.
    public static let routeChangeReasons: [SDKSymbol<RouteChangeReason>] = [
        SDKSymbol(.unknown, "AVAudioSession.RouteChangeReason.unknown", "AVAudioSessionRouteChangeReasonUnknown"),
        SDKSymbol(
            .newDeviceAvailable, "AVAudioSession.RouteChangeReason.newDeviceAvailable",
            "AVAudioSessionRouteChangeReasonNewDeviceAvailable"),
        SDKSymbol(
            .oldDeviceUnavailable, "AVAudioSession.RouteChangeReason.oldDeviceUnavailable",
            "AVAudioSessionRouteChangeReasonOldDeviceUnavailable"),
        SDKSymbol(
            .categoryChange, "AVAudioSession.RouteChangeReason.categoryChange",
            "AVAudioSessionRouteChangeReasonCategoryChange"),
        SDKSymbol(.override, "AVAudioSession.RouteChangeReason.override", "AVAudioSessionRouteChangeReasonOverride"),
        SDKSymbol(
            .wakeFromSleep, "AVAudioSession.RouteChangeReason.wakeFromSleep",
            "AVAudioSessionRouteChangeReasonWakeFromSleep"),
        SDKSymbol(
            .noSuitableRouteForCategory, "AVAudioSession.RouteChangeReason.noSuitableRouteForCategory",
            "AVAudioSessionRouteChangeReasonNoSuitableRouteForCategory"),
        SDKSymbol(
            .routeConfigurationChange, "AVAudioSession.RouteChangeReason.routeConfigurationChange",
            "AVAudioSessionRouteChangeReasonRouteConfigurationChange"),
    ]

    /// The secondary-audio hint types; mirrors `AVAudioSession.SilenceSecondaryAudioHintType`.
    public static let silenceSecondaryAudioHintTypes: [SDKSymbol<SilenceSecondaryAudioHintType>] = [
        SDKSymbol(
            .begin, "AVAudioSession.SilenceSecondaryAudioHintType.begin",
            "AVAudioSessionSilenceSecondaryAudioHintTypeBegin"),
        SDKSymbol(
            .end, "AVAudioSession.SilenceSecondaryAudioHintType.end",
            "AVAudioSessionSilenceSecondaryAudioHintTypeEnd"),
    ]

    /// The record permissions; mirrors `AVAudioApplication.recordPermission`.
    public static let recordPermissions: [SDKSymbol<RecordPermission>] = [
        SDKSymbol(
            .undetermined, "AVAudioApplication.recordPermission.undetermined",
            "AVAudioApplicationRecordPermissionUndetermined"),
        SDKSymbol(.denied, "AVAudioApplication.recordPermission.denied", "AVAudioApplicationRecordPermissionDenied"),
        SDKSymbol(.granted, "AVAudioApplication.recordPermission.granted", "AVAudioApplicationRecordPermissionGranted"),
    ]

    /// The prompt styles; mirrors `AVAudioSession.PromptStyle`.
    public static let promptStyles: [SDKSymbol<PromptStyle>] = [
        SDKSymbol(.none, "AVAudioSession.PromptStyle.none", "AVAudioSessionPromptStyleNone"),
        SDKSymbol(.short, "AVAudioSession.PromptStyle.short", "AVAudioSessionPromptStyleShort"),
        SDKSymbol(.normal, "AVAudioSession.PromptStyle.normal", "AVAudioSessionPromptStyleNormal"),
    ]

    /// The I/O types; mirrors `AVAudioSession.IOType`.
    public static let ioTypes: [SDKSymbol<IOType>] = [
        SDKSymbol(.notSpecified, "AVAudioSession.IOType.notSpecified", "AVAudioSessionIOTypeNotSpecified"),
        SDKSymbol(.aggregated, "AVAudioSession.IOType.aggregated", "AVAudioSessionIOTypeAggregated"),
    ]

    /// The error codes; mirrors `AVAudioSession.ErrorCode`.
    public static let errorCodes: [SDKSymbol<AudioSessionError.Code>] = [
        SDKSymbol(.none, "AVAudioSession.ErrorCode.none", "AVAudioSessionErrorCodeNone"),
        SDKSymbol(
            .mediaServicesFailed, "AVAudioSession.ErrorCode.mediaServicesFailed",
            "AVAudioSessionErrorCodeMediaServicesFailed"),
        SDKSymbol(.isBusy, "AVAudioSession.ErrorCode.isBusy", "AVAudioSessionErrorCodeIsBusy"),
        SDKSymbol(
            .incompatibleCategory, "AVAudioSession.ErrorCode.incompatibleCategory",
            "AVAudioSessionErrorCodeIncompatibleCategory"),
        SDKSymbol(
            .cannotInterruptOthers, "AVAudioSession.ErrorCode.cannotInterruptOthers",
            "AVAudioSessionErrorCodeCannotInterruptOthers"),
        SDKSymbol(
            .missingEntitlement, "AVAudioSession.ErrorCode.missingEntitlement",
            "AVAudioSessionErrorCodeMissingEntitlement"),
        SDKSymbol(
            .siriIsRecording, "AVAudioSession.ErrorCode.siriIsRecording",
            "AVAudioSessionErrorCodeSiriIsRecording"),
        SDKSymbol(
            .cannotStartPlaying, "AVAudioSession.ErrorCode.cannotStartPlaying",
            "AVAudioSessionErrorCodeCannotStartPlaying"),
        SDKSymbol(
            .cannotStartRecording, "AVAudioSession.ErrorCode.cannotStartRecording",
            "AVAudioSessionErrorCodeCannotStartRecording"),
        SDKSymbol(.badParam, "AVAudioSession.ErrorCode.badParam", "AVAudioSessionErrorCodeBadParam"),
        SDKSymbol(
            .insufficientPriority, "AVAudioSession.ErrorCode.insufficientPriority",
            "AVAudioSessionErrorCodeInsufficientPriority"),
        SDKSymbol(
            .resourceNotAvailable, "AVAudioSession.ErrorCode.resourceNotAvailable",
            "AVAudioSessionErrorCodeResourceNotAvailable"),
        SDKSymbol(.unspecified, "AVAudioSession.ErrorCode.unspecified", "AVAudioSessionErrorCodeUnspecified"),
        SDKSymbol(.expiredSession, "AVAudioSession.ErrorCode.expiredSession", "AVAudioSessionErrorCodeExpiredSession"),
        SDKSymbol(
            .sessionNotActive, "AVAudioSession.ErrorCode.sessionNotActive",
            "AVAudioSessionErrorCodeSessionNotActive"),
    ]
}
