import Foundation

// The value types nested in `AVAudioSession`, as the iOS 26.2 SDK imports them into Swift: string enums as
// `RawRepresentable` structs, `NS_OPTIONS` as `OptionSet`s, `NS_ENUM`s as `UInt` enums, every one `Sendable`.

extension AVAudioSession {
    /// `AVAudioSessionCategory` (`NS_STRING_ENUM`).
    public struct Category: Hashable, Equatable, RawRepresentable, Sendable {
        /// The SDK's string.
        public let rawValue: String
        /// A category from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A category from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// `AVAudioSessionCategoryAmbient`.
        public static let ambient = Category("AVAudioSessionCategoryAmbient")
        /// `AVAudioSessionCategorySoloAmbient`.
        public static let soloAmbient = Category("AVAudioSessionCategorySoloAmbient")
        /// `AVAudioSessionCategoryPlayback`.
        public static let playback = Category("AVAudioSessionCategoryPlayback")
        /// `AVAudioSessionCategoryRecord`.
        public static let record = Category("AVAudioSessionCategoryRecord")
        /// `AVAudioSessionCategoryPlayAndRecord`.
        public static let playAndRecord = Category("AVAudioSessionCategoryPlayAndRecord")
        /// `AVAudioSessionCategoryAudioProcessing`.
        @available(iOS, introduced: 3.0, deprecated: 10.0, message: "No longer supported")
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        public static let audioProcessing = Category("AVAudioSessionCategoryAudioProcessing")
        /// `AVAudioSessionCategoryMultiRoute`.
        public static let multiRoute = Category("AVAudioSessionCategoryMultiRoute")
    }

    /// `AVAudioSessionMode` (`NS_STRING_ENUM`).
    public struct Mode: Hashable, Equatable, RawRepresentable, Sendable {
        /// The SDK's string.
        public let rawValue: String
        /// A mode from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A mode from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// `AVAudioSessionModeDefault`.
        public static let `default` = Mode("AVAudioSessionModeDefault")
        /// `AVAudioSessionModeVoiceChat`.
        public static let voiceChat = Mode("AVAudioSessionModeVoiceChat")
        /// `AVAudioSessionModeGameChat`.
        public static let gameChat = Mode("AVAudioSessionModeGameChat")
        /// `AVAudioSessionModeVideoRecording`.
        public static let videoRecording = Mode("AVAudioSessionModeVideoRecording")
        /// `AVAudioSessionModeMeasurement`.
        public static let measurement = Mode("AVAudioSessionModeMeasurement")
        /// `AVAudioSessionModeMoviePlayback`.
        public static let moviePlayback = Mode("AVAudioSessionModeMoviePlayback")
        /// `AVAudioSessionModeVideoChat`.
        public static let videoChat = Mode("AVAudioSessionModeVideoChat")
        /// `AVAudioSessionModeSpokenAudio`.
        public static let spokenAudio = Mode("AVAudioSessionModeSpokenAudio")
        /// `AVAudioSessionModeVoicePrompt`.
        public static let voicePrompt = Mode("AVAudioSessionModeVoicePrompt")
        /// `AVAudioSessionModeShortFormVideo` (iOS 26, iOS only; playback only).
        @available(iOS 26.0, *)
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        @available(visionOS, unavailable)
        public static let shortFormVideo = Mode("AVAudioSessionModeShortFormVideo")
        /// `AVAudioSessionModeDualRoute` (iOS 26.2, iOS only; multi-route only).
        @available(iOS 26.2, *)
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        @available(visionOS, unavailable)
        public static let dualRoute = Mode("AVAudioSessionModeDualRoute")
    }

