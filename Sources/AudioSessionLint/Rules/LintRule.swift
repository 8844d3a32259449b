/// A lint rule: its public id, severity, the behaviour rules that decide it, and what it finds.
public struct LintRule: Hashable, Sendable {
    /// How serious a finding is.
    public enum Severity: String, Hashable, Sendable, Codable {
        /// The call fails or misbehaves at run time; `lint` exits 1.
        case error
        /// Risky or wrong in most apps; `lint` still exits 0.
        case warning
    }

    /// The public id (`invalid-options`).
    public var id: String
    /// How serious its findings are.
    public var severity: Severity
    /// The behaviour rules that decide it (`C3`), empty for `deprecated-c-api` and `parse`.
    public var behaviourRules: String
    /// One line: what it finds.
    public var summary: String

    /// Every rule, in the documented order; `parse` last.
    public static let all: [LintRule] = [
        .invalidOptions, .invalidMode, .invalidPolicy, .overrideNeedsPlayAndRecord, .noInterruptionHandling,
        .noResetHandling, .backgroundAudioModeMissing, .micPromptAtLaunch, .bluetoothHFPForPlayback,
        .mixableWithRemoteCommands, .deactivateWithoutNotify, .activateToRead, .deprecatedCAPI, .parse,
    ]

    /// The rule with this id, if any.
    public init?(id: String) {
        guard let rule = Self.all.first(where: { $0.id == id }) else { return nil }
        self = rule
    }

    private init(_ id: String, _ severity: Severity, _ behaviourRules: String, _ summary: String) {
        self.id = id
        self.severity = severity
        self.behaviourRules = behaviourRules
        self.summary = summary
    }

    /// An option not valid with the category: `setCategory` fails with -50.
    public static let invalidOptions = LintRule(
        "invalid-options", .error, "C3", "an option not valid with the category (fails with -50 at run time)")
    /// A mode not valid with the category.
    public static let invalidMode = LintRule(
        "invalid-mode", .error, "C5", "a mode not valid with the category (fails with -50 at run time)")
    /// A route-sharing policy with a category, mode or options it does not allow.
    public static let invalidPolicy = LintRule(
        "invalid-policy", .error, "C7",
        "a route-sharing policy with a category, mode or options it does not allow (fails with -50 at run time)")
    /// `overrideOutputAudioPort(.speaker)` outside `playAndRecord`.
    public static let overrideNeedsPlayAndRecord = LintRule(
        "override-needs-play-and-record", .error, "R5",
        "overrideOutputAudioPort(.speaker) where the category set in the same function is not playAndRecord")
    /// Activation with no interruption observer anywhere in the target.
    public static let noInterruptionHandling = LintRule(
        "no-interruption-handling", .warning, "I1-I4",
        "a target that activates a session but observes interruptionNotification nowhere")
    /// Activation with no media-services-reset observer anywhere in the target.
    public static let noResetHandling = LintRule(
        "no-reset-handling", .warning, "S7",
        "a target that activates a session but observes mediaServicesWereResetNotification nowhere")
    /// A background-capable category without `audio` in `UIBackgroundModes`.
    public static let backgroundAudioModeMissing = LintRule(
        "background-audio-mode-missing", .warning, "A1.4, L3",
        "a background-capable category is activated but no Info.plist of the target lists audio in UIBackgroundModes")
    /// A recording category set and activated at launch.
    public static let micPromptAtLaunch = LintRule(
        "mic-prompt-at-launch", .warning, "P8",
        "record or playAndRecord is set and activated at launch: the microphone prompt appears at first launch")
    /// Bluetooth HFP without A2DP outside the chat modes.
    public static let bluetoothHFPForPlayback = LintRule(
        "bluetooth-hfp-for-playback", .warning, "R4",
        "playAndRecord with allowBluetooth(HFP) but not allowBluetoothA2DP outside voiceChat, videoChat and "
            + "gameChat: Bluetooth playback drops to hands-free quality")
    /// A mixable session in a target that handles remote commands.
    public static let mixableWithRemoteCommands = LintRule(
        "mixable-with-remote-commands", .warning, "N1",
        "mixWithOthers with MPRemoteCommandCenter handlers in the same target: a mixable session never becomes "
            + "Now Playing")
    /// Deactivation without `notifyOthersOnDeactivation` by a session that interrupts or ducks others.
    public static let deactivateWithoutNotify = LintRule(
        "deactivate-without-notify", .warning, "I3, I5",
        "setActive(false) without .notifyOthersOnDeactivation by a session that interrupts or ducks others")
    /// Activation only to read a property.
    public static let activateToRead = LintRule(
        "activate-to-read", .warning, "A3",
        "setActive(true) whose only purpose in the function is reading outputVolume, availableInputs or currentRoute")
    /// A call of the deprecated C Audio Session API.
    public static let deprecatedCAPI = LintRule(
        "deprecated-c-api", .warning, "",
        "a call of the C Audio Session API (AudioSessionInitialize, AudioSessionSetProperty...), deprecated since "
            + "iOS 7: the linter does not check it; AVAudioSession replaces it")
    /// A file that could not be read or parsed.
    public static let parse = LintRule(
        "parse", .warning, "", "a file that could not be read or parsed; it is skipped")
}
