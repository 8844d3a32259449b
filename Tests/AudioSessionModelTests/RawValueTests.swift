import AudioSessionModel
import Testing

/// Every constant's raw value, written out from Apple's headers (`AVAudioSessionTypes.h`, `AudioSessionTypes.h`)
/// and, for the strings the headers leave out, the values observed on devices.
@Suite struct RawValueTests {
    @Test func categories() {
        let expected: [(Category, String)] = [
            (.ambient, "AVAudioSessionCategoryAmbient"), (.soloAmbient, "AVAudioSessionCategorySoloAmbient"),
            (.playback, "AVAudioSessionCategoryPlayback"), (.record, "AVAudioSessionCategoryRecord"),
            (.playAndRecord, "AVAudioSessionCategoryPlayAndRecord"), (.multiRoute, "AVAudioSessionCategoryMultiRoute"),
        ]
        for (category, raw) in expected { #expect(category.rawValue == raw) }
        #expect(Category.allCases.count == expected.count)
    }

    @Test func modes() {
        let expected: [(Mode, String)] = [
            (.default, "AVAudioSessionModeDefault"), (.voiceChat, "AVAudioSessionModeVoiceChat"),
            (.gameChat, "AVAudioSessionModeGameChat"), (.videoRecording, "AVAudioSessionModeVideoRecording"),
            (.measurement, "AVAudioSessionModeMeasurement"), (.moviePlayback, "AVAudioSessionModeMoviePlayback"),
            (.videoChat, "AVAudioSessionModeVideoChat"), (.spokenAudio, "AVAudioSessionModeSpokenAudio"),
            (.voicePrompt, "AVAudioSessionModeVoicePrompt"), (.shortFormVideo, "AVAudioSessionModeShortFormVideo"),
            (.dualRoute, "AVAudioSessionModeDualRoute"),
        ]
        for (mode, raw) in expected { #expect(mode.rawValue == raw) }
        #expect(Mode.allCases.count == expected.count)
    }

    @Test func categoryOptions() {
        #expect(CategoryOptions.mixWithOthers.rawValue == 0x1)
        #expect(CategoryOptions.duckOthers.rawValue == 0x2)
        #expect(CategoryOptions.allowBluetoothHFP.rawValue == 0x4)
        #expect(CategoryOptions(name: "allowBluetooth")?.rawValue == 0x4)
        #expect(CategoryOptions.defaultToSpeaker.rawValue == 0x8)
        #expect(CategoryOptions.interruptSpokenAudioAndMixWithOthers.rawValue == 0x11)
        #expect(CategoryOptions.allowBluetoothA2DP.rawValue == 0x20)
        #expect(CategoryOptions.allowAirPlay.rawValue == 0x40)
        #expect(CategoryOptions.overrideMutedMicrophoneInterruption.rawValue == 0x80)
        #expect(CategoryOptions.farFieldInput.rawValue == 0x40000)
        #expect(CategoryOptions.farFieldInput.rawValue == 262_144)
        #expect(CategoryOptions.bluetoothHighQualityRecording.rawValue == 0x80000)
        #expect(CategoryOptions.bluetoothHighQualityRecording.rawValue == 524_288)
        #expect(CategoryOptions.allKnown.rawValue == 0xC00FF)
    }

    @Test func routeSharingPolicies() {
        #expect(RouteSharingPolicy.default.rawValue == 0)
        #expect(RouteSharingPolicy.longFormAudio.rawValue == 1)
        #expect(RouteSharingPolicy(name: "longForm")?.rawValue == 1)
        #expect(RouteSharingPolicy.independent.rawValue == 2)
        #expect(RouteSharingPolicy.longFormVideo.rawValue == 3)
    }

    @Test func ports() {
        let expected: [(Port, String)] = [
            (.lineIn, "LineIn"), (.builtInMic, "MicrophoneBuiltIn"), (.headsetMic, "MicrophoneWired"),
            (.continuityMicrophone, "ContinuityMicrophone"), (.lineOut, "LineOut"), (.headphones, "Headphones"),
            (.bluetoothA2DP, "BluetoothA2DPOutput"), (.builtInReceiver, "Receiver"), (.builtInSpeaker, "Speaker"),
            (.HDMI, "HDMIOutput"), (.airPlay, "AirPlay"), (.bluetoothLE, "BluetoothLE"),
            (.bluetoothHFP, "BluetoothHFP"), (.usbAudio, "USBAudio"), (.carAudio, "CarAudio"), (.virtual, "Virtual"),
            (.PCI, "PCI"), (.fireWire, "FireWire"), (.displayPort, "DisplayPort"), (.AVB, "AVB"),
            (.thunderbolt, "Thunderbolt"),
        ]
        for (port, raw) in expected { #expect(port.rawValue == raw) }
        #expect(Port.allCases.count == expected.count)
    }

    @Test func interruptionsAndHints() {
        #expect(InterruptionType.began.rawValue == 1)
        #expect(InterruptionType.ended.rawValue == 0)
        #expect(InterruptionOptions.shouldResume.rawValue == 1)
        #expect(InterruptionReason.default.rawValue == 0)
        #expect(InterruptionReason.appWasSuspended.rawValue == 1)
        #expect(InterruptionReason.builtInMicMuted.rawValue == 2)
        #expect(InterruptionReason.sceneWasBackgrounded.rawValue == 3)
        #expect(InterruptionReason.routeDisconnected.rawValue == 4)
        #expect(InterruptionReason.deviceUnauthenticated.rawValue == 5)
        #expect(SilenceSecondaryAudioHintType.begin.rawValue == 1)
        #expect(SilenceSecondaryAudioHintType.end.rawValue == 0)
        #expect(SetActiveOptions.notifyOthersOnDeactivation.rawValue == 1)
    }

    @Test func routeChangeReasons() {
        #expect(RouteChangeReason.unknown.rawValue == 0)
        #expect(RouteChangeReason.newDeviceAvailable.rawValue == 1)
        #expect(RouteChangeReason.oldDeviceUnavailable.rawValue == 2)
        #expect(RouteChangeReason.categoryChange.rawValue == 3)
        #expect(RouteChangeReason.override.rawValue == 4)
        #expect(RouteChangeReason.wakeFromSleep.rawValue == 6)
        #expect(RouteChangeReason.noSuitableRouteForCategory.rawValue == 7)
        #expect(RouteChangeReason.routeConfigurationChange.rawValue == 8)
        #expect(RouteChangeReason(rawValue: 5).knownName == nil)
    }

    @Test func fourCharacterCodeEnums() {
        #expect(PortOverride.none.rawValue == 0)
        #expect(PortOverride.speaker.rawValue == 0x7370_6B72)
        #expect(PortOverride.speaker.rawValue == 1_936_747_378)
        #expect(RecordPermission.undetermined.rawValue == 1_970_168_948)
        #expect(RecordPermission.denied.rawValue == 1_684_369_017)
        #expect(RecordPermission.granted.rawValue == 1_735_552_628)
        #expect(PromptStyle.none.rawValue == 0x6E6F_6E65)
        #expect(PromptStyle.none.rawValue == 1_852_796_517)
        #expect(PromptStyle.short.rawValue == 0x7368_7274)
        #expect(PromptStyle.short.rawValue == 1_936_224_884)
        #expect(PromptStyle.normal.rawValue == 0x6E72_6D6C)
        #expect(PromptStyle.normal.rawValue == 1_852_992_876)
        #expect(IOType.notSpecified.rawValue == 0)
        #expect(IOType.aggregated.rawValue == 1)
    }

    @Test func errorCodes() {
        let expected: [(AudioSessionError.Code, Int, String?)] = [
            (.none, 0, nil),
            (.mediaServicesFailed, 1_836_282_486, "msrv"),
            (.isBusy, 560_030_580, "!act"),
            (.incompatibleCategory, 560_161_140, "!cat"),
            (.cannotInterruptOthers, 560_557_684, "!int"),
            (.missingEntitlement, 1_701_737_535, "ent?"),
            (.siriIsRecording, 1_936_290_409, "siri"),
            (.cannotStartPlaying, 561_015_905, "!pla"),
            (.cannotStartRecording, 561_145_187, "!rec"),
            (.badParam, -50, nil),
            (.insufficientPriority, 561_017_449, "!pri"),
            (.resourceNotAvailable, 561_145_203, "!res"),
            (.unspecified, 2_003_329_396, "what"),
            (.expiredSession, 561_210_739, "!ses"),
            (.sessionNotActive, 1_768_841_571, "inac"),
        ]
        for (code, value, fourCC) in expected {
            #expect(code.rawValue == value, "\(code.name)")
            #expect(code.fourCharacterCode == fourCC, "\(code.name)")
        }
        #expect(AudioSessionError.Code.insufficientPriority.rawValue == 0x2170_7269)
        #expect(AudioSessionError.Code.allCases.count == expected.count)
        #expect(Set(AudioSessionError.Code.allCases.map(\.rawValue)).count == expected.count)
    }

    @Test func osVersions() {
        #expect(OSVersion.iOS18.rawValue == 18)
        #expect(OSVersion.iOS26.rawValue == 26)
        #expect(OSVersion.iOS18 < .iOS26)
        #expect(OSVersion(name: "26") == .iOS26)
    }
}
