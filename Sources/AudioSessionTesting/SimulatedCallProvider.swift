import AudioSessionEngine
import AudioSessionKit
import AudioSessionModel
import AudioSessionSimulator
import Foundation

/// CallKit on a `SimulatedDevice` for one CallKit app (`callKit: true`): its reports and requests run the engine's
/// rules K, and the `CXProviderDelegate` callbacks reach its delegate in the order rule K7 gives.
///
/// The callbacks run on the main queue, as `CXProvider(queue: nil)` delivers them, so a `@MainActor` delegate may be
/// driven from any thread: synchronously when the device is driven from the main thread, else through
/// `DispatchQueue.main.sync`, the device waiting for each (as ``NotificationThreading/asOnIOS`` does for
/// notifications; a session made with ``NotificationThreading/onDrivingThread`` calls them on the driving thread).
///
/// The simulated system answers at once: every completion handler runs before the call returns. As on iOS, it acts
/// on an answered or started call only once the delegate fulfills its action: an action failed, or still pending when
/// the callback returns (iOS would time it out), ends the call (the app's own end, K4) and the session is never
/// activated. The outcome of an end or hold action is not observed: the system goes on. What the device cannot do
/// (two calls ringing, a call started while another exists) stops the device, as in a scenario (status 2), and comes
/// back as a `CallError` with the device's message.
public final class SimulatedCallProvider: CallProviding {
    /// The app's session, passed to `didActivate` and `didDeactivate` (not in the SDK).
    public let session: SimulatedAudioSession

    private struct State {
        weak var delegate: (any CallProviderDelegate)?
        var callUUID: UUID?
    }

    private let state = Locked(State())
    private let observation = Locked<ObservationToken?>(nil)

    /// CallKit for the app that owns `session` (not in the SDK).
    public init(session: SimulatedAudioSession) {
        self.session = session
        let token = session.device.observe(session.app) { [weak self] delivery in
            guard case .notification(.callKit(let callKit)) = delivery else { return }
            self?.deliver(callKit)
        }
        observation.withLock { $0 = token }
    }

    deinit {
        if let token = observation.withLock({ $0 }) { session.device.removeObservation(token) }
    }

    /// The identifier of the app's call, while the device has one (not in the SDK).
    public var currentCallUUID: UUID? {
        let exists = session.device.state.hasCall(session.app)
        return state.withLock { state in
            if !exists { state.callUUID = nil }
            return state.callUUID
        }
    }

    /// Mirrors `CXProvider.setDelegate(_:queue:)`.
    public func setDelegate(_ delegate: (any CallProviderDelegate)?) {
        state.withLock { $0.delegate = delegate }
    }

    /// Mirrors `CXProvider.reportNewIncomingCall(with:update:completion:)` (rule K1).
    public func reportNewIncomingCall(with uuid: UUID, completion: @escaping @Sendable (CallError?) -> Void) {
        if let current = currentCallUUID {
            return completion(
                current == uuid
                    ? CallError(.callUUIDAlreadyExists, "a call with identifier \(uuid) exists")
                    : CallError(.unknown, "\(appName) already has a call; the device models one per app (rule K1)"))
        }
        completion(begin(.reportIncomingCall, uuid: uuid))
    }

    /// Mirrors `CXCallController.request(_:completion:)` with a `CXStartCallAction` (rule K6).
    public func requestStartCall(with uuid: UUID, completion: @escaping @Sendable (CallError?) -> Void) {
        if currentCallUUID != nil {
            return completion(CallError(.callUUIDAlreadyExists, "\(appName) already has a call (rule K6)"))
        }
        completion(begin(.startCall, uuid: uuid))
    }

    /// Mirrors `CXCallController.request(_:completion:)` with a `CXEndCallAction`: `performEndCall` first (rule K4).
    public func requestEndCall(with uuid: UUID, completion: @escaping @Sendable (CallError?) -> Void) {
        if let error = unknown(uuid) { return completion(error) }
        completion(perform(.requestEndCall))
    }

    /// Mirrors `CXCallController.request(_:completion:)` with a `CXSetHeldCallAction` (rule K5).
    public func requestSetHeld(
        _ isOnHold: Bool, callWith uuid: UUID, completion: @escaping @Sendable (CallError?) -> Void
    ) {
        if let error = unknown(uuid) { return completion(error) }
        let state = session.device.state
        let phase = state.call(of: session.app)?.phase
        if isOnHold, phase != .connected || state.call(in: .waiting) != nil {
            return completion(CallError(.invalidAction, "the call is not connected, or a call waits (rule K5)"))
        }
        if !isOnHold, phase != .held || state.call != nil || state.call(in: .waiting) != nil {
            return completion(CallError(.invalidAction, "the call is not held, or another call exists (rule K5)"))
        }
        completion(perform(isOnHold ? .requestHold : .requestResume))
    }

    /// Mirrors `CXProvider.reportCall(with:endedAt:reason:)` (rule K4): no `performEndCall`; an unknown identifier is
    /// ignored.
    public func reportCall(with uuid: UUID, endedAt date: Date?, reason: CallEndedReason) {
        guard unknown(uuid) == nil else { return }
        _ = perform(.endCall)
    }

    private var appName: String { session.device.state[session.app].name }

    private func unknown(_ uuid: UUID) -> CallError? {
        currentCallUUID == uuid ? nil : CallError(.unknownCallUUID, "\(appName) has no call \(uuid)")
    }

    private func begin(_ action: CallKitAction, uuid: UUID) -> CallError? {
        state.withLock { $0.callUUID = uuid }
        let error = perform(action)
        if error != nil, !session.device.state.hasCall(session.app) { state.withLock { $0.callUUID = nil } }
        return error
    }

    private func perform(_ action: CallKitAction) -> CallError? {
        do {
            if let refused = try session.device.perform(.callKit(action), by: session.app) {
                return CallError(.invalidAction, refused.description)
            }
            return nil
        } catch {
            return CallError(.unknown, error.message)
        }
    }

    /// Calls the delegate on the main queue (the session's `NotificationThreading`), as `CXProvider(queue: nil)`
    /// does, and returns once it has returned.
    private func deliver(_ callKit: CallKitDelivery) {
        session.notificationThreading.runCallKitCallback { callDelegate(callKit) }
    }

    private func callDelegate(_ callKit: CallKitDelivery) {
        let (delegate, uuid) = state.withLock { ($0.delegate, $0.callUUID) }
        guard let delegate, let uuid else { return }
        let outcome = Locked<Bool?>(nil)
        let action = CallAction(
            callUUID: uuid,
            onFulfill: { outcome.withLock { $0 = $0 ?? true } },
            onFail: { outcome.withLock { $0 = $0 ?? false } })
        switch callKit {
        case .performAnswerCall:
            delegate.performAnswerCall(action)
            endUnlessFulfilled(outcome)
        case .performStartCall:
            delegate.performStartCall(action)
            endUnlessFulfilled(outcome)
        case .performEndCall: delegate.performEndCall(action)
        case .performSetHeld(let onHold): delegate.performSetHeldCall(action, isOnHold: onHold)
        case .performSetMuted(let muted): delegate.performSetMutedCall(action, isMuted: muted)
        case .didActivateAudioSession: delegate.didActivate(session)
        case .didDeactivateAudioSession: delegate.didDeactivate(session)
        case .providerDidReset: delegate.providerDidReset()
        }
    }

    /// K2, K6 as iOS does them: the system connects the call only once its action is fulfilled.
    private func endUnlessFulfilled(_ outcome: Locked<Bool?>) {
        guard outcome.withLock({ $0 }) != true else { return }
        _ = perform(.endCall)
    }
}