    /// `AVAudioSessionPort` (`NS_STRING_ENUM`).
    public struct Port: Hashable, Equatable, RawRepresentable, Sendable {
        /// The SDK's string.
        public let rawValue: String
        /// A port type from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A port type from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// `AVAudioSessionPortLineIn`.
        public static let lineIn = Port("LineIn")
        /// `AVAudioSessionPortBuiltInMic`.
        public static let builtInMic = Port("MicrophoneBuiltIn")
        /// `AVAudioSessionPortHeadsetMic`.
        public static let headsetMic = Port("MicrophoneWired")
        /// `AVAudioSessionPortLineOut`.
        public static let lineOut = Port("LineOut")
        /// `AVAudioSessionPortHeadphones`.
        public static let headphones = Port("Headphones")
        /// `AVAudioSessionPortBluetoothA2DP`.
        public static let bluetoothA2DP = Port("BluetoothA2DPOutput")
        /// `AVAudioSessionPortBuiltInReceiver`.
        public static let builtInReceiver = Port("Receiver")
        /// `AVAudioSessionPortBuiltInSpeaker`.
        public static let builtInSpeaker = Port("Speaker")
        /// `AVAudioSessionPortHDMI`.
        public static let HDMI = Port("HDMIOutput")
        /// `AVAudioSessionPortAirPlay`.
        public static let airPlay = Port("AirPlay")
        /// `AVAudioSessionPortBluetoothLE`.
        public static let bluetoothLE = Port("BluetoothLEOutput")
        /// `AVAudioSessionPortBluetoothHFP`.
        public static let bluetoothHFP = Port("BluetoothHFP")
        /// `AVAudioSessionPortUSBAudio`.
        public static let usbAudio = Port("USBAudio")
        /// `AVAudioSessionPortCarAudio`.
        public static let carAudio = Port("CarAudio")
        /// `AVAudioSessionPortVirtual`.
        public static let virtual = Port("Virtual")
        /// `AVAudioSessionPortPCI`.
        public static let PCI = Port("PCI")
        /// `AVAudioSessionPortFireWire`.
        public static let fireWire = Port("FireWire")
        /// `AVAudioSessionPortDisplayPort`.
        public static let displayPort = Port("DisplayPort")
        /// `AVAudioSessionPortAVB`.
        public static let AVB = Port("AVB")
        /// `AVAudioSessionPortThunderbolt`.
        public static let thunderbolt = Port("Thunderbolt")
        /// `AVAudioSessionPortContinuityMicrophone` (iOS 17, tvOS 17, watchOS 10).
        @available(iOS 17.0, tvOS 17.0, watchOS 10.0, *)
        public static let continuityMicrophone = Port("Continuity Microphone")
    }

    /// `AVAudioSessionCategoryOptions` (`NS_OPTIONS`, `NSUInteger`).
    public struct CategoryOptions: OptionSet, Sendable {
        /// The SDK's bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// `AVAudioSessionCategoryOptionMixWithOthers`.
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        /// `AVAudioSessionCategoryOptionDuckOthers`.
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        /// `AVAudioSessionCategoryOptionAllowBluetooth`: deprecated in the iOS 26 SDK, renamed `allowBluetoothHFP` (the same
        /// bit).
        @available(iOS, introduced: 1.0, deprecated: 8.0, renamed: "allowBluetoothHFP")
        @available(tvOS, introduced: 17.0, deprecated: 17.0, renamed: "allowBluetoothHFP")
        @available(watchOS, introduced: 11.0, deprecated: 11.0, renamed: "allowBluetoothHFP")
        @available(visionOS, introduced: 1.0, deprecated: 1.0, renamed: "allowBluetoothHFP")
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        /// `AVAudioSessionCategoryOptionAllowBluetoothHFP` (the iOS 26 SDK's name for bit 0x4; back-deployed, tvOS 17,
        /// watchOS 11).
        @available(tvOS 17.0, watchOS 11.0, *)
        public static let allowBluetoothHFP = CategoryOptions(rawValue: 0x4)
        /// `AVAudioSessionCategoryOptionDefaultToSpeaker`.
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        /// `AVAudioSessionCategoryOptionInterruptSpokenAudioAndMixWithOthers` (iOS 9).
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        /// `AVAudioSessionCategoryOptionAllowBluetoothA2DP` (iOS 10).
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        /// `AVAudioSessionCategoryOptionAllowAirPlay` (iOS 10).
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        /// `AVAudioSessionCategoryOptionOverrideMutedMicrophoneInterruption` (iOS 14.5, watchOS 7.3; not on tvOS).
        @available(tvOS, unavailable)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
        /// `AVAudioSessionCategoryOptionFarFieldInput` (iOS 26.2, iOS only; needs `allowBluetoothHFP`).
        @available(iOS 26.2, *)
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        @available(visionOS, unavailable)
        public static let farFieldInput = CategoryOptions(rawValue: 0x40000)
        /// `AVAudioSessionCategoryOptionBluetoothHighQualityRecording` (iOS 26, iOS only).
        @available(iOS 26.0, *)
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        @available(visionOS, unavailable)
        public static let bluetoothHighQualityRecording = CategoryOptions(rawValue: 0x80000)
    }

