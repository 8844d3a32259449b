#if canImport(AVFAudioStandIn)
    import AVFAudioStandIn
    import AudioSessionKit
    import AudioSessionModel
    import Testing

    /// `SystemAudioSession` compiled against the AVFAudio stand-in and driven by its script: the adapter maps values,
    /// errors and notifications as it would on iOS.
    @Suite struct SystemAudioSessionTests {
        @Test func setsTheCategoryThroughTheSDKAndReadsItBack() throws {
            let sdk = AVAudioSession()
            let session = SystemAudioSession(session: sdk)
            try session.setCategory(.playAndRecord, mode: .voiceChat, options: [.allowBluetoothA2DP])
            #expect(sdk.category == .playAndRecord)
            #expect(sdk.mode == .voiceChat)
            #expect(session.category == .playAndRecord)
            #expect(session.configuration.options == [.allowBluetoothA2DP])
            #expect(AVAudioSessionScript(sdk).calls == ["setCategory"])
        }

        @Test func mapsAnSDKErrorToItsCode() {
            let sdk = AVAudioSession()
            let script = AVAudioSessionScript(sdk)
            script.failNext("setActive(true)", with: .cannotInterruptOthers, "in the background")
            let session = SystemAudioSession(session: sdk)
            #expect(throws: AudioSessionError.self) { try session.setActive(true) }
            do {
                try session.setActive(true)
            } catch {
                Issue.record("the second activation should succeed: \(error)")
            }
            #expect(script.values.isActive)
        }

        @Test func aBorrowLeavesTheHostsDirectActivationAlone() throws {
            let sdk = AVAudioSession()
            let script = AVAudioSessionScript(sdk)
            try sdk.setCategory(.playback, mode: .spokenAudio)
            try sdk.setActive(true) // the host app, through AVAudioSession directly
            let session = SystemAudioSession(session: sdk)
            #expect(session.activation == .unknown)
            try session.sharedActivation.withBorrowedConfiguration(.adPlayback, component: "XappAds") {
                #expect(sdk.category == .playAndRecord)
            }
            #expect(script.values.isActive)
            #expect(!script.calls.contains("setActive(false)"))
            #expect(sdk.category == .playback)
            #expect(sdk.mode == .spokenAudio)
        }

        @Test func aBorrowFromAKnownInactiveSessionDeactivatesWithNotifyOthers() throws {
            let sdk = AVAudioSession()
            let script = AVAudioSessionScript(sdk)
            let session = SystemAudioSession(session: sdk, activation: .inactive)
            try session.sharedActivation.withBorrowedConfiguration(.adPlayback, component: "XappAds") {
                #expect(session.isActive)
            }
            #expect(!script.values.isActive)
            #expect(script.calls == ["setCategory", "setActive(true)", "setActive(false)", "setCategory"])
        }

        @Test func notificationsArriveMappedAndTrackTheActivation() throws {
            let sdk = AVAudioSession()
            let script = AVAudioSessionScript(sdk)
            let session = SystemAudioSession(session: sdk, activation: .inactive)
            try session.setCategory(.playAndRecord)
            try session.setActive(true)
            try session.overrideOutputAudioPort(.speaker)
            let seen = Locked<[AudioSessionNotification]>([])
            let observation = session.addObserver { notification in seen.withLock { $0.append(notification) } }
            defer { observation.cancel() }

            script.changeRoute(
                to: [.init(port: .headphones, name: "Headphones")], inputs: [.init(port: .headsetMic, name: "Mic")],
                reason: .newDeviceAvailable)
            script.beginInterruption()
            script.endInterruption(shouldResume: true)
            script.silenceSecondaryAudio(.begin)
            script.resetMediaServices()

            let notifications = seen.withLock { $0 }
            #expect(notifications.count == 6)
            guard notifications.count == 6 else { return }
            if case .routeChange(let reason, let previous) = notifications[0] {
                #expect(reason == .newDeviceAvailable)
                #expect(previous.outputs.map(\.portType) == [.builtInSpeaker])
            } else {
                Issue.record("expected a route change first, got \(notifications[0])")
            }
            #expect(notifications[1] == .interruptionBegan(reason: .default))
            #expect(notifications[2] == .interruptionEnded(options: .shouldResume))
            #expect(notifications[3] == .silenceSecondaryAudioHint(.begin))
            #expect(notifications[4] == .mediaServicesWereLost)
            #expect(notifications[5] == .mediaServicesWereReset)
            #expect(session.activation == .inactive)
            #expect(session.portOverride == .none) // the route change cleared it
            #expect(session.currentRoute.outputs.map(\.portType) == [.builtInSpeaker])
        }

        @Test func theNewMembersReadThroughTheSDK() throws {
            let sdk = AVAudioSession()
            let script = AVAudioSessionScript(sdk)
            script.update { values in
                values.outputVolume = 0.25
                values.isInputAvailable = false
                values.promptStyle = .short
                values.maximumOutputChannels = 8
            }
            let session = SystemAudioSession(session: sdk)
            #expect(session.outputVolume == 0.25)
            #expect(!session.isInputAvailable)
            #expect(session.promptStyle == .short)
            #expect(session.maximumOutputNumberOfChannels == 8)
            try session.setPreferredOutputNumberOfChannels(2)
            #expect(sdk.preferredOutputNumberOfChannels == 2)
            try session.setInputGain(0.75)
            #expect(session.inputGain == 0.75)
        }

        /// The stand-in has every error code the SDK has, with the SDK's raw value, so that the adapter's error
        /// mapping is exercised for all of them.
        @Test func theStandInHasEveryErrorCodeOfTheSDK() {
            for symbol in SDKMapping.errorCodes {
                let name = symbol.swiftName.split(separator: ".").last.map(String.init)
                let code = AVAudioSession.ErrorCode(rawValue: symbol.value.rawValue)
                #expect(code != nil, "the stand-in lacks \(symbol.swiftName)")
                #expect(code.map { "\($0)" } == name, "\(symbol.swiftName) has another raw value in the stand-in")
            }
        }
    }
#endif
