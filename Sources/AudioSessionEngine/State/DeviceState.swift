import AudioSessionModel

/// Who made a session inactive: an app's session or a system audio (rule I1).
public enum Interrupter: Hashable, Sendable {
    /// Another app's session.
    case app(AppID)
    /// A ringing or connected call, a ringing alarm, or Siri.
    case system(SystemAudio)
}

/// The kinds of system audio (rule S); each is the interrupter of what it interrupts (E9).
public enum SystemAudio: String, Hashable, Sendable, CaseIterable {
    /// A phone call, ringing or connected.
    case call
    /// A Clock alarm.
    case alarm
    /// Siri listening.
    case siri
}

/// The state of one call, cellular or VoIP (rules S, K).
public struct CallState: Hashable, Sendable {
    /// The CallKit app whose VoIP call it is; `nil` for the cellular call (the Phone's).
    public var app: AppID?
    /// Ringing, waiting, dialing, connected or held (K1 to K6).
    public var phase: CallPhase
    /// The app in front when the call was answered, brought back when it ends (S4).
    public var appInFront: AppID?

    /// Whether the call has been answered and is not held.
    public var isConnected: Bool { phase == .connected }
    /// Whether it is system audio: ringing, or connected and not held (K terms).
    public var isSystemAudio: Bool { phase == .ringing || phase == .connected }

    /// A call.
    public init(app: AppID?, phase: CallPhase, appInFront: AppID? = nil) {
        self.app = app
        self.phase = phase
        self.appInFront = appInFront
    }
}

/// A preferred input (rule R7): a port on a device, or the built-in mic.
public struct PreferredInput: Hashable, Sendable {
    /// The device's name, or `nil` for the built-in mic.
    public var deviceName: String?
    /// The port.
    public var port: AudioSessionPort
}

/// One app's audio session (rules C, A, I, P).
///
/// Two sessions in the same state are equal however they got there: the counters the engine's caches compare are
/// not part of the value.
public struct SessionState: Hashable, Sendable {
    /// Category, mode, options and policy.
    public var configuration: SessionConfiguration {
        get { storedConfiguration }
        set { setConfiguration(newValue, derived: nil) }
    }
    private var storedConfiguration = SessionConfiguration.initial

    /// Sets the configuration with its derived facts, when the engine has them already (computed if `nil`).
    mutating func setConfiguration(_ configuration: SessionConfiguration, derived: Derived?) {
        guard configuration != storedConfiguration else { return }
        storedConfiguration = configuration
        self.derived = derived ?? Derived(configuration)
        routingStamp.bump()
        ownRouteStamp.bump()
    }
    /// Changes whenever something the session's route depends on changes (the route cache compares it).
    package internal(set) var routingVersion: Int {
        get { routingStamp.value }
        set { routingStamp.value = newValue }
    }
    /// Changes whenever something the session's own route (R2 to R7) depends on changes: not its activity.
    var ownRouteVersion: Int {
        get { ownRouteStamp.value }
        set { ownRouteStamp.value = newValue }
    }
    // The counters are stamps, which equality and hashing skip: two sessions that differ only in how often they
    // changed are equal.
    private var routingStamp = VersionStamp()
    private var ownRouteStamp = VersionStamp()
    /// Facts derived from the configuration, computed once when it is set (the engine reads them on every event).
    package private(set) var derived = Derived(.initial)