    /// `AVAudioSessionRouteSharingPolicy` (`NS_ENUM`, `NSUInteger`).
    public enum RouteSharingPolicy: UInt, @unchecked Sendable {
        /// `AVAudioSessionRouteSharingPolicyDefault`.
        case `default` = 0
        /// `AVAudioSessionRouteSharingPolicyLongFormAudio`.
        case longFormAudio = 1
        /// `AVAudioSessionRouteSharingPolicyIndependent`.
        case independent = 2
        /// `AVAudioSessionRouteSharingPolicyLongFormVideo` (iOS 13).
        case longFormVideo = 3

        /// `AVAudioSessionRouteSharingPolicyLongForm`.
        @available(iOS, introduced: 11.0, deprecated: 13.0, renamed: "AVAudioSession.RouteSharingPolicy.longFormAudio")
        public static var longForm: RouteSharingPolicy { .longFormAudio }
    }

    /// `AVAudioSessionSetActiveOptions` (`NS_OPTIONS`, `NSUInteger`).
    public struct SetActiveOptions: OptionSet, Sendable {
        /// The SDK's bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `AVAudioSessionSetActiveOptionNotifyOthersOnDeactivation`.
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// `AVAudioSessionPortOverride` (`NS_ENUM`, `NSUInteger`, four-character codes).
    public enum PortOverride: UInt, @unchecked Sendable {
        /// `AVAudioSessionPortOverrideNone`.
        case none = 0
        /// `AVAudioSessionPortOverrideSpeaker` (`'spkr'`).
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        case speaker = 0x7370_6b72
    }

    /// `AVAudioSessionInterruptionType` (`NS_ENUM`, `NSUInteger`).
    public enum InterruptionType: UInt, @unchecked Sendable {
        /// `AVAudioSessionInterruptionTypeBegan`.
        case began = 1
        /// `AVAudioSessionInterruptionTypeEnded`.
        case ended = 0
    }

    /// `AVAudioSessionInterruptionOptions` (`NS_OPTIONS`, `NSUInteger`).
    public struct InterruptionOptions: OptionSet, Sendable {
        /// The SDK's bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `AVAudioSessionInterruptionOptionShouldResume`.
        public static let shouldResume = InterruptionOptions(rawValue: 1)
    }

    /// `AVAudioSessionInterruptionReason` (`NS_ENUM`, `NSUInteger`; iOS 14.5).
    public enum InterruptionReason: UInt, @unchecked Sendable {
        /// `AVAudioSessionInterruptionReasonDefault`.
        case `default` = 0
        /// `AVAudioSessionInterruptionReasonAppWasSuspended`.
        @available(iOS, introduced: 14.5, deprecated: 16.0, message: "No longer an interruption reason")
        case appWasSuspended = 1
        /// `AVAudioSessionInterruptionReasonBuiltInMicMuted`.
        case builtInMicMuted = 2
        /// `AVAudioSessionInterruptionReasonRouteDisconnected` (iOS 17, tvOS 17, watchOS 10).
        @available(iOS 17.0, tvOS 17.0, watchOS 10.0, *)
        case routeDisconnected = 4
    }

    /// `AVAudioSessionRouteChangeReason` (`NS_ENUM`, `NSUInteger`).
    public enum RouteChangeReason: UInt, @unchecked Sendable {
        /// `AVAudioSessionRouteChangeReasonUnknown`.
        case unknown = 0
        /// `AVAudioSessionRouteChangeReasonNewDeviceAvailable`.
        case newDeviceAvailable = 1
        /// `AVAudioSessionRouteChangeReasonOldDeviceUnavailable`.
        case oldDeviceUnavailable = 2
        /// `AVAudioSessionRouteChangeReasonCategoryChange`.
        case categoryChange = 3
        /// `AVAudioSessionRouteChangeReasonOverride`.
        case override = 4
        /// `AVAudioSessionRouteChangeReasonWakeFromSleep`.
        case wakeFromSleep = 6
        /// `AVAudioSessionRouteChangeReasonNoSuitableRouteForCategory`.
        case noSuitableRouteForCategory = 7
        /// `AVAudioSessionRouteChangeReasonRouteConfigurationChange`.
        case routeConfigurationChange = 8
    }

