import AudioSessionEngine
import AudioSessionKit
import AudioSessionModel
import AudioSessionSimulator
import Foundation

/// CallKit on a `SimulatedDevice` for one CallKit app (`callKit: true`): its reports and requests run the engine's
/// rules K, and the `CXProviderDelegate` callbacks reach its delegate in the order rule K7 gives.
public final class SimulatedCallProvider: CallProviding {
    /// The app's session, passed to `didActivate` and `didDeactivate` (not in the SDK).
    public let session: SimulatedAudioSession

    private struct State {
        weak var delegate: (any CallProviderDelegate)?
        var callUUID = UUID()
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

    /// Mirrors `CXProvider.setDelegate(_:queue:)`.
    public func setDelegate(_ delegate: (any CallProviderDelegate)?) {
        state.withLock { $0.delegate = delegate }
    }

    /// Mirrors `CXProvider.reportNewIncomingCall(with:update:completion:)` (rule K1).
    public func reportNewIncomingCall(with uuid: UUID) throws(CallError) {
        try perform(.reportIncomingCall, uuid: uuid)
    }

    /// Mirrors `CXCallController.request(_:)` with a `CXStartCallAction` (rule K6).
    public func requestStartCall(with uuid: UUID) throws(CallError) {
        try perform(.startCall, uuid: uuid)
    }

    /// Mirrors `CXProvider.reportCall(with:endedAt:reason:)` (rule K4).
    public func reportCallEnded(with uuid: UUID) throws(CallError) {
        guard state.withLock({ $0.callUUID }) == uuid else {
            throw CallError("no call with identifier \(uuid) (rule K4)")
        }
        try perform(.endCall, uuid: uuid)
    }

    private func perform(_ action: CallKitAction, uuid: UUID) throws(CallError) {
        let previous = state.withLock { state -> UUID in
            defer { if action != .endCall { state.callUUID = uuid } }
            return state.callUUID
        }
        let result: AudioSessionError?
        do {
            result = try session.device.perform(.callKit(action), by: session.app)
        } catch {
            state.withLock { $0.callUUID = previous }
            throw CallError(error.message)
        }
        if let result { throw CallError(result.description) }
    }

    private func deliver(_ callKit: CallKitDelivery) {
        let (delegate, uuid) = state.withLock { ($0.delegate, $0.callUUID) }
        guard let delegate else { return }
        let action = CallAction(callUUID: uuid)
        switch callKit {
        case .performAnswerCall: delegate.performAnswerCall(action)
        case .performStartCall: delegate.performStartCall(action)
        case .performEndCall: delegate.performEndCall(action)
        case .performSetHeld(let onHold): delegate.performSetHeldCall(action, isOnHold: onHold)
        case .didActivateAudioSession: delegate.didActivate(session)
        case .didDeactivateAudioSession: delegate.didDeactivate(session)
        }
    }
}
