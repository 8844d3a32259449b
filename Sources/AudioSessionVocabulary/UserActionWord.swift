import AudioSessionEngine

/// A user action, without its argument: what `UserAction` is, case by case (`endCall` with or without a name is one
/// word).
public enum UserActionWord: String, VocabularyWord {
    /// Plugs in or pairs a device.
    case connect
    /// Unplugs a device.
    case disconnect
    /// Flips the Ring/Silent switch.
    case ringer
    /// Locks.
    case lock
    /// Unlocks.
    case unlock
    /// Brings an app to the foreground.
    case openApp
    /// Goes to the home screen.
    case home
    /// Answers the ringing call.
    case answerCall
    /// Declines the ringing call.
    case declineCall
    /// Ends the connected call, or an app's call.
    case endCall
    /// Holds the connected call and answers the waiting one.
    case holdAndAccept
    /// Ends the connected call and answers the waiting one.
    case endAndAccept
    /// Takes the held call off hold.
    case resumeCall
    /// Stops a ringing alarm.
    case dismissAlarm
    /// A remote-control command.
    case remote
    /// Swipes an app away.
    case killApp
    /// The headset's mute gesture.
    case muteInput
    /// Presses the volume-up button.
    case volumeUp

    /// The user actions of `vocabulary`.
    public static func entries(in vocabulary: Vocabulary) -> [Vocabulary.Entry<Self>] { vocabulary.userActions }
}

extension UserAction {
    /// The action without its argument, as the vocabulary names it.
    public var word: UserActionWord {
        switch self {
        case .connect: .connect
        case .disconnect: .disconnect
        case .ringer: .ringer
        case .lock: .lock
        case .unlock: .unlock
        case .openApp: .openApp
        case .home: .home
        case .answerCall: .answerCall
        case .declineCall: .declineCall
        case .endCall, .endCallOf: .endCall
        case .holdAndAccept: .holdAndAccept
        case .endAndAccept: .endAndAccept
        case .resumeCall: .resumeCall
        case .dismissAlarm: .dismissAlarm
        case .remote: .remote
        case .killApp: .killApp
        case .muteInput: .muteInput
        case .volumeUp: .volumeUp
        }
    }
}
