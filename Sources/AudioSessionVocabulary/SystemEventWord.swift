import AudioSessionEngine

/// A system event, without its argument: what `SystemEvent` is, case by case.
public enum SystemEventWord: String, VocabularyWord {
    /// A cellular call starts ringing.
    case incomingCall
    /// The other party ends the call.
    case remoteHangUp
    /// A Clock alarm starts ringing.
    case alarm
    /// Siri starts listening.
    case siri
    /// Siri finishes.
    case siriEnded
    /// The media server crashes and restarts.
    case resetMediaServices
    /// An iPad's cover closes or opens.
    case smartFolio

    /// The system events of `vocabulary`.
    public static func entries(in vocabulary: Vocabulary) -> [Vocabulary.Entry<Self>] { vocabulary.systemEvents }
}

extension SystemEvent {
    /// The event without its argument, as the vocabulary names it.
    public var word: SystemEventWord {
        switch self {
        case .incomingCall: .incomingCall
        case .remoteHangUp: .remoteHangUp
        case .alarm: .alarm
        case .siri: .siri
        case .siriEnded: .siriEnded
        case .resetMediaServices: .resetMediaServices
        case .smartFolio: .smartFolio
        }
    }
}
