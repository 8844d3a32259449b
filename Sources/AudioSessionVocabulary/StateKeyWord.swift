/// A key of an app's state, as `expect.state` checks it and the wire's `state` reports it.
public enum StateKeyWord: String, VocabularyWord {
    /// The app's lifecycle state.
    case appState
    /// `setActive(true)` took effect and nothing deactivated it since.
    case active
    /// The session is inactive because of an interruption that has not ended.
    case interrupted
    /// Output I/O is running.
    case playing
    /// Input I/O is running.
    case recording
    /// The app's output is heard.
    case audible
    /// Output is muted by the switch, the lock or a record session.
    case silenced
    /// Output is attenuated.
    case ducked
    /// Recording delivers silence.
    case inputIsSilent
    /// `AVAudioSession.category`.
    case category
    /// `AVAudioSession.mode`.
    case mode
    /// `AVAudioSession.routeSharingPolicy`.
    case policy
    /// `AVAudioSession.categoryOptions`.
    case options
    /// `currentRoute.outputs`' port types.
    case outputs
    /// `currentRoute.inputs`' port types.
    case inputs
    /// `AVAudioSession.isOtherAudioPlaying`.
    case otherAudioPlaying
    /// `AVAudioSession.secondaryAudioShouldBeSilencedHint`.
    case secondaryAudioShouldBeSilencedHint
    /// `AVAudioApplication.shared.recordPermission`.
    case recordPermission
    /// This app is the Now Playing app.
    case nowPlaying
    /// Who interrupted the session.
    case interruptedBy
    /// The app's sound engine is suspended (scenarios only).
    case engineSuspended
    /// The app's sound engine's muted buses (scenarios only).
    case mutedBuses
    /// The phase of the app's call (scenarios only).
    case call
    /// `AVAudioSession.preferredInput`'s port.
    case preferredInput
    /// `AVAudioApplication.isInputMuted`.
    case inputMuted
    /// `AVAudioSession.isOutputMuted`.
    case outputMuted
    /// `AVAudioSession.currentRoute` with names and ids (the wire only).
    case route
    /// `AVAudioSession.availableInputs` (the wire only).
    case availableInputs

    /// Whether a scenario's `expect.state` checks it (all but the wire's `route` and `availableInputs`).
    public var isScenarioKey: Bool { self != .route && self != .availableInputs }

    /// Whether the wire's `state` reports it (all but the scenario's `engineSuspended`, `mutedBuses` and `call`).
    public var isWireKey: Bool { self != .engineSuspended && self != .mutedBuses && self != .call }

    /// The state keys of `vocabulary`.
    public static func entries(in vocabulary: Vocabulary) -> [Vocabulary.Entry<Self>] { vocabulary.stateKeys }
}
