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
    /// Whether the session is active (not in the SDK: apps track their own `setActive(_:options:)` calls).
    var isActive: Bool { get }

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

    /// Runs `handler` for every notification the session posts, until the token is cancelled; mirrors
    /// `NotificationCenter.addObserver(forName:object:queue:using:)` for the session's notifications.
    func addObserver(_ handler: @escaping @Sendable (AudioSessionNotification) -> Void) -> AudioSessionObservation
    /// The session's notifications as an asynchronous sequence; mirrors `NotificationCenter.notifications(named:)`.
    func notifications() -> AsyncStream<AudioSessionNotification>
}

extension AudioSessionProtocol {
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
