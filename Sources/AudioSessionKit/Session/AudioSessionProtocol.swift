import AudioSessionModel

/// An audio session shaped like `AVAudioSession`'s Swift API, so app and SDK code runs against the simulator
/// and, on Apple platforms, against the real session.
public protocol AudioSessionProtocol: AnyObject, Sendable {
    /// The category; mirrors `AVAudioSession.category`.
    var category: AudioSession.Category { get }
    /// The mode; mirrors `AVAudioSession.mode`.
    var mode: AudioSession.Mode { get }
    /// The options in effect, implied ones included; mirrors `AVAudioSession.categoryOptions`.
    var categoryOptions: CategoryOptions { get }
    /// The route-sharing policy; mirrors `AVAudioSession.routeSharingPolicy`.
    var routeSharingPolicy: RouteSharingPolicy { get }
    /// Category, mode, the options the app gave and policy (not in the SDK, which reads them back one by one).
    var configuration: SessionConfiguration { get }
    /// What the process knows of the session's activation: the Kit's own activation calls through any wrapper of
    /// the same session, less the interruptions and resets since (not in the SDK, which never says).
    var activation: ActivationKnowledge { get }
    /// Tells the Kit what the host app knows of the activation, for example that it activated the session with
    /// `AVAudioSession` directly, or that nothing has activated it yet at launch (not in the SDK).
    func assumeActivation(_ knowledge: ActivationKnowledge)
    /// The one ``SharedActivation`` of this session: every component that asks gets the same one, whatever wrapper
    /// of the session it holds (not in the SDK).
    var sharedActivation: SharedActivation { get }

    /// Mirrors `AVAudioSession.setCategory(_:mode:policy:options:)`; the other three overloads call this one.
    func setCategory(
        _ category: AudioSession.Category, mode: AudioSession.Mode, policy: RouteSharingPolicy, options: CategoryOptions
    ) throws(AudioSessionError)
    /// Mirrors `AVAudioSession.setMode(_:)`.
    func setMode(_ mode: AudioSession.Mode) throws(AudioSessionError)
    /// Mirrors `AVAudioSession.setActive(_:options:)`.
    func setActive(_ active: Bool, options: SetActiveOptions) throws(AudioSessionError)

    /// Mirrors `AVAudioSession.currentRoute`.
    var currentRoute: RouteDescription { get }
    /// Mirrors `AVAudioSession.availableInputs`.
    var availableInputs: [PortDescription]? { get }
    /// Mirrors `AVAudioSession.preferredInput`.
    var preferredInput: PortDescription? { get }
    /// Mirrors `AVAudioSession.setPreferredInput(_:)`.
    func setPreferredInput(_ input: PortDescription?) throws(AudioSessionError)
    /// Mirrors `AVAudioSession.overrideOutputAudioPort(_:)`.
    func overrideOutputAudioPort(_ portOverride: PortOverride) throws(AudioSessionError)
    /// The speaker override in effect (not in the SDK, which only sets it; a route change or interruption clears it).
    var portOverride: PortOverride { get }

    /// Mirrors `AVAudioSession.isOtherAudioPlaying`.
    var isOtherAudioPlaying: Bool { get }
    /// Mirrors `AVAudioSession.secondaryAudioShouldBeSilencedHint`.
    var secondaryAudioShouldBeSilencedHint: Bool { get }

    /// Mirrors `AVAudioApplication.shared.recordPermission`.
    var recordPermission: RecordPermission { get }
    /// Mirrors `AVAudioApplication.requestRecordPermission()`; `true` when granted.
    func requestRecordPermission() async -> Bool

    /// Mirrors `AVAudioSession.prefersNoInterruptionsFromSystemAlerts`.
    var prefersNoInterruptionsFromSystemAlerts: Bool { get }
    /// Mirrors `AVAudioSession.setPrefersNoInterruptionsFromSystemAlerts(_:)`.
    func setPrefersNoInterruptionsFromSystemAlerts(_ value: Bool) throws(AudioSessionError)
    /// Mirrors `AVAudioSession.prefersInterruptionOnRouteDisconnect`.
    var prefersInterruptionOnRouteDisconnect: Bool { get }
    /// Mirrors `AVAudioSession.setPrefersInterruptionOnRouteDisconnect(_:)`.
    func setPrefersInterruptionOnRouteDisconnect(_ value: Bool) throws(AudioSessionError)

    /// Mirrors `AVAudioSession.preferredSampleRate`.
    var preferredSampleRate: Double { get }
    /// Mirrors `AVAudioSession.setPreferredSampleRate(_:)`: a hint.
    func setPreferredSampleRate(_ rate: Double) throws(AudioSessionError)
    /// Mirrors `AVAudioSession.sampleRate`: the device's value.
    var sampleRate: Double { get }
    /// Mirrors `AVAudioSession.preferredIOBufferDuration`.
    var preferredIOBufferDuration: Double { get }
    /// Mirrors `AVAudioSession.setPreferredIOBufferDuration(_:)`: a hint.
    func setPreferredIOBufferDuration(_ duration: Double) throws(AudioSessionError)
    /// Mirrors `AVAudioSession.ioBufferDuration`: the device's value.
    var ioBufferDuration: Double { get }

