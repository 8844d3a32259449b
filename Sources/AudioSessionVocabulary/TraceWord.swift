import AudioSessionEngine

/// The kind of a trace line that is no action, notification or callback: the engine's notes (`ducked`, `route`,
/// `call`) and Music's `tap`.
public enum TraceWord: String, VocabularyWord {
    /// `EngineNote.route`: an app's route changed without a notification.
    case route
    /// `EngineNote.ducked`.
    case ducked
    /// `EngineNote.unducked`.
    case unducked
    /// `EngineNote.call` and `EngineNote.callEnded`: a call's phase.
    case call
    /// `EngineNote.connected`.
    case connected
    /// `EngineNote.disconnected`.
    case disconnected
    /// `EngineNote.ringer`.
    case ringer
    /// `EngineNote.remoteIgnored`.
    case remoteIgnored
    /// `EngineNote.held`: a notification held for a suspended app.
    case held
    /// `EngineNote.timerHeld`.
    case timerHeld
    /// `EngineNote.mediaServicesReset`.
    case mediaServicesReset
    /// `EngineNote.playbackFinished`.
    case playbackFinished
    /// `EngineNote.recordingFinished`.
    case recordingFinished
    /// `EngineNote.woken`.
    case woken
    /// `EngineNote.launched`.
    case launched
    /// `EngineNote.suspended`.
    case suspended
    /// `EngineNote.terminated`.
    case terminated
    /// `EngineNote.nowPlaying`.
    case nowPlaying
    /// `EngineNote.alreadyActive`.
    case alreadyActive
    /// The user tapped play or pause in Music (an `app: Music` step).
    case tap

    /// The trace words of `vocabulary`.
    public static func entries(in vocabulary: Vocabulary) -> [Vocabulary.Entry<Self>] { vocabulary.traceWords }
}

extension EngineNote {
    /// The note without its values, as the vocabulary names it.
    public var word: TraceWord {
        switch self {
        case .route: .route
        case .ducked: .ducked
        case .unducked: .unducked
        case .call, .callEnded: .call
        case .connected: .connected
        case .disconnected: .disconnected
        case .ringer: .ringer
        case .remoteIgnored: .remoteIgnored
        case .held: .held
        case .timerHeld: .timerHeld
        case .mediaServicesReset: .mediaServicesReset
        case .playbackFinished: .playbackFinished
        case .recordingFinished: .recordingFinished
        case .woken: .woken
        case .launched: .launched
        case .suspended: .suspended
        case .terminated: .terminated
        case .nowPlaying: .nowPlaying
        case .alreadyActive: .alreadyActive
        }
    }
}
