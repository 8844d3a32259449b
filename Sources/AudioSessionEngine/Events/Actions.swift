import AudioSessionModel

/// What an app's code does to its session (scenario format, "App actions"), as `AVAudioSession` calls.
public enum AppAction: Hashable, Sendable {
    /// `setCategory(_:mode:policy:options:)`.
    case setCategory(SessionConfiguration)
    /// `setMode(_:)`.
    case setMode(AudioSessionMode)
    /// `setActive(true)`.
    case activate
    /// `setActive(false, options:)`.
    case deactivate(SetActiveOptions)
    /// A player starts; with a duration, it stops by itself after that long (rule P3).
    case play(for: TimeSpan?)
    /// The player stops.
    case stop
    /// A recorder starts; with a duration, it stops by itself (rule P3).
    case record(for: TimeSpan?)
    /// The recorder stops.
    case stopRecording
    /// `overrideOutputAudioPort(_:)`.
    case overrideOutput(PortOverride)
    /// `setPreferredInput(_:)`.
    case setPreferredInput(InputSelection)
    /// `AVAudioApplication.requestRecordPermission()`.
    case requestRecordPermission
    /// `setPrefersNoInterruptionsFromSystemAlerts(_:)`.
    case setPrefersNoInterruptionsFromSystemAlerts(Bool)
    /// `setPrefersInterruptionOnRouteDisconnect(_:)`.
    case setPrefersInterruptionOnRouteDisconnect(Bool)
    /// `AVAudioApplication.setInputMuted(_:)`: the app's own input mute (P9).
    case setInputMuted(Bool)
    /// `AVAudioSession.setOutputMuted(_:)`, iOS 26: the session's output mute (P10).
    case setOutputMuted(Bool)
    /// The app's sound engine acts (Wwise's `AK::SoundEngine`); never fails, leaves the session alone.
    case soundEngine(SoundEngineAction)
    /// A CallKit app's call to `CXProvider` or `CXCallController` (rules K1, K4, K6).
    case callKit(CallKitAction)
}

/// What the user does to the device (scenario format, "User actions").
public enum UserAction: Hashable, Sendable {
    /// Plugs in or pairs a device.
    case connect(ExternalDevice)
    /// Unplugs the device with this name.
    case disconnect(String)
    /// Flips the Ring/Silent switch.
    case ringer(RingerPosition)
    /// Presses the side button to lock.
    case lock
    /// Unlocks.
    case unlock
    /// Brings an app to the foreground, launching it if needed.
    case openApp(String)
    /// Goes to the home screen.
    case home
    /// Answers the ringing call.
    case answerCall
    /// Declines the ringing call.
    case declineCall
    /// Ends the connected call.
    case endCall
    /// Ends the call of the app with this name, or the cellular call for `Phone` (K4: `endCall: NAME`).
    case endCallOf(String)
    /// Holds the connected call and answers the waiting one (K5).
    case holdAndAccept
    /// Ends the connected call and answers the waiting one (K5).
    case endAndAccept
    /// Takes the held call off hold (K5).
    case resumeCall
    /// Stops a ringing alarm.
    case dismissAlarm
    /// A remote-control command.
    case remote(RemoteCommand)
    /// Swipes an app away.
    case killApp(String)
    /// The AirPods or headset mute gesture: mutes (`true`) or unmutes the input of the app that owns the route (P9).
    case muteInput(Bool)
    /// Presses the volume-up button (P10).
    case volumeUp
}

/// What the system does (scenario format, "System events").
public enum SystemEvent: Hashable, Sendable {
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
    /// An iPad's cover closes (`true`) or opens (`false`).
    case smartFolio(closed: Bool)
}
