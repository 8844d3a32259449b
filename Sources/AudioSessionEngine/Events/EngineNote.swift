import AudioSessionModel

/// A decision that delivers nothing, noted for the trace (a duck, a route, a call's phase, a suspension): typed here,
/// spelled by the vocabulary, as a notification is.
public enum EngineNote: Hashable, Sendable {
    /// The app's route changed and no notification tells it (S7, R5): its route now.
    case route(RouteDescription)
    /// Another session ducks the app (D1).
    case ducked
    /// No active session ducks the app any more (D2).
    case unducked
    /// The app's call reached a phase (K1, K5, K6; the Phone's cellular call, S1, S3).
    case call(CallPhase)
    /// The app's call ended.
    case callEnded
    /// A device connected (R8).
    case connected(ExternalDevice)
    /// A device disconnected (R8).
    case disconnected(ExternalDevice)
    /// The user flipped the Ring/Silent switch (P5).
    case ringer(RingerPosition)
    /// A remote command reached no app (N2).
    case remoteIgnored(RemoteCommand)
    /// A notification waits for its suspended app (L5).
    case held(SessionNotification.Kind)
    /// An app timer waits for its suspended app (L5).
    case timerHeld
    /// The media services were reset.
    case mediaServicesReset
    /// The app's play duration ran out (P3).
    case playbackFinished
    /// The app's record duration ran out (P3).
    case recordingFinished
    /// The suspended app runs again.
    case woken
    /// The app was launched into the background.
    case launched
    /// The app was suspended.
    case suspended
    /// The app was terminated (L6).
    case terminated
    /// The app became the Now Playing app (N1).
    case nowPlaying
    /// The system could not activate a session the app had already activated (K2).
    case alreadyActive
}
