import AudioSessionModel
import AudioSessionReference
import Testing

/// Objective-C constant names, written out from Apple's headers (AVAudioSessionTypes.h, AudioSessionTypes.h), find
/// the constants their Swift names find.
@Suite struct ObjectiveCNameTests {
    @Test func categoriesAndModesWhoseValuesAreTheirNames() {
        let categories: [(String, AudioSessionCategory)] = [
            ("AVAudioSessionCategoryAmbient", .ambient), ("AVAudioSessionCategorySoloAmbient", .soloAmbient),
            ("AVAudioSessionCategoryPlayback", .playback), ("AVAudioSessionCategoryRecord", .record),
            ("AVAudioSessionCategoryPlayAndRecord", .playAndRecord),
            ("AVAudioSessionCategoryMultiRoute", .multiRoute),
        ]
        for (name, category) in categories {
            #expect(AudioSessionCategory(name: name) == category, "\(name)")
            #expect(category.rawValue == name, "the constant's value is its name: \(name)")
        }
        let modes: [(String, AudioSessionMode)] = [
            ("AVAudioSessionModeDefault", .default), ("AVAudioSessionModeVoiceChat", .voiceChat),
            ("AVAudioSessionModeGameChat", .gameChat), ("AVAudioSessionModeVideoRecording", .videoRecording),
            ("AVAudioSessionModeMeasurement", .measurement), ("AVAudioSessionModeMoviePlayback", .moviePlayback),
            ("AVAudioSessionModeVideoChat", .videoChat), ("AVAudioSessionModeSpokenAudio", .spokenAudio),
            ("AVAudioSessionModeVoicePrompt", .voicePrompt), ("AVAudioSessionModeShortFormVideo", .shortFormVideo),
            ("AVAudioSessionModeDualRoute", .dualRoute),
        ]
        for (name, mode) in modes {
            #expect(AudioSessionMode(name: name) == mode, "\(name)")
            #expect(mode.rawValue == name, "\(name)")
        }
    }

