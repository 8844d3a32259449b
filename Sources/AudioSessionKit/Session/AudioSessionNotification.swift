import AudioSessionModel

/// A notification an audio session posts, with the SDK's payload.
public enum AudioSessionNotification: Hashable, Sendable {
    /// `AVAudioSession.interruptionNotification`, type began, with `AVAudioSessionInterruptionReasonKey`.
    case interruptionBegan(reason: InterruptionReason)
    /// `AVAudioSession.interruptionNotification`, type ended, with `AVAudioSessionInterruptionOptionKey`.
    case interruptionEnded(options: InterruptionOptions)
    /// `AVAudioSession.routeChangeNotification` with its reason and `AVAudioSessionRouteChangePreviousRouteKey`.
    case routeChange(reason: RouteChangeReason, previousRoute: RouteDescription)
    /// `AVAudioSession.silenceSecondaryAudioHintNotification` with its type.
    case silenceSecondaryAudioHint(SilenceSecondaryAudioHintType)
    /// `AVAudioSession.mediaServicesWereLostNotification`.
    case mediaServicesWereLost
    /// `AVAudioSession.mediaServicesWereResetNotification`.
    case mediaServicesWereReset
    /// `AVAudioApplication.inputMuteStateChangeNotification` with `AVAudioApplication.muteStateKey` (iOS 17): the
    /// app's input mute changed while a recording session of the app is active.
    case inputMuteStateChange(isMuted: Bool)
    /// `AVAudioSession.outputMuteStateChangeNotification` with `AVAudioSession.muteStateKey` (iOS 26).
    case outputMuteStateChange(isMuted: Bool)
    /// `AVAudioSession.userIntentToUnmuteOutputNotification` (iOS 26): the user wants to hear the muted output.
    case userIntentToUnmuteOutput
    /// `AVAudioSession.availableInputsChangeNotification` (iOS 26): `availableInputs` changed.
    case availableInputsChange
}

/// Keeps an observer registered; `cancel()` removes it (not in the SDK).
public final class AudioSessionObservation: Sendable {
    private let onCancel: @Sendable () -> Void
    /// An observation that runs `onCancel` when cancelled (not in the SDK).
    public init(onCancel: @escaping @Sendable () -> Void) { self.onCancel = onCancel }
    /// Stops the observation (not in the SDK).
    public func cancel() { onCancel() }
}
