import AudioSessionModel

/// Applies a list of ``InterruptionPolicy`` values to a session's notifications and calls the app's closures
/// (not in the SDK; it observes `AVAudioSession.interruptionNotification` and `routeChangeNotification`).
///
/// Every `interruptionBegan` pauses (the system already stopped the audio); what happens next is the policies'
/// choice. Create one per call or per playback and keep it: it stops when released or cancelled.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public final class InterruptionHandler: Sendable {
    /// Why the handler pauses (not in the SDK).
    public enum PauseCause: Hashable, Sendable {
        /// An interruption began, with its reason (`AVAudioSessionInterruptionReasonKey`).
        case interruptionBegan(InterruptionReason)
        /// The previous output went away (`AVAudioSession.RouteChangeReason.oldDeviceUnavailable`).
        case oldDeviceUnavailable
    }

    /// What the app does when a policy decides (not in the SDK).
    public struct Actions: Sendable {
        /// Pause playback or put the call on hold (not in the SDK).
        public var pause: @Sendable (PauseCause) -> Void
        /// Resume after an interruption (not in the SDK).
        public var resume: @Sendable () -> Void
        /// End the call: the interruption lasted too long (not in the SDK).
        public var endCall: @Sendable () -> Void

        /// Actions; those not given do nothing (not in the SDK).
        public init(
            pause: @escaping @Sendable (PauseCause) -> Void = { _ in }, resume: @escaping @Sendable () -> Void = {},
            endCall: @escaping @Sendable () -> Void = {}
        ) {
            self.pause = pause
            self.resume = resume
            self.endCall = endCall
        }
    }

    private struct State {
        var isInterrupted = false
        var callEnded = false
        var timer: ScheduledWork?
        var observation: AudioSessionObservation?
    }

    /// The policies applied, in order (not in the SDK).
    public let policies: [InterruptionPolicy]
    private let session: any AudioSessionProtocol
    private let scheduler: any AudioSessionScheduler
    private let actions: Actions
    private let state = Locked(State())

    /// Starts applying `policies` to `session`'s notifications; `scheduler` times
    /// ``InterruptionPolicy/endCall(after:)`` (not in the SDK).
    public init(
        session: any AudioSessionProtocol, policies: [InterruptionPolicy], scheduler: any AudioSessionScheduler,
        actions: Actions
    ) {
        self.session = session
        self.policies = policies
        self.scheduler = scheduler
        self.actions = actions
        let observation = session.addObserver { [weak self] notification in self?.handle(notification) }
        state.withLock { $0.observation = observation }
    }

    deinit { cancel() }

    /// Whether an interruption is pending, as far as the notifications told (not in the SDK).
    public var isInterrupted: Bool { state.withLock { $0.isInterrupted } }
    /// Whether ``InterruptionPolicy/endCall(after:)`` ended the call (not in the SDK).
    public var hasEndedCall: Bool { state.withLock { $0.callEnded } }

    /// Stops observing and cancels a pending call timer (not in the SDK).
    public func cancel() {
        let (observation, timer) = state.withLock { state in
            defer {
                state.observation = nil
                state.timer = nil
            }
            return (state.observation, state.timer)
        }
        observation?.cancel()
        timer?.cancel()
    }

    /// Applies the policies to one notification.
    func handle(_ notification: AudioSessionNotification) {
        switch notification {
        case .interruptionBegan(let reason):
            began(reason)
        case .interruptionEnded(let options):
            ended(options)
        case .routeChange(.oldDeviceUnavailable, _):
            if policies.contains(.pauseOnOldDeviceUnavailable), !state.withLock({ $0.callEnded }) {
                actions.pause(.oldDeviceUnavailable)
            }
        default:
            break
        }
    }

    private func began(_ reason: InterruptionReason) {
        let limit = policies.lazy.compactMap { policy -> Duration? in
            if case .endCall(let after) = policy { return after }
            return nil
        }.first
        let previousTimer = state.withLock { state in
            state.isInterrupted = true
            state.callEnded = false
            defer { state.timer = nil }
            return state.timer
        }
        previousTimer?.cancel()
        actions.pause(.interruptionBegan(reason))
        guard let limit else { return }
        let timer = scheduler.schedule(after: limit) { [weak self] in self?.limitReached() }
        state.withLock { $0.timer = timer }
    }

    private func ended(_ options: InterruptionOptions) {
        let (timer, callEnded) = state.withLock { state in
            state.isInterrupted = false
            defer { state.timer = nil }
            return (state.timer, state.callEnded)
        }
        timer?.cancel()
        guard !callEnded, policies.contains(.resumeWhenShouldResume), options.contains(.shouldResume) else { return }
        actions.resume()
    }

    /// The interruption outlasted the limit: ends the call unless the session came back in the meantime (an
    /// activation also ends an interruption, without a notification: rule I2).
    private func limitReached() {
        let ends = state.withLock { state -> Bool in
            state.timer = nil
            guard state.isInterrupted, !state.callEnded else { return false }
            state.callEnded = true
            return true
        }
        guard ends else { return }
        if session.isActive {
            state.withLock { state in
                state.callEnded = false
                state.isInterrupted = false
            }
            return
        }
        actions.endCall()
    }
}
