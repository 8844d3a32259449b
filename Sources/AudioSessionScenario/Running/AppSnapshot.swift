import AudioSessionEngine
import AudioSessionModel

/// What one app's audio looked like after an instant: the values the `state` expectations read, taken together.
///
/// The timeline page draws these; they come from the same engine queries as `expect: state` (`appState`,
/// `AVAudioSession.isOtherAudioPlaying`'s siblings), never from the text or JSON trace.
public struct AppSnapshot: Hashable, Sendable {
    /// One port of the route: its `AVAudioSession.Port` name and its `portName`.
    public struct RoutePort: Hashable, Sendable {
        /// The port type's Swift name (`headphones`), as `AVAudioSessionPortDescription.portType`.
        public var type: String
        /// The port's name (`iPhone Microphone`, a device's name), as `AVAudioSessionPortDescription.portName`.
        public var name: String

        /// A port.
        public init(type: String, name: String) {
            self.type = type
            self.name = name
        }
    }

    /// `foreground`, `inactive`, `background`, `suspended` or `notRunning` (`UIApplication.State` and beyond).
    public var appState: AppLifecycleState
    /// Whether the session is active (`setActive(true)` held).
    public var isActive: Bool
    /// Whether it is inactive because of an interruption that has not ended.
    public var isInterrupted: Bool
    /// Who interrupted it: an app's name or `system`; `nil` when not interrupted, or orphaned (rule I5).
    public var interruptedBy: String?
    /// Output attenuated because another session ducks others (rule D1).
    public var isDucked: Bool
    /// Output muted by the Ring/Silent switch, the lock, or another app's `record` session (rule P5).
    public var isSilenced: Bool
    /// Output I/O running.
    public var isPlaying: Bool
    /// Input I/O running.
    public var isRecording: Bool
    /// Playing, not silenced, on a route with an output (rule P6).
    public var isAudible: Bool
    /// Recording delivers silence: no permission, or a muted built-in mic (rules P2, I8).
    public var inputIsSilent: Bool
    /// The current route's outputs, as `AVAudioSessionRouteDescription.outputs`.
    public var outputs: [RoutePort]
    /// The current route's inputs, as `AVAudioSessionRouteDescription.inputs`.
    public var inputs: [RoutePort]
    /// The category's Swift name (`AVAudioSession.Category`).
    public var category: String
    /// The mode's Swift name (`AVAudioSession.Mode`).
    public var mode: String
    /// Whether this app is the Now Playing app (rule N1).
    public var isNowPlaying: Bool
    /// Whether the app muted its own input (rule P9).
    public var isInputMuted = false
    /// Whether the session's output is muted (rule P10).
    public var isOutputMuted = false

    /// A snapshot with every value given.
    public init(
        appState: AppLifecycleState, isActive: Bool = false, isInterrupted: Bool = false, interruptedBy: String? = nil,
        isDucked: Bool = false, isSilenced: Bool = false, isPlaying: Bool = false, isRecording: Bool = false,
        isAudible: Bool = false, inputIsSilent: Bool = false, outputs: [RoutePort] = [], inputs: [RoutePort] = [],
        category: String = "soloAmbient",
        mode: String = "default", isNowPlaying: Bool = false
    ) {
        self.appState = appState
        self.isActive = isActive
        self.isInterrupted = isInterrupted
        self.interruptedBy = interruptedBy
        self.isDucked = isDucked
        self.isSilenced = isSilenced
        self.isPlaying = isPlaying
        self.isRecording = isRecording
        self.isAudible = isAudible
        self.inputIsSilent = inputIsSilent
        self.outputs = outputs
        self.inputs = inputs
        self.category = category
        self.mode = mode
        self.isNowPlaying = isNowPlaying
    }

    /// The app's values now, read through the engine's state queries.
    public init(of id: AppID, in engine: Engine) {
        self.init(Engine.AppReadings(of: id, in: engine))
    }

    /// The app's values, already read (`Engine.readingsOfEveryApp()`).
    package init(_ readings: Engine.AppReadings) {
        let route = readings.route
        self.init(
            appState: readings.appState, isActive: readings.isActive, isInterrupted: readings.isInterrupted,
            interruptedBy: readings.isInterrupted && readings.interruptedBy != "none" ? readings.interruptedBy : nil,
            isDucked: readings.isDucked, isSilenced: readings.isSilenced, isPlaying: readings.isPlaying,
            isRecording: readings.isRecording, isAudible: readings.isAudible, inputIsSilent: readings.inputIsSilent,
            outputs: route.outputs.map { RoutePort(type: $0.portType.description, name: $0.portName) },
            inputs: route.inputs.map { RoutePort(type: $0.portType.description, name: $0.portName) },
            category: readings.category.description, mode: readings.mode.description,
            isNowPlaying: readings.isNowPlaying)
        isInputMuted = readings.isInputMuted
        isOutputMuted = readings.isOutputMuted
    }

    /// Whether nothing about the app's audio is going on: not active, interrupted, playing or recording.
    public var isIdle: Bool { !isActive && !isInterrupted && !isPlaying && !isRecording }
}
