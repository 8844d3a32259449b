import Foundation

/// `CXCallController` as the iOS 26.2 SDK imports it: the app requests actions on its calls from the system, which
/// performs them through the app's ``CXProvider``.
open class CXCallController: NSObject {
    private weak var target: CXProvider?

    /// `-init`: off Apple platforms, requests go to the ``CXProvider`` made last.
    public override convenience init() {
        self.init(standInProvider: CallKitSystem.latest.withLock { $0.provider })
    }

    /// `-initWithQueue:`: off Apple platforms, requests go to the ``CXProvider`` made last.
    public convenience init(queue: DispatchQueue) { self.init() }

    /// A controller whose requests go to `provider` (not in the SDK: on iOS the system finds the app's provider).
    public init(standInProvider provider: CXProvider?) {
        target = provider
        super.init()
    }

    /// `-requestTransaction:completion:`: the error is a ``CXErrorCodeRequestTransactionError``. The system performs
    /// the accepted actions through the provider, then calls `completion`.
    open func request(_ transaction: CXTransaction, completion: @escaping ((any Error)?) -> Void) {
        guard let target else {
            completion(CXErrorCodeRequestTransactionError(.unknownCallProvider))
            return
        }
        completion(target.system.request(transaction))
    }

    /// `-requestTransaction:completion:` in its async form.
    open func request(_ transaction: CXTransaction) async throws {
        guard let target else { throw CXErrorCodeRequestTransactionError(.unknownCallProvider) }
        if let error = target.system.request(transaction) { throw error }
    }

    /// `-requestTransactionWithAction:completion:` (iOS 11).
    open func requestTransaction(with action: CXAction, completion: @escaping ((any Error)?) -> Void) {
        request(CXTransaction(action: action), completion: completion)
    }
}
