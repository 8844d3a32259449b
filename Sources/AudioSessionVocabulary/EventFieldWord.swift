/// A field of a notification's payload, as `on`'s `if`, `expect`'s EVENT, the trace and the wire name it.
public enum EventFieldWord: String, VocabularyWord {
    /// `AVAudioSessionInterruptionReasonKey` or `AVAudioSessionRouteChangeReasonKey`.
    case reason
    /// `AVAudioSessionInterruptionOptionKey`'s `shouldResume`.
    case shouldResume
    /// `AVAudioSessionSilenceSecondaryAudioHintTypeKey`.
    case hintType
    /// The remote command.
    case command
    /// `CXSetHeldCallAction.isOnHold`.
    case onHold
    /// `AVAudioApplication.muteStateKey` or `AVAudioSession.muteStateKey`.
    case isMuted
    /// `CXSetMutedCallAction.isMuted`.
    case muted

    /// The event fields of `vocabulary`.
    public static func entries(in vocabulary: Vocabulary) -> [Vocabulary.Entry<Self>] { vocabulary.fields }
}
