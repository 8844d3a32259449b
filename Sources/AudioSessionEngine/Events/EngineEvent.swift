/// One thing that happens to the device: an app's call, a user action, a system event, a timer, or the start or end
/// of a turn of app code.
public enum EngineEvent: Hashable, Sendable {
    /// An app's code calls its session.
    case app(AppID, AppAction)
    /// The user acts.
    case user(UserAction)
    /// The system acts.
    case system(SystemEvent)
    /// A `play {for:}` or `record {for:}` ran out (P3).
    case ioTimerFired(AppID, output: Bool, token: Int)
    /// An app's own code is about to run (a scenario step, a request from its process): wake it or launch it in the
    /// background (L4).
    case appWillRunCode(AppID)
    /// A turn of app code has ended (a step's whole list, a request's actions, with what they delivered): decide
    /// suspensions (L3).
    case turnEnded
    /// An app's timer fell due while it is suspended: hold it (L5).
    case holdTimer(AppID, token: Int)
    /// The app starts or stops handling a remote command (N2).
    case handlingRemoteCommand(AppID, Bool)
    /// An app's grace in the background ran out (L3, `device.suspendAfter`): suspend it unless it runs audio again
    /// or is in front.
    case suspensionDue(AppID, token: Int)
    /// The second half of a CallKit action, once the reactions to its delivery have run (K7).
    case callKit(CallKitStep)
    /// An app is removed from the device at run time: terminated as if swiped away (L6), never to run again.
    case removeApp(AppID)
    /// Audio no session accounts for started or stopped (on a real sound server, a stream of a process that is no
    /// app of the runtime's): it counts for every app's `otherAudioPlaying` (H1) and for nothing else.
    case outsideAudio(playing: Bool)
}

extension EngineEvent {
    /// Whether the event ends system audio or hands the route to a call, so that I7's and R8's route changes need
    /// the previous route of apps that were not running (suspended apps woken or brought back by it).
    var needsEveryPreviousRoute: Bool {
        switch self {
        case .user(.declineCall), .user(.endCall), .user(.dismissAlarm), .system(.remoteHangUp), .system(.siriEnded),
            .user(.answerCall), .user(.endCallOf), .user(.holdAndAccept), .user(.endAndAccept), .user(.resumeCall),
            .app(_, .callKit), .callKit:
            true
        default:
            false
        }
    }
}