    /// `AVAudioSessionSilenceSecondaryAudioHintType` (`NS_ENUM`, `NSUInteger`).
    public enum SilenceSecondaryAudioHintType: UInt, @unchecked Sendable {
        /// `AVAudioSessionSilenceSecondaryAudioHintTypeBegin`.
        case begin = 1
        /// `AVAudioSessionSilenceSecondaryAudioHintTypeEnd`.
        case end = 0
    }

    /// `AVAudioSessionPromptStyle` (`NS_ENUM`, `NSUInteger`, four-character codes; iOS 13).
    public enum PromptStyle: UInt, @unchecked Sendable {
        /// `AVAudioSessionPromptStyleNone` (`'none'`).
        case none = 0x6e6f_6e65
        /// `AVAudioSessionPromptStyleShort` (`'shrt'`).
        case short = 0x7368_7274
        /// `AVAudioSessionPromptStyleNormal` (`'nrml'`).
        case normal = 0x6e72_6d6c
    }

    /// `AVAudioSessionRecordPermission` (`NS_ENUM`, `NSUInteger`, four-character codes).
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use AVAudioApplication.recordPermission")
    public enum RecordPermission: UInt, @unchecked Sendable {
        /// `AVAudioSessionRecordPermissionUndetermined` (`'undt'`).
        case undetermined = 0x756e_6474
        /// `AVAudioSessionRecordPermissionDenied` (`'deny'`).
        case denied = 0x6465_6e79
        /// `AVAudioSessionRecordPermissionGranted` (`'grnt'`).
        case granted = 0x6772_6e74
    }

    /// `AVAudioSessionErrorCode` (CoreAudioTypes; `NS_ERROR_ENUM`-like `Int` codes in `NSOSStatusErrorDomain`).
    public enum ErrorCode: Int, @unchecked Sendable {
        /// `AVAudioSessionErrorCodeNone`.
        case none = 0
        /// `AVAudioSessionErrorCodeMediaServicesFailed` (`'msrv'`).
        case mediaServicesFailed = 0x6d73_7276
        /// `AVAudioSessionErrorCodeIsBusy` (`'!act'`).
        case isBusy = 0x2161_6374
        /// `AVAudioSessionErrorCodeIncompatibleCategory` (`'!cat'`).
        case incompatibleCategory = 0x2163_6174
        /// `AVAudioSessionErrorCodeCannotInterruptOthers` (`'!int'`).
        case cannotInterruptOthers = 0x2169_6e74
        /// `AVAudioSessionErrorCodeMissingEntitlement` (`'ent?'`).
        case missingEntitlement = 0x656e_743f
        /// `AVAudioSessionErrorCodeSiriIsRecording` (`'siri'`).
        case siriIsRecording = 0x7369_7269
        /// `AVAudioSessionErrorCodeCannotStartPlaying` (`'!pla'`).
        case cannotStartPlaying = 0x2170_6c61
        /// `AVAudioSessionErrorCodeCannotStartRecording` (`'!rec'`).
        case cannotStartRecording = 0x2172_6563
        /// `AVAudioSessionErrorCodeBadParam` (-50).
        case badParam = -50
        /// `AVAudioSessionErrorCodeInsufficientPriority` (`'!pri'`).
        case insufficientPriority = 0x2170_7269
        /// `AVAudioSessionErrorCodeResourceNotAvailable` (`'!res'`).
        case resourceNotAvailable = 0x2172_6573
        /// `AVAudioSessionErrorCodeUnspecified` (`'what'`).
        case unspecified = 0x7768_6174
        /// `AVAudioSessionErrorCodeExpiredSession` (`'!ses'`).
        case expiredSession = 0x2173_6573
        /// `AVAudioSessionErrorCodeSessionNotActive` (`'inac'`).
        case sessionNotActive = 0x696e_6163
    }
}
