import AudioSessionEngine
import AudioSessionModel

extension SessionNotification.Kind: VocabularyWord {
    /// The notifications of `vocabulary`.
    public static func entries(in vocabulary: Vocabulary) -> [Vocabulary.Entry<Self>] { vocabulary.notifications }
}

extension Vocabulary {
    /// The name of an app action (`activate`, `suspendEngine`, `requestHold`).
    public func name(of action: AppAction) -> String { name(of: action.word) }

    /// The name of a user action (`answerCall`; `endCall` with or without an app).
    public func name(of action: UserAction) -> String { name(of: action.word) }

    /// The name of a system event (`incomingCall`).
    public func name(of event: SystemEvent) -> String { name(of: event.word) }

    /// The name of a notification (`interruptionBegan`).
    public func name(of notification: SessionNotification) -> String { name(of: notification.kind) }

    /// A notification's payload fields by name, in a fixed order, valued as a scenario writes them.
    public func fields(of notification: SessionNotification) -> [(name: String, value: String)] {
        func bool(_ flag: Bool) -> String { flag ? "true" : "false" }
        switch notification {
        case .interruptionBegan(let reason): return [(name(of: EventFieldWord.reason), reason.description)]
        case .interruptionEnded(let options):
            return [(name(of: EventFieldWord.shouldResume), bool(options.contains(.shouldResume)))]
        case .routeChange(let reason, _): return [(name(of: EventFieldWord.reason), reason.description)]
        case .silenceSecondaryAudioHint(let type): return [(name(of: EventFieldWord.hintType), type.description)]
        case .remoteCommand(let command): return [(name(of: EventFieldWord.command), command.rawValue)]
        case .callKit(.performSetHeld(let onHold)): return [(name(of: EventFieldWord.onHold), bool(onHold))]
        case .callKit(.performSetMuted(let muted)): return [(name(of: EventFieldWord.muted), bool(muted))]
        case .inputMuteStateChange(let muted), .outputMuteStateChange(let muted):
            return [(name(of: EventFieldWord.isMuted), bool(muted))]
        case .mediaServicesWereLost, .mediaServicesWereReset, .recordPermissionPrompt, .callKit,
            .userIntentToUnmuteOutput, .availableInputsChange:
            return []
        }
    }
}