    /// What the engine asks of a configuration on every event, computed when it is set.
    package struct Derived: Hashable, Sendable {
        /// ``SessionConfiguration/effectiveOptions``.
        package let effectiveOptions: CategoryOptions
        /// ``SessionConfiguration/isMixable``.
        package let isMixable: Bool
        /// The category records.
        package let hasInput: Bool
        /// The category plays.
        package let hasOutput: Bool
        /// The options include `duckOthers` (D1).
        package let ducksOthers: Bool
        /// The category keeps playing in the background (L3).
        package let isBackgroundCapable: Bool

        init(_ configuration: SessionConfiguration) {
            effectiveOptions = configuration.effectiveOptions
            isMixable = configuration.category == .ambient || effectiveOptions.contains(.mixWithOthers)
            hasInput = configuration.category.hasInput
            hasOutput = configuration.category.hasOutput
            ducksOthers = effectiveOptions.contains(.duckOthers)
            isBackgroundCapable = CategoryTraits.of(configuration.category)?.isBackgroundCapable == true
        }
    }
    /// Whether the session is active.
    public var isActive: Bool {
        get { storedIsActive }
        set {
            guard newValue != storedIsActive else { return }
            storedIsActive = newValue
            routingStamp.bump()
        }
    }
    // The properties whose change bumps a version are computed over stored ones rather than observed: reading an
    // observed property of a session inside the app array copies the whole session first.
    private var storedIsActive = false
    /// D1: an active session with `duckOthers` ducks the other active sessions.
    public var isDuckingOthers: Bool { isActive && derived.ducksOthers }
    /// H2: output that silences secondary audio is playing, non-mixable output.
    public var isPlayingNonMixable: Bool { isPlaying && !derived.isMixable }
    /// Interrupted by another app's session, which has not ended the interruption (I1, I5).
    public var isInterruptedByApp: Bool {
        if case .app = interrupter { return true }
        return false
    }
    /// When it last became active or was reconfigured, for the route owner (R1, E4); 0 if never.
    public var activationSequence = 0
    /// Whether it is inactive because of an interruption that has not ended (I2).
    public var isInterrupted = false
    /// Who interrupted it; `nil` when not interrupted or orphaned (I5).
    public var interrupter: Interrupter?
    /// The reason of the pending interruption.
    public var interruptionReason: InterruptionReason?
    /// Whether its `interruptionEnded` is decided but held while its app is suspended (L5): until the app is told,
    /// it still reads interrupted, by its interrupter (I2).
    public var isInterruptionEndHeld = false
    /// Whether I/O was running when it was interrupted (L4).
    public var wasRunningIOWhenInterrupted = false
    /// Whether output was playing when it was interrupted (N3).
    public var wasPlayingWhenInterrupted = false
    /// Output I/O running.
    public var isPlaying = false
    /// Input I/O running.
    public var isRecording = false
    /// The timer token of a `play {for:}`, cancelled when output stops.
    package var playToken: Int?
    /// The timer token of a `record {for:}`, cancelled when input stops.
    package var recordToken: Int?
    /// The speaker override (R5).
    public var portOverride: PortOverride {
        get { storedPortOverride }
        set {
            guard newValue != storedPortOverride else { return }
            storedPortOverride = newValue
            routingStamp.bump()
            ownRouteStamp.bump()
        }
    }
    private var storedPortOverride = PortOverride.none
    /// The preferred input (R7).
    public var preferredInput: PreferredInput? {
        get { storedPreferredInput }
        set {
            storedPreferredInput = newValue
            routingStamp.bump()
            ownRouteStamp.bump()
        }
    }
    private var storedPreferredInput: PreferredInput?
    /// `prefersNoInterruptionsFromSystemAlerts` (I6).
    public var prefersNoInterruptionsFromSystemAlerts = false
    /// `prefersInterruptionOnRouteDisconnect` (R10), `true` by default.
    public var prefersInterruptionOnRouteDisconnect = true
    /// `isOutputMuted` (P10, iOS 26): the session's output is zeroed; it still plays.
    public var isOutputMuted = false

    /// A new session (rule C1).
    public init() {}
}

/// Which built-in app an entry is, if any.
public enum AppRole: Hashable, Sendable {
    /// An app of the scenario.
    case declared
    /// The built-in Music app (rule N3).
    case music
    /// The built-in Phone app (rule S8).
    case phone
}

/// Something that fell due for a suspended app, run when it next runs (L5).
public enum HeldItem: Hashable, Sendable {
    /// A notification, with why it was sent.
    case notification(SessionNotification, Because)
    /// An app timer (an `after` reaction), by token.
    case timer(Int)
}

