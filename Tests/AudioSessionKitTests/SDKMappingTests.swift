import AudioSessionTesting
import Testing

/// The mapping tables, checked on every platform against the model's known values.
@Suite struct SDKMappingTests {
    /// Checks one table of a string- or number-backed constant: the model's known values in order, Swift names that
    /// end with the model's names, unique Objective-C names with the SDK's prefix.
    private func check<Value: NamedConstant>(
        _ table: [SDKSymbol<Value>], swiftType: String, objCPrefix: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(table.map(\.value) == Value.allCases, sourceLocation: sourceLocation)
        for row in table {
            #expect(row.swiftName == "\(swiftType).\(row.value.knownName ?? "?")", sourceLocation: sourceLocation)
            #expect(row.objCName.hasPrefix(objCPrefix), sourceLocation: sourceLocation)
            #expect(row.objCName.count > objCPrefix.count, sourceLocation: sourceLocation)
        }
        #expect(Set(table.map(\.objCName)).count == table.count, sourceLocation: sourceLocation)
    }

    @Test func stringConstantTablesAreComplete() {
        check(SDKMapping.categories, swiftType: "AVAudioSession.Category", objCPrefix: "AVAudioSessionCategory")
        check(SDKMapping.modes, swiftType: "AVAudioSession.Mode", objCPrefix: "AVAudioSessionMode")
        check(SDKMapping.ports, swiftType: "AVAudioSession.Port", objCPrefix: "AVAudioSessionPort")
    }

