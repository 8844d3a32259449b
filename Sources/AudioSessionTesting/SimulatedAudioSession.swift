import AudioSessionEngine
import AudioSessionKit
import AudioSessionModel
import AudioSessionSimulator
import AudioSessionVocabulary

/// One app's audio session on a `SimulatedDevice`: the `AVAudioSession` API, driven on a virtual clock.
///
/// The scenario runner's app actions go through this type, so Swift tests and scenario files share one code path.
public final class SimulatedAudioSession: AudioSessionProtocol {
    /// The device (not in the SDK).
    public let device: SimulatedDevice
    /// The app that owns this session (not in the SDK).
    public let app: AppID
    /// Where observers of the session's notifications run (not in the SDK).
    public let notificationThreading: NotificationThreading
    private let preferences = Locked(SessionPreferences())
    private let resetObservation = Locked<ObservationToken?>(nil)

    private let sharing: SessionSharing
    private let trackingObservation = Locked<ObservationToken?>(nil)

    private struct SharingKey: Hashable {
        var app: AppID
    }

    /// The session of the app with this id on the device (not in the SDK).
    ///
    /// Like `SystemAudioSession`, it knows the activation only from the Kit's own calls through any wrapper of this
    /// app's session and from the notifications: `activation` is what the app knows when its first wrapper is made
    /// (`.unknown` by default, as on a device where the host may have activated the session itself). The device's
    /// own view is ``isActiveOnDevice``. `notificationThreading` says where observers of its notifications run: by
    /// default where iOS runs them, interruptions on the main thread and route changes on a secondary one.
    public init(
        device: SimulatedDevice, app: AppID, activation: ActivationKnowledge = .unknown,
        notificationThreading: NotificationThreading = .asOnIOS
    ) {
        self.device = device
        self.app = app
        self.notificationThreading = notificationThreading
        let sharing = device.attachment(SharingKey(app: app)) { SessionSharing(activation) }
        self.sharing = sharing
        let tracking = device.observe(app) { delivery in
            if case .notification(let notification) = delivery, let mapped = AudioSessionNotification(notification) {
                sharing.tracker.follow(mapped)
            }
        }
        trackingObservation.withLock { $0 = tracking }
        // Media services reset forgets every session property, preferences included (S7); apps observing the
        // reset read the new values, as this observer runs first.
        let token = device.observe(app) { [weak self] delivery in
            if case .notification(.mediaServicesWereReset) = delivery {
                self?.preferences.withLock { $0 = SessionPreferences() }
            }
        }
        resetObservation.withLock { $0 = token }
    }

    deinit {
        if let token = resetObservation.withLock({ $0 }) { device.removeObservation(token) }
        if let token = trackingObservation.withLock({ $0 }) { device.removeObservation(token) }
    }

    /// The session of the app with this name, or `nil` if the device has no such app (not in the SDK).
    public convenience init?(
        device: SimulatedDevice, appNamed name: String, activation: ActivationKnowledge = .unknown,
        notificationThreading: NotificationThreading = .asOnIOS
    ) {
        guard let id = device.app(named: name) else { return nil }
        self.init(device: device, app: id, activation: activation, notificationThreading: notificationThreading)
    }

    /// Runs one app action through the simulator; the single entry point every call below uses (not in the SDK).
    ///
    /// It is the app's code calling: while the app is suspended, only the device may run that code (an observer of a
    /// delivery to the app, a callback it scheduled), so a call from anywhere else is refused (rule L5) instead of
    /// waking the app. A test acting as the app runs the calls as a step of the app's own, as a scenario does:
    /// `device.step(of:_:)`.
    ///
    /// - Throws: The error the SDK would give; or, when the call asks for what cannot happen or the device stopped
    ///   earlier, an `AudioSessionError` with code `unspecified` whose message is the `SimulationError`'s; or, from
    ///   a suspended app's code, an `AudioSessionError` with code `unspecified` naming rule L5 and the app (also
    ///   reported as a Swift Testing issue, see `SettleDiagnostics`).
    public func perform(_ action: AppAction) throws(AudioSessionError) {
        try refuseIfSuspended(Vocabulary.standard.name(of: action))
        let result: AudioSessionError?
        do {
            result = try device.perform(action, by: app)
        } catch {
            throw AudioSessionError(.unspecified, "the simulated device stopped: \(error.message)")
        }
        if let result { throw result }
    }

