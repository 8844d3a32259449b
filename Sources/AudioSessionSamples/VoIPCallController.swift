import AudioSessionKit
import AudioSessionModel
import Foundation

/// A sample VoIP call controller as a Sinch-like SDK writes it with CallKit: it reports incoming calls and requests
/// its own, configures the session (`playAndRecord`, `voiceChat`) in the `perform` callbacks without activating it,
/// starts the microphone and the speaker only in `didActivate`, mutes its input when CallKit asks, ends a call that stays held longer than 30 seconds
/// (the Sinch document's rule for a cellular call, written for call waiting), and gives the host its configuration
/// back when the call ends.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public final class VoIPCallController: CallProviderDelegate, Sendable {
    /// What happened, in order.
    public enum Event: Hashable, Sendable {
        /// An incoming call was reported.
        case ringing
        /// The user answered (`performAnswerCall`).
        case answered
        /// The app started a call (`performStartCall`).
        case started
        /// The system activated the session: the microphone and the speaker run.
        case audioStarted
        /// The system deactivated the session: the microphone and the speaker stopped.
        case audioStopped
        /// The call went on hold.
        case held
        /// The call came off hold.
        case resumed
        /// The user muted (`true`) or unmuted the call, for example with the headset's gesture: the input follows.
        case muted(Bool)
        /// The call ended; `heldTooLong` when this controller ended it after 30 seconds on hold.
        case ended(heldTooLong: Bool)
        /// A call on the session or on CallKit failed.
        case failed(String)
    }

    /// How long a call may stay held before this controller ends it.
    public static let maximumHold = Duration.seconds(30)

    private struct State {
        var call: UUID?
        var hostConfiguration: SessionConfiguration?
        var holdTimer: ScheduledWork?
        var endingHeldTooLong = false
        var isAudioActive = false
    }

    private let session: any AudioSessionProtocol
    private let io: any AudioIO
    private let provider: any CallProviding
    private let scheduler: any AudioSessionScheduler
    private let activatesItself: Bool
    private let state = Locked(State())
    private let log = Locked<[Event]>([])

    /// A controller on the host's session and I/O, reporting to `provider` and becoming its delegate.
    /// `activatesItself` makes the classic mistake: activating the session on answer instead of waiting for
    /// `didActivate`.
    public init(
        session: any AudioSessionProtocol, io: any AudioIO, provider: any CallProviding,
        scheduler: any AudioSessionScheduler, activatesItself: Bool = false
    ) {
        self.session = session
        self.io = io
        self.provider = provider
        self.scheduler = scheduler
        self.activatesItself = activatesItself
        provider.setDelegate(self)
    }

    /// What happened so far.
    public var events: [Event] { log.withLock { $0 } }
    /// The current call's identifier.
    public var currentCall: UUID? { state.withLock { $0.call } }

    /// A VoIP push announced a call: report it to CallKit, which rings.
    public func receivedPush(callUUID: UUID = UUID()) {
        state.withLock { $0.call = callUUID }
        provider.reportNewIncomingCall(with: callUUID) { [weak self] error in
            guard let self else { return }
            if let error { return fail(error, forgetting: callUUID) }
            record(.ringing)
        }
    }

    /// The user dials from the app: request an outgoing call.
    public func startCall(callUUID: UUID = UUID()) {
        state.withLock { $0.call = callUUID }
        provider.requestStartCall(with: callUUID) { [weak self] error in
            if let error { self?.fail(error, forgetting: callUUID) }
        }
    }

    /// The user hangs up in the app's interface: request the end (CallKit then calls `performEndCall`).
    public func hangUp() {
        guard let call = currentCall else { return }
        provider.requestEndCall(with: call) { [weak self] error in
            if let error { self?.record(.failed(error.description)) }
        }
    }

    /// The user holds or resumes in the app's interface.
    public func setHeld(_ isOnHold: Bool) {
        guard let call = currentCall else { return }
        provider.requestSetHeld(isOnHold, callWith: call) { [weak self] error in
            if let error { self?.record(.failed(error.description)) }
        }
    }

    /// The other party hung up: report it (no `performEndCall` follows).
    public func remoteEnded() {
        guard let call = currentCall else { return }
        finish(heldTooLong: false)
        provider.reportCall(with: call, endedAt: nil, reason: .remoteEnded)
    }

    // MARK: - CallProviderDelegate

    /// Configures the session for the call, without activating it (the system does), and fulfills; fails the action
    /// when the session cannot be configured, which ends the call.
    public func performAnswerCall(_ action: CallAction) {
        record(.answered)
        guard configureForCall() else { return action.fail() }
        if activatesItself {
            do {
                try session.setActive(true, options: [])
            } catch {
                record(.failed("setActive: \(error.code.name)"))
            }
        }
        action.fulfill()
    }

    /// Configures the session for the outgoing call, without activating it, and fulfills.
    public func performStartCall(_ action: CallAction) {
        record(.started)
        if configureForCall() { action.fulfill() } else { action.fail() }
    }

    /// Stops the call's audio and fulfills; the host's configuration comes back once the system deactivated the
    /// session.
    public func performEndCall(_ action: CallAction) {
        stopAudio()
        finish(heldTooLong: state.withLock { $0.endingHeldTooLong })
        action.fulfill()
    }

    /// The system ended every call: stop audio and forget the call.
    public func providerDidReset() {
        stopAudio()
        state.withLock { $0.isAudioActive = false }
        finish(heldTooLong: false)
    }

    /// Holds (stopping audio and starting the 30-second clock) or resumes, and fulfills.
    public func performSetHeldCall(_ action: CallAction, isOnHold: Bool) {
        if isOnHold {
            stopAudio()
            let timer = scheduler.schedule(after: Self.maximumHold) { [weak self] in self?.endHeldTooLong() }
            state.withLock { $0.holdTimer = timer }
            record(.held)
        } else {
            state.withLock { state in
                state.holdTimer?.cancel()
                state.holdTimer = nil
            }
            record(.resumed)
        }
        action.fulfill()
    }

    /// Mutes or unmutes the app's input as the user asked (the in-call button or the headset's gesture) and fulfills;
    /// fails the action where the system has no input mute (before iOS 17).
    public func performSetMutedCall(_ action: CallAction, isMuted: Bool) {
        guard #available(iOS 17, tvOS 17, watchOS 10, visionOS 26, *) else {
            record(.failed("setInputMuted: needs iOS 17"))
            return action.fail()
        }
        do {
            try session.setInputMuted(isMuted)
            record(.muted(isMuted))
            action.fulfill()
        } catch {
            record(.failed("setInputMuted: \(error.code.name)"))
            action.fail()
        }
    }

    /// The system activated the session: start the microphone and the speaker.
    public func didActivate(_ session: any AudioSessionProtocol) {
        state.withLock { $0.isAudioActive = true }
        do {
            try io.startInput()
            try io.startOutput()
            record(.audioStarted)
        } catch {
            record(.failed("I/O: \(error.code.name)"))
        }
    }

    /// The system deactivated the session: the I/O has stopped; once the call is over, restore the host's
    /// configuration.
    public func didDeactivate(_ session: any AudioSessionProtocol) {
        stopAudio()
        state.withLock { $0.isAudioActive = false }
        record(.audioStopped)
        if currentCall == nil { restoreHostConfiguration() }
    }

    // MARK: - Steps

    /// Saves the host's configuration and sets the call's; whether it could.
    private func configureForCall() -> Bool {
        let host = session.configuration
        state.withLock { $0.hostConfiguration = $0.hostConfiguration ?? host }
        do {
            try session.setCategory(.playAndRecord, mode: .voiceChat, policy: .default, options: [])
            return true
        } catch {
            record(.failed("setCategory: \(error.code.name)"))
            return false
        }
    }

    private func endHeldTooLong() {
        state.withLock { $0.endingHeldTooLong = true }
        hangUp()
    }

    private func stopAudio() {
        if io.isInputRunning { io.stopInput() }
        if io.isOutputRunning { io.stopOutput() }
    }

    private func finish(heldTooLong: Bool) {
        let (ended, audioActive) = state.withLock { state -> (Bool, Bool) in
            guard state.call != nil else { return (false, state.isAudioActive) }
            state.holdTimer?.cancel()
            state.holdTimer = nil
            state.call = nil
            state.endingHeldTooLong = false
            return (true, state.isAudioActive)
        }
        guard ended else { return }
        record(.ended(heldTooLong: heldTooLong))
        // A session still active is deactivated by the system next (didDeactivate restores then); a held call's
        // session is inactive already.
        if !audioActive { restoreHostConfiguration() }
    }

    private func restoreHostConfiguration() {
        guard
            let host = state.withLock({ state -> SessionConfiguration? in
                defer { state.hostConfiguration = nil }
                return state.hostConfiguration
            })
        else { return }
        do {
            try session.setCategory(host.category, mode: host.mode, policy: host.policy, options: host.options)
        } catch {
            record(.failed("restore: \(error.code.name)"))
        }
    }

    private func fail(_ error: CallError, forgetting call: UUID) {
        state.withLock { state in if state.call == call { state.call = nil } }
        record(.failed(error.description))
    }

    private func record(_ event: Event) { log.withLock { $0.append(event) } }
}
