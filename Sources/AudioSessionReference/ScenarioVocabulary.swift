import AudioSessionModel

/// The words a scenario file and a trace use besides the SDK's constants: device kinds, events and state keys, with
/// what each means, as `audiosession explain` prints them.
public enum ScenarioVocabulary {
    /// A word of the vocabulary: its name, what it means, facts and the rules involved.
    public struct Entry: Hashable, Sendable {
        /// The name as a scenario writes it: `bluetoothHeadset`, `interruptionBegan`, `interruptedBy`.
        public var name: String
        /// One sentence on its meaning.
        public var summary: String
        /// Labelled facts, in a fixed order.
        public var facts: [Explanation.Fact]
        /// The rules involved.
        public var rules: [String]
        /// Other names that find it: the SDK's notification names for an event.
        public var otherNames: [String]

        /// An entry.
        public init(
            _ name: String, _ summary: String, facts: [Explanation.Fact] = [], rules: [String],
            otherNames: [String] = []
        ) {
            self.name = name
            self.summary = summary
            self.facts = facts
            self.rules = rules
            self.otherNames = otherNames
        }
    }

    /// The kinds of external device `device.devices` and `connect` take, with their ports.
    public static let deviceKinds: [Entry] = [
        Entry(
            "wiredHeadphones", "Wired headphones without a microphone.",
            facts: [.init("outputs", "headphones"), .init("inputs", "none")], rules: ["R2", "R4", "R6"]),
        Entry(
            "wiredHeadset", "A wired headset: headphones with a microphone (EarPods).",
            facts: [.init("outputs", "headphones"), .init("inputs", "headsetMic")], rules: ["R2", "R3", "R4", "R6"]),
        Entry(
            "bluetoothSpeaker", "A Bluetooth speaker: stereo output over A2DP only.",
            facts: [.init("outputs", "bluetoothA2DP"), .init("inputs", "none")], rules: ["R2", "R4"]),
        Entry(
            "bluetoothHeadset",
            "Bluetooth earbuds or a headset with both profiles: A2DP output, or HFP output and input, one at a time.",
            facts: [
                .init("outputs", "bluetoothA2DP, or bluetoothHFP while used as HFP"), .init("inputs", "bluetoothHFP"),
            ],
            rules: ["R2", "R3", "R4", "R11"]),
        Entry(
            "bluetoothHandsFree", "A car kit or a mono headset: HFP only, so output-only categories ignore it.",
            facts: [.init("outputs", "bluetoothHFP"), .init("inputs", "bluetoothHFP")], rules: ["R2", "R3", "R4"]),
        Entry(
            "bluetoothLE", "A Bluetooth Low Energy audio device.",
            facts: [.init("outputs", "bluetoothLE"), .init("inputs", "none")], rules: ["R2"]),
        Entry(
            "airPlay",
            "An AirPlay destination the user picked; the map form takes for: system (default), longFormAudio or"
                + " longFormVideo.",
            facts: [.init("outputs", "airPlay"), .init("inputs", "none")], rules: ["R2", "R4"]),
        Entry(
            "carPlay", "CarPlay: the car's audio system.",
            facts: [.init("outputs", "carAudio"), .init("inputs", "carAudio")], rules: ["R2", "R3", "R4"]),
        Entry(
            "usbAudio", "A USB audio interface.",
            facts: [.init("outputs", "usbAudio"), .init("inputs", "usbAudio")], rules: ["R2", "R3", "R4", "R6"]),
        Entry(
            "hdmi", "An HDMI adapter or display.", facts: [.init("outputs", "HDMI"), .init("inputs", "none")],
            rules: ["R2", "R4", "R6"]),
        Entry(
            "lineOut", "A line-level output (a dock or a mixer).",
            facts: [.init("outputs", "lineOut"), .init("inputs", "none")], rules: ["R2", "R4", "R6"]),
    ]

