import AudioSessionEngine
import AudioSessionModel

/// How a simulated device starts: hardware, apps and who is in front at time 0 (L3).
public struct DeviceConfiguration: Hashable, Sendable {
    /// An app to install.
    public struct App: Hashable, Sendable {
        /// Its display name; `Music` and `Phone` are reserved.
        public var name: String
        /// `UIBackgroundModes` has `audio`.
        public var backgroundAudio: Bool
        /// It handles remote commands (N1).
        public var handlesRemoteCommands: Bool
        /// The record permission at time 0.
        public var recordPermission: RecordPermission
        /// What the simulated user answers to the permission prompt.
        public var grantsPermission: Bool
        /// Whether it runs at time 0 (`suspended`, or `foreground` if it is in front) or is `notRunning`.
        public var isRunning: Bool
        /// It reports its calls to CallKit (`CXProvider`; rules K).
        public var usesCallKit: Bool

        /// An app.
        public init(
            name: String, backgroundAudio: Bool = false, handlesRemoteCommands: Bool = false,
            recordPermission: RecordPermission = .undetermined, grantsPermission: Bool = true, isRunning: Bool = true,
            usesCallKit: Bool = false
        ) {
            self.usesCallKit = usesCallKit
            self.name = name
            self.backgroundAudio = backgroundAudio
            self.handlesRemoteCommands = handlesRemoteCommands
            self.recordPermission = recordPermission
            self.grantsPermission = grantsPermission
            self.isRunning = isRunning
        }
    }

    /// iPhone or iPad.
    public var model: DeviceModel
    /// iOS 18 or 26.
    public var os: OSVersion
    /// The Ring/Silent switch.
    public var ringer: RingerPosition
    /// Whether the screen is locked at time 0.
    public var isLocked: Bool
    /// How incoming calls show.
    public var callStyle: CallStyle
    /// Devices connected at time 0, oldest first.
    public var devices: [ExternalDevice]
    /// The apps, in delivery order.
    public var apps: [App]
    /// The app in front at time 0, or `nil` for the home screen.
    public var foreground: String?
    /// Whether Music plays in the background at time 0 (N3).
    public var isMusicPlaying: Bool
    /// How long after L3 decides an app in the background is suspended, in nanoseconds, never negative (the
    /// public form is ``suspendAfter``).
    package var suspendAfterNanoseconds: Int64 = 0

    /// A device; by default an unlocked iPhone on iOS 18 with the first app in front, whose apps are suspended as
    /// soon as L3 decides.
    public init(
        model: DeviceModel = .iPhone, os: OSVersion = .iOS18, ringer: RingerPosition = .ring, isLocked: Bool = false,
        callStyle: CallStyle = .banner, devices: [ExternalDevice] = [], apps: [App], foreground: String? = nil,
        isMusicPlaying: Bool = false
    ) {
        self.model = model
        self.os = os
        self.ringer = ringer
        self.isLocked = isLocked
        self.callStyle = callStyle
        self.devices = devices
        self.apps = apps
        self.foreground = foreground
        self.isMusicPlaying = isMusicPlaying
    }

    /// The device state at time 0, with Music and Phone after the declared apps.
    package func makeState() -> DeviceState {
        var apps = self.apps.map { app in
            var state = AppState(
                name: app.name, backgroundAudio: app.backgroundAudio, handlesRemoteCommands: app.handlesRemoteCommands,
                grantsPermission: app.grantsPermission, recordPermission: app.recordPermission,
                lifecycle: app.isRunning ? .suspended : .notRunning)
            state.usesCallKit = app.usesCallKit
            return state
        }
        var music = AppState(
            name: "Music", role: .music, backgroundAudio: true, handlesRemoteCommands: true, lifecycle: .suspended)
        music.session.configuration = SessionConfiguration(category: .playback)
        apps.append(music)
        apps.append(AppState(name: "Phone", role: .phone, lifecycle: .notRunning))
        var state = DeviceState(
            model: model, os: os, ringer: ringer, isLocked: isLocked, callStyle: callStyle, apps: apps)
        state.devices = devices
        state.suspendAfterNanoseconds = suspendAfterNanoseconds
        if let foreground, let id = state.app(named: foreground), state[id].lifecycle != .notRunning {
            if isLocked {
                state.appBehindLock = id // E11: suspended; unlock brings it to the front.
            } else {
                state[id].lifecycle = .foreground
                state.front = .app(id)
            }
        }
        return state
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension DeviceConfiguration {
    /// How long after L3 decides an app in the background is suspended (`device.suspendAfter`); zero: at once.
    public var suspendAfter: Duration {
        get { .nanoseconds(suspendAfterNanoseconds) }
        set { suspendAfterNanoseconds = max(0, newValue.saturatingNanoseconds) }
    }

    /// A device whose apps in the background are suspended `suspendAfter` after L3 decides; by default an unlocked
    /// iPhone on iOS 18 with the first app in front.
    public init(
        model: DeviceModel = .iPhone, os: OSVersion = .iOS18, ringer: RingerPosition = .ring, isLocked: Bool = false,
        callStyle: CallStyle = .banner, devices: [ExternalDevice] = [], apps: [App], foreground: String? = nil,
        isMusicPlaying: Bool = false, suspendAfter: Duration
    ) {
        self.init(
            model: model, os: os, ringer: ringer, isLocked: isLocked, callStyle: callStyle, devices: devices,
            apps: apps, foreground: foreground, isMusicPlaying: isMusicPlaying)
        self.suspendAfter = suspendAfter
    }
}