    private var session: SessionState { device.state[app].session }

    /// Mirrors `AVAudioSession.category`.
    public var category: AudioSession.Category { session.configuration.category }
    /// Mirrors `AVAudioSession.mode`.
    public var mode: AudioSession.Mode { session.configuration.mode }
    /// Mirrors `AVAudioSession.categoryOptions`.
    public var categoryOptions: CategoryOptions { session.configuration.effectiveOptions }
    /// Mirrors `AVAudioSession.routeSharingPolicy`.
    public var routeSharingPolicy: RouteSharingPolicy { session.configuration.policy }
    /// Category, mode, the options the app gave and policy (not in the SDK).
    public var configuration: SessionConfiguration { session.configuration }
    /// What the app can know of the activation, as `SystemAudioSession` tracks it (not in the SDK).
    public var activation: ActivationKnowledge { sharing.tracker.current }
    /// Tells the Kit what the host app knows of the activation (not in the SDK).
    public func assumeActivation(_ knowledge: ActivationKnowledge) { sharing.tracker.assume(knowledge) }
    /// The one shared activation of this app's session (not in the SDK).
    public var sharedActivation: SharedActivation { sharing.slot.sharedActivation(for: self) }
    /// Whether the session is active on the device, whoever activated it: what a test may assert, and what app code
    /// cannot read on iOS (not in the SDK).
    public var isActiveOnDevice: Bool { session.isActive }
    /// Whether the session is inactive because of an interruption that has not ended (not in the SDK; rule I2).
    public var isInterrupted: Bool { session.isInterrupted }
    /// The app's state, as `UIApplication.shared.applicationState` and the app delegate see it (rule L1).
    public var lifecycleState: AppLifecycleState { device.reading { $0.appState(app) } }

    /// Mirrors `AVAudioSession.setCategory(_:mode:policy:options:)`.
    public func setCategory(
        _ category: AudioSession.Category, mode: AudioSession.Mode, policy: RouteSharingPolicy, options: CategoryOptions
    ) throws(AudioSessionError) {
        try perform(
            .setCategory(SessionConfiguration(category: category, mode: mode, options: options, policy: policy)))
    }

    /// Mirrors `AVAudioSession.setMode(_:)`.
    public func setMode(_ mode: AudioSession.Mode) throws(AudioSessionError) { try perform(.setMode(mode)) }

    /// Mirrors `AVAudioSession.setActive(_:options:)`.
    public func setActive(_ active: Bool, options: SetActiveOptions) throws(AudioSessionError) {
        do {
            try perform(active ? .activate : .deactivate(options))
            sharing.tracker.record(active: active)
        } catch {
            // A deactivation that fails with isBusy deactivates anyway (A5).
            if !active, error.code == .isBusy { sharing.tracker.record(active: false) }
            throw error
        }
    }

    /// Mirrors `AVAudioSession.currentRoute`.
    public var currentRoute: RouteDescription { device.state.route(of: app) }

    /// Mirrors `AVAudioSession.availableInputs`.
    public var availableInputs: [PortDescription]? {
        let state = device.state
        return state.availableInputs(for: state[app].session.configuration).compactMap(state.resolve)
    }

    /// Mirrors `AVAudioSession.preferredInput`.
    public var preferredInput: PortDescription? {
        let state = device.state
        return state[app].session.preferredInput.flatMap(state.resolve)
    }