    /// The events a trace shows, `on:` reacts to and `expect` checks: notifications, then lifecycle events.
    public static let events: [Entry] = [
        Entry(
            "interruptionBegan", "The session was made inactive by another session, system audio or the hardware.",
            facts: [
                .init("SDK", "AVAudioSession.interruptionNotification with AVAudioSessionInterruptionTypeKey began"),
                .init("fields", "reason: default, builtInMicMuted, routeDisconnected (appWasSuspended never comes)"),
            ], rules: ["I1", "I6", "I8", "R10"],
            otherNames: ["AVAudioSessionInterruptionNotification", "interruptionNotification"]),
        Entry(
            "interruptionEnded", "The interruption is over; shouldResume says the app may resume without the user.",
            facts: [
                .init("SDK", "AVAudioSession.interruptionNotification with AVAudioSessionInterruptionTypeKey ended"),
                .init("fields", "shouldResume: true or false (AVAudioSessionInterruptionOptionKey)"),
            ], rules: ["I2", "I3", "I4", "I5"],
            otherNames: ["AVAudioSessionInterruptionNotification", "interruptionNotification"]),
        Entry(
            "routeChange", "The app's outputs or inputs changed; the previous route travels with it.",
            facts: [
                .init("SDK", "AVAudioSession.routeChangeNotification (AVAudioSessionRouteChangeReasonKey)"),
                .init(
                    "fields",
                    "reason: newDeviceAvailable, oldDeviceUnavailable, categoryChange, override,"
                        + " noSuitableRouteForCategory, routeConfigurationChange"),
            ], rules: ["R8", "R9", "R5", "R7", "I7"],
            otherNames: ["AVAudioSessionRouteChangeNotification", "routeChangeNotification"]),
        Entry(
            "silenceSecondaryAudioHint", "Another app's primary audio started (begin) or stopped (end).",
            facts: [
                .init("SDK", "AVAudioSession.silenceSecondaryAudioHintNotification"),
                .init("fields", "type: begin or end (AVAudioSessionSilenceSecondaryAudioHintTypeKey)"),
            ], rules: ["H2", "H3"],
            otherNames: [
                "AVAudioSessionSilenceSecondaryAudioHintNotification", "silenceSecondaryAudioHintNotification",
            ]),
        Entry(
            "mediaServicesWereLost", "The media server died; every session is unusable until the reset.",
            facts: [.init("SDK", "AVAudioSession.mediaServicesWereLostNotification"), .init("fields", "none")],
            rules: ["S7", "E2"],
            otherNames: ["AVAudioSessionMediaServicesWereLostNotification", "mediaServicesWereLostNotification"]),
        Entry(
            "mediaServicesWereReset", "The media server restarted; every session is back to its defaults (rule C1).",
            facts: [.init("SDK", "AVAudioSession.mediaServicesWereResetNotification"), .init("fields", "none")],
            rules: ["S7", "E2", "E10"],
            otherNames: ["AVAudioSessionMediaServicesWereResetNotification", "mediaServicesWereResetNotification"]),
        Entry(
            "recordPermissionPrompt", "The system asked the user for permission to record.",
            facts: [
                .init("SDK", "AVAudioApplication.requestRecordPermission() showing its alert"), .init("fields", "none"),
            ],
            rules: ["P2", "P7", "P8"]),
        Entry(
            "remoteCommand", "A remote-control command reached the app (earbuds, headset or lock screen).",
            facts: [
                .init("SDK", "MPRemoteCommandCenter's commands"),
                .init("fields", "command: play, pause, togglePlayPause"),
            ],
            rules: ["N1", "N2"]),
        Entry(
            "inputMuteStateChange",
            "The app's own input mute changed while a session of the app in an input category is active, or that"
                + " session activated after a change (iOS 17).",
            facts: [
                .init("SDK", "AVAudioApplication.inputMuteStateChangeNotification"),
                .init("fields", "isMuted: true, false (AVAudioApplication.muteStateKey)"),
            ],
            rules: ["P9"],
            otherNames: ["AVAudioApplicationInputMuteStateChangeNotification", "inputMuteStateChangeNotification"]),
        Entry(
            "outputMuteStateChange", "The session's output mute changed (iOS 26).",
            facts: [
                .init("SDK", "AVAudioSession.outputMuteStateChangeNotification"),
                .init("fields", "isMuted: true, false (AVAudioSession.muteStateKey)"),
            ],
            rules: ["P10"],
            otherNames: ["AVAudioSessionOutputMuteStateChangeNotification", "outputMuteStateChangeNotification"]),
        Entry(
            "userIntentToUnmuteOutput",
            "The user pressed volume up while the app in front has its output muted; the app decides whether to"
                + " unmute (iOS 26).",
            facts: [.init("SDK", "AVAudioSession.userIntentToUnmuteOutputNotification"), .init("fields", "none")],
            rules: ["P10"],
            otherNames: [
                "AVAudioSessionUserIntentToUnmuteOutputNotification", "userIntentToUnmuteOutputNotification",
            ]),
        Entry(
            "availableInputsChange",
            "A device connected or disconnected changed the inputs a session in an input category can choose"
                + " (iOS 26).",
            facts: [.init("SDK", "AVAudioSession.availableInputsChangeNotification"), .init("fields", "none")],
            rules: ["R12"],
            otherNames: ["AVAudioSessionAvailableInputsChangeNotification", "availableInputsChangeNotification"]),
        Entry(
            "resignedActive", "Lifecycle: the app left the foreground (for inactive or the background).",
            facts: [.init("SDK", "applicationWillResignActive(_:)"), .init("seen by", "on: only, not expect")],
            rules: ["L1"]),
        Entry(
            "enteredBackground", "Lifecycle: the app reached the background.",
            facts: [.init("SDK", "applicationDidEnterBackground(_:)"), .init("seen by", "on: only, not expect")],
            rules: ["L1", "L3"]),
        Entry(
            "enteredForeground", "Lifecycle: the app came back from the background.",
            facts: [.init("SDK", "applicationWillEnterForeground(_:)"), .init("seen by", "on: only, not expect")],
            rules: ["L1"]),
        Entry(
            "becameActive", "Lifecycle: the app reached the foreground.",
            facts: [.init("SDK", "applicationDidBecomeActive(_:)"), .init("seen by", "on: only, not expect")],
            rules: ["L1", "E6"]),
    ]

