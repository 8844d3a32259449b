#if canImport(AVFAudio) && (os(iOS) || os(visionOS))
    import AVFAudio
    import AudioSessionKit
    import AudioSessionModel
    import Testing

    /// The mapping tables against AVFAudio itself, where it exists: every raw value the model uses is the SDK's.
    ///
    /// Constants added in the iOS 26 SDK (`shortFormVideo`, `dualRoute`, `allowBluetoothHFP`'s new name, `farFieldInput`,
    /// `bluetoothHighQualityRecording`) are left out so that the file builds with older SDKs too.
    @Suite struct SDKMappingAppleTests {
        @Test func categoriesMatchTheSDK() {
            let sdk: [AVAudioSession.Category] = [
                .ambient, .soloAmbient, .playback, .record, .playAndRecord, .multiRoute,
            ]
            #expect(SDKMapping.categories.map(\.value.rawValue) == sdk.map(\.rawValue))
        }

        @Test func modesMatchTheSDK() {
            let sdk: [AVAudioSession.Mode] = [
                .default, .voiceChat, .gameChat, .videoChat, .videoRecording, .measurement, .moviePlayback,
                .spokenAudio,
                .voicePrompt,
            ]
            #expect(SDKMapping.modes.prefix(sdk.count).map(\.value.rawValue) == sdk.map(\.rawValue))
        }

        @Test func portsMatchTheSDK() {
            let sdk: [AVAudioSession.Port] = [
                .lineIn, .builtInMic, .headsetMic, .continuityMicrophone, .lineOut, .headphones, .bluetoothA2DP,
                .builtInReceiver, .builtInSpeaker, .HDMI, .airPlay, .bluetoothLE, .bluetoothHFP, .usbAudio, .carAudio,
                .virtual, .PCI, .fireWire, .displayPort, .AVB, .thunderbolt,
            ]
            #expect(SDKMapping.ports.map(\.value.rawValue) == sdk.map(\.rawValue))
        }

        @Test func optionsAndPoliciesMatchTheSDK() {
            let options: [(CategoryOptions, AVAudioSession.CategoryOptions)] = [
                (.mixWithOthers, .mixWithOthers), (.duckOthers, .duckOthers), (.defaultToSpeaker, .defaultToSpeaker),
                (.interruptSpokenAudioAndMixWithOthers, .interruptSpokenAudioAndMixWithOthers),
                (.allowBluetoothA2DP, .allowBluetoothA2DP), (.allowAirPlay, .allowAirPlay),
                (.overrideMutedMicrophoneInterruption, .overrideMutedMicrophoneInterruption),
            ]
            for (model, sdk) in options { #expect(model.rawValue == sdk.rawValue) }
            let policies: [(RouteSharingPolicy, AVAudioSession.RouteSharingPolicy)] = [
                (.default, .default), (.longFormAudio, .longFormAudio), (.independent, .independent),
                (.longFormVideo, .longFormVideo),
            ]
            for (model, sdk) in policies { #expect(model.rawValue == sdk.rawValue) }
            #expect(PortOverride.speaker.rawValue == AVAudioSession.PortOverride.speaker.rawValue)
            #expect(
                SetActiveOptions.notifyOthersOnDeactivation.rawValue
                    == AVAudioSession.SetActiveOptions.notifyOthersOnDeactivation.rawValue)
        }

        @Test func notificationValuesMatchTheSDK() {
            #expect(InterruptionType.began.rawValue == AVAudioSession.InterruptionType.began.rawValue)
            #expect(InterruptionType.ended.rawValue == AVAudioSession.InterruptionType.ended.rawValue)
            #expect(
                InterruptionOptions.shouldResume.rawValue == AVAudioSession.InterruptionOptions.shouldResume.rawValue)
            #expect(
                InterruptionReason.builtInMicMuted.rawValue
                    == AVAudioSession.InterruptionReason.builtInMicMuted.rawValue)
            #expect(
                InterruptionReason.routeDisconnected.rawValue
                    == AVAudioSession.InterruptionReason.routeDisconnected.rawValue)
            let reasons: [(RouteChangeReason, AVAudioSession.RouteChangeReason)] = [
                (.unknown, .unknown), (.newDeviceAvailable, .newDeviceAvailable),
                (.oldDeviceUnavailable, .oldDeviceUnavailable), (.categoryChange, .categoryChange),
                (.override, .override),
                (.wakeFromSleep, .wakeFromSleep), (.noSuitableRouteForCategory, .noSuitableRouteForCategory),
                (.routeConfigurationChange, .routeConfigurationChange),
            ]
            for (model, sdk) in reasons { #expect(model.rawValue == sdk.rawValue) }
            #expect(
                SilenceSecondaryAudioHintType.begin.rawValue
                    == AVAudioSession.SilenceSecondaryAudioHintType.begin.rawValue)
            #expect(Int(RecordPermission.granted.rawValue) == AVAudioApplication.recordPermission.granted.rawValue)
        }

        @Test func errorCodesMatchTheSDK() {
            let codes: [(AudioSessionError.Code, AVAudioSession.ErrorCode)] = [
                (.badParam, .badParam), (.insufficientPriority, .insufficientPriority), (.isBusy, .isBusy),
                (.cannotInterruptOthers, .cannotInterruptOthers), (.cannotStartPlaying, .cannotStartPlaying),
                (.cannotStartRecording, .cannotStartRecording), (.incompatibleCategory, .incompatibleCategory),
                (.siriIsRecording, .siriIsRecording), (.mediaServicesFailed, .mediaServicesFailed),
            ]
            for (model, sdk) in codes { #expect(model.rawValue == sdk.rawValue) }
        }
    }
#endif
