import AVFAudioStandIn
import Foundation

/// `CXProvider` as the iOS 26.2 SDK imports it: the app's line to the system's telephony, through which it reports
/// calls and receives its ``CXProviderDelegate`` callbacks.
///
/// Off Apple platforms a ``CallKitScript`` plays the system: it answers, ends and holds calls as the user would,
/// waits for each action to be fulfilled before acting on it, and activates and deactivates the provider's audio
/// session. Callbacks are delivered on the calling thread, in order, whatever queue was given (on iOS, on that queue
/// or the main queue), so that tests are deterministic.
open class CXProvider: NSObject {
    let system = CallKitSystem()

    /// `configuration`.
    open var configuration: CXProviderConfiguration

    /// `-initWithConfiguration:`.
    public init(configuration: CXProviderConfiguration) {
        self.configuration = configuration
        super.init()
        system.provider = self
        CallKitSystem.latest.withLock { $0 = WeakProvider(provider: self) }
    }

    /// `-setDelegate:queue:`: the delegate is stored weakly.
    open func setDelegate(_ delegate: (any CXProviderDelegate)?, queue: DispatchQueue?) {
        system.setDelegate(delegate)
    }

    /// `-reportNewIncomingCallWithUUID:update:completion:`.
    open func reportNewIncomingCall(
        with UUID: UUID, update: CXCallUpdate, completion: @escaping ((any Error)?) -> Void
    ) {
        completion(system.reportIncoming(UUID))
    }

    /// `-reportNewIncomingCallWithUUID:update:completion:` in its async form.
    open func reportNewIncomingCall(with UUID: UUID, update: CXCallUpdate) async throws {
        if let error = system.reportIncoming(UUID) { throw error }
    }

    /// `-reportCallWithUUID:updated:`.
    open func reportCall(with UUID: UUID, updated update: CXCallUpdate) {}

    /// `-reportCallWithUUID:endedAtDate:reason:`: the call ended without the user (the other party hung up, it
    /// failed, it was answered elsewhere); no action is performed, and an active audio session is deactivated.
    open func reportCall(with UUID: UUID, endedAt dateEnded: Date?, reason endedReason: CXCallEndedReason) {
        system.reportEnded(UUID, reason: endedReason)
    }

    /// `-reportOutgoingCallWithUUID:connectedAtDate:`.
    open func reportOutgoingCall(with UUID: UUID, connectedAt dateConnected: Date?) {}

    /// `-invalidate`: every call ends and no more callbacks are delivered.
    open func invalidate() { system.invalidate() }
}
