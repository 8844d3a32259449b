#if (canImport(CallKit) && os(iOS)) || canImport(CallKitStandIn)
    #if canImport(CallKitStandIn)
        import AVFAudioStandIn
        import CallKitStandIn
    #else
        import AVFAudio
        import CallKit
    #endif
    import AudioSessionModel
    import Foundation

    /// The real CallKit: a ``CallProviding`` over `CXProvider` and `CXCallController`, forwarding the
    /// `CXProviderDelegate` callbacks to a ``CallProviderDelegate`` and passing the session the system activated as a
    /// ``SystemAudioSession``.
    ///
    /// Compiled on iOS against CallKit, and off Apple platforms against the package's stand-in for CallKit, which CI
    /// uses to run this adapter on Linux. It is the provider's delegate (kept weakly by `CXProvider`): keep this object
    /// alive as long as the app takes calls. An action arriving with no delegate set is failed.
    public final class SystemCallProvider: NSObject, CallProviding, CXProviderDelegate, @unchecked Sendable {
        /// The SDK's provider.
        public let provider: CXProvider
        /// The SDK's call controller, through which the app requests actions.
        public let callController: CXCallController

        private struct WeakDelegate {
            weak var delegate: (any CallProviderDelegate)?
        }

        private let target = Locked(WeakDelegate())

        /// An adapter over `provider`, whose delegate it becomes (callbacks on `queue`, the main queue when `nil`, as
        /// `CXProvider.setDelegate(_:queue:)` says), requesting through `callController` (not in the SDK).
        public init(
            provider: CXProvider, callController: CXCallController = CXCallController(), queue: DispatchQueue? = nil
        ) {
            self.provider = provider
            self.callController = callController
            super.init()
            provider.setDelegate(self, queue: queue)
        }

        /// An adapter over a new `CXProvider(configuration:)`; mirrors `CXProvider.init(configuration:)`.
        public convenience init(configuration: CXProviderConfiguration, queue: DispatchQueue? = nil) {
            self.init(provider: CXProvider(configuration: configuration), queue: queue)
        }

        // MARK: - CallProviding

        /// Mirrors `CXProvider.setDelegate(_:queue:)`; kept weakly.
        public func setDelegate(_ delegate: (any CallProviderDelegate)?) {
            target.withLock { $0.delegate = delegate }
        }

        /// Mirrors `CXProvider.reportNewIncomingCall(with:update:completion:)` with an empty `CXCallUpdate`.
        public func reportNewIncomingCall(with uuid: UUID, completion: @escaping @Sendable (CallError?) -> Void) {
            reportNewIncomingCall(with: uuid, update: CXCallUpdate(), completion: completion)
        }

        /// Mirrors `CXProvider.reportNewIncomingCall(with:update:completion:)`.
        public func reportNewIncomingCall(
            with uuid: UUID, update: CXCallUpdate, completion: @escaping @Sendable (CallError?) -> Void
        ) {
            provider.reportNewIncomingCall(with: uuid, update: update) { error in
                completion(error.map(Self.callError))
            }
        }

        /// Mirrors `CXCallController.request(_:completion:)` with a `CXStartCallAction` to a generic handle named by
        /// the call's identifier.
        public func requestStartCall(with uuid: UUID, completion: @escaping @Sendable (CallError?) -> Void) {
            requestStartCall(
                with: uuid, handle: CXHandle(type: .generic, value: uuid.uuidString), completion: completion)
        }

        /// Mirrors `CXCallController.request(_:completion:)` with a `CXStartCallAction` to `handle`.
        public func requestStartCall(
            with uuid: UUID, handle: CXHandle, completion: @escaping @Sendable (CallError?) -> Void
        ) {
            request(CXStartCallAction(call: uuid, handle: handle), completion)
        }

        /// Mirrors `CXCallController.request(_:completion:)` with a `CXEndCallAction`.
        public func requestEndCall(with uuid: UUID, completion: @escaping @Sendable (CallError?) -> Void) {
            request(CXEndCallAction(call: uuid), completion)
        }

        /// Mirrors `CXCallController.request(_:completion:)` with a `CXSetHeldCallAction`.
        public func requestSetHeld(
            _ isOnHold: Bool, callWith uuid: UUID, completion: @escaping @Sendable (CallError?) -> Void
        ) {
            request(CXSetHeldCallAction(call: uuid, onHold: isOnHold), completion)
        }

        /// Mirrors `CXProvider.reportCall(with:endedAt:reason:)`.
        public func reportCall(with uuid: UUID, endedAt date: Date?, reason: CallEndedReason) {
            provider.reportCall(
                with: uuid, endedAt: date, reason: CXCallEndedReason(rawValue: reason.rawValue) ?? .failed)
        }

        private func request(_ action: CXCallAction, _ completion: @escaping @Sendable (CallError?) -> Void) {
            callController.request(CXTransaction(action: action)) { error in
                completion(error.map(Self.callError))
            }
        }

        // MARK: - CXProviderDelegate

        /// Mirrors `CXProviderDelegate.providerDidReset(_:)`.
        public func providerDidReset(_ provider: CXProvider) {
            target.withLock { $0.delegate }?.providerDidReset()
        }

        /// Mirrors `CXProviderDelegate.provider(_:perform:)` with a `CXAnswerCallAction`.
        public func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) {
            forward(action) { $0.performAnswerCall($1) }
        }

        /// Mirrors `CXProviderDelegate.provider(_:perform:)` with a `CXStartCallAction`.
        public func provider(_ provider: CXProvider, perform action: CXStartCallAction) {
            forward(action) { $0.performStartCall($1) }
        }

        /// Mirrors `CXProviderDelegate.provider(_:perform:)` with a `CXEndCallAction`.
        public func provider(_ provider: CXProvider, perform action: CXEndCallAction) {
            forward(action) { $0.performEndCall($1) }
        }

        /// Mirrors `CXProviderDelegate.provider(_:perform:)` with a `CXSetHeldCallAction`.
        public func provider(_ provider: CXProvider, perform action: CXSetHeldCallAction) {
            let isOnHold = action.isOnHold
            forward(action) { $0.performSetHeldCall($1, isOnHold: isOnHold) }
        }

        /// Mirrors `CXProviderDelegate.provider(_:perform:)` with a `CXSetMutedCallAction`.
        public func provider(_ provider: CXProvider, perform action: CXSetMutedCallAction) {
            let isMuted = action.isMuted
            forward(action) { $0.performSetMutedCall($1, isMuted: isMuted) }
        }

        /// Mirrors `CXProviderDelegate.provider(_:didActivate:)`: the session is known active from now on.
        public func provider(_ provider: CXProvider, didActivate audioSession: AVAudioSession) {
            let session = SystemAudioSession(session: audioSession)
            session.assumeActivation(.active)
            target.withLock { $0.delegate }?.didActivate(session)
        }

        /// Mirrors `CXProviderDelegate.provider(_:didDeactivate:)`: the session is known inactive from now on.
        public func provider(_ provider: CXProvider, didDeactivate audioSession: AVAudioSession) {
            let session = SystemAudioSession(session: audioSession)
            session.assumeActivation(.inactive)
            target.withLock { $0.delegate }?.didDeactivate(session)
        }

        // MARK: - Mapping

        /// The SDK's action, carried to whichever thread the app fulfills it on (CallKit allows any).
        private struct SDKAction: @unchecked Sendable {
            let action: CXCallAction
        }

        private func forward(_ action: CXCallAction, _ body: (any CallProviderDelegate, CallAction) -> Void) {
            guard let delegate = target.withLock({ $0.delegate }) else {
                action.fail()
                return
            }
            let sdk = SDKAction(action: action)
            body(
                delegate,
                CallAction(
                    callUUID: action.callUUID, onFulfill: { sdk.action.fulfill() }, onFail: { sdk.action.fail() }))
        }

        /// The Kit's error for an SDK error, by domain and code (``CallError/init(sdkError:)``).
        static func callError(_ error: any Error) -> CallError { CallError(sdkError: error) }
    }
#endif
