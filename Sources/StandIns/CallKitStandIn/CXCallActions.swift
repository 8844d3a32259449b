import Foundation

/// `CXAnswerCallAction`: the user answered an incoming call.
open class CXAnswerCallAction: CXCallAction {
    /// `-fulfillWithDateConnected:`.
    open func fulfill(withDateConnected dateConnected: Date) { fulfill() }
}

/// `CXStartCallAction`: the app starts an outgoing call.
open class CXStartCallAction: CXCallAction {
    /// `handle`.
    open var handle: CXHandle
    /// `video`.
    open var isVideo = false

    /// `-initWithCallUUID:handle:`.
    public init(call callUUID: UUID, handle: CXHandle) {
        self.handle = handle
        super.init(call: callUUID)
    }

    /// `-fulfillWithDateStarted:`.
    open func fulfill(withDateStarted dateStarted: Date) { fulfill() }
}

/// `CXEndCallAction`: the user or the app ends a call.
open class CXEndCallAction: CXCallAction {
    /// `-fulfillWithDateEnded:`.
    open func fulfill(withDateEnded dateEnded: Date) { fulfill() }
}

/// `CXSetMutedCallAction`: the user mutes or unmutes a call (the in-call button or a headset's gesture).
open class CXSetMutedCallAction: CXCallAction {
    /// `muted` (getter `isMuted`).
    open var isMuted: Bool

    /// `-initWithCallUUID:muted:`.
    public init(call callUUID: UUID, muted: Bool) {
        isMuted = muted
        super.init(call: callUUID)
    }
}

/// `CXSetHeldCallAction`: a call goes on or off hold.
open class CXSetHeldCallAction: CXCallAction {
    /// `onHold` (getter `isOnHold`).
    open var isOnHold: Bool

    /// `-initWithCallUUID:onHold:`.
    public init(call callUUID: UUID, onHold: Bool) {
        isOnHold = onHold
        super.init(call: callUUID)
    }
}