    /// The keys of a `state` expectation.
    public static let stateKeys: [Entry] = [
        Entry(
            "appState", "The app's lifecycle state.",
            facts: [.init("values", "foreground, inactive, background, suspended, notRunning")], rules: ["L1", "L3"]),
        Entry(
            "active", "Whether the session is active.", facts: [.init("values", "true, false")], rules: ["A1", "A3"]),
        Entry(
            "interrupted", "Whether the session is inactive because of an interruption that has not ended.",
            facts: [.init("values", "true, false")], rules: ["I1", "I2"]),
        Entry(
            "playing", "Whether output I/O is running.", facts: [.init("values", "true, false")], rules: ["P1", "P3"]),
        Entry(
            "recording", "Whether input I/O is running.", facts: [.init("values", "true, false")], rules: ["P2", "P3"]),
        Entry(
            "audible",
            "Whether the app's output is heard: playing, on a route with an output, not silenced, not output-muted.",
            facts: [.init("values", "true, false")], rules: ["P6", "P10"]),
        Entry(
            "silenced",
            "Whether output is muted by the Ring/Silent switch, the lock, or another app's active record session.",
            facts: [.init("values", "true, false")], rules: ["P5", "P6"]),
        Entry(
            "ducked", "Whether output is attenuated because another session ducks others.",
            facts: [.init("values", "true, false")], rules: ["D1", "D2"]),
        Entry(
            "inputIsSilent",
            "Whether recording delivers silence (permission denied, the app's input muted, or the mic muted with the"
                + " override).",
            facts: [.init("values", "true, false")], rules: ["P2", "P9", "I8"]),
        Entry(
            "inputMuted", "The app's own input mute (AVAudioApplication.isInputMuted); it survives deactivation.",
            facts: [.init("values", "true, false")], rules: ["P9"]),
        Entry(
            "outputMuted", "The session's output mute (AVAudioSession.isOutputMuted, iOS 26): zeroed, still playing.",
            facts: [.init("values", "true, false")], rules: ["P10"]),
        Entry(
            "category", "The session's category, as AVAudioSession.category reads it.",
            facts: [.init("values", "a category name")], rules: ["C1", "C2"]),
        Entry(
            "mode", "The session's mode, as AVAudioSession.mode reads it.", facts: [.init("values", "a mode name")],
            rules: ["C2", "C6"]),
        Entry(
            "policy", "The route-sharing policy, as AVAudioSession.routeSharingPolicy reads it.",
            facts: [.init("values", "a route-sharing policy name")], rules: ["C7"]),
        Entry(
            "options", "The category options as AVAudioSession.categoryOptions reads them, implied ones included.",
            facts: [.init("values", "a list of option names, compared as a set")], rules: ["C3", "C4"]),
        Entry(
            "outputs", "The current route's output ports (currentRoute.outputs).",
            facts: [.init("values", "a list of port names, compared as a set")], rules: ["R1", "R2", "R4"]),
        Entry(
            "inputs", "The current route's input ports (currentRoute.inputs).",
            facts: [.init("values", "a list of port names, compared as a set")], rules: ["R1", "R3", "R4"]),
        Entry(
            "otherAudioPlaying", "AVAudioSession.isOtherAudioPlaying: another app's output or system audio is playing.",
            facts: [.init("values", "true, false")], rules: ["H1"]),
        Entry(
            "secondaryAudioShouldBeSilencedHint",
            "AVAudioSession.secondaryAudioShouldBeSilencedHint: a non-mixable app is playing or a call is connected.",
            facts: [.init("values", "true, false")], rules: ["H2"]),
        Entry(
            "recordPermission", "The app's record permission (AVAudioApplication.shared.recordPermission).",
            facts: [.init("values", "undetermined, granted, denied")], rules: ["P2", "P7", "P8"]),
        Entry(
            "nowPlaying", "Whether this app is the Now Playing app.", facts: [.init("values", "true, false")],
            rules: ["N1"]),
        Entry(
            "interruptedBy", "Who interrupted the session.",
            facts: [.init("values", "an app name, system, or none (not interrupted, or orphaned)")],
            rules: ["I1", "I5"]),
    ]
}
