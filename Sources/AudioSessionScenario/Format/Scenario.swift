import AudioSessionEngine
import AudioSessionModel
import AudioSessionSound
import AudioSessionVocabulary

/// A parsed scenario file (scenario format 1): one simulated device, its apps, a timeline and expectations.
public struct Scenario: Hashable, Sendable {
    /// The file it came from, as given on the command line (for messages).
    public var file: String
    /// The one-line title (`name`).
    public var name: String
    /// Free text (`description`).
    public var description: String?
    /// The device at time 0 (`device`).
    public var device: DeviceSetup
    /// The apps in declaration order, which is the delivery order (`apps`).
    public var apps: [AppDefinition]
    /// The timeline in file order (`steps`).
    public var steps: [Step]
    /// What must be observed (`expect`).
    public var expectations: [Expectation]

    /// A scenario.
    public init(
        file: String, name: String, description: String? = nil, device: DeviceSetup = DeviceSetup(),
        apps: [AppDefinition], steps: [Step] = [], expectations: [Expectation] = []
    ) {
        self.file = file
        self.name = name
        self.description = description
        self.device = device
        self.apps = apps
        self.steps = steps
        self.expectations = expectations
    }
}

/// The `device` section.
public struct DeviceSetup: Hashable, Sendable {
    /// `model`: `iPhone` (default) or `iPad`.
    public var model: DeviceModel = .iPhone
    /// `ringer`: `ring` (default) or `silent`.
    public var ringer: RingerPosition = .ring
    /// `locked`: whether the screen is locked at time 0.
    public var locked: Bool = false
    /// `foreground`: the app in front at time 0; `nil` for `none` (the home screen). The parser fills in the
    /// first app listed when the key is absent.
    public var foreground: String?
    /// `devices`: external devices connected at time 0, in connection order.
    public var devices: [ExternalDevice] = []
    /// `os`: `18` (default) or `26`.
    public var os: OSVersion = .iOS18
    /// `callStyle`: `banner` (default) or `fullScreen`.
    public var callStyle: CallStyle = .banner
    /// `music: playing`: the built-in Music app plays in the background at time 0.
    public var musicPlaying: Bool = false
    /// `suspendAfter`: how long after L3 decides an app in the background is suspended (default `0s`).
    public var suspendAfter: ScenarioTime = .zero
    /// `duck`: how ducking sounds in a render (level, attack, release).
    public var duck = DuckSettings()
    /// `sounds`: what the system's own sounds play in a render.
    public var sounds = SystemSounds()

    /// The defaults of the format.
    public init() {}
}

/// One entry of `apps`.
public struct AppDefinition: Hashable, Sendable {
    /// The app's display name (the key).
    public var name: String
    /// `backgroundAudio`.
    public var backgroundAudio: Bool = false
    /// `recordPermission` at time 0.
    public var recordPermission: RecordPermission = .undetermined
    /// `answersPermissionPrompt`: `true` for `grant` (default), `false` for `deny`.
    public var grantsPermission: Bool = true
    /// `running`: whether the app runs at time 0.
    public var running: Bool = true
    /// `remoteCommands`; the parser defaults it to whether a reaction has `on: remoteCommand`.
    public var remoteCommands: Bool = false
    /// `reactions`, in file order.
    public var reactions: [Reaction] = []
    /// `sound`: what it plays in a render; `nil` for the default voice (440 Hz × 2^(i/6)).
    public var sound: [Voice]?
    /// `engine`: the sound engine whose built-in reactions the app has (`wwise`), if any.
    public var engine: SoundEngineKind?
    /// `callKit`: the app reports its calls to CallKit (rules K).
    public var callKit: Bool = false

    /// An app with the format's defaults.
    public init(name: String) { self.name = name }
}

/// What triggers a reaction: a notification or a lifecycle event.
public enum Trigger: Hashable, Sendable, CustomStringConvertible {
    /// A notification by name.
    case notification(SessionNotification.Kind)
    /// An app-delegate callback.
    case lifecycle(LifecycleEvent)

    /// The name as written in the file.
    public var description: String {
        switch self {
        case .notification(let kind): Vocabulary.standard.name(of: kind)
        case .lifecycle(let event): event.rawValue
        }
    }
}