    /// Mirrors `AVAudioSession.isInputAvailable`.
    var isInputAvailable: Bool { get }
    /// Mirrors `AVAudioSession.outputVolume`: the user's volume, 0 to 1 (observed with KVO in the SDK, never notified).
    var outputVolume: Float { get }
    /// Mirrors `AVAudioSession.inputGain`, 0 to 1.
    var inputGain: Float { get }
    /// Mirrors `AVAudioSession.isInputGainSettable`.
    var isInputGainSettable: Bool { get }
    /// Mirrors `AVAudioSession.setInputGain(_:)`.
    func setInputGain(_ gain: Float) throws(AudioSessionError)
    /// Mirrors `AVAudioSession.promptStyle`: how voice prompts should sound now.
    var promptStyle: PromptStyle { get }
    /// Mirrors `AVAudioSession.preferredInputNumberOfChannels`.
    var preferredInputNumberOfChannels: Int { get }
    /// Mirrors `AVAudioSession.setPreferredInputNumberOfChannels(_:)`.
    func setPreferredInputNumberOfChannels(_ count: Int) throws(AudioSessionError)
    /// Mirrors `AVAudioSession.preferredOutputNumberOfChannels`.
    var preferredOutputNumberOfChannels: Int { get }
    /// Mirrors `AVAudioSession.setPreferredOutputNumberOfChannels(_:)`.
    func setPreferredOutputNumberOfChannels(_ count: Int) throws(AudioSessionError)
    /// Mirrors `AVAudioSession.maximumInputNumberOfChannels`.
    var maximumInputNumberOfChannels: Int { get }
    /// Mirrors `AVAudioSession.maximumOutputNumberOfChannels`.
    var maximumOutputNumberOfChannels: Int { get }
    /// Mirrors `AVAudioApplication.shared.isInputMuted`: the app's own input mute (iOS 17).
    @available(iOS 17, tvOS 17, watchOS 10, visionOS 26, *)
    var isInputMuted: Bool { get }
    /// Mirrors `AVAudioApplication.shared.setInputMuted(_:)`: mutes the app's input by zeroing its samples; the
    /// hardware and other apps are untouched. An active recording session is told at once
    /// (``AudioSessionNotification/inputMuteStateChange(isMuted:)``), an inactive one when it next activates.
    @available(iOS 17, tvOS 17, watchOS 10, visionOS 26, *)
    func setInputMuted(_ muted: Bool) throws(AudioSessionError)
    /// Mirrors `AVAudioSession.isOutputMuted` (iOS 26, iOS only): the session's output is zeroed.
    @available(iOS 26, *)
    var isOutputMuted: Bool { get }
    /// Mirrors `AVAudioSession.setOutputMuted(_:)` (iOS 26, iOS only): zeroes the session's output; `badParam` for
    /// `playAndRecord` in a mode other than `default`.
    @available(iOS 26, *)
    func setOutputMuted(_ muted: Bool) throws(AudioSessionError)

    /// Runs `handler` for every notification the session posts, until the token is cancelled; mirrors
    /// `NotificationCenter.addObserver(forName:object:queue:using:)` for the session's notifications.
    func addObserver(_ handler: @escaping @Sendable (AudioSessionNotification) -> Void) -> AudioSessionObservation
    /// The session's notifications as an asynchronous sequence; mirrors `NotificationCenter.notifications(named:)`.
    func notifications() -> AsyncStream<AudioSessionNotification>
}

extension AudioSessionProtocol {
    /// Whether the session is known to be active (``activation`` is `.active`) (not in the SDK).
    public var isActive: Bool { activation == .active }

    /// Mirrors `AVAudioSession.setCategory(_:)`.
    public func setCategory(_ category: AudioSession.Category) throws(AudioSessionError) {
        try setCategory(category, mode: .default, policy: .default, options: [])
    }
    /// Mirrors `AVAudioSession.setCategory(_:options:)`.
    public func setCategory(_ category: AudioSession.Category, options: CategoryOptions) throws(AudioSessionError) {
        try setCategory(category, mode: .default, policy: .default, options: options)
    }
    /// Mirrors `AVAudioSession.setCategory(_:mode:options:)`.
    public func setCategory(_ category: AudioSession.Category, mode: AudioSession.Mode, options: CategoryOptions)
        throws(AudioSessionError)
    {
        try setCategory(category, mode: mode, policy: .default, options: options)
    }
    /// Mirrors `AVAudioSession.setActive(_:)`.
    public func setActive(_ active: Bool) throws(AudioSessionError) {
        try setActive(active, options: [])
    }
    /// Mirrors `AVAudioSession.setCategory(_:mode:policy:options:)` with the four values in one (not in the SDK).
    public func setConfiguration(_ configuration: SessionConfiguration) throws(AudioSessionError) {
        try setCategory(
            configuration.category, mode: configuration.mode, policy: configuration.policy,
            options: configuration.options)
    }

    /// Mirrors `NotificationCenter.notifications(named:)`: every notification from now on, until the consuming task
    /// ends or is cancelled, which removes the observer.
    public func notifications() -> AsyncStream<AudioSessionNotification> {
        let (stream, continuation) = AsyncStream.makeStream(of: AudioSessionNotification.self)
        let observation = addObserver { notification in continuation.yield(notification) }
        continuation.onTermination = { _ in observation.cancel() }
        return stream
    }
}
