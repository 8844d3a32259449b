import AudioSessionModel

/// Keeps an audio engine (a game's sound engine, such as Wwise) in step with the app and the session: suspends it
/// when the app resigns active or is interrupted, wakes it when both are over, and reports interruptions and the
/// secondary-audio hint (not in the SDK; the Wwise SDK's `AK::SoundEngine::Suspend`, `WakeupFromSuspend`,
/// interruption callback and source-change callback).
///
/// On a device the host app calls ``applicationWillResignActive()`` and the other three from its
/// `UIApplicationDelegate`; in the simulator `init(followingAppOf:options:callbacks:)` (in `AudioSessionTesting`)
/// hooks them up. Keep the helper: it stops following when released or cancelled.
public final class AudioEngineLifecycle: Sendable {
    /// How the helper behaves (not in the SDK).
    public struct Options: Hashable, Sendable {
        /// Keep the engine running while the app is in the background (an app with background audio, in
        /// `playAndRecord` per the Wwise guide); interruptions still suspend it.
        public var keepsRunningInBackground: Bool
        /// Activate the session before waking the engine, as Apple asks of games: `AVAudioSession.setActive(_:)` in
        /// `applicationDidBecomeActive`.
        public var activatesSessionOnWake: Bool

        /// Options (not in the SDK); by default the engine stops in the background and activates the session on wake.
        public init(keepsRunningInBackground: Bool = false, activatesSessionOnWake: Bool = true) {
            self.keepsRunningInBackground = keepsRunningInBackground
            self.activatesSessionOnWake = activatesSessionOnWake
        }
    }

    /// What the app's engine does; the Wwise names are in each comment.
    public struct Callbacks: Sendable {
        /// Stop rendering: `AK::SoundEngine::Suspend(false)`.
        public var suspend: @Sendable () -> Void
        /// Render again: `AK::SoundEngine::WakeupFromSuspend()`.
        public var wake: @Sendable () -> Void
        /// An interruption began (`true`) or ended (`false`):
        /// `AkPlatformInitSettings.audioCallbacks.interruptionCallback`.
        public var interruption: @Sendable (_ began: Bool) -> Void
        /// Another app's primary audio started (`true`) or stopped (`false`); mute or unmute the music bus:
        /// `AkInitSettings.sourceChangeCallback`.
        public var secondaryAudioHint: @Sendable (_ shouldSilence: Bool) -> Void
        /// Activating the session on wake failed (not in the SDK); the engine stays suspended until the next chance.
        public var activationFailed: @Sendable (AudioSessionError) -> Void

        /// Callbacks; those not given do nothing (not in the SDK).
        public init(
            suspend: @escaping @Sendable () -> Void = {}, wake: @escaping @Sendable () -> Void = {},
            interruption: @escaping @Sendable (_ began: Bool) -> Void = { _ in },
            secondaryAudioHint: @escaping @Sendable (_ shouldSilence: Bool) -> Void = { _ in },
            activationFailed: @escaping @Sendable (AudioSessionError) -> Void = { _ in }
        ) {
            self.suspend = suspend
            self.wake = wake
            self.interruption = interruption
            self.secondaryAudioHint = secondaryAudioHint
            self.activationFailed = activationFailed
        }
    }

    private struct State {
        var isSuspended = false
        var isAppActive = true
        var isInterrupted = false
        var lastHint: Bool?
        var observations: [AudioSessionObservation] = []
    }

    /// The session the engine plays through (not in the SDK).
    public let session: any AudioSessionProtocol
    /// How the helper behaves (not in the SDK).
    public let options: Options
    private let callbacks: Callbacks
    private let state = Locked(State())

    /// Follows `session`'s notifications for an engine that runs now, in an app that is active now (not in the SDK).
    public init(session: any AudioSessionProtocol, options: Options = Options(), callbacks: Callbacks) {
        self.session = session
        self.options = options
        self.callbacks = callbacks
        let observation = session.addObserver { [weak self] notification in self?.handle(notification) }
        state.withLock { $0.observations.append(observation) }
    }

    deinit { cancel() }

    /// Whether the engine is suspended (not in the SDK).
    public var isSuspended: Bool { state.withLock { $0.isSuspended } }

    /// Stops following the session and the app (not in the SDK).
    public func cancel() {
        let observations = state.withLock { state in
            defer { state.observations = [] }
            return state.observations
        }
        for observation in observations { observation.cancel() }
    }

    package func keep(_ observation: AudioSessionObservation) {
        state.withLock { $0.observations.append(observation) }
    }

    // MARK: - App-delegate callbacks

    /// Call from `UIApplicationDelegate.applicationWillResignActive(_:)`: suspends the engine unless it runs in the
    /// background.
    public func applicationWillResignActive() {
        state.withLock { $0.isAppActive = false }
        if !options.keepsRunningInBackground { suspendIfRunning() }
    }

    /// Call from `UIApplicationDelegate.applicationDidEnterBackground(_:)`: as resigning active (a resign may not
    /// come first).
    public func applicationDidEnterBackground() {
        applicationWillResignActive()
    }

    /// Call from `UIApplicationDelegate.applicationWillEnterForeground(_:)`; the engine wakes on becoming active.
    public func applicationWillEnterForeground() {}

    /// Call from `UIApplicationDelegate.applicationDidBecomeActive(_:)`: wakes the engine. Coming back to the front
    /// also ends a pending interruption for the engine, since an `interruptionEnded` may never come.
    public func applicationDidBecomeActive() {
        state.withLock { state in
            state.isAppActive = true
            state.isInterrupted = false
        }
        wakeIfPossible()
    }

    // MARK: - Session notifications

    func handle(_ notification: AudioSessionNotification) {
        switch notification {
        case .interruptionBegan:
            state.withLock { $0.isInterrupted = true }
            suspendIfRunning()
            callbacks.interruption(true)
        case .interruptionEnded:
            state.withLock { $0.isInterrupted = false }
            wakeIfPossible()
            callbacks.interruption(false)
        case .silenceSecondaryAudioHint(let type):
            deliverHint(type == .begin)
        case .mediaServicesWereReset:
            // The session returned to its defaults; the app reconfigures it. A wake activates it again.
            break
        default:
            break
        }
    }

    private func suspendIfRunning() {
        let suspends = state.withLock { state -> Bool in
            guard !state.isSuspended else { return false }
            state.isSuspended = true
            return true
        }
        if suspends { callbacks.suspend() }
    }

    private func wakeIfPossible() {
        let canWake = state.withLock { state in
            state.isSuspended && !state.isInterrupted && (state.isAppActive || options.keepsRunningInBackground)
        }
        guard canWake else { return }
        // Always activate: the app cannot know whether the system deactivated the session while it was suspended
        // (rule L5 posts nothing), and activating an active session changes nothing.
        if options.activatesSessionOnWake {
            do {
                try session.setActive(true)
            } catch {
                callbacks.activationFailed(error)
                return
            }
        }
        let wakes = state.withLock { state -> Bool in
            guard state.isSuspended else { return false }
            state.isSuspended = false
            return true
        }
        guard wakes else { return }
        callbacks.wake()
        // Coming back delivers no hint (rule H3): read the current value.
        deliverHint(session.secondaryAudioShouldBeSilencedHint, onlyIfChanged: true)
    }

    private func deliverHint(_ value: Bool, onlyIfChanged: Bool = false) {
        let delivers = state.withLock { state -> Bool in
            let changed = state.lastHint != value && (state.lastHint != nil || value)
            state.lastHint = value
            return changed || !onlyIfChanged
        }
        if delivers { callbacks.secondaryAudioHint(value) }
    }
}
