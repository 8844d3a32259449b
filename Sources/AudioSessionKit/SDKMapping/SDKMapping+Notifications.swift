extension SDKMapping {
    /// The `userInfo` keys of the session's notifications, by their Objective-C names (not in the SDK).
    public enum UserInfoKey {
        /// `AVAudioSessionInterruptionTypeKey`: an `AVAudioSession.InterruptionType`.
        public static let interruptionType = "AVAudioSessionInterruptionTypeKey"
        /// `AVAudioSessionInterruptionOptionKey`: `AVAudioSession.InterruptionOptions`, on `ended` only.
        public static let interruptionOption = "AVAudioSessionInterruptionOptionKey"
        /// `AVAudioSessionInterruptionReasonKey`: an `AVAudioSession.InterruptionReason`, on `began` only.
        public static let interruptionReason = "AVAudioSessionInterruptionReasonKey"
        /// `AVAudioSessionRouteChangeReasonKey`: an `AVAudioSession.RouteChangeReason`.
        public static let routeChangeReason = "AVAudioSessionRouteChangeReasonKey"
        /// `AVAudioSessionRouteChangePreviousRouteKey`: an `AVAudioSessionRouteDescription`.
        public static let routeChangePreviousRoute = "AVAudioSessionRouteChangePreviousRouteKey"
        /// `AVAudioSessionSilenceSecondaryAudioHintTypeKey`: an `AVAudioSession.SilenceSecondaryAudioHintType`.
        public static let silenceSecondaryAudioHintType = "AVAudioSessionSilenceSecondaryAudioHintTypeKey"
        /// `AVAudioApplicationMuteStateKey` (Swift `AVAudioApplication.muteStateKey`): a `Bool`, the input mute.
        public static let inputMuteState = "AVAudioApplicationMuteStateKey"
        /// `AVAudioSessionMuteStateKey` (Swift `AVAudioSession.muteStateKey`): a `Bool`, the output mute.
        public static let outputMuteState = "AVAudioSessionMuteStateKey"
    }

    /// The notifications ``AudioSessionNotification`` mirrors, one row per case; both interruption cases are
    /// `AVAudioSession.interruptionNotification`, told apart by `AVAudioSessionInterruptionTypeKey`.
    public static let notifications: [SDKNotificationSymbol] = [
        SDKNotificationSymbol(
            "interruptionBegan", "AVAudioSession.interruptionNotification", "AVAudioSessionInterruptionNotification",
            userInfoKeys: [UserInfoKey.interruptionType, UserInfoKey.interruptionReason]),
        SDKNotificationSymbol(
            "interruptionEnded", "AVAudioSession.interruptionNotification", "AVAudioSessionInterruptionNotification",
            userInfoKeys: [UserInfoKey.interruptionType, UserInfoKey.interruptionOption]),
        SDKNotificationSymbol(
            "routeChange", "AVAudioSession.routeChangeNotification", "AVAudioSessionRouteChangeNotification",
            userInfoKeys: [UserInfoKey.routeChangeReason, UserInfoKey.routeChangePreviousRoute]),
        SDKNotificationSymbol(
            "silenceSecondaryAudioHint", "AVAudioSession.silenceSecondaryAudioHintNotification",
            "AVAudioSessionSilenceSecondaryAudioHintNotification",
            userInfoKeys: [UserInfoKey.silenceSecondaryAudioHintType]),
        SDKNotificationSymbol(
            "mediaServicesWereLost", "AVAudioSession.mediaServicesWereLostNotification",
            "AVAudioSessionMediaServicesWereLostNotification", userInfoKeys: []),
        SDKNotificationSymbol(
            "mediaServicesWereReset", "AVAudioSession.mediaServicesWereResetNotification",
            "AVAudioSessionMediaServicesWereResetNotification", userInfoKeys: []),
        SDKNotificationSymbol(
            "inputMuteStateChange", "AVAudioApplication.inputMuteStateChangeNotification",
            "AVAudioApplicationInputMuteStateChangeNotification", userInfoKeys: [UserInfoKey.inputMuteState]),
        SDKNotificationSymbol(
            "outputMuteStateChange", "AVAudioSession.outputMuteStateChangeNotification",
            "AVAudioSessionOutputMuteStateChangeNotification", userInfoKeys: [UserInfoKey.outputMuteState]),
        SDKNotificationSymbol(
            "userIntentToUnmuteOutput", "AVAudioSession.userIntentToUnmuteOutputNotification",
            "AVAudioSessionUserIntentToUnmuteOutputNotification", userInfoKeys: []),
        SDKNotificationSymbol(
            "availableInputsChange", "AVAudioSession.availableInputsChangeNotification",
            "AVAudioSessionAvailableInputsChangeNotification", userInfoKeys: []),
    ]
}