/// One entry of an app's `reactions`.
public struct Reaction: Hashable, Sendable {
    /// `on`.
    public var on: Trigger
    /// `if`: fields the event must carry, by name (`shouldResume`, `reason`, `type`, `command`), values as
    /// they print (`true`, `oldDeviceUnavailable`), in file order.
    public var conditions: [EventField]
    /// `after`: a delay, or `nil` to run at once.
    public var after: ScenarioTime?
    /// `unless`: with `after`, a notification or lifecycle event that cancels the reaction.
    public var unless: Trigger?
    /// `do`: the actions, in order.
    public var actions: [AppAction]
    /// Where it is in the file (`apps.Game.reactions[0]`), for messages.
    public var path: String
    /// Its line in the file, when YAML gives one.
    public var line: Int?

    /// A reaction.
    public init(
        on: Trigger, conditions: [EventField] = [], after: ScenarioTime? = nil, unless: Trigger? = nil,
        actions: [AppAction], path: String, line: Int? = nil
    ) {
        self.on = on
        self.conditions = conditions
        self.after = after
        self.unless = unless
        self.actions = actions
        self.path = path
        self.line = line
    }
}

/// A named field of an event and its value as printed (`reason: oldDeviceUnavailable`).
public struct EventField: Hashable, Sendable {
    /// `reason`, `shouldResume`, `type` or `command`.
    public var name: String
    /// The value as printed: `true`, `oldDeviceUnavailable`, `begin`, `play`.
    public var value: String

    /// A field.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// An EVENT of the `expect` section: a notification name and the fields to compare.
public struct EventPattern: Hashable, Sendable, CustomStringConvertible {
    /// The notification.
    public var kind: SessionNotification.Kind
    /// The fields to compare; others are ignored.
    public var fields: [EventField]

    /// A pattern.
    public init(kind: SessionNotification.Kind, fields: [EventField] = []) {
        self.kind = kind
        self.fields = fields
    }

    /// Whether a delivered notification matches.
    public func matches(_ notification: SessionNotification) -> Bool {
        guard notification.kind == kind else { return false }
        let actual = Vocabulary.standard.fields(of: notification)
        return fields.allSatisfy { field in actual.contains { $0.name == field.name && $0.value == field.value } }
    }

    /// `routeChange(reason: oldDeviceUnavailable)`.
    public var description: String {
        let name = Vocabulary.standard.name(of: kind)
        return fields.isEmpty
            ? name
            : "\(name)(\(fields.map { "\($0.name): \($0.value)" }.joined(separator: ", ")))"
    }
}

/// One entry of `steps`.
public struct Step: Hashable, Sendable {
    /// Who acts.
    public enum Actor: Hashable, Sendable {
        /// `app: NAME` with its `do` list (app actions, or for `Music` only `play`/`pause`).
        case app(String, [AppAction])
        /// `user:`.
        case user(UserAction)
        /// `system:`.
        case system(SystemEvent)
    }

    /// `at`.
    public var at: ScenarioTime
    /// The actor and what it does.
    public var actor: Actor
    /// Where it is in the file (`steps[3]`), for messages.
    public var path: String
    /// Its line in the file, when YAML gives one.
    public var line: Int?

    /// A step.
    public init(at: ScenarioTime, actor: Actor, path: String, line: Int? = nil) {
        self.at = at
        self.actor = actor
        self.path = path
        self.line = line
    }

    /// The path of what it does: `steps[3].do`, `steps[3].user`, `steps[3].system`.
    public var actionPath: String {
        switch actor {
        case .app: path + ".do"
        case .user: path + ".user"
        case .system: path + ".system"
        }
    }
}

/// One entry of `expect`.
public struct Expectation: Hashable, Sendable {
    /// The check.
    public enum Check: Hashable, Sendable {
        /// `received: EVENT` at exactly `at`.
        case received(at: ScenarioTime, EventPattern)
        /// `never: EVENT`, optionally `between: [T1, T2]` (both ends included).
        case never(EventPattern, between: ClosedRange<ScenarioTime>?)
        /// `sequence: [EVENT, ...]`: exactly these notifications over the whole run, in order.
        case sequence([EventPattern])
        /// `error: CODE` at `at`; `nil` for `error: none` (every action of the app at that time succeeded).
        case error(at: ScenarioTime, AudioSessionError.Code?)
        /// `state: {KEY: VALUE}` at `at`.
        case state(at: ScenarioTime, [StateCheck])
    }

