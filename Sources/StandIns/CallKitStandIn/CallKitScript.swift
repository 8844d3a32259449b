import AVFAudioStandIn
import Foundation

/// Not in the SDK: plays the system for a stand-in ``CXProvider``, so that CallKit code runs off Apple platforms. The
/// user answers, ends and holds calls; requests and reports can be made to fail; the audio session is activated and
/// deactivated as iOS does it, on the session given (by default `AVAudioSession.sharedInstance()`).
public struct CallKitScript {
    /// The provider driven.
    public let provider: CXProvider

    /// A script for `provider`.
    public init(_ provider: CXProvider) { self.provider = provider }

    private var system: CallKitSystem { provider.system }

    /// The session the system activates for the provider's calls and passes to `provider(_:didActivate:)`.
    public var audioSession: AVAudioSession {
        get { system.state.withLock { $0.audioSession } }
        nonmutating set { system.state.withLock { $0.audioSession = newValue } }
    }

    /// The provider's calls and where each is, in the order they were reported or started.
    public var calls: [(uuid: UUID, phase: CallKitScriptPhase)] {
        system.state.withLock { state in state.calls.map { ($0.uuid, $0.phase) } }
    }

    /// Where the call is, or `nil` once it ended.
    public func phase(of uuid: UUID) -> CallKitScriptPhase? { system.phase(of: uuid) }

    /// Whether the system has activated the provider's session and not deactivated it since.
    public var isAudioSessionActive: Bool { system.state.withLock { $0.isAudioActive } }

    /// What the system did and delivered, in order (`"perform CXAnswerCallAction"`, `"fulfilled CXAnswerCallAction"`,
    /// `"didActivate"`, ...).
    public var log: [String] { system.state.withLock { $0.log } }

    /// The user answers the ringing call (from the lock screen or the banner): `CXAnswerCallAction`; once the app
    /// fulfills it the call connects and the session is activated; once it fails it, the call ends.
    public func answerCall(_ uuid: UUID) { system.perform(CXAnswerCallAction(call: uuid)) }

    /// The user ends or declines the call in the system's interface: `CXEndCallAction`.
    public func endCall(_ uuid: UUID) { system.perform(CXEndCallAction(call: uuid)) }

    /// The user holds or resumes the call in the system's interface (as for hold and accept): `CXSetHeldCallAction`.
    public func setHeld(_ uuid: UUID, onHold: Bool) { system.perform(CXSetHeldCallAction(call: uuid, onHold: onHold)) }

    /// The system activates the provider's session (a call it had interrupted ended) and calls
    /// `provider(_:didActivate:)`.
    public func activateAudioSession() { system.activateAudioSession() }

    /// The system deactivates the provider's session (a cellular call took the audio) and calls
    /// `provider(_:didDeactivate:)`.
    public func deactivateAudioSession() { system.deactivateAudioSession() }

    /// The next request of a call controller is refused with `code`.
    public func failNextRequest(with code: CXErrorCodeRequestTransactionError.Code) {
        system.state.withLock { $0.requestFailures.append(code) }
    }

    /// The next incoming call's report is refused with `code` (Do Not Disturb, the block list).
    public func failNextIncomingCall(with code: CXErrorCodeIncomingCallError.Code) {
        system.state.withLock { $0.incomingFailures.append(code) }
    }

    /// The system resets the provider: every call ends and `providerDidReset(_:)` is called.
    public func reset() {
        system.state.withLock { $0.calls = [] }
        system.log("providerDidReset")
        if let delegate = system.state.withLock({ $0.delegate }) { delegate.providerDidReset(provider) }
        system.deactivateAudioSession()
    }
}