    /// Mirrors `AVAudioSession.setPreferredInput(_:)`; the port must come from ``availableInputs``.
    public func setPreferredInput(_ input: PortDescription?) throws(AudioSessionError) {
        guard let input else { return try perform(.setPreferredInput(.none)) }
        let state = device.state
        if let device = state.devices.first(where: { input.portName == $0.name }) {
            try perform(.setPreferredInput(.device(device.name)))
        } else {
            try perform(.setPreferredInput(.port(input.portType)))
        }
    }

    /// Mirrors `AVAudioSession.overrideOutputAudioPort(_:)`.
    public func overrideOutputAudioPort(_ portOverride: PortOverride) throws(AudioSessionError) {
        try perform(.overrideOutput(portOverride))
    }

    /// The speaker override in effect (not in the SDK; rule R5 says what clears it).
    public var portOverride: PortOverride { session.portOverride }

    /// Mirrors `AVAudioSession.isOtherAudioPlaying`.
    public var isOtherAudioPlaying: Bool { device.reading { $0.isOtherAudioPlaying(for: app) } }
    /// Mirrors `AVAudioSession.secondaryAudioShouldBeSilencedHint`.
    public var secondaryAudioShouldBeSilencedHint: Bool {
        device.reading { $0.secondaryAudioShouldBeSilencedHint(for: app) }
    }

    /// Mirrors `AVAudioApplication.shared.recordPermission`.
    public var recordPermission: RecordPermission { device.state[app].recordPermission }

    /// Mirrors `AVAudioApplication.requestRecordPermission()`: prompts when undetermined in the foreground (P7).
    public func requestRecordPermission() async -> Bool {
        try? perform(.requestRecordPermission)
        return recordPermission == .granted
    }

    /// Mirrors `AVAudioSession.prefersNoInterruptionsFromSystemAlerts`.
    public var prefersNoInterruptionsFromSystemAlerts: Bool { session.prefersNoInterruptionsFromSystemAlerts }
    /// Mirrors `AVAudioSession.setPrefersNoInterruptionsFromSystemAlerts(_:)`.
    public func setPrefersNoInterruptionsFromSystemAlerts(_ value: Bool) throws(AudioSessionError) {
        try perform(.setPrefersNoInterruptionsFromSystemAlerts(value))
    }
    /// Mirrors `AVAudioSession.prefersInterruptionOnRouteDisconnect`.
    public var prefersInterruptionOnRouteDisconnect: Bool { session.prefersInterruptionOnRouteDisconnect }
    /// Mirrors `AVAudioSession.setPrefersInterruptionOnRouteDisconnect(_:)`.
    public func setPrefersInterruptionOnRouteDisconnect(_ value: Bool) throws(AudioSessionError) {
        try perform(.setPrefersInterruptionOnRouteDisconnect(value))
    }

    /// Mirrors `AVAudioSession.preferredSampleRate` (0 until set).
    public var preferredSampleRate: Double { preferences.withLock { $0.sampleRate } }
    /// Mirrors `AVAudioSession.setPreferredSampleRate(_:)`: a hint; 8 kHz to 48 kHz, else `badParam`.
    public func setPreferredSampleRate(_ rate: Double) throws(AudioSessionError) {
        try refuseIfSuspended("setPreferredSampleRate(_:)")
        guard rate == 0 || (8_000...48_000).contains(rate) else {
            throw AudioSessionError(.badParam, "preferred sample rate \(rate) is outside 8000...48000 Hz")
        }
        preferences.withLock { $0.sampleRate = rate }
    }
    /// Mirrors `AVAudioSession.sampleRate`: the device's rate, 16 kHz on a hands-free route, else 48 kHz.
    public var sampleRate: Double {
        let route = currentRoute
        return (route.outputs + route.inputs).contains { $0.portType == .bluetoothHFP } ? 16_000 : 48_000
    }
    /// Mirrors `AVAudioSession.preferredIOBufferDuration` (0 until set).
    public var preferredIOBufferDuration: Double { preferences.withLock { $0.ioBufferDuration } }
    /// Mirrors `AVAudioSession.setPreferredIOBufferDuration(_:)`: a hint; 0.005 s to 0.093 s, else `badParam`.
    public func setPreferredIOBufferDuration(_ duration: Double) throws(AudioSessionError) {
        try refuseIfSuspended("setPreferredIOBufferDuration(_:)")
        guard duration == 0 || (0.005...0.093).contains(duration) else {
            throw AudioSessionError(.badParam, "preferred IO buffer duration \(duration) is outside 0.005...0.093 s")
        }
        preferences.withLock { $0.ioBufferDuration = duration }
    }
    /// Mirrors `AVAudioSession.ioBufferDuration`: the device rounds the hint to a power-of-two frame count.
    public var ioBufferDuration: Double {
        let rate = sampleRate
        let wanted = preferredIOBufferDuration == 0 ? 0.023 : preferredIOBufferDuration
        var frames = 1.0
        while frames / rate < wanted { frames *= 2 }
        return frames / rate
    }

