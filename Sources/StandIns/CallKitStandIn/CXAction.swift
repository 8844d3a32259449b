import Foundation

/// `CXAction` as the iOS 26.2 SDK imports it: something a provider performs, then fulfills or fails.
///
/// Off Apple platforms the scripted system (``CallKitScript``) waits for the outcome, as iOS does: it acts on a call
/// only once its action is fulfilled.
open class CXAction: NSObject {
    /// `uuid`.
    public let uuid = UUID()
    /// `timeoutDate`: when the system gives up on the action (the stand-in never times out on its own).
    open private(set) var timeoutDate = Date(timeIntervalSinceNow: 10)

    private let lock = NSLock()
    private var outcome: Bool?
    private var onComplete: ((CXAction, Bool) -> Void)?

    /// `-init`.
    public override init() { super.init() }

    /// `complete`: whether the action was fulfilled or failed.
    open var isComplete: Bool { lock.locking { outcome != nil } }

    /// `-fulfill`.
    open func fulfill() { complete(true) }
    /// `-fail`.
    open func fail() { complete(false) }

    /// Whether the action was fulfilled (`true`), failed (`false`) or is pending (`nil`); not in the SDK.
    public var standInOutcome: Bool? { lock.locking { outcome } }

    func whenComplete(_ body: @escaping (CXAction, Bool) -> Void) {
        let done = lock.locking { () -> Bool? in
            if outcome == nil { onComplete = body }
            return outcome
        }
        if let done { body(self, done) }
    }

    private func complete(_ fulfilled: Bool) {
        let body = lock.locking { () -> ((CXAction, Bool) -> Void)? in
            guard outcome == nil else { return nil }
            outcome = fulfilled
            defer { onComplete = nil }
            return onComplete
        }
        body?(self, fulfilled)
    }
}

/// `CXCallAction`: an action on one call.
open class CXCallAction: CXAction {
    /// `callUUID`.
    public let callUUID: UUID

    /// `-initWithCallUUID:`.
    public init(call callUUID: UUID) {
        self.callUUID = callUUID
        super.init()
    }
}
