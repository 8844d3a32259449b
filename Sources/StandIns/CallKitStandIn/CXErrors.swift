import Foundation

/// `CXErrorCodeRequestTransactionError` (domain `CXErrorDomainRequestTransaction`): why a call controller's request
/// was refused.
public struct CXErrorCodeRequestTransactionError: Error, Hashable, Sendable {
    /// `CXErrorCodeRequestTransactionError` codes.
    public enum Code: Int, Sendable {
        /// `CXErrorCodeRequestTransactionErrorUnknown`.
        case unknown = 0
        /// `CXErrorCodeRequestTransactionErrorUnentitled`.
        case unentitled = 1
        /// `CXErrorCodeRequestTransactionErrorUnknownCallProvider`.
        case unknownCallProvider = 2
        /// `CXErrorCodeRequestTransactionErrorEmptyTransaction`.
        case emptyTransaction = 3
        /// `CXErrorCodeRequestTransactionErrorUnknownCallUUID`.
        case unknownCallUUID = 4
        /// `CXErrorCodeRequestTransactionErrorCallUUIDAlreadyExists`.
        case callUUIDAlreadyExists = 5
        /// `CXErrorCodeRequestTransactionErrorInvalidAction`.
        case invalidAction = 6
        /// `CXErrorCodeRequestTransactionErrorMaximumCallGroupsReached`.
        case maximumCallGroupsReached = 7
        /// `CXErrorCodeRequestTransactionErrorCallIsProtected` (iOS 17).
        case callIsProtected = 8
    }

    /// `CXErrorDomainRequestTransaction`.
    public static let errorDomain = "com.apple.CallKit.error.requesttransaction"

    /// The code.
    public let code: Code

    /// An error with this code, as the bridged error's initializer makes it.
    public init(_ code: Code) { self.code = code }
}

/// `CXErrorCodeIncomingCallError` (domain `CXErrorDomainIncomingCall`): why an incoming call's report was refused.
public struct CXErrorCodeIncomingCallError: Error, Hashable, Sendable {
    /// `CXErrorCodeIncomingCallError` codes.
    public enum Code: Int, Sendable {
        /// `CXErrorCodeIncomingCallErrorUnknown`.
        case unknown = 0
        /// `CXErrorCodeIncomingCallErrorUnentitled`.
        case unentitled = 1
        /// `CXErrorCodeIncomingCallErrorCallUUIDAlreadyExists`.
        case callUUIDAlreadyExists = 2
        /// `CXErrorCodeIncomingCallErrorFilteredByDoNotDisturb`.
        case filteredByDoNotDisturb = 3
        /// `CXErrorCodeIncomingCallErrorFilteredByBlockList`.
        case filteredByBlockList = 4
        /// `CXErrorCodeIncomingCallErrorCallIsProtected` (iOS 17).
        case callIsProtected = 5
    }

    /// `CXErrorDomainIncomingCall`.
    public static let errorDomain = "com.apple.CallKit.error.incomingcall"

    /// The code.
    public let code: Code

    /// An error with this code, as the bridged error's initializer makes it.
    public init(_ code: Code) { self.code = code }
}
