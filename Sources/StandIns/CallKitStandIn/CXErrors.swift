import Foundation

// CallKit's five `NS_ERROR_ENUM`s as the iOS 26.2 SDK imports them: each a bridged `CustomNSError` struct with a
// nested `Code` (`Int` raw values) and static aliases for the codes; casting an `NSError` of the domain with `as?`
// gives the struct on Apple platforms. CallKit is iOS 10, watchOS 9 and visionOS 1, and not on tvOS or macOS; no code
// of these enums carries availability of its own except the three later `CXError` codes.

/// `CXErrorDomain`.
public let CXErrorDomain = "com.apple.CallKit.error"
/// `CXErrorDomainIncomingCall`.
public let CXErrorDomainIncomingCall = "com.apple.CallKit.error.incomingcall"
/// `CXErrorDomainRequestTransaction`.
public let CXErrorDomainRequestTransaction = "com.apple.CallKit.error.requesttransaction"
/// `CXErrorDomainCallDirectoryManager`.
public let CXErrorDomainCallDirectoryManager = "com.apple.CallKit.error.calldirectorymanager"
/// `CXErrorDomainNotificationServiceExtension` (iOS 14.5).
public let CXErrorDomainNotificationServiceExtension = "com.apple.CallKit.error.notificationserviceextension"

/// `CXErrorCode` (domain `CXErrorDomain`, Swift `CXError`): CallKit's general errors.
@available(watchOS 9.0, *)
@available(tvOS, unavailable)
public struct CXError: CustomNSError, Hashable, Sendable {
    /// `CXErrorCode` codes.
    public enum Code: Int, Hashable, Sendable {
        /// `CXErrorCodeUnknownError`.
        case unknownError = 0
        /// `CXErrorCodeUnentitled` (iOS 13.2).
        case unentitled = 1
        /// `CXErrorCodeInvalidArgument` (iOS 13.2).
        case invalidArgument = 2
        /// `CXErrorCodeMissingVoIPBackgroundMode` (iOS 14.5).
        case missingVoIPBackgroundMode = 3
    }

    /// `CXErrorDomain`.
    public static var errorDomain: String { CXErrorDomain }
    /// The code.
    public let code: Code
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }

    /// An error with this code, as the bridged error's initializer makes it.
    public init(_ code: Code) { self.code = code }

    /// `.unknownError`.
    public static var unknownError: Code { .unknownError }
    /// `.unentitled`.
    public static var unentitled: Code { .unentitled }
    /// `.invalidArgument`.
    public static var invalidArgument: Code { .invalidArgument }
    /// `.missingVoIPBackgroundMode`.
    public static var missingVoIPBackgroundMode: Code { .missingVoIPBackgroundMode }
}

/// `CXErrorCodeIncomingCallError` (domain `CXErrorDomainIncomingCall`): why an incoming call's report was refused.
@available(watchOS 9.0, *)
@available(tvOS, unavailable)
public struct CXErrorCodeIncomingCallError: CustomNSError, Hashable, Sendable {
    /// `CXErrorCodeIncomingCallError` codes.
    public enum Code: Int, Hashable, Sendable {
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
        /// `CXErrorCodeIncomingCallErrorFilteredDuringRestrictedSharingMode`.
        case filteredDuringRestrictedSharingMode = 5
        /// `CXErrorCodeIncomingCallErrorCallIsProtected`.
        case callIsProtected = 6
        /// `CXErrorCodeIncomingCallErrorFilteredBySensitiveParticipants`.
        case filteredBySensitiveParticipants = 7
    }

    /// `CXErrorDomainIncomingCall`.
    public static var errorDomain: String { CXErrorDomainIncomingCall }
    /// The code.
    public let code: Code
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }

    /// An error with this code, as the bridged error's initializer makes it.
    public init(_ code: Code) { self.code = code }

    /// `.unknown`.
    public static var unknown: Code { .unknown }
    /// `.unentitled`.
    public static var unentitled: Code { .unentitled }
    /// `.callUUIDAlreadyExists`.
    public static var callUUIDAlreadyExists: Code { .callUUIDAlreadyExists }
    /// `.filteredByDoNotDisturb`.
    public static var filteredByDoNotDisturb: Code { .filteredByDoNotDisturb }
    /// `.filteredByBlockList`.
    public static var filteredByBlockList: Code { .filteredByBlockList }
    /// `.filteredDuringRestrictedSharingMode`.
    public static var filteredDuringRestrictedSharingMode: Code { .filteredDuringRestrictedSharingMode }
    /// `.callIsProtected`.
    public static var callIsProtected: Code { .callIsProtected }
    /// `.filteredBySensitiveParticipants`.
    public static var filteredBySensitiveParticipants: Code { .filteredBySensitiveParticipants }
}