    @Test func optionsWithTheirRawValues() {
        let options: [(String, UInt)] = [
            ("AVAudioSessionCategoryOptionMixWithOthers", 0x1), ("AVAudioSessionCategoryOptionDuckOthers", 0x2),
            ("AVAudioSessionCategoryOptionAllowBluetooth", 0x4), ("AVAudioSessionCategoryOptionAllowBluetoothHFP", 0x4),
            ("AVAudioSessionCategoryOptionDefaultToSpeaker", 0x8),
            ("AVAudioSessionCategoryOptionInterruptSpokenAudioAndMixWithOthers", 0x11),
            ("AVAudioSessionCategoryOptionAllowBluetoothA2DP", 0x20),
            ("AVAudioSessionCategoryOptionAllowAirPlay", 0x40),
            ("AVAudioSessionCategoryOptionOverrideMutedMicrophoneInterruption", 0x80),
            ("AVAudioSessionCategoryOptionFarFieldInput", 0x40000),
            ("AVAudioSessionCategoryOptionBluetoothHighQualityRecording", 0x80000),
        ]
        for (name, raw) in options {
            #expect(CategoryOptions(name: name)?.rawValue == raw, "\(name)")
        }
        #expect(
            CategoryOptions.objectiveCNote(for: "AVAudioSessionCategoryOptionAllowBluetooth")
                == "AVAudioSessionCategoryOptionAllowBluetooth is the Objective-C name of "
                + "AVAudioSession.CategoryOptions.allowBluetoothHFP")
    }

    @Test func numericConstantsKeepTheirRawValues() {
        #expect(RouteSharingPolicy(name: "AVAudioSessionRouteSharingPolicyDefault")?.rawValue == 0)
        #expect(RouteSharingPolicy(name: "AVAudioSessionRouteSharingPolicyLongFormAudio")?.rawValue == 1)
        #expect(RouteSharingPolicy(name: "AVAudioSessionRouteSharingPolicyLongForm")?.rawValue == 1)
        #expect(RouteSharingPolicy(name: "AVAudioSessionRouteSharingPolicyIndependent")?.rawValue == 2)
        #expect(RouteSharingPolicy(name: "AVAudioSessionRouteSharingPolicyLongFormVideo")?.rawValue == 3)
        let codes: [(String, Int)] = [
            ("AVAudioSessionErrorCodeNone", 0), ("AVAudioSessionErrorCodeMediaServicesFailed", 1_836_282_486),
            ("AVAudioSessionErrorCodeIsBusy", 560_030_580),
            ("AVAudioSessionErrorCodeIncompatibleCategory", 560_161_140),
            ("AVAudioSessionErrorCodeCannotInterruptOthers", 560_557_684),
            ("AVAudioSessionErrorCodeMissingEntitlement", 1_701_737_535),
            ("AVAudioSessionErrorCodeSiriIsRecording", 1_936_290_409),
            ("AVAudioSessionErrorCodeCannotStartPlaying", 561_015_905),
            ("AVAudioSessionErrorCodeCannotStartRecording", 561_145_187), ("AVAudioSessionErrorCodeBadParam", -50),
            ("AVAudioSessionErrorCodeInsufficientPriority", 561_017_449),
            ("AVAudioSessionErrorInsufficientPriority", 561_017_449),
            ("AVAudioSessionErrorCodeResourceNotAvailable", 561_145_203),
            ("AVAudioSessionErrorCodeUnspecified", 2_003_329_396),
            ("AVAudioSessionErrorCodeExpiredSession", 561_210_739),
            ("AVAudioSessionErrorCodeSessionNotActive", 1_768_841_571),
        ]
        for (name, raw) in codes {
            #expect(AudioSessionError.Code(name: name)?.rawValue == raw, "\(name)")
            #expect(AudioSessionError.Code(parsing: name)?.rawValue == raw, "\(name)")
        }
        let interruptionReasons: [(String, UInt)] = [
            ("AVAudioSessionInterruptionReasonDefault", 0), ("AVAudioSessionInterruptionReasonAppWasSuspended", 1),
            ("AVAudioSessionInterruptionReasonBuiltInMicMuted", 2),
            ("AVAudioSessionInterruptionReasonSceneWasBackgrounded", 3),
            ("AVAudioSessionInterruptionReasonRouteDisconnected", 4),
            ("AVAudioSessionInterruptionReasonDeviceUnauthenticated", 5),
        ]
        for (name, raw) in interruptionReasons { #expect(InterruptionReason(name: name)?.rawValue == raw, "\(name)") }
        let routeChangeReasons: [(String, UInt)] = [
            ("AVAudioSessionRouteChangeReasonUnknown", 0), ("AVAudioSessionRouteChangeReasonNewDeviceAvailable", 1),
            ("AVAudioSessionRouteChangeReasonOldDeviceUnavailable", 2),
            ("AVAudioSessionRouteChangeReasonCategoryChange", 3), ("AVAudioSessionRouteChangeReasonOverride", 4),
            ("AVAudioSessionRouteChangeReasonWakeFromSleep", 6),
            ("AVAudioSessionRouteChangeReasonNoSuitableRouteForCategory", 7),
            ("AVAudioSessionRouteChangeReasonRouteConfigurationChange", 8),
        ]
        for (name, raw) in routeChangeReasons { #expect(RouteChangeReason(name: name)?.rawValue == raw, "\(name)") }
        #expect(PortOverride(name: "AVAudioSessionPortOverrideSpeaker")?.rawValue == 0x7370_6B72)
        #expect(RecordPermission(name: "AVAudioApplicationRecordPermissionGranted") == .granted)
        #expect(RecordPermission(name: "AVAudioSessionRecordPermissionDenied") == .denied)
    }

    @Test func portsWithTheirObservedStrings() {
        let ports: [(String, String)] = [
            ("AVAudioSessionPortLineIn", "LineIn"), ("AVAudioSessionPortBuiltInMic", "MicrophoneBuiltIn"),
            ("AVAudioSessionPortHeadsetMic", "MicrophoneWired"),
            ("AVAudioSessionPortContinuityMicrophone", "ContinuityMicrophone"),
            ("AVAudioSessionPortLineOut", "LineOut"),
            ("AVAudioSessionPortHeadphones", "Headphones"), ("AVAudioSessionPortBluetoothA2DP", "BluetoothA2DPOutput"),
            ("AVAudioSessionPortBuiltInReceiver", "Receiver"), ("AVAudioSessionPortBuiltInSpeaker", "Speaker"),
            ("AVAudioSessionPortHDMI", "HDMIOutput"), ("AVAudioSessionPortAirPlay", "AirPlay"),
            ("AVAudioSessionPortBluetoothLE", "BluetoothLE"), ("AVAudioSessionPortBluetoothHFP", "BluetoothHFP"),
            ("AVAudioSessionPortUSBAudio", "USBAudio"), ("AVAudioSessionPortCarAudio", "CarAudio"),
            ("AVAudioSessionPortThunderbolt", "Thunderbolt"),
        ]
        for (name, raw) in ports { #expect(AudioSessionPort(name: name)?.rawValue == raw, "\(name)") }
        #expect(AudioSessionPort(name: "AVAudioSessionPortUsbAudio") == nil)
    }

    @Test func notesAndSuggestions() {
        #expect(
            AudioSessionCategory.objectiveCNote(for: "AVAudioSessionCategoryPlayback")
                == "AVAudioSessionCategoryPlayback is the Objective-C name of AVAudioSession.Category.playback")
        #expect(AudioSessionCategory.objectiveCNote(for: "playback") == nil)
        #expect(
            AudioSessionCategory.suggestion(for: "AVAudioSessionCategoryPlayBak") == "AVAudioSessionCategoryPlayback")
        #expect(AudioSessionCategory.suggestion(for: "playbak") == "playback")
        #expect(AudioSessionMode(name: "AVAudioSessionCategoryPlayback") == nil)
    }

    @Test func explainNotesTheSwiftName() {
        let matches = Explanation.lookUp("AVAudioSessionModeVoiceChat")
        #expect(matches.map(\.name) == ["voiceChat"])
        #expect(
            matches.first?.note
                == "AVAudioSessionModeVoiceChat is the Objective-C name of AVAudioSession.Mode.voiceChat")
        let interruption = Explanation.lookUp("AVAudioSessionInterruptionNotification")
        #expect(interruption.map(\.name) == ["interruptionBegan", "interruptionEnded"])
        #expect(
            Explanation.lookUp("AVAudioSessionErrorCodeCannotInterruptOthers").map(\.name) == ["cannotInterruptOthers"])
        #expect(Explanation.suggestion(for: "AVAudioSessionPortHeadphone") == "AVAudioSessionPortHeadphones")
    }
}
