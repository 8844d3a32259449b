import Foundation

/// `CXHandle` as the iOS 26.2 SDK imports it: how a call's other party is identified.
open class CXHandle: NSObject {
    /// `CXHandleType` (Swift `CXHandle.HandleType`).
    public enum HandleType: Int, Sendable {
        /// `CXHandleTypeGeneric`.
        case generic = 1
        /// `CXHandleTypePhoneNumber`.
        case phoneNumber = 2
        /// `CXHandleTypeEmailAddress`.
        case emailAddress = 3
    }

    /// `type`.
    open var type: HandleType
    /// `value`.
    open var value: String

    /// `-initWithType:value:`.
    public init(type: HandleType, value: String) {
        self.type = type
        self.value = value
        super.init()
    }
}