    /// Mirrors `NotificationCenter.addObserver(forName:object:queue:using:)` for the session's notifications: runs
    /// `handler` for each one this app receives, in delivery order, on the thread ``notificationThreading`` says.
    public func addObserver(
        _ handler: @escaping @Sendable (AudioSessionNotification) -> Void
    ) -> AudioSessionObservation {
        let threading = notificationThreading
        let token = device.observe(app) { delivery in
            if case .notification(let notification) = delivery, let mapped = AudioSessionNotification(notification) {
                threading.run(mapped) { handler(mapped) }
            }
        }
        return AudioSessionObservation { [device] in device.removeObservation(token) }
    }

    /// The session's notifications as an asynchronous sequence; mirrors `NotificationCenter.notifications(named:)`.
    ///
    /// The device counts what the stream delivered and what its consumer asked for, so that
    /// `SimulatedDevice.settle()` and `advance(by:)` return only when the consumer has handled every notification.
    public func notifications() -> AsyncStream<AudioSessionNotification> {
        let (inner, continuation) = AsyncStream.makeStream(of: AudioSessionNotification.self)
        let progress = device.addConsumer()
        let observation = addObserver { notification in
            progress.delivered()
            continuation.yield(notification)
        }
        let source = IteratorBox(inner.makeAsyncIterator())
        // A consumer that leaves its loop (`break`, `return`) drops the stream without cancelling it: when the last
        // reference goes, the stream stops counting as behind.
        let release = ReleaseFinishes {
            observation.cancel()
            continuation.finish()
            progress.finished()
        }
        return AsyncStream(
            unfolding: {
                progress.requested()
                let next = await source.next()
                if next == nil { progress.finished() }
                return next
            },
            onCancel: { release.finish() })
    }

    /// Runs `handler` for everything that reaches the app: notifications, remote commands, prompts and
    /// app-delegate callbacks (the simulator's view of the app's code) (not in the SDK).
    public func addDeliveryObserver(_ handler: @escaping @Sendable (Delivery) -> Void) -> AudioSessionObservation {
        let token = device.observe(app, handler)
        return AudioSessionObservation { [device] in device.removeObservation(token) }
    }

    /// Runs `handler` for each app-delegate callback the app receives (`applicationWillResignActive` and the
    /// others; not in `AVAudioSession`, the simulator's stand-in for `UIApplicationDelegate`).
    public func addLifecycleObserver(
        _ handler: @escaping @Sendable (LifecycleEvent) -> Void
    ) -> AudioSessionObservation {
        addDeliveryObserver { delivery in
            if case .lifecycle(let event) = delivery { handler(event) }
        }
    }

    /// A scheduler on the device's virtual clock that runs work as this app's code (not in the SDK).
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public var scheduler: SimulatedScheduler { SimulatedScheduler(device: device, app: app) }

    /// The device's virtual clock as this app's code sleeps on it: held while the app is suspended (rule L5) (not
    /// in the SDK; `device.clock` is the test's own, never held).
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public var clock: SimulatedClock { SimulatedClock(device: device, app: app) }

