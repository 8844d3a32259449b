import Foundation

/// The calls a CallKit app reports and requests: `CXProvider` and `CXCallController` behind one protocol, served by
/// the simulator (`SimulatedCallProvider` in AudioSessionTesting) and, on iOS, by ``SystemCallProvider``.
///
/// What the app asks (``requestStartCall(with:completion:)``, ``requestEndCall(with:completion:)``,
/// ``requestSetHeld(_:callWith:completion:)``) comes back as a `perform…` callback of its
/// ``CallProviderDelegate``; what it reports (``reportNewIncomingCall(with:completion:)``,
/// ``reportCall(with:endedAt:reason:)``) does not.
public protocol CallProviding: AnyObject, Sendable {
    /// Mirrors `CXProvider.setDelegate(_:queue:)`; the provider keeps it weakly.
    func setDelegate(_ delegate: (any CallProviderDelegate)?)
    /// Mirrors `CXProvider.reportNewIncomingCall(with:update:completion:)`: a VoIP push announced a call.
    func reportNewIncomingCall(with uuid: UUID, completion: @escaping @Sendable (CallError?) -> Void)
    /// Mirrors `CXCallController.request(_:completion:)` with a `CXStartCallAction`: an outgoing call.
    func requestStartCall(with uuid: UUID, completion: @escaping @Sendable (CallError?) -> Void)
    /// Mirrors `CXCallController.request(_:completion:)` with a `CXEndCallAction`: the app's interface ends the call;
    /// the delegate then receives ``CallProviderDelegate/performEndCall(_:)``.
    func requestEndCall(with uuid: UUID, completion: @escaping @Sendable (CallError?) -> Void)
    /// Mirrors `CXCallController.request(_:completion:)` with a `CXSetHeldCallAction`: the app's interface holds or
    /// resumes the call; the delegate then receives ``CallProviderDelegate/performSetHeldCall(_:isOnHold:)``.
    func requestSetHeld(_ isOnHold: Bool, callWith uuid: UUID, completion: @escaping @Sendable (CallError?) -> Void)
    /// Mirrors `CXProvider.reportCall(with:endedAt:reason:)`: the call ended without the user (the other party hung
    /// up); no `perform…` callback follows. An unknown identifier is ignored, as iOS does.
    func reportCall(with uuid: UUID, endedAt date: Date?, reason: CallEndedReason)
}

/// The async forms, as the SDK imports its completion handlers.
extension CallProviding {
    /// Mirrors `CXProvider.reportNewIncomingCall(with:update:) async throws`.
    public func reportNewIncomingCall(with uuid: UUID) async throws(CallError) {
        try await completing { reportNewIncomingCall(with: uuid, completion: $0) }
    }

    /// Mirrors `CXCallController.request(_:) async throws` with a `CXStartCallAction`.
    public func requestStartCall(with uuid: UUID) async throws(CallError) {
        try await completing { requestStartCall(with: uuid, completion: $0) }
    }

    /// Mirrors `CXCallController.request(_:) async throws` with a `CXEndCallAction`.
    public func requestEndCall(with uuid: UUID) async throws(CallError) {
        try await completing { requestEndCall(with: uuid, completion: $0) }
    }

    /// Mirrors `CXCallController.request(_:) async throws` with a `CXSetHeldCallAction`.
    public func requestSetHeld(_ isOnHold: Bool, callWith uuid: UUID) async throws(CallError) {
        try await completing { requestSetHeld(isOnHold, callWith: uuid, completion: $0) }
    }

    private func completing(
        _ body: (@escaping @Sendable (CallError?) -> Void) -> Void
    ) async throws(CallError) {
        let error = await withCheckedContinuation { (continuation: CheckedContinuation<CallError?, Never>) in
            body { continuation.resume(returning: $0) }
        }
        if let error { throw error }
    }
}
