import AudioSessionModel

/// A notification the system posts to one app's session, with the SDK's payload.
public enum SessionNotification: Hashable, Sendable {
    /// `AVAudioSession.interruptionNotification` with type `began` and its reason.
    case interruptionBegan(reason: InterruptionReason)
    /// `AVAudioSession.interruptionNotification` with type `ended` and its options.
    case interruptionEnded(options: InterruptionOptions)
    /// `AVAudioSession.routeChangeNotification` with its reason and the previous route.
    case routeChange(reason: RouteChangeReason, previousRoute: RouteDescription)
    /// `AVAudioSession.silenceSecondaryAudioHintNotification` with its type.
    case silenceSecondaryAudioHint(SilenceSecondaryAudioHintType)
    /// `AVAudioSession.mediaServicesWereLostNotification`.
    case mediaServicesWereLost
    /// `AVAudioSession.mediaServicesWereResetNotification`.
    case mediaServicesWereReset
    /// The system asked the user for record permission (`AVAudioApplication.requestRecordPermission`).
    case recordPermissionPrompt
    /// A remote-control command (`MPRemoteCommandCenter`).
    case remoteCommand(RemoteCommand)
    /// A `CXProviderDelegate` callback to a CallKit app (rules K).
    case callKit(CallKitDelivery)
    /// `AVAudioApplication.inputMuteStateChangeNotification` with `AVAudioApplication.muteStateKey` (iOS 17, P9).
    case inputMuteStateChange(isMuted: Bool)
    /// `AVAudioSession.outputMuteStateChangeNotification` with `AVAudioSession.muteStateKey` (iOS 26, P10).
    case outputMuteStateChange(isMuted: Bool)
    /// `AVAudioSession.userIntentToUnmuteOutputNotification` (iOS 26, P10).
    case userIntentToUnmuteOutput
    /// `AVAudioSession.availableInputsChangeNotification` (iOS 26, R12).
    case availableInputsChange

    /// The notification without its payload.
    public var kind: Kind {
        switch self {
        case .interruptionBegan: .interruptionBegan
        case .interruptionEnded: .interruptionEnded
        case .routeChange: .routeChange
        case .silenceSecondaryAudioHint: .silenceSecondaryAudioHint
        case .mediaServicesWereLost: .mediaServicesWereLost
        case .mediaServicesWereReset: .mediaServicesWereReset
        case .recordPermissionPrompt: .recordPermissionPrompt
        case .remoteCommand: .remoteCommand
        case .callKit(.performAnswerCall): .performAnswerCall
        case .callKit(.performStartCall): .performStartCall
        case .callKit(.performEndCall): .performEndCall
        case .callKit(.performSetHeld): .performSetHeld
        case .callKit(.didActivateAudioSession): .didActivateAudioSession
        case .callKit(.didDeactivateAudioSession): .didDeactivateAudioSession
        case .callKit(.providerDidReset): .providerDidReset
        case .callKit(.performSetMuted): .performSetMuted
        case .inputMuteStateChange: .inputMuteStateChange
        case .outputMuteStateChange: .outputMuteStateChange
        case .userIntentToUnmuteOutput: .userIntentToUnmuteOutput
        case .availableInputsChange: .availableInputsChange
        }
    }

    /// The names of notifications.
    public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
        /// An interruption began.
        case interruptionBegan
        /// An interruption ended.
        case interruptionEnded
        /// The route changed.
        case routeChange
        /// The secondary-audio hint changed.
        case silenceSecondaryAudioHint
        /// Media services were lost.
        case mediaServicesWereLost
        /// Media services were reset.
        case mediaServicesWereReset
        /// The system asked for record permission.
        case recordPermissionPrompt
        /// A remote command arrived.
        case remoteCommand
        /// CallKit asked the app to answer its call (K2).
        case performAnswerCall
        /// CallKit asked the app to start its outgoing call (K6).
        case performStartCall
        /// CallKit asked the app to end its call (K4).
        case performEndCall
        /// CallKit asked the app to hold or resume its call (K5).
        case performSetHeld
        /// The system activated the app's session for its call (K2, K5, K6).
        case didActivateAudioSession
        /// The system deactivated the app's session (K4, K5).
        case didDeactivateAudioSession
        /// The media services were reset: CallKit reset the app's provider and its calls are gone (K4, S7).
        case providerDidReset
        /// CallKit asked the app to mute or unmute its call (P9: the headset's mute gesture during a call).
        case performSetMuted
        /// The app's input mute changed (P9).
        case inputMuteStateChange
        /// The session's output mute changed (P10).
        case outputMuteStateChange
        /// The user pressed volume up while the app's output is muted (P10).
        case userIntentToUnmuteOutput
        /// The available inputs changed (R12).
        case availableInputsChange

        /// Whether it is a `CXProviderDelegate` callback (rules K).
        public var isCallKit: Bool {
            switch self {
            case .performAnswerCall, .performStartCall, .performEndCall, .performSetHeld, .didActivateAudioSession,
                .didDeactivateAudioSession, .providerDidReset, .performSetMuted:
                true
            default: false
            }
        }
    }
}