/// One app on the device.
public struct AppState: Hashable, Sendable {
    /// The display name.
    public var name: String
    /// Declared, Music or Phone.
    public var role: AppRole
    /// `UIBackgroundModes` contains `audio`.
    public var backgroundAudio: Bool
    /// Handles remote commands, so it can be the Now Playing app (N1).
    public var handlesRemoteCommands: Bool
    /// What the simulated user answers to the record-permission prompt.
    public var grantsPermission: Bool
    /// The record permission; it survives termination (P7).
    public var recordPermission: RecordPermission
    /// The lifecycle state (L1).
    public var lifecycle: AppLifecycleState
    /// The session.
    public var session = SessionState()
    /// The hint last delivered to it (H3); `nil` when it is not in front with an active session.
    public var lastHint: Bool?
    /// What fell due while it was suspended (L5).
    public var held: [HeldItem] = []
    /// Whether it is handling a remote command right now (N2).
    public var isHandlingRemoteCommand = false
    /// The token of its pending delayed suspension (L3, `suspendAfter`), if any.
    package var suspensionToken: Int?
    /// The app reports its calls to CallKit (`callKit: true`, rules K).
    public var usesCallKit = false
    /// The app was removed from the device at run time: it never runs again, and its id is never reused.
    public internal(set) var isRemoved = false
    /// `AVAudioApplication.isInputMuted` (P9): the app's own input mute; it survives deactivation.
    public var isInputMuted = false
    /// A change of ``isInputMuted`` made while no input session of the app was active, told when one next is (P9).
    package var isInputMuteChangePending = false

    /// An app.
    public init(
        name: String, role: AppRole = .declared, backgroundAudio: Bool = false, handlesRemoteCommands: Bool = false,
        grantsPermission: Bool = true, recordPermission: RecordPermission = .undetermined,
        lifecycle: AppLifecycleState = .suspended
    ) {
        self.name = name
        self.role = role
        self.backgroundAudio = backgroundAudio
        self.handlesRemoteCommands = handlesRemoteCommands
        self.grantsPermission = grantsPermission
        self.recordPermission = recordPermission
        self.lifecycle = lifecycle
    }

    /// L1: moves to a lifecycle state; an app out of front forgets its last hint (H3): one change, one access.
    mutating func moveLifecycle(to new: AppLifecycleState) {
        lifecycle = new
        if !new.isInFront { lastHint = nil }
    }
}

/// What is in front of the screen.
public enum Front: Hashable, Sendable {
    /// The home screen (or the lock screen).
    case home
    /// An app.
    case app(AppID)
    /// The built-in Phone app during a call (S3).
    case phone
}

/// The whole simulated device: hardware, apps, system audio. A value; the engine mutates it.
///
/// Two devices in the same state are equal however they got there: the counters the engine's caches compare are
/// not part of the value.
public struct DeviceState: Hashable, Sendable {
    /// iPhone or iPad.
    public var model: DeviceModel
    /// The iOS version modelled.
    public var os: OSVersion
    /// The Ring/Silent switch.
    public var ringer: RingerPosition
    /// Whether the screen is locked.
    public var isLocked: Bool
    /// How incoming calls show.
    public var callStyle: CallStyle
    /// Connected external devices, oldest first.
    public var devices: [ExternalDevice] = [] {
        didSet { devicesStamp.bump() }
    }
    /// Changes whenever a device connects or disconnects (the route cache compares it).
    package var devicesVersion: Int { devicesStamp.value }
    /// The stamp behind ``devicesVersion``, which equality and hashing skip.
    private var devicesStamp = VersionStamp()
    /// The apps in delivery order; change one through ``subscript(_:)``, which notes the change for the engine.
    public private(set) var apps: [AppState]
    /// The apps changed since the engine last looked (bookkeeping, not part of the device's value).
    var changes = AppChanges()
    /// What is in front.
    public var front: Front = .home
    /// The app brought back by `unlock` (L2, E11).
    public var appBehindLock: AppID?
    /// The calls, cellular or VoIP, in the order they began: at most two (K5).
    public var calls: [CallState] = [] {
        didSet { callsStamp.bump() }
    }
    /// Changes whenever a call arrives, changes phase or ends (the route cache compares it).
    package var callsVersion: Int { callsStamp.value }
    /// The stamp behind ``callsVersion``, which equality and hashing skip.
    private var callsStamp = VersionStamp()
    /// The call that is system audio (ringing, or connected and not held), if any: at most one is (K1, K5).
    public var call: CallState? {
        guard !calls.isEmpty else { return nil }
        for call in calls where call.isSystemAudio { return call }
        return nil
    }
    /// Whether an alarm rings.
    public var isAlarmRinging = false
    /// Whether Siri listens.
    public var isSiriListening = false
    /// The Now Playing app (N1).
    public var nowPlaying: AppID?
    /// Counter behind ``SessionState/activationSequence``.
    package var activationCounter = 0
    /// Counter behind I/O timer tokens.
    package var tokenCounter = 0
    /// Whether an iPad's Smart Folio mutes the built-in mic (I8).
    public var isMicMuted = false
    /// Whether audio no session accounts for plays (``EngineEvent/outsideAudio(playing:)``): it counts for H1.
    public var isOutsideAudioPlaying = false
    /// How many apps have an input mute change still to tell (P9), so that events look for them only when some do.
    package var pendingInputMuteChanges = 0
    /// How long after L3 decides an app in the background is suspended, in nanoseconds (the public form is
    /// ``suspendAfter``).
    package var suspendAfterNanoseconds: Int64 = 0

