/// Why a call request or report was refused; mirrors `CXErrorCodeRequestTransactionError` and
/// `CXErrorCodeIncomingCallError`.
public struct CallError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Mirrors the codes of `CXErrorCodeRequestTransactionError.Code` and `CXErrorCodeIncomingCallError.Code`.
    public enum Code: String, Hashable, Sendable {
        /// Mirrors `.unknown` (both domains).
        case unknown
        /// Mirrors `.unentitled` (both domains).
        case unentitled
        /// Mirrors `CXErrorCodeRequestTransactionError.Code.unknownCallProvider`.
        case unknownCallProvider
        /// Mirrors `CXErrorCodeRequestTransactionError.Code.emptyTransaction`.
        case emptyTransaction
        /// Mirrors `CXErrorCodeRequestTransactionError.Code.unknownCallUUID`.
        case unknownCallUUID
        /// Mirrors `.callUUIDAlreadyExists` (both domains).
        case callUUIDAlreadyExists
        /// Mirrors `CXErrorCodeRequestTransactionError.Code.invalidAction`.
        case invalidAction
        /// Mirrors `CXErrorCodeRequestTransactionError.Code.maximumCallGroupsReached`.
        case maximumCallGroupsReached
        /// Mirrors `.callIsProtected` (both domains).
        case callIsProtected
        /// Mirrors `CXErrorCodeIncomingCallError.Code.filteredByDoNotDisturb`.
        case filteredByDoNotDisturb
        /// Mirrors `CXErrorCodeIncomingCallError.Code.filteredByBlockList`.
        case filteredByBlockList
    }

    /// Mirrors the SDK error's `code`.
    public var code: Code
    /// What was wrong, in words (not in the SDK).
    public var message: String

    /// An error with a code and a message (not in the SDK).
    public init(_ code: Code, _ message: String = "") {
        self.code = code
        self.message = message
    }

    /// The code and the message.
    public var description: String { message.isEmpty ? code.rawValue : "\(code.rawValue): \(message)" }
}
