#if (canImport(AVFAudio) && (os(iOS) || os(visionOS))) || canImport(AVFAudioStandIn)
    #if canImport(AVFAudioStandIn)
        import AVFAudioStandIn
    #else
        import AVFAudio
    #endif
    import AudioSessionModel
    import Foundation

    /// The real session: an ``AudioSessionProtocol`` over `AVAudioSession.sharedInstance()`, mapping every value by raw
    /// value (``SDKMapping`` names them) and every error to `AudioSessionError` by its `OSStatus` code.
    ///
    /// Compiled where AVFAudio has `AVAudioSession` (iOS and visionOS; tvOS and watchOS lack preferred inputs, the
    /// speaker override or the hardware preferences), and off Apple platforms against the package's stand-in for
    /// AVFAudio, which CI uses to compile and run this adapter on Linux.
    ///
    /// Notifications reach observers where iOS posts them, unchanged (the observers are added with `queue: nil`):
    /// interruptions, media-services and hint notifications on the main thread, route changes on a secondary thread.
    /// Observers that touch the UI hop to the main actor; a task consuming ``notifications()`` resumes on its own
    /// executor whatever the thread. What the SDK cannot read back (``isActive``, ``portOverride``, the options the
    /// app gave) is tracked from this object's own calls and the notifications, so changes made through
    /// `AVAudioSession` directly are seen only as the SDK reports them.
    public final class SystemAudioSession: AudioSessionProtocol {
        /// The SDK's session.
        public let session: AVAudioSession

        private struct Tracked {
            var portOverride: PortOverride = .none
            var lastSet: SessionConfiguration?
        }

        private let tracked = Locked(Tracked())
        private let trackingObservation = Locked<AudioSessionObservation?>(nil)

        private let sharing: SessionSharing

        /// The shared session; mirrors `AVAudioSession.sharedInstance()`.
        ///
        /// Every wrapper of the same `AVAudioSession` shares what is known of its activation and its
        /// ``sharedActivation``. `activation` is what the host app knows when the first wrapper is made: `.unknown`
        /// by default (the host may have activated the session itself); pass `.inactive` from an app that makes its
        /// wrapper at launch, before any audio.
        public init(session: AVAudioSession = .sharedInstance(), activation: ActivationKnowledge = .unknown) {
            self.session = session
            sharing = Self.sharing(for: session, initial: activation)
            let observation = Self.observe(session) { [weak self] notification in self?.track(notification) }
            trackingObservation.withLock { $0 = observation }
        }

        private struct Registered {
            weak var session: AVAudioSession?
            var sharing: SessionSharing
        }

        private static let registry = Locked<[ObjectIdentifier: Registered]>([:])

        /// The sharing of `session`, made on first use; entries of sessions gone are dropped.
        private static func sharing(for session: AVAudioSession, initial: ActivationKnowledge) -> SessionSharing {
            registry.withLock { registry in
                registry = registry.filter { $0.value.session != nil }
                if let entry = registry[ObjectIdentifier(session)], entry.session === session { return entry.sharing }
                let sharing = SessionSharing(initial)
                registry[ObjectIdentifier(session)] = Registered(session: session, sharing: sharing)
                return sharing
            }
        }

        deinit {
            trackingObservation.withLock { $0 }?.cancel()
        }

        // MARK: - Category, mode, options, policy

        /// Mirrors `AVAudioSession.category`.
        public var category: AudioSession.Category { AudioSession.Category(rawValue: session.category.rawValue) }
        /// Mirrors `AVAudioSession.mode`.
        public var mode: AudioSession.Mode { AudioSession.Mode(rawValue: session.mode.rawValue) }
        /// Mirrors `AVAudioSession.categoryOptions`.
        public var categoryOptions: CategoryOptions { CategoryOptions(rawValue: session.categoryOptions.rawValue) }
        /// Mirrors `AVAudioSession.routeSharingPolicy`.
        public var routeSharingPolicy: RouteSharingPolicy {
            RouteSharingPolicy(rawValue: session.routeSharingPolicy.rawValue)
        }

        /// What the SDK reads back, with the options this object last set when they still read back the same (not in
        /// the SDK).
        public var configuration: SessionConfiguration {
            let current = SessionConfiguration(
                category: category, mode: mode, options: categoryOptions, policy: routeSharingPolicy)
            if let lastSet = tracked.withLock({ $0.lastSet }), lastSet.category == current.category,
                lastSet.mode == current.mode, lastSet.policy == current.policy,
                lastSet.effectiveOptions == current.effectiveOptions
            {
                return lastSet
            }
            return current
        }

        /// Mirrors `AVAudioSession.setCategory(_:mode:policy:options:)`.
        public func setCategory(
            _ category: AudioSession.Category, mode: AudioSession.Mode, policy: RouteSharingPolicy,
            options: CategoryOptions
        ) throws(AudioSessionError) {
            guard let sdkPolicy = AVAudioSession.RouteSharingPolicy(rawValue: policy.rawValue) else {
                throw AudioSessionError(.badParam, "unknown route-sharing policy \(policy.rawValue)")
            }
            let previous = self.category
            try Self.call {
                try session.setCategory(
                    AVAudioSession.Category(rawValue: category.rawValue),
                    mode: AVAudioSession.Mode(rawValue: mode.rawValue), policy: sdkPolicy,
                    options: AVAudioSession.CategoryOptions(rawValue: options.rawValue))
            }
            tracked.withLock { tracked in
                tracked.lastSet = SessionConfiguration(category: category, mode: mode, options: options, policy: policy)
                if previous != category { tracked.portOverride = .none }
            }
        }

        /// Mirrors `AVAudioSession.setMode(_:)`.
        public func setMode(_ mode: AudioSession.Mode) throws(AudioSessionError) {
            let before = configuration
            try Self.call { try session.setMode(AVAudioSession.Mode(rawValue: mode.rawValue)) }
            tracked.withLock { $0.lastSet = before.settingMode(mode) }
        }

        // MARK: - Activation

        /// What is known of the activation: the Kit's calls through any wrapper of this `AVAudioSession`, less the
        /// interruptions and resets since (not in the SDK, which never says).
        public var activation: ActivationKnowledge { sharing.tracker.current }

        /// Tells the Kit what the host app knows of the activation (not in the SDK).
        public func assumeActivation(_ knowledge: ActivationKnowledge) { sharing.tracker.assume(knowledge) }

        /// The one shared activation of this `AVAudioSession` (not in the SDK).
        public var sharedActivation: SharedActivation { sharing.slot.sharedActivation(for: self) }

        /// Mirrors `AVAudioSession.setActive(_:options:)`.
        public func setActive(_ active: Bool, options: SetActiveOptions) throws(AudioSessionError) {
            do throws(AudioSessionError) {
                try Self.call {
                    try session.setActive(active, options: AVAudioSession.SetActiveOptions(rawValue: options.rawValue))
                }
                sharing.tracker.record(active: active)
            } catch {
                // A deactivation that fails with isBusy deactivates anyway.
                if !active, error.code == .isBusy { sharing.tracker.record(active: false) }
                throw error
            }
        }

        // MARK: - Routing

        /// Mirrors `AVAudioSession.currentRoute`.
        public var currentRoute: RouteDescription { Self.route(session.currentRoute) }
        /// Mirrors `AVAudioSession.availableInputs`.
        public var availableInputs: [PortDescription]? { session.availableInputs?.map { Self.port($0) } }
        /// Mirrors `AVAudioSession.preferredInput`.
        public var preferredInput: PortDescription? { session.preferredInput.map { Self.port($0) } }

        /// Mirrors `AVAudioSession.setPreferredInput(_:)`: the port is matched in `availableInputs` by its UID.
        public func setPreferredInput(_ input: PortDescription?) throws(AudioSessionError) {
            guard let input else {
                try Self.call { try session.setPreferredInput(nil) }
                return
            }
            guard let port = session.availableInputs?.first(where: { $0.uid == input.uid }) else {
                throw AudioSessionError(.badParam, "\(input) is not among the available inputs")
            }
            try Self.call { try session.setPreferredInput(port) }
        }

        /// Mirrors `AVAudioSession.overrideOutputAudioPort(_:)`.
        public func overrideOutputAudioPort(_ portOverride: PortOverride) throws(AudioSessionError) {
            guard let sdkOverride = AVAudioSession.PortOverride(rawValue: portOverride.rawValue) else {
                throw AudioSessionError(.badParam, "unknown port override \(portOverride.rawValue)")
            }
            try Self.call { try session.overrideOutputAudioPort(sdkOverride) }
            tracked.withLock { $0.portOverride = portOverride }
        }

        /// The override this object last set, until a route change or an interruption clears it (not in the SDK).
        public var portOverride: PortOverride { tracked.withLock { $0.portOverride } }

        // MARK: - Other audio, permission, preferences

        /// Mirrors `AVAudioSession.isOtherAudioPlaying`.
        public var isOtherAudioPlaying: Bool { session.isOtherAudioPlaying }
        /// Mirrors `AVAudioSession.secondaryAudioShouldBeSilencedHint`.
        public var secondaryAudioShouldBeSilencedHint: Bool { session.secondaryAudioShouldBeSilencedHint }

        /// Mirrors `AVAudioApplication.shared.recordPermission`.
        public var recordPermission: RecordPermission {
            if #available(iOS 17, tvOS 17, watchOS 10, *) {
                RecordPermission(
                    rawValue: UInt(truncatingIfNeeded: AVAudioApplication.shared.recordPermission.rawValue))
            } else {
                RecordPermission(rawValue: session.recordPermission.rawValue)
            }
        }
        /// Mirrors `AVAudioApplication.requestRecordPermission()` (`AVAudioSession.requestRecordPermission(_:)`
        /// before iOS 17).
        public func requestRecordPermission() async -> Bool {
            if #available(iOS 17, tvOS 17, watchOS 10, *) {
                return await AVAudioApplication.requestRecordPermission()
            }
            return await withCheckedContinuation { continuation in
                session.requestRecordPermission { continuation.resume(returning: $0) }
            }
        }

        /// Mirrors `AVAudioSession.prefersNoInterruptionsFromSystemAlerts`.
        public var prefersNoInterruptionsFromSystemAlerts: Bool { session.prefersNoInterruptionsFromSystemAlerts }
        /// Mirrors `AVAudioSession.setPrefersNoInterruptionsFromSystemAlerts(_:)`.
        public func setPrefersNoInterruptionsFromSystemAlerts(_ value: Bool) throws(AudioSessionError) {
            try Self.call { try session.setPrefersNoInterruptionsFromSystemAlerts(value) }
        }
        /// Mirrors `AVAudioSession.prefersInterruptionOnRouteDisconnect` (iOS 17; `false` before, where a route
        /// disconnect never interrupts).
        public var prefersInterruptionOnRouteDisconnect: Bool {
            if #available(iOS 17, tvOS 17, watchOS 10, *) { return session.prefersInterruptionOnRouteDisconnect }
            return false
        }
        /// Mirrors `AVAudioSession.setPrefersInterruptionOnRouteDisconnect(_:)` (iOS 17). Before iOS 17 no route
        /// disconnect interrupts: `false` is what the system does already, and `true` throws `unspecified`.
        public func setPrefersInterruptionOnRouteDisconnect(_ value: Bool) throws(AudioSessionError) {
            if #available(iOS 17, tvOS 17, watchOS 10, *) {
                try Self.call { try session.setPrefersInterruptionOnRouteDisconnect(value) }
            } else if value {
                throw AudioSessionError(.unspecified, "interruption on route disconnect needs iOS 17")
            }
        }

        /// Mirrors `AVAudioSession.preferredSampleRate`.
        public var preferredSampleRate: Double { session.preferredSampleRate }
        /// Mirrors `AVAudioSession.setPreferredSampleRate(_:)`.
        public func setPreferredSampleRate(_ rate: Double) throws(AudioSessionError) {
            try Self.call { try session.setPreferredSampleRate(rate) }
        }
        /// Mirrors `AVAudioSession.sampleRate`.
        public var sampleRate: Double { session.sampleRate }
        /// Mirrors `AVAudioSession.preferredIOBufferDuration`.
        public var preferredIOBufferDuration: Double { session.preferredIOBufferDuration }
        /// Mirrors `AVAudioSession.setPreferredIOBufferDuration(_:)`.
        public func setPreferredIOBufferDuration(_ duration: Double) throws(AudioSessionError) {
            try Self.call { try session.setPreferredIOBufferDuration(duration) }
        }
        /// Mirrors `AVAudioSession.ioBufferDuration`.
        public var ioBufferDuration: Double { session.ioBufferDuration }

        // MARK: - Input, volume, prompts, channels

        /// Mirrors `AVAudioSession.isInputAvailable`.
        public var isInputAvailable: Bool { session.isInputAvailable }
        /// Mirrors `AVAudioSession.outputVolume`.
        public var outputVolume: Float { session.outputVolume }
        /// Mirrors `AVAudioSession.inputGain`.
        public var inputGain: Float { session.inputGain }
        /// Mirrors `AVAudioSession.isInputGainSettable`.
        public var isInputGainSettable: Bool { session.isInputGainSettable }
        /// Mirrors `AVAudioSession.setInputGain(_:)`.
        public func setInputGain(_ gain: Float) throws(AudioSessionError) {
            try Self.call { try session.setInputGain(gain) }
        }
        /// Mirrors `AVAudioSession.promptStyle` (iOS 13).
        public var promptStyle: PromptStyle { PromptStyle(rawValue: session.promptStyle.rawValue) }
        /// Mirrors `AVAudioSession.preferredInputNumberOfChannels`.
        public var preferredInputNumberOfChannels: Int { session.preferredInputNumberOfChannels }
        /// Mirrors `AVAudioSession.setPreferredInputNumberOfChannels(_:)`.
        public func setPreferredInputNumberOfChannels(_ count: Int) throws(AudioSessionError) {
            try Self.call { try session.setPreferredInputNumberOfChannels(count) }
        }
        /// Mirrors `AVAudioSession.preferredOutputNumberOfChannels`.
        public var preferredOutputNumberOfChannels: Int { session.preferredOutputNumberOfChannels }
        /// Mirrors `AVAudioSession.setPreferredOutputNumberOfChannels(_:)`.
        public func setPreferredOutputNumberOfChannels(_ count: Int) throws(AudioSessionError) {
            try Self.call { try session.setPreferredOutputNumberOfChannels(count) }
        }
        /// Mirrors `AVAudioSession.maximumInputNumberOfChannels`.
        public var maximumInputNumberOfChannels: Int { session.maximumInputNumberOfChannels }
        /// Mirrors `AVAudioSession.maximumOutputNumberOfChannels`.
        public var maximumOutputNumberOfChannels: Int { session.maximumOutputNumberOfChannels }

        /// Mirrors `AVAudioApplication.shared.isInputMuted` (iOS 17, visionOS 26; `false` before, where no such mute
        /// exists).
        public var isInputMuted: Bool {
            if #available(iOS 17, tvOS 17, watchOS 10, visionOS 26, *) { return AVAudioApplication.shared.isInputMuted }
            return false
        }
        /// Mirrors `AVAudioApplication.shared.setInputMuted(_:)` (iOS 17, visionOS 26; `unspecified` before).
        public func setInputMuted(_ muted: Bool) throws(AudioSessionError) {
            if #available(iOS 17, tvOS 17, watchOS 10, visionOS 26, *) {
                try Self.call { try AVAudioApplication.shared.setInputMuted(muted) }
            } else {
                throw AudioSessionError(.unspecified, "input mute needs AVAudioApplication (iOS 17, visionOS 26)")
            }
        }

        /// Mirrors `AVAudioSession.isOutputMuted` (iOS 26, iOS only; `false` on tvOS, watchOS and visionOS, which
        /// have no output mute).
        @available(iOS 26, *)
        public var isOutputMuted: Bool {
            #if os(iOS) || canImport(AVFAudioStandIn)
                return session.isOutputMuted
            #else
                return false
            #endif
        }
        /// Mirrors `AVAudioSession.setOutputMuted(_:)` (iOS 26, iOS only; `unspecified` on tvOS, watchOS and
        /// visionOS).
        @available(iOS 26, *)
        public func setOutputMuted(_ muted: Bool) throws(AudioSessionError) {
            #if os(iOS) || canImport(AVFAudioStandIn)
                try Self.call { try session.setOutputMuted(muted) }
            #else
                throw AudioSessionError(.unspecified, "output mute exists on iOS only")
            #endif
        }

        // MARK: - Notifications

        /// Mirrors `NotificationCenter.addObserver(forName:object:queue:using:)` for the session's notifications and
        /// the application's input-mute notification.
        public func addObserver(
            _ handler: @escaping @Sendable (AudioSessionNotification) -> Void
        ) -> AudioSessionObservation {
            Self.observe(session, handler)
        }

        private func track(_ notification: AudioSessionNotification) {
            sharing.tracker.follow(notification)
            tracked.withLock { tracked in
                switch notification {
                case .interruptionBegan:
                    tracked.portOverride = .none
                case .routeChange(let reason, _) where reason != .override:
                    tracked.portOverride = .none
                case .mediaServicesWereReset:
                    tracked = Tracked()
                default:
                    break
                }
            }
        }

        /// Observes the notifications on `NotificationCenter.default` (those of iOS 17 and 26 where the system has
        /// them), decoding them through ``SDKMapping``.
        private static func observe(
            _ session: AVAudioSession, _ handler: @escaping @Sendable (AudioSessionNotification) -> Void
        ) -> AudioSessionObservation {
            var names: [(Notification.Name, String)] = [
                (AVAudioSession.interruptionNotification, "AVAudioSessionInterruptionNotification"),
                (AVAudioSession.routeChangeNotification, "AVAudioSessionRouteChangeNotification"),
                (
                    AVAudioSession.silenceSecondaryAudioHintNotification,
                    "AVAudioSessionSilenceSecondaryAudioHintNotification"
                ),
                (AVAudioSession.mediaServicesWereLostNotification, "AVAudioSessionMediaServicesWereLostNotification"),
                (AVAudioSession.mediaServicesWereResetNotification, "AVAudioSessionMediaServicesWereResetNotification"),
            ]
            #if os(iOS) || canImport(AVFAudioStandIn)
                if #available(iOS 26, *) {
                    names += [
                        (
                            AVAudioSession.outputMuteStateChangeNotification,
                            "AVAudioSessionOutputMuteStateChangeNotification"
                        ),
                        (
                            AVAudioSession.userIntentToUnmuteOutputNotification,
                            "AVAudioSessionUserIntentToUnmuteOutputNotification"
                        ),
                        (
                            AVAudioSession.availableInputsChangeNotification,
                            "AVAudioSessionAvailableInputsChangeNotification"
                        ),
                    ]
                }
            #endif
            // The input mute is the application's (`AVAudioApplication`), posted without the session as its object.
            var applicationNames: [(Notification.Name, String)] = []
            if #available(iOS 17, tvOS 17, watchOS 10, visionOS 26, *) {
                applicationNames.append(
                    (
                        AVAudioApplication.inputMuteStateChangeNotification,
                        "AVAudioApplicationInputMuteStateChangeNotification"
                    ))
            }
            let sources = names.map { ($0.0, $0.1, session as AnyObject?) } + applicationNames.map { ($0.0, $0.1, nil) }
            let tokens = sources.map { name, sdkName, object in
                ObserverToken(
                    NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { notification in
                        let info = notification.userInfo ?? [:]
                        let keys: [(String, String)] = [
                            (AVAudioSessionInterruptionTypeKey, SDKMapping.UserInfoKey.interruptionType),
                            (AVAudioSessionInterruptionOptionKey, SDKMapping.UserInfoKey.interruptionOption),
                            (AVAudioSessionInterruptionReasonKey, SDKMapping.UserInfoKey.interruptionReason),
                            (AVAudioSessionRouteChangeReasonKey, SDKMapping.UserInfoKey.routeChangeReason),
                            (
                                AVAudioSessionSilenceSecondaryAudioHintTypeKey,
                                SDKMapping.UserInfoKey.silenceSecondaryAudioHintType
                            ),
                        ]
                        var numbers: [String: UInt] = [:]
                        for (sdkKey, key) in keys {
                            if let number = info[sdkKey] as? NSNumber { numbers[key] = number.uintValue }
                        }
                        // Both mute keys hold a Bool (`AVAudioApplicationMuteStateKey`, `AVAudioSessionMuteStateKey`).
                        for key in [SDKMapping.UserInfoKey.inputMuteState, SDKMapping.UserInfoKey.outputMuteState] {
                            if let muted = info[key] as? Bool { numbers[key] = muted ? 1 : 0 }
                        }
                        let previous =
                            (info[AVAudioSessionRouteChangePreviousRouteKey] as? AVAudioSessionRouteDescription)
                            .map(Self.route)
                        if let mapped = AudioSessionNotification(
                            sdkName: sdkName, userInfo: numbers, previousRoute: previous)
                        {
                            handler(mapped)
                        }
                    })
            }
            return AudioSessionObservation {
                for token in tokens { NotificationCenter.default.removeObserver(token.token) }
            }
        }

        // MARK: - Mapping

        /// Runs an SDK call, turning its `NSError` into an ``AudioSessionError`` with the same `OSStatus` code.
        private static func call(_ body: () throws -> Void) throws(AudioSessionError) { try callingSDK(body) }

        private static func port(_ port: AVAudioSessionPortDescription) -> PortDescription {
            PortDescription(
                portType: AudioSession.Port(rawValue: port.portType.rawValue), portName: port.portName, uid: port.uid)
        }

        private static func route(_ route: AVAudioSessionRouteDescription) -> RouteDescription {
            RouteDescription(inputs: route.inputs.map(Self.port), outputs: route.outputs.map(Self.port))
        }
    }

#endif
