import Foundation

extension CallError {
    /// CallKit's error types by `NSError` domain, each with the Kit's code for every raw code `CXError.h` declares
    /// (not in the SDK).
    ///
    /// The domains are `CXErrorDomain`, `CXErrorDomainIncomingCall` and `CXErrorDomainRequestTransaction`; a raw code
    /// the table does not list (a newer SDK's) maps to ``Code/unknown``.
    public static let sdkCodes: [String: (type: String, codes: [Int: Code])] = [
        "com.apple.CallKit.error": (
            "CXError", [0: .unknown, 1: .unentitled, 2: .invalidArgument, 3: .missingVoIPBackgroundMode]
        ),
        "com.apple.CallKit.error.incomingcall": (
            "CXErrorCodeIncomingCallError",
            [
                0: .unknown, 1: .unentitled, 2: .callUUIDAlreadyExists, 3: .filteredByDoNotDisturb,
                4: .filteredByBlockList, 5: .filteredDuringRestrictedSharingMode, 6: .callIsProtected,
                7: .filteredBySensitiveParticipants,
            ]
        ),
        "com.apple.CallKit.error.requesttransaction": (
            "CXErrorCodeRequestTransactionError",
            [
                0: .unknown, 1: .unentitled, 2: .unknownCallProvider, 3: .emptyTransaction, 4: .unknownCallUUID,
                5: .callUUIDAlreadyExists, 6: .invalidAction, 7: .maximumCallGroupsReached, 8: .callIsProtected,
            ]
        ),
    ]

    /// The Kit's error for an error CallKit returned, read by its `NSError` domain and code, which a bridged
    /// `CXErrorCodeIncomingCallError` and a plain `NSError` of its domain share; any other error is ``Code/unknown``
    /// (not in the SDK).
    public init(sdkError error: any Error) {
        let bridged = error as NSError
        guard let entry = Self.sdkCodes[bridged.domain] else {
            self.init(.unknown, "\(bridged.domain) \(bridged.code)")
            return
        }
        self.init(entry.codes[bridged.code] ?? .unknown, "\(entry.type) \(bridged.code)")
    }
}
