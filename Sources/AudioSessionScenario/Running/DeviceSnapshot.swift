import AudioSessionEngine

/// What the device itself looked like after an instant: what is in front, the switch, the lock, connected devices
/// and system audio. The timeline page draws it in the steps lane.
public struct DeviceSnapshot: Hashable, Sendable {
    /// The app in front, `Phone` during a call in front, or `home`.
    public var front: String
    /// The Ring/Silent switch: `ring` or `silent`.
    public var ringer: String
    /// Whether the screen is locked.
    public var isLocked: Bool
    /// Connected external devices' names, oldest first.
    public var devices: [String]
    /// Each call's phase with its owner: `cellular ringing`, `Chat connected`.
    public var calls: [String]
    /// Whether an alarm rings.
    public var isAlarmRinging: Bool
    /// Whether Siri listens.
    public var isSiriListening: Bool
    /// Whether an iPad's Smart Folio mutes the built-in mic (rule I8).
    public var isMicMuted: Bool

    /// A snapshot with every value given.
    public init(
        front: String = "home", ringer: String = "ring", isLocked: Bool = false, devices: [String] = [],
        calls: [String] = [], isAlarmRinging: Bool = false, isSiriListening: Bool = false, isMicMuted: Bool = false
    ) {
        self.front = front
        self.ringer = ringer
        self.isLocked = isLocked
        self.devices = devices
        self.calls = calls
        self.isAlarmRinging = isAlarmRinging
        self.isSiriListening = isSiriListening
        self.isMicMuted = isMicMuted
    }

    /// The device's values now.
    public init(of state: DeviceState) {
        let front: String
        switch state.front {
        case .home: front = "home"
        case .app(let id): front = state[id].name
        case .phone: front = "Phone"
        }
        self.init(
            front: front, ringer: state.ringer == .silent ? "silent" : "ring", isLocked: state.isLocked,
            devices: state.devices.map(\.name),
            calls: state.calls.map { "\($0.app.map { state[$0].name } ?? "cellular") call \($0.phase.rawValue)" },
            isAlarmRinging: state.isAlarmRinging, isSiriListening: state.isSiriListening, isMicMuted: state.isMicMuted)
    }

    /// The snapshot in a few words, the front first: `Maps in front, silent, locked, Earbuds, alarm ringing`.
    public var words: [String] {
        var words = [front == "home" ? "home screen" : "\(front) in front"]
        if ringer == "silent" { words.append("silent") }
        if isLocked { words.append("locked") }
        words += devices
        words += calls
        if isAlarmRinging { words.append("alarm ringing") }
        if isSiriListening { words.append("Siri listening") }
        if isMicMuted { words.append("built-in mic muted") }
        return words
    }
}

extension DeviceSnapshot {
    /// What a snapshot is made of, compared without spelling it out: equal keys give equal snapshots (the
    /// devices and the calls by their versions, which change with every change to them).
    struct Key: Equatable {
        var front: Front
        var ringer: RingerPosition
        var isLocked: Bool
        var devicesVersion: Int
        var callsVersion: Int
        var isAlarmRinging: Bool
        var isSiriListening: Bool
        var isMicMuted: Bool

        /// The key of the snapshot of the engine's state, read field by field without copying the state: the
        /// versions come from the readings' `context` of the same instant (asking the state for them copies it).
        init(of engine: borrowing Engine, context: Engine.ReadingsContext) {
            front = engine.state.front
            ringer = engine.state.ringer
            isLocked = engine.state.isLocked
            devicesVersion = context.devicesVersion
            callsVersion = context.callsVersion
            isAlarmRinging = engine.state.isAlarmRinging
            isSiriListening = engine.state.isSiriListening
            isMicMuted = engine.state.isMicMuted
        }
    }
}
