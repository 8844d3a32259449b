/// Why a call request or report was refused; mirrors `CXErrorCodeRequestTransactionError`,
/// `CXErrorCodeIncomingCallError` and `CXError`.
public struct CallError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Mirrors the codes of `CXErrorCodeRequestTransactionError.Code`, `CXErrorCodeIncomingCallError.Code` and
    /// `CXError.Code`.
    public enum Code: String, Hashable, Sendable, CaseIterable {
        /// Mirrors `.unknown` (both call domains) and `CXError.Code.unknownError`.
        case unknown
        /// Mirrors `.unentitled` (all three domains).
        case unentitled
        /// Mirrors `CXErrorCodeRequestTransactionError.Code.unknownCallProvider`.
        case unknownCallProvider
        /// Mirrors `CXErrorCodeRequestTransactionError.Code.emptyTransaction`.
        case emptyTransaction
        /// Mirrors `CXErrorCodeRequestTransactionError.Code.unknownCallUUID`.
        case unknownCallUUID
        /// Mirrors `.callUUIDAlreadyExists` (both call domains).
        case callUUIDAlreadyExists
        /// Mirrors `CXErrorCodeRequestTransactionError.Code.invalidAction`.
        case invalidAction
        /// Mirrors `CXErrorCodeRequestTransactionError.Code.maximumCallGroupsReached`.
        case maximumCallGroupsReached
        /// Mirrors `.callIsProtected` (both call domains: 8 for a request, 6 for an incoming call).
        case callIsProtected
        /// Mirrors `CXErrorCodeIncomingCallError.Code.filteredByDoNotDisturb`.
        case filteredByDoNotDisturb
        /// Mirrors `CXErrorCodeIncomingCallError.Code.filteredByBlockList`.
        case filteredByBlockList
        /// Mirrors `CXErrorCodeIncomingCallError.Code.filteredDuringRestrictedSharingMode`.
        case filteredDuringRestrictedSharingMode
        /// Mirrors `CXErrorCodeIncomingCallError.Code.filteredBySensitiveParticipants`.
        case filteredBySensitiveParticipants
        /// Mirrors `CXError.Code.invalidArgument`.
        case invalidArgument
        /// Mirrors `CXError.Code.missingVoIPBackgroundMode`.
        case missingVoIPBackgroundMode
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
