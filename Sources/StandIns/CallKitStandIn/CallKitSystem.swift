import AVFAudioStandIn
import Foundation

/// Where a call is, as the scripted system tracks it.
public enum CallKitScriptPhase: String, Hashable, Sendable {
    /// Reported incoming, not answered yet.
    case ringing
    /// Started by the app, its start action not fulfilled yet.
    case dialing
    /// Answered or started, and not held.
    case connected
    /// On hold.
    case held
}

struct WeakProvider {
    weak var provider: CXProvider?
}

/// The system behind one stand-in ``CXProvider``: its calls, its audio session, its scripted failures and the log of
/// what it delivered.
final class CallKitSystem: @unchecked Sendable {
    /// The provider made last, which `CXCallController()` talks to.
    static let latest = Lock(WeakProvider())

    final class Lock<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value
        init(_ value: Value) { self.value = value }
        func withLock<T>(_ body: (inout Value) -> T) -> T { lock.locking { body(&value) } }
    }

    struct Call {
        var uuid: UUID
        var phase: CallKitScriptPhase
    }

    struct State {
        weak var delegate: (any CXProviderDelegate)?
        var calls: [Call] = []
        var audioSession = AVAudioSession.sharedInstance()
        var isAudioActive = false
        var isInvalidated = false
        var requestFailures: [CXErrorCodeRequestTransactionError.Code] = []
        var incomingFailures: [CXErrorCodeIncomingCallError.Code] = []
        var log: [String] = []
    }

    weak var provider: CXProvider?
    let state = Lock(State())

    func setDelegate(_ delegate: (any CXProviderDelegate)?) { state.withLock { $0.delegate = delegate } }

    func phase(of uuid: UUID) -> CallKitScriptPhase? {
        state.withLock { state in state.calls.first { $0.uuid == uuid }?.phase }
    }

    // MARK: - The provider's reports

    func reportIncoming(_ uuid: UUID) -> CXErrorCodeIncomingCallError? {
        state.withLock { state in
            if !state.incomingFailures.isEmpty {
                return CXErrorCodeIncomingCallError(state.incomingFailures.removeFirst())
            }
            if state.isInvalidated { return CXErrorCodeIncomingCallError(.unknown) }
            if state.calls.contains(where: { $0.uuid == uuid }) {
                return CXErrorCodeIncomingCallError(.callUUIDAlreadyExists)
            }
            state.calls.append(Call(uuid: uuid, phase: .ringing))
            state.log.append("reported incoming call")
            return nil
        }
    }

    func reportEnded(_ uuid: UUID, reason: CXCallEndedReason) {
        let known = state.withLock { state -> Bool in
            guard let index = state.calls.firstIndex(where: { $0.uuid == uuid }) else { return false }
            state.calls.remove(at: index)
            state.log.append("call ended (\(reason))")
            return true
        }
        if known { deactivateIfIdle() }
    }

    func invalidate() {
        state.withLock { state in
            state.calls = []
            state.isInvalidated = true
            state.delegate = nil
        }
    }

    // MARK: - Requests and the user's actions

    /// Checks a transaction as the system does, then performs its actions; the error refuses the whole transaction.
    func request(_ transaction: CXTransaction) -> CXErrorCodeRequestTransactionError? {
        let refusal = state.withLock { state -> CXErrorCodeRequestTransactionError? in
            if !state.requestFailures.isEmpty { return .init(state.requestFailures.removeFirst()) }
            if state.isInvalidated { return .init(.unknownCallProvider) }
            if transaction.actions.isEmpty { return .init(.emptyTransaction) }
            for case let action as CXCallAction in transaction.actions {
                let phase = state.calls.first { $0.uuid == action.callUUID }?.phase
                switch action {
                case is CXStartCallAction:
                    if phase != nil { return .init(.callUUIDAlreadyExists) }
                case let held as CXSetHeldCallAction:
                    guard let phase else { return .init(.unknownCallUUID) }
                    if held.isOnHold ? phase != .connected : phase != .held { return .init(.invalidAction) }
                default:
                    if phase == nil { return .init(.unknownCallUUID) }
                }
            }
            return nil
        }
        if let refusal { return refusal }
        if let delegate = state.withLock({ $0.delegate }), let provider,
            delegate.provider(provider, execute: transaction)
        {
            return nil
        }
        for action in transaction.actions { perform(action) }
        return nil
    }

    /// Delivers `action` to the delegate; what it does to the call happens once the action is fulfilled.
    func perform(_ action: CXAction) {
        guard let provider, let delegate = state.withLock({ $0.delegate }) else { return }
        switch action {
        case let start as CXStartCallAction:
            state.withLock { $0.calls.append(Call(uuid: start.callUUID, phase: .dialing)) }
            start.whenComplete { [weak self] _, fulfilled in self?.finishStart(start.callUUID, fulfilled) }
            log("perform CXStartCallAction")
            delegate.provider(provider, perform: start)
        case let answer as CXAnswerCallAction:
            answer.whenComplete { [weak self] _, fulfilled in self?.finishAnswer(answer.callUUID, fulfilled) }
            log("perform CXAnswerCallAction")
            delegate.provider(provider, perform: answer)
        case let end as CXEndCallAction:
            end.whenComplete { [weak self] _, fulfilled in self?.finishEnd(end.callUUID, fulfilled) }
            log("perform CXEndCallAction")
            delegate.provider(provider, perform: end)
        case let held as CXSetHeldCallAction:
            held.whenComplete { [weak self] _, fulfilled in
                self?.finishHold(held.callUUID, onHold: held.isOnHold, fulfilled)
            }
            log("perform CXSetHeldCallAction(\(held.isOnHold ? "onHold" : "offHold"))")
            delegate.provider(provider, perform: held)
        case let muted as CXSetMutedCallAction:
            muted.whenComplete { [weak self] _, fulfilled in
                self?.log(fulfilled ? "fulfilled CXSetMutedCallAction" : "failed CXSetMutedCallAction")
            }
            log("perform CXSetMutedCallAction(\(muted.isMuted ? "muted" : "unmuted"))")
            delegate.provider(provider, perform: muted)
        default:
            log("perform \(type(of: action))")
        }
    }

    // MARK: - What fulfilled actions do

    private func finishStart(_ uuid: UUID, _ fulfilled: Bool) {
        log(fulfilled ? "fulfilled CXStartCallAction" : "failed CXStartCallAction")
        guard fulfilled else { return remove(uuid) }
        setPhase(uuid, .connected)
        activateAudioSession()
    }

    private func finishAnswer(_ uuid: UUID, _ fulfilled: Bool) {
        log(fulfilled ? "fulfilled CXAnswerCallAction" : "failed CXAnswerCallAction")
        guard fulfilled, phase(of: uuid) == .ringing else { return remove(uuid) }
        setPhase(uuid, .connected)
        activateAudioSession()
    }

    private func finishEnd(_ uuid: UUID, _ fulfilled: Bool) {
        log(fulfilled ? "fulfilled CXEndCallAction" : "failed CXEndCallAction")
        guard fulfilled else { return }
        remove(uuid)
    }

    private func finishHold(_ uuid: UUID, onHold: Bool, _ fulfilled: Bool) {
        log(fulfilled ? "fulfilled CXSetHeldCallAction" : "failed CXSetHeldCallAction")
        guard fulfilled, phase(of: uuid) != nil else { return }
        setPhase(uuid, onHold ? .held : .connected)
        if onHold { deactivateIfIdle() } else { activateAudioSession() }
    }

    private func remove(_ uuid: UUID) {
        state.withLock { $0.calls.removeAll { $0.uuid == uuid } }
        deactivateIfIdle()
    }

    private func setPhase(_ uuid: UUID, _ phase: CallKitScriptPhase) {
        state.withLock { state in
            if let index = state.calls.firstIndex(where: { $0.uuid == uuid }) { state.calls[index].phase = phase }
        }
    }

    // MARK: - The audio session

    /// The system activates the provider's session (as it does for a connected call) and tells the delegate.
    func activateAudioSession() {
        let session = state.withLock { state -> AVAudioSession? in
            guard !state.isAudioActive, !state.isInvalidated else { return nil }
            state.isAudioActive = true
            return state.audioSession
        }
        guard let session else { return }
        AVAudioSessionScript(session).update { $0.isActive = true }
        log("didActivate")
        if let provider, let delegate = state.withLock({ $0.delegate }) {
            delegate.provider(provider, didActivate: session)
        }
    }

    /// The system deactivates the provider's session and tells the delegate.
    func deactivateAudioSession() {
        let session = state.withLock { state -> AVAudioSession? in
            guard state.isAudioActive else { return nil }
            state.isAudioActive = false
            return state.audioSession
        }
        guard let session else { return }
        AVAudioSessionScript(session).update { $0.isActive = false }
        log("didDeactivate")
        if let provider, let delegate = state.withLock({ $0.delegate }) {
            delegate.provider(provider, didDeactivate: session)
        }
    }

    /// Deactivates the session once no call is connected.
    private func deactivateIfIdle() {
        let idle = state.withLock { state in !state.calls.contains { $0.phase == .connected } }
        if idle { deactivateAudioSession() }
    }

    func log(_ entry: String) { state.withLock { $0.log.append(entry) } }
}
