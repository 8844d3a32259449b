#if canImport(CallKitStandIn)
    import AudioSessionKit
    import CallKitStandIn
    import Foundation
    import Testing

    /// Every CallKit error code `CXError.h` declares reaches the Kit as the code of the same name, through the adapter
    /// where the stand-in can refuse with it, and through ``CallError/init(sdkError:)`` for a bridged or a plain
    /// `NSError`.
    @Suite struct CallErrorCodeTests {
        /// Apple's raw values, from `CXError.h`, with the Kit's code for each.
        static let incoming: [(CXErrorCodeIncomingCallError.Code, Int, CallError.Code)] = [
            (.unknown, 0, .unknown), (.unentitled, 1, .unentitled), (.callUUIDAlreadyExists, 2, .callUUIDAlreadyExists),
            (.filteredByDoNotDisturb, 3, .filteredByDoNotDisturb), (.filteredByBlockList, 4, .filteredByBlockList),
            (.filteredDuringRestrictedSharingMode, 5, .filteredDuringRestrictedSharingMode),
            (.callIsProtected, 6, .callIsProtected),
            (.filteredBySensitiveParticipants, 7, .filteredBySensitiveParticipants),
        ]
        static let requests: [(CXErrorCodeRequestTransactionError.Code, Int, CallError.Code)] = [
            (.unknown, 0, .unknown), (.unentitled, 1, .unentitled), (.unknownCallProvider, 2, .unknownCallProvider),
            (.emptyTransaction, 3, .emptyTransaction), (.unknownCallUUID, 4, .unknownCallUUID),
            (.callUUIDAlreadyExists, 5, .callUUIDAlreadyExists), (.invalidAction, 6, .invalidAction),
            (.maximumCallGroupsReached, 7, .maximumCallGroupsReached), (.callIsProtected, 8, .callIsProtected),
        ]
        static let general: [(CXError.Code, Int, CallError.Code)] = [
            (.unknownError, 0, .unknown), (.unentitled, 1, .unentitled), (.invalidArgument, 2, .invalidArgument),
            (.missingVoIPBackgroundMode, 3, .missingVoIPBackgroundMode),
        ]

        @Test(arguments: 0..<8) func anIncomingCallRefusalKeepsItsCode(index: Int) {
            let (sdk, raw, kit) = Self.incoming[index]
            #expect(sdk.rawValue == raw, "Apple's raw value")
            let fixture = SystemCallProviderTests.Fixture()
            fixture.script.failNextIncomingCall(with: sdk)
            let error = fixture.report(UUID())
            #expect(error == CallError(kit, "CXErrorCodeIncomingCallError \(raw)"))
            let plain = NSError(domain: CXErrorDomainIncomingCall, code: raw)
            #expect(CallError(sdkError: plain).code == kit, "an NSError of the domain, as Objective-C passes it")
        }

        @Test(arguments: 0..<9) func aRequestRefusalKeepsItsCode(index: Int) {
            let (sdk, raw, kit) = Self.requests[index]
            #expect(sdk.rawValue == raw, "Apple's raw value")
            let fixture = SystemCallProviderTests.Fixture()
            fixture.adapter.setDelegate(RecordingDelegate())
            fixture.script.failNextRequest(with: sdk)
            let error = fixture.request { fixture.adapter.requestStartCall(with: UUID(), completion: $0) }
            #expect(error == CallError(kit, "CXErrorCodeRequestTransactionError \(raw)"))
            let plain = NSError(domain: CXErrorDomainRequestTransaction, code: raw)
            #expect(CallError(sdkError: plain).code == kit)
        }

        @Test(arguments: 0..<4) func aGeneralCallKitErrorKeepsItsCode(index: Int) {
            let (sdk, raw, kit) = Self.general[index]
            #expect(sdk.rawValue == raw, "Apple's raw value")
            #expect(CallError(sdkError: CXError(sdk)) == CallError(kit, "CXError \(raw)"))
        }

        @Test func theTablesCoverEveryCodeOnce() {
            #expect(Set(Self.incoming.map(\.1)) == Set(0..<8))
            #expect(Set(Self.requests.map(\.1)) == Set(0..<9))
            let mapped = Set(Self.incoming.map(\.2) + Self.requests.map(\.2) + Self.general.map(\.2))
            #expect(mapped == Set(CallError.Code.allCases), "every Kit code mirrors some SDK code")
        }

        @Test func anUnknownCodeOrDomainIsUnknownAndNamesWhatCame() {
            let newer = CallError(sdkError: NSError(domain: CXErrorDomainIncomingCall, code: 99))
            #expect(newer == CallError(.unknown, "CXErrorCodeIncomingCallError 99"))
            let other = CallError(sdkError: NSError(domain: NSURLErrorDomain, code: -1001))
            #expect(other.code == .unknown)
            #expect(other.message.contains(NSURLErrorDomain))
            let directory = CallError(sdkError: CXErrorCodeCallDirectoryManagerError(.noExtensionFound))
            #expect(directory == CallError(.unknown, "\(CXErrorDomainCallDirectoryManager) 1"))
        }
    }
#endif
