import AudioSessionModel

extension AudioSessionNotification {
    /// The case's name (`interruptionBegan`), the key of ``SDKMapping/notifications`` (not in the SDK).
    public var caseName: String {
        switch self {
        case .interruptionBegan: "interruptionBegan"
        case .interruptionEnded: "interruptionEnded"
        case .routeChange: "routeChange"
        case .silenceSecondaryAudioHint: "silenceSecondaryAudioHint"
        case .mediaServicesWereLost: "mediaServicesWereLost"
        case .mediaServicesWereReset: "mediaServicesWereReset"
        case .inputMuteStateChange: "inputMuteStateChange"
        case .outputMuteStateChange: "outputMuteStateChange"
        case .userIntentToUnmuteOutput: "userIntentToUnmuteOutput"
        case .availableInputsChange: "availableInputsChange"
        }
    }

    /// The SDK's names for this notification and its payload keys (not in the SDK).
    public var sdkSymbol: SDKNotificationSymbol {
        guard let symbol = SDKMapping.notifications.first(where: { $0.caseName == caseName }) else {
            preconditionFailure("SDKMapping.notifications lacks \(caseName)")
        }
        return symbol
    }

    /// The payload as the SDK posts it, numbers by `userInfo` key; the previous route travels separately (not in
    /// the SDK).
    public var sdkUserInfo: [String: UInt] {
        typealias Key = SDKMapping.UserInfoKey
        switch self {
        case .interruptionBegan(let reason):
            return [Key.interruptionType: InterruptionType.began.rawValue, Key.interruptionReason: reason.rawValue]
        case .interruptionEnded(let options):
            return [Key.interruptionType: InterruptionType.ended.rawValue, Key.interruptionOption: options.rawValue]
        case .routeChange(let reason, _):
            return [Key.routeChangeReason: reason.rawValue]
        case .silenceSecondaryAudioHint(let type):
            return [Key.silenceSecondaryAudioHintType: type.rawValue]
        case .inputMuteStateChange(let muted):
            return [Key.inputMuteState: muted ? 1 : 0]
        case .outputMuteStateChange(let muted):
            return [Key.outputMuteState: muted ? 1 : 0]
        case .mediaServicesWereLost, .mediaServicesWereReset, .userIntentToUnmuteOutput, .availableInputsChange:
            return [:]
        }
    }

    /// Decodes a notification the SDK posted, by its Objective-C name, its `userInfo` numbers and, for a route
    /// change, the previous route; `nil` for a notification this type does not mirror or a missing type key (not in
    /// the SDK).
    public init?(sdkName: String, userInfo: [String: UInt], previousRoute: RouteDescription? = nil) {
        typealias Key = SDKMapping.UserInfoKey
        switch sdkName {
        case "AVAudioSessionInterruptionNotification":
            switch userInfo[Key.interruptionType].map(InterruptionType.init(rawValue:)) {
            case .began?:
                self = .interruptionBegan(reason: InterruptionReason(rawValue: userInfo[Key.interruptionReason] ?? 0))
            case .ended?:
                self = .interruptionEnded(options: InterruptionOptions(rawValue: userInfo[Key.interruptionOption] ?? 0))
            default:
                return nil
            }
        case "AVAudioSessionRouteChangeNotification":
            self = .routeChange(
                reason: RouteChangeReason(rawValue: userInfo[Key.routeChangeReason] ?? 0),
                previousRoute: previousRoute ?? .empty)
        case "AVAudioSessionSilenceSecondaryAudioHintNotification":
            guard let type = userInfo[Key.silenceSecondaryAudioHintType] else { return nil }
            self = .silenceSecondaryAudioHint(SilenceSecondaryAudioHintType(rawValue: type))
        case "AVAudioSessionMediaServicesWereLostNotification":
            self = .mediaServicesWereLost
        case "AVAudioSessionMediaServicesWereResetNotification":
            self = .mediaServicesWereReset
        case "AVAudioApplicationInputMuteStateChangeNotification":
            guard let muted = userInfo[Key.inputMuteState] else { return nil }
            self = .inputMuteStateChange(isMuted: muted != 0)
        case "AVAudioSessionOutputMuteStateChangeNotification":
            guard let muted = userInfo[Key.outputMuteState] else { return nil }
            self = .outputMuteStateChange(isMuted: muted != 0)
        case "AVAudioSessionUserIntentToUnmuteOutputNotification":
            self = .userIntentToUnmuteOutput
        case "AVAudioSessionAvailableInputsChangeNotification":
            self = .availableInputsChange
        default:
            return nil
        }
    }
}