    @Test func categoryAndModeRawValuesAreTheirConstantNames() {
        for row in SDKMapping.categories { #expect(row.value.rawValue == row.objCName) }
        for row in SDKMapping.modes { #expect(row.value.rawValue == row.objCName) }
    }

    @Test func numberConstantTablesAreComplete() {
        check(
            SDKMapping.routeSharingPolicies, swiftType: "AVAudioSession.RouteSharingPolicy",
            objCPrefix: "AVAudioSessionRouteSharingPolicy")
        check(
            SDKMapping.portOverrides, swiftType: "AVAudioSession.PortOverride",
            objCPrefix: "AVAudioSessionPortOverride")
        check(
            SDKMapping.interruptionTypes, swiftType: "AVAudioSession.InterruptionType",
            objCPrefix: "AVAudioSessionInterruptionType")
        check(
            SDKMapping.interruptionReasons, swiftType: "AVAudioSession.InterruptionReason",
            objCPrefix: "AVAudioSessionInterruptionReason")
        check(
            SDKMapping.routeChangeReasons, swiftType: "AVAudioSession.RouteChangeReason",
            objCPrefix: "AVAudioSessionRouteChangeReason")
        check(
            SDKMapping.silenceSecondaryAudioHintTypes, swiftType: "AVAudioSession.SilenceSecondaryAudioHintType",
            objCPrefix: "AVAudioSessionSilenceSecondaryAudioHintType")
        check(
            SDKMapping.recordPermissions, swiftType: "AVAudioApplication.recordPermission",
            objCPrefix: "AVAudioApplicationRecordPermission")
        check(SDKMapping.promptStyles, swiftType: "AVAudioSession.PromptStyle", objCPrefix: "AVAudioSessionPromptStyle")
        check(SDKMapping.ioTypes, swiftType: "AVAudioSession.IOType", objCPrefix: "AVAudioSessionIOType")
        check(SDKMapping.errorCodes, swiftType: "AVAudioSession.ErrorCode", objCPrefix: "AVAudioSessionErrorCode")
    }

    @Test func optionSetTablesAreComplete() {
        #expect(SDKMapping.categoryOptions.map(\.value) == CategoryOptions.namedMembers.map(\.value))
        #expect(
            SDKMapping.categoryOptions.map(\.swiftName)
                == CategoryOptions.namedMembers.map { "AVAudioSession.CategoryOptions.\($0.name)" })
        #expect(CategoryOptions(SDKMapping.categoryOptions.map(\.value)) == .allKnown)
        #expect(SDKMapping.setActiveOptions.map(\.value) == SetActiveOptions.namedMembers.map(\.value))
        #expect(SDKMapping.interruptionOptions.map(\.value) == InterruptionOptions.namedMembers.map(\.value))
        for row in SDKMapping.categoryOptions {
            #expect(row.objCName.hasPrefix("AVAudioSessionCategoryOption"))
        }
    }

    @Test func rawValuesAreTheSDKs() throws {
        let speaker = try #require(
            SDKMapping.portOverrides.first { $0.objCName == "AVAudioSessionPortOverrideSpeaker" })
        #expect(speaker.value.rawValue == 0x7370_6B72) // 'spkr'
        let priority = try #require(
            SDKMapping.errorCodes.first { $0.objCName == "AVAudioSessionErrorCodeInsufficientPriority" })
        #expect(priority.value.rawValue == 561_017_449)
        let spoken = try #require(
            SDKMapping.categoryOptions.first { $0.swiftName.hasSuffix(".interruptSpokenAudioAndMixWithOthers") })
        #expect(spoken.value.rawValue == 0x11)
        let usb = try #require(SDKMapping.ports.first { $0.value == .usbAudio })
        #expect(usb.objCName == "AVAudioSessionPortUSBAudio")
    }

    static let samples: [AudioSessionNotification] = [
        .interruptionBegan(reason: .builtInMicMuted),
        .interruptionEnded(options: .shouldResume),
        .routeChange(
            reason: .oldDeviceUnavailable,
            previousRoute: RouteDescription(
                outputs: [PortDescription(portType: .headphones, portName: "EarPods", uid: "EarPods:headphones")])),
        .silenceSecondaryAudioHint(.begin),
        .mediaServicesWereLost,
        .mediaServicesWereReset,
        .inputMuteStateChange(isMuted: true),
        .outputMuteStateChange(isMuted: false),
        .userIntentToUnmuteOutput,
        .availableInputsChange,
    ]

    @Test func everyNotificationHasItsSDKNames() {
        #expect(Set(Self.samples.map(\.caseName)) == Set(SDKMapping.notifications.map(\.caseName)))
        #expect(SDKMapping.notifications.count == Self.samples.count)
        for sample in Self.samples {
            #expect(sample.sdkSymbol.caseName == sample.caseName)
            // The input mute is the application's notification; every other one is the session's.
            let owner = sample.caseName == "inputMuteStateChange" ? "AVAudioApplication" : "AVAudioSession"
            #expect(sample.sdkSymbol.objCName.hasPrefix(owner))
            #expect(sample.sdkSymbol.swiftName.hasPrefix(owner + "."))
            for key in sample.sdkUserInfo.keys { #expect(sample.sdkSymbol.userInfoKeys.contains(key)) }
        }
    }

    @Test(arguments: samples)
    func notificationPayloadsRoundTrip(_ sample: AudioSessionNotification) {
        var previous: RouteDescription?
        if case .routeChange(_, let route) = sample { previous = route }
        let decoded = AudioSessionNotification(
            sdkName: sample.sdkSymbol.objCName, userInfo: sample.sdkUserInfo, previousRoute: previous)
        #expect(decoded == sample)
    }

    @Test func decodingFollowsTheSDKsKeys() {
        typealias Key = SDKMapping.UserInfoKey
        let began = AudioSessionNotification(
            sdkName: "AVAudioSessionInterruptionNotification", userInfo: [Key.interruptionType: 1])
        #expect(began == .interruptionBegan(reason: .default)) // the reason key is optional (iOS 14.5+)
        let ended = AudioSessionNotification(
            sdkName: "AVAudioSessionInterruptionNotification", userInfo: [Key.interruptionType: 0])
        #expect(ended == .interruptionEnded(options: []))
        #expect(AudioSessionNotification(sdkName: "AVAudioSessionInterruptionNotification", userInfo: [:]) == nil)
        let missingType = "AVAudioSessionSilenceSecondaryAudioHintNotification"
        let missingMuteState = "AVAudioSessionOutputMuteStateChangeNotification"
        let notMirrored = "AVAudioSessionSpatialPlaybackCapabilitiesChangedNotification"
        for unknown in [missingType, missingMuteState, notMirrored] {
            #expect(AudioSessionNotification(sdkName: unknown, userInfo: [:]) == nil)
        }
        let route = AudioSessionNotification(
            sdkName: "AVAudioSessionRouteChangeNotification", userInfo: [Key.routeChangeReason: 8])
        #expect(route == .routeChange(reason: .routeConfigurationChange, previousRoute: .empty))
    }
}