    /// `app`.
    public var app: String
    /// The check.
    public var check: Check
    /// Where it is in the file (`expect[2]`), for messages.
    public var path: String
    /// Its line in the file, when YAML gives one (for `FILE:LINE` in reports).
    public var line: Int?
    /// `ignore: [EVENT, ...]` of a `sequence` check: notifications matching any of these are left out before
    /// comparing (`ignore: [{routeChange: {reason: categoryChange}}]` leaves out the route changes of
    /// `setCategory`).
    public var ignoring: [EventPattern] = []

    /// An expectation.
    public init(app: String, check: Check, path: String, line: Int? = nil) {
        self.app = app
        self.check = check
        self.path = path
        self.line = line
    }
}

/// One KEY: VALUE of a `state` expectation.
public enum StateCheck: Hashable, Sendable {
    /// `appState`.
    case appState(AppLifecycleState)
    /// `active`.
    case active(Bool)
    /// `interrupted`.
    case interrupted(Bool)
    /// `playing`.
    case playing(Bool)
    /// `recording`.
    case recording(Bool)
    /// `audible`.
    case audible(Bool)
    /// `silenced`.
    case silenced(Bool)
    /// `ducked`.
    case ducked(Bool)
    /// `inputIsSilent`.
    case inputIsSilent(Bool)
    /// `category`.
    case category(AudioSessionCategory)
    /// `mode`.
    case mode(AudioSessionMode)
    /// `policy`.
    case policy(RouteSharingPolicy)
    /// `options`: compared as a set after implied options are added.
    case options(CategoryOptions)
    /// `outputs`: port kinds, compared as a set.
    case outputs([AudioSessionPort])
    /// `inputs`: port kinds, compared as a set.
    case inputs([AudioSessionPort])
    /// `otherAudioPlaying`.
    case otherAudioPlaying(Bool)
    /// `secondaryAudioShouldBeSilencedHint`.
    case secondaryAudioShouldBeSilencedHint(Bool)
    /// `recordPermission`.
    case recordPermission(RecordPermission)
    /// `nowPlaying`.
    case nowPlaying(Bool)
    /// `interruptedBy`: an app name, `system`, or `none`.
    case interruptedBy(String)
    /// `engineSuspended`: the app's sound engine is suspended.
    case engineSuspended(Bool)
    /// `mutedBuses`: the app's sound engine's muted buses, compared as a set.
    case mutedBuses([String])
    /// `call`: the phase of the app's VoIP call (for `Phone`, the cellular call), or `nil` for `none` (rules K).
    case call(CallPhase?)
    /// `preferredInput`: the port of the session's preferred input, or `nil` for `none` (rule R7).
    case preferredInput(AudioSessionPort?)
    /// `inputMuted`: the app's own input mute (rule P9).
    case inputMuted(Bool)
    /// `outputMuted`: the session's output mute (rule P10).
    case outputMuted(Bool)

    /// The key as written in the file.
    public var key: String { Vocabulary.standard.name(of: word) }

    /// The key, typed.
    var word: StateKeyWord {
        switch self {
        case .appState: .appState
        case .active: .active
        case .interrupted: .interrupted
        case .playing: .playing
        case .recording: .recording
        case .audible: .audible
        case .silenced: .silenced
        case .ducked: .ducked
        case .inputIsSilent: .inputIsSilent
        case .category: .category
        case .mode: .mode
        case .policy: .policy
        case .options: .options
        case .outputs: .outputs
        case .inputs: .inputs
        case .otherAudioPlaying: .otherAudioPlaying
        case .secondaryAudioShouldBeSilencedHint: .secondaryAudioShouldBeSilencedHint
        case .recordPermission: .recordPermission
        case .nowPlaying: .nowPlaying
        case .interruptedBy: .interruptedBy
        case .engineSuspended: .engineSuspended
        case .mutedBuses: .mutedBuses
        case .call: .call
        case .preferredInput: .preferredInput
        case .inputMuted: .inputMuted
        case .outputMuted: .outputMuted
        }
    }
}
