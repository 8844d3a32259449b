import Foundation

/// An action the system asks a CallKit app to perform on one call; mirrors `CXCallAction`.
public struct CallAction: Sendable {
    /// Mirrors `CXCallAction.callUUID`.
    public let callUUID: UUID
    private let onFulfill: @Sendable () -> Void
    private let onFail: @Sendable () -> Void

    /// An action on the call with this identifier; the closures run when the app fulfills or fails it (not in the
    /// SDK).
    public init(
        callUUID: UUID, onFulfill: @escaping @Sendable () -> Void = {}, onFail: @escaping @Sendable () -> Void = {}
    ) {
        self.callUUID = callUUID
        self.onFulfill = onFulfill
        self.onFail = onFail
    }

    /// Mirrors `CXAction.fulfill()`.
    public func fulfill() { onFulfill() }
    /// Mirrors `CXAction.fail()`.
    public func fail() { onFail() }
}

/// Mirrors `CXProviderDelegate`: what the system tells a CallKit app about its calls and its audio session.
///
/// The system, not the app, activates the session for a call: configure it in ``performAnswerCall(_:)`` or
/// ``performStartCall(_:)`` without activating it, and start audio in ``didActivate(_:)``.
public protocol CallProviderDelegate: AnyObject, Sendable {
    /// Mirrors `provider(_:perform:)` with a `CXAnswerCallAction`.
    func performAnswerCall(_ action: CallAction)
    /// Mirrors `provider(_:perform:)` with a `CXStartCallAction`.
    func performStartCall(_ action: CallAction)
    /// Mirrors `provider(_:perform:)` with a `CXEndCallAction`.
    func performEndCall(_ action: CallAction)
    /// Mirrors `provider(_:perform:)` with a `CXSetHeldCallAction` whose `isOnHold` is `isOnHold`.
    func performSetHeldCall(_ action: CallAction, isOnHold: Bool)
    /// Mirrors `provider(_:didActivate:)`.
    func didActivate(_ session: any AudioSessionProtocol)
    /// Mirrors `provider(_:didDeactivate:)`.
    func didDeactivate(_ session: any AudioSessionProtocol)
}

/// Why a call request failed; mirrors `CXErrorCodeRequestTransactionError` and
/// `CXErrorCodeIncomingCallError`.
public struct CallError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public var message: String

    /// An error with a message (not in the SDK).
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

/// The calls a CallKit app reports and requests: `CXProvider` and `CXCallController` behind one protocol, served by
/// the simulator (`SimulatedCallProvider` in AudioSessionTesting).
public protocol CallProviding: AnyObject, Sendable {
    /// Mirrors `CXProvider.setDelegate(_:queue:)`; the provider keeps it weakly.
    func setDelegate(_ delegate: (any CallProviderDelegate)?)
    /// Mirrors `CXProvider.reportNewIncomingCall(with:update:completion:)`.
    func reportNewIncomingCall(with uuid: UUID) throws(CallError)
    /// Mirrors `CXCallController.request(_:)` with a `CXStartCallAction`.
    func requestStartCall(with uuid: UUID) throws(CallError)
    /// Mirrors `CXProvider.reportCall(with:endedAt:reason:)`: the other party ended the call.
    func reportCallEnded(with uuid: UUID) throws(CallError)
}
