import AudioSessionModel
import Testing

/// Rules C1, C2, C4 and C6: the options a session reads back, what implies them, and `setMode`.
@Suite struct ImpliedOptionTests {
    @Test func initialConfiguration() {
        let initial = SessionConfiguration.initial
        #expect(initial.category == .soloAmbient)
        #expect(initial.mode == .default)
        #expect(initial.options.isEmpty)
        #expect(initial.policy == .default)
        #expect(!initial.isMixable)
        #expect(initial.impliedOptions.isEmpty)
    }

    @Test func duckOthersImpliesMixWithOthers() {
        let configuration = SessionConfiguration(category: .playback, options: .duckOthers)
        #expect(configuration.effectiveOptions == [.mixWithOthers, .duckOthers])
        let implied = OptionImplication(name: "mixWithOthers", impliedBy: ["option duckOthers"])
        #expect(configuration.impliedOptions == [implied])
        #expect(configuration.isMixable)
    }

    @Test func mixWithOthersGivenIsNotImplied() {
        let configuration = SessionConfiguration(category: .playback, options: [.mixWithOthers, .duckOthers])
        #expect(configuration.impliedOptions.isEmpty)
    }

    @Test func interruptSpokenAudioImpliesMixWithOthers() {
        let configuration = SessionConfiguration(category: .playback, options: .interruptSpokenAudioAndMixWithOthers)
        #expect(configuration.effectiveOptions.contains(.mixWithOthers))
        let implied = OptionImplication(
            name: "mixWithOthers", impliedBy: ["option interruptSpokenAudioAndMixWithOthers"])
        #expect(configuration.impliedOptions == [implied])
        let both = SessionConfiguration(
            category: .playback, options: [.duckOthers, .interruptSpokenAudioAndMixWithOthers])
        #expect(
            both.impliedOptions.first?.impliedBy
                == ["option duckOthers", "option interruptSpokenAudioAndMixWithOthers"])
    }

    @Test func voiceChatImpliesBluetoothHFP() throws {
        let configuration = try SessionConfiguration(category: .playAndRecord, mode: .voiceChat).validated()
        #expect(configuration.options.isEmpty)
        #expect(configuration.effectiveOptions == .allowBluetoothHFP)
        #expect(
            configuration.impliedOptions
                == [OptionImplication(name: "allowBluetoothHFP", impliedBy: ["mode voiceChat"])])
    }

    @Test func videoChatImpliesBluetoothHFPAndSpeaker() throws {
        let configuration = try SessionConfiguration(category: .playAndRecord, mode: .videoChat, options: .duckOthers)
            .validated()
        #expect(configuration.effectiveOptions == [.mixWithOthers, .duckOthers, .allowBluetoothHFP, .defaultToSpeaker])
        #expect(
            configuration.impliedOptions == [
                OptionImplication(name: "mixWithOthers", impliedBy: ["option duckOthers"]),
                OptionImplication(name: "allowBluetoothHFP", impliedBy: ["mode videoChat"]),
                OptionImplication(name: "defaultToSpeaker", impliedBy: ["mode videoChat"]),
            ])
        #expect(configuration.impliedOptions.map(\.description).first == "mixWithOthers (implied by option duckOthers)")
    }

    @Test func optionsTheAppGaveAreKeptApartFromThoseItsModeImplies() {
        // C4: "the session keeps the options the app gave apart from those a mode implies"; C6: `setMode` drops only
        // the options implied only by the previous mode.
        let configuration = SessionConfiguration(
            category: .playAndRecord, mode: .videoChat, options: [.defaultToSpeaker, .allowAirPlay])
        #expect(configuration.options == [.defaultToSpeaker, .allowAirPlay])
        #expect(configuration.settingMode(.default).effectiveOptions == [.defaultToSpeaker, .allowAirPlay])
        let implied = SessionConfiguration(category: .playAndRecord, mode: .videoChat, options: .allowAirPlay)
        #expect(implied.settingMode(.default).effectiveOptions == .allowAirPlay)
    }

    @Test func setModeKeepsTheAppsOptionsAndDropsThePreviousModesImpliedOnes() throws {
        let voiceChat = SessionConfiguration(category: .playAndRecord, mode: .voiceChat, options: .defaultToSpeaker)
        let backToDefault = try voiceChat.settingMode(.default).validated()
        #expect(backToDefault.mode == .default)
        #expect(backToDefault.effectiveOptions == .defaultToSpeaker)

        let videoChat = voiceChat.settingMode(.videoChat)
        #expect(videoChat.effectiveOptions == [.allowBluetoothHFP, .defaultToSpeaker])
        #expect(videoChat.settingMode(.voiceChat).effectiveOptions == [.allowBluetoothHFP, .defaultToSpeaker])

        let plainVideoChat = SessionConfiguration(category: .playAndRecord, mode: .videoChat)
        #expect(plainVideoChat.settingMode(.voiceChat).effectiveOptions == .allowBluetoothHFP)
        #expect(plainVideoChat.settingMode(.gameChat).effectiveOptions.isEmpty)

        let appGaveHFP = SessionConfiguration(category: .playAndRecord, options: .allowBluetoothHFP)
        #expect(appGaveHFP.settingMode(.voiceChat).settingMode(.default).effectiveOptions == .allowBluetoothHFP)
    }

    @Test func setModeIsCheckedAgainstTheCurrentCategory() throws {
        let error = try #require(throws: AudioSessionError.self) {
            try SessionConfiguration(category: .playback).settingMode(.voiceChat).validated()
        }
        #expect(error.code == .badParam)
        #expect(error.message.contains("mode voiceChat"))
        #expect(error.message.contains("playAndRecord"))

        let multiRoute = SessionConfiguration(category: .multiRoute, options: .allowBluetoothHFP)
        #expect(throws: Never.self) { try multiRoute.settingMode(.dualRoute).validated(on: .iOS26) }
        #expect(throws: AudioSessionError(.badParam)) { try multiRoute.settingMode(.dualRoute).validated(on: .iOS18) }
    }

    @Test func mixability() {
        #expect(SessionConfiguration(category: .ambient).isMixable)
        #expect(!SessionConfiguration(category: .soloAmbient).isMixable)
        #expect(!SessionConfiguration(category: .playback).isMixable)
        #expect(SessionConfiguration(category: .playback, options: .mixWithOthers).isMixable)
        let spoken = SessionConfiguration(category: .playAndRecord, options: .interruptSpokenAudioAndMixWithOthers)
        #expect(spoken.isMixable)
        #expect(!SessionConfiguration(category: .playAndRecord, mode: .videoChat).isMixable)
    }

    @Test func unknownValuesAreBadParam() {
        #expect(throws: AudioSessionError(.badParam)) {
            try SessionConfiguration(category: Category(rawValue: "AVAudioSessionCategoryAudioProcessing")).validated()
        }
        #expect(throws: AudioSessionError(.badParam)) {
            try SessionConfiguration(category: .playback, mode: Mode(rawValue: "Future")).validated()
        }
        #expect(throws: AudioSessionError(.badParam)) {
            try SessionConfiguration(category: .playback, options: CategoryOptions(rawValue: 0x100)).validated()
        }
        #expect(throws: AudioSessionError(.badParam)) {
            try SessionConfiguration(category: .playback, policy: RouteSharingPolicy(rawValue: 7)).validated()
        }
    }
}