    // MARK: - Input, volume, prompts, channels

    /// Mirrors `AVAudioSession.isInputAvailable`: always `true`, since every device the simulator models has a
    /// built-in microphone (a muted one, rule I8, is still available).
    public var isInputAvailable: Bool { true }

    /// Mirrors `AVAudioSession.outputVolume`: the device's volume, 0.5 until the user changes it
    /// (`SimulatedDevice.setOutputVolume(_:)`); the SDK posts no notification for it (KVO only).
    public var outputVolume: Float { device.hardware.withLock { $0.outputVolume } }

    /// Mirrors `AVAudioSession.inputGain`: 0.5 until set; reset by a media-services reset.
    public var inputGain: Float { preferences.withLock { $0.inputGain } }

    /// Mirrors `AVAudioSession.isInputGainSettable`: only for an active session whose category records (the gain
    /// belongs to the input route the session holds).
    public var isInputGainSettable: Bool { isActiveOnDevice && session.configuration.category.hasInput }

    /// Mirrors `AVAudioSession.setInputGain(_:)`: 0 to 1, else `badParam`; `incompatibleCategory` while the gain
    /// is not settable.
    public func setInputGain(_ gain: Float) throws(AudioSessionError) {
        try refuseIfSuspended("setInputGain(_:)")
        guard (0...1).contains(gain) else { throw AudioSessionError(.badParam, "input gain \(gain) is outside 0...1") }
        guard isInputGainSettable else {
            throw AudioSessionError(
                .incompatibleCategory, "the input gain is settable only for an active input session")
        }
        preferences.withLock { $0.inputGain = gain }
    }

    /// Mirrors `AVAudioSession.promptStyle`: `none` during a connected call or while Siri listens, `short` while
    /// another app records, else `normal` (Apple's documentation of the three styles).
    public var promptStyle: PromptStyle {
        let state = device.state
        if state.call?.isConnected == true || state.isSiriListening { return .none }
        let otherRecords = state.apps.indices.contains { index in
            AppID(index) != app && state.apps[index].session.isRecording
        }
        return otherRecords ? .short : .normal
    }

    /// Mirrors `AVAudioSession.preferredInputNumberOfChannels` (0 until set).
    public var preferredInputNumberOfChannels: Int { preferences.withLock { $0.inputChannels } }
    /// Mirrors `AVAudioSession.setPreferredInputNumberOfChannels(_:)`: 1 to the maximum, in a category that records
    /// (else `incompatibleCategory`, as the SDK's error code documents).
    public func setPreferredInputNumberOfChannels(_ count: Int) throws(AudioSessionError) {
        try refuseIfSuspended("setPreferredInputNumberOfChannels(_:)")
        guard session.configuration.category.hasInput else {
            throw AudioSessionError(.incompatibleCategory, "\(session.configuration.category) has no input")
        }
        guard (1...max(1, maximumInputNumberOfChannels)).contains(count) else {
            throw AudioSessionError(.badParam, "\(count) input channels: the route has \(maximumInputNumberOfChannels)")
        }
        preferences.withLock { $0.inputChannels = count }
    }
    /// Mirrors `AVAudioSession.preferredOutputNumberOfChannels` (0 until set).
    public var preferredOutputNumberOfChannels: Int { preferences.withLock { $0.outputChannels } }
    /// Mirrors `AVAudioSession.setPreferredOutputNumberOfChannels(_:)`: 1 to the maximum, in a category that plays.
    public func setPreferredOutputNumberOfChannels(_ count: Int) throws(AudioSessionError) {
        try refuseIfSuspended("setPreferredOutputNumberOfChannels(_:)")
        guard session.configuration.category.hasOutput else {
            throw AudioSessionError(.incompatibleCategory, "\(session.configuration.category) has no output")
        }
        guard (1...max(1, maximumOutputNumberOfChannels)).contains(count) else {
            throw AudioSessionError(
                .badParam, "\(count) output channels: the route has \(maximumOutputNumberOfChannels)")
        }
        preferences.withLock { $0.outputChannels = count }
    }
    /// Mirrors `AVAudioSession.maximumInputNumberOfChannels`: 1 per input port on the route (a USB interface 2), 0
    /// without input.
    public var maximumInputNumberOfChannels: Int {
        currentRoute.inputs.map { $0.portType == .usbAudio ? 2 : 1 }.max() ?? 0
    }
    /// Mirrors `AVAudioSession.maximumOutputNumberOfChannels`: 1 on the receiver or a hands-free link, 8 on HDMI,
    /// AirPlay or a car, else 2.
    public var maximumOutputNumberOfChannels: Int {
        currentRoute.outputs.map { port -> Int in
            switch port.portType {
            case .builtInReceiver, .bluetoothHFP: 1
            case .HDMI, .airPlay, .carAudio: 8
            default: 2
            }
        }.max() ?? 0
    }

