/// A field of a trace line other than a notification's payload: an action's arguments (`category`, `for`,
/// `target`), a note's values (`outputs`, `phase`) and the route a route change leaves.
public enum TraceFieldWord: String, VocabularyWord {
    /// `setCategory`'s category.
    case category
    /// `setCategory`'s or `setMode`'s mode.
    case mode
    /// `setCategory`'s options.
    case options
    /// `setCategory`'s route-sharing policy.
    case policy
    /// `deactivate`'s `notifyOthersOnDeactivation`.
    case notifyOthers
    /// `play`'s or `record`'s duration.
    case duration
    /// `overrideOutput`'s port.
    case port
    /// `setPreferredInput`'s input.
    case input
    /// A flag's value (`setInputMuted`, `muteInput`).
    case value
    /// `suspendEngine`'s `renderAnyway`.
    case renderAnyway
    /// `muteBus`'s or `unmuteBus`'s bus.
    case bus
    /// The device connected or disconnected.
    case device
    /// The app a user action names (`killApp`, `openApp`, `disconnect`, `endCall`).
    case target
    /// The Ring/Silent switch's position.
    case position
    /// A remote command (`remote`, `remoteIgnored`, Music's `tap`).
    case command
    /// The Smart Folio cover's position.
    case cover
    /// The outputs of a route.
    case outputs
    /// The inputs of a route.
    case inputs
    /// A route change's previous outputs.
    case previousOutputs
    /// A route change's previous inputs.
    case previousInputs
    /// A call's phase.
    case phase
    /// The notification a `held` note holds.
    case notification

    /// The trace fields of `vocabulary`.
    public static func entries(in vocabulary: Vocabulary) -> [Vocabulary.Entry<Self>] { vocabulary.traceFields }
}
