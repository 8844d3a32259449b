import AudioSessionEngine
import AudioSessionKit
import AudioSessionModel

extension AudioSessionNotification {
    /// The SDK's notification, or `nil` for deliveries that are not audio-session notifications.
    init?(_ notification: SessionNotification) {
        switch notification {
        case .interruptionBegan(let reason): self = .interruptionBegan(reason: reason)
        case .interruptionEnded(let options): self = .interruptionEnded(options: options)
        case .routeChange(let reason, let previous): self = .routeChange(reason: reason, previousRoute: previous)
        case .silenceSecondaryAudioHint(let type): self = .silenceSecondaryAudioHint(type)
        case .mediaServicesWereLost: self = .mediaServicesWereLost
        case .mediaServicesWereReset: self = .mediaServicesWereReset
        case .inputMuteStateChange(let muted): self = .inputMuteStateChange(isMuted: muted)
        case .outputMuteStateChange(let muted): self = .outputMuteStateChange(isMuted: muted)
        case .userIntentToUnmuteOutput: self = .userIntentToUnmuteOutput
        case .availableInputsChange: self = .availableInputsChange
        case .recordPermissionPrompt, .remoteCommand, .callKit: return nil
        }
    }
}