/// `CXErrorCodeRequestTransactionError` (domain `CXErrorDomainRequestTransaction`): why a call controller's request
/// was refused.
@available(watchOS 9.0, *)
@available(tvOS, unavailable)
public struct CXErrorCodeRequestTransactionError: CustomNSError, Hashable, Sendable {
    /// `CXErrorCodeRequestTransactionError` codes.
    public enum Code: Int, Hashable, Sendable {
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
        /// `CXErrorCodeRequestTransactionErrorCallIsProtected`.
        case callIsProtected = 8
    }

    /// `CXErrorDomainRequestTransaction`.
    public static var errorDomain: String { CXErrorDomainRequestTransaction }
    /// The code.
    public let code: Code
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }

    /// An error with this code, as the bridged error's initializer makes it.
    public init(_ code: Code) { self.code = code }

    /// `.unknown`.
    public static var unknown: Code { .unknown }
    /// `.unentitled`.
    public static var unentitled: Code { .unentitled }
    /// `.unknownCallProvider`.
    public static var unknownCallProvider: Code { .unknownCallProvider }
    /// `.emptyTransaction`.
    public static var emptyTransaction: Code { .emptyTransaction }
    /// `.unknownCallUUID`.
    public static var unknownCallUUID: Code { .unknownCallUUID }
    /// `.callUUIDAlreadyExists`.
    public static var callUUIDAlreadyExists: Code { .callUUIDAlreadyExists }
    /// `.invalidAction`.
    public static var invalidAction: Code { .invalidAction }
    /// `.maximumCallGroupsReached`.
    public static var maximumCallGroupsReached: Code { .maximumCallGroupsReached }
    /// `.callIsProtected`.
    public static var callIsProtected: Code { .callIsProtected }
}

/// `CXErrorCodeCallDirectoryManagerError` (domain `CXErrorDomainCallDirectoryManager`): the call directory's errors.
@available(watchOS 9.0, *)
@available(tvOS, unavailable)
public struct CXErrorCodeCallDirectoryManagerError: CustomNSError, Hashable, Sendable {
    /// `CXErrorCodeCallDirectoryManagerError` codes.
    public enum Code: Int, Hashable, Sendable {
        /// `CXErrorCodeCallDirectoryManagerErrorUnknown`.
        case unknown = 0
        /// `CXErrorCodeCallDirectoryManagerErrorNoExtensionFound`.
        case noExtensionFound = 1
        /// `CXErrorCodeCallDirectoryManagerErrorLoadingInterrupted`.
        case loadingInterrupted = 2
        /// `CXErrorCodeCallDirectoryManagerErrorEntriesOutOfOrder`.
        case entriesOutOfOrder = 3
        /// `CXErrorCodeCallDirectoryManagerErrorDuplicateEntries`.
        case duplicateEntries = 4
        /// `CXErrorCodeCallDirectoryManagerErrorMaximumEntriesExceeded`.
        case maximumEntriesExceeded = 5
        /// `CXErrorCodeCallDirectoryManagerErrorExtensionDisabled`.
        case extensionDisabled = 6
        /// `CXErrorCodeCallDirectoryManagerErrorCurrentlyLoading` (iOS 10.3).
        case currentlyLoading = 7
        /// `CXErrorCodeCallDirectoryManagerErrorUnexpectedIncrementalRemoval` (iOS 11).
        case unexpectedIncrementalRemoval = 8
    }

    /// `CXErrorDomainCallDirectoryManager`.
    public static var errorDomain: String { CXErrorDomainCallDirectoryManager }
    /// The code.
    public let code: Code
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }

    /// An error with this code, as the bridged error's initializer makes it.
    public init(_ code: Code) { self.code = code }
}

/// `CXErrorCodeNotificationServiceExtensionError` (domain `CXErrorDomainNotificationServiceExtension`, iOS 14.5):
/// errors of `CXProvider.reportNewIncomingVoIPPushPayload(_:completion:)`.
@available(watchOS 9.0, *)
@available(tvOS, unavailable)
public struct CXErrorCodeNotificationServiceExtensionError: CustomNSError, Hashable, Sendable {
    /// `CXErrorCodeNotificationServiceExtensionError` codes.
    public enum Code: Int, Hashable, Sendable {
        /// `CXErrorCodeNotificationServiceExtensionErrorUnknown`.
        case unknown = 0
        /// `CXErrorCodeNotificationServiceExtensionErrorInvalidClientProcess`.
        case invalidClientProcess = 1
        /// `CXErrorCodeNotificationServiceExtensionErrorMissingNotificationFilteringEntitlement`.
        case missingNotificationFilteringEntitlement = 2
    }

    /// `CXErrorDomainNotificationServiceExtension`.
    public static var errorDomain: String { CXErrorDomainNotificationServiceExtension }
    /// The code.
    public let code: Code
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }

    /// An error with this code, as the bridged error's initializer makes it.
    public init(_ code: Code) { self.code = code }
}