    /// Mirrors `AVAudioApplication.shared.isInputMuted`: the app's own mute, apart from the device's (rules P9, I8).
    public var isInputMuted: Bool { device.state[app].isInputMuted }
    /// Mirrors `AVAudioApplication.shared.setInputMuted(_:)`: zeroes the app's input (rule P9); an active recording
    /// session is told at once with `inputMuteStateChange`, an inactive one when it next activates.
    public func setInputMuted(_ muted: Bool) throws(AudioSessionError) {
        try perform(.setInputMuted(muted))
    }
    /// Mirrors `AVAudioSession.isOutputMuted` (iOS 26): the session's output is zeroed (rule P10).
    public var isOutputMuted: Bool { device.state[app].session.isOutputMuted }
    /// Mirrors `AVAudioSession.setOutputMuted(_:)` (iOS 26, rule P10): `badParam` for `playAndRecord` in a mode other
    /// than `default`, and on a device simulating iOS 18, which has no output mute.
    public func setOutputMuted(_ muted: Bool) throws(AudioSessionError) {
        try perform(.setOutputMuted(muted))
    }

    // MARK: - The app's audio I/O (a player and a recorder)

    /// A player starts; with a duration it stops by itself (P1, P3) (not in the SDK).
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func startPlayback(for duration: Duration? = nil) throws(AudioSessionError) {
        try perform(.play(for: duration.map(TimeSpan.init)))
    }
    /// The player stops (P3) (not in the SDK).
    public func stopPlayback() { try? perform(.stop) }
    /// A recorder starts; with a duration it stops by itself (P2, P3) (not in the SDK).
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func startRecording(for duration: Duration? = nil) throws(AudioSessionError) {
        try perform(.record(for: duration.map(TimeSpan.init)))
    }
    /// The recorder stops (P3) (not in the SDK).
    public func stopRecording() { try? perform(.stopRecording) }
    /// Whether output I/O runs (not in the SDK).
    public var isPlaying: Bool { session.isPlaying }
    /// Whether input I/O runs (not in the SDK).
    public var isRecording: Bool { session.isRecording }
}

/// The iterator of a stream read by one consumer at a time (an `AsyncStream` is never iterated concurrently).
private final class IteratorBox: @unchecked Sendable {
    private var iterator: AsyncStream<AudioSessionNotification>.Iterator

    init(_ iterator: AsyncStream<AudioSessionNotification>.Iterator) { self.iterator = iterator }

    func next() async -> AudioSessionNotification? { await iterator.next() }
}

/// Runs its work once: when asked, or when released (not in the SDK).
private final class ReleaseFinishes: Sendable {
    private let work: Locked<(@Sendable () -> Void)?>

    init(_ work: @escaping @Sendable () -> Void) { self.work = Locked(work) }

    func finish() {
        work.withLock { work in
            defer { work = nil }
            return work
        }?()
    }

    deinit { finish() }
}
