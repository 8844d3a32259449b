import AudioSessionModel

/// Everything a borrower changes and a restore brings back: configuration, override, preferred input, activation
/// (not in the SDK; an SDK that restores the session reads these one by one).
public struct SessionSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// Category, mode, the options the app gave, and policy; mirrors what `setCategory(_:mode:policy:options:)` sets.
    public var configuration: SessionConfiguration
    /// The speaker override; mirrors what `overrideOutputAudioPort(_:)` set.
    public var portOverride: PortOverride
    /// The preferred input; mirrors `AVAudioSession.preferredInput`.
    public var preferredInput: PortDescription?
    /// What was known of the activation; mirrors what `setActive(_:options:)` last set (or an interruption undid).
    public var activation: ActivationKnowledge

    /// Whether the session was known to be active (not in the SDK).
    public var isActive: Bool { activation == .active }

    /// A snapshot with these values (not in the SDK).
    public init(
        configuration: SessionConfiguration, portOverride: PortOverride = .none,
        preferredInput: PortDescription? = nil, activation: ActivationKnowledge
    ) {
        self.configuration = configuration
        self.portOverride = portOverride
        self.preferredInput = preferredInput
        self.activation = activation
    }

    /// A snapshot with these values, the activation known (not in the SDK).
    public init(
        configuration: SessionConfiguration, portOverride: PortOverride = .none,
        preferredInput: PortDescription? = nil, isActive: Bool
    ) {
        self.init(
            configuration: configuration, portOverride: portOverride, preferredInput: preferredInput,
            activation: isActive ? .active : .inactive)
    }

    /// What a session reads now (not in the SDK).
    public init(of session: any AudioSessionProtocol) {
        self.init(
            configuration: session.configuration, portOverride: session.portOverride,
            preferredInput: session.preferredInput, activation: session.activation)
    }

    /// The category; mirrors `AVAudioSession.category`.
    public var category: AudioSession.Category { configuration.category }
    /// The mode; mirrors `AVAudioSession.mode`.
    public var mode: AudioSession.Mode { configuration.mode }
    /// The options as they read back, implied ones included; mirrors `AVAudioSession.categoryOptions`.
    public var categoryOptions: CategoryOptions { configuration.effectiveOptions }
    /// The route-sharing policy; mirrors `AVAudioSession.routeSharingPolicy`.
    public var policy: RouteSharingPolicy { configuration.policy }

    /// `playback mode spokenAudio ..., override none, preferred input none, active` (not in the SDK).
    public var description: String {
        let input = preferredInput.map(\.description) ?? "none"
        let state = activation == .unknown ? "activation unknown" : "\(activation)"
        return "\(configuration), override \(portOverride), preferred input \(input), \(state)"
    }
}