    /// A device with these apps.
    public init(
        model: DeviceModel = .iPhone, os: OSVersion = .iOS18, ringer: RingerPosition = .ring, isLocked: Bool = false,
        callStyle: CallStyle = .banner, apps: [AppState]
    ) {
        self.model = model
        self.os = os
        self.ringer = ringer
        self.isLocked = isLocked
        self.callStyle = callStyle
        self.apps = apps
    }

    /// The app with this name.
    public func app(named name: String) -> AppID? {
        apps.firstIndex { $0.name == name && !$0.isRemoved }.map(AppID.init)
    }

    /// Adds an app after every other (last in delivery order, O1); its id is its own for good.
    mutating func appendApp(_ app: AppState) -> AppID {
        apps.append(app)
        changes.overflowed = true // The indexes start over for the new count.
        return AppID(apps.count - 1)
    }

    /// The built-in Music app.
    public var music: AppID? { apps.firstIndex { $0.role == .music }.map(AppID.init) }
    /// The built-in Phone app.
    public var phone: AppID? { apps.firstIndex { $0.role == .phone }.map(AppID.init) }

    /// The app in front, if it is an app.
    public var appInFront: AppID? {
        if case .app(let id) = front { return id }
        return nil
    }

    /// Whether any system audio is active (a call ringing or connected, an alarm, Siri).
    public var isSystemAudioActive: Bool { call != nil || isAlarmRinging || isSiriListening }

    /// Whether the app in front is covered (L1): a ringing full-screen call, or Siri. An alarm is always a banner
    /// and covers nothing (L1, S5).
    public var isFrontCovered: Bool {
        let ringing = call.map { !$0.isConnected } ?? false
        return isSiriListening || (ringing && callStyle == .fullScreen)
    }

    /// Whether a ringing call covers the screen (S1, S3): it rings full screen, or the screen is locked.
    public var isRingingCallCoveringScreen: Bool {
        guard let call, !call.isConnected else { return false }
        return callStyle == .fullScreen || isLocked
    }

    /// Accesses an app; a change is noted for the engine's indexes.
    public subscript(id: AppID) -> AppState {
        _read { yield apps[id.index] }
        _modify {
            changes.note(id.index, appCount: apps.count)
            yield &apps[id.index]
        }
    }

    /// Swaps the apps changed since the last call (in the order changed, possibly repeated) with `buffer`, which
    /// must be empty, and returns whether too many changed to list (every app must then be looked at).
    mutating func takeChanges(swappingWith buffer: inout [Int]) -> Bool {
        let overflowed = changes.overflowed
        swap(&changes.touched, &buffer)
        changes.overflowed = false
        return overflowed
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension DeviceState {
    /// How long after L3 decides an app in the background is suspended (`device.suspendAfter`; zero: at once).
    public var suspendAfter: Duration {
        get { .nanoseconds(suspendAfterNanoseconds) }
        set { suspendAfterNanoseconds = max(0, newValue.saturatingNanoseconds) }
    }
}
