import AudioSessionTesting
import Testing

/// The members SDKs use beyond category and activation, each with its rule or documented decision.
@Suite struct MissingMembersTests {
    @Test func promptStyleFollowsCallsSiriAndOtherRecorders() throws {
        let device = makeDevice([.init(name: "Maps"), .init(name: "Recorder")], foreground: "Maps")
        let maps = try session(device, "Maps")
        let recorder = try session(device, "Recorder")
        #expect(maps.promptStyle == .normal)
        try device.perform(UserAction.openApp("Recorder"))
        try recorder.setCategory(.record)
        try recorder.setActive(true)
        try recorder.startRecording()
        #expect(maps.promptStyle == .short)
        recorder.stopRecording()
        #expect(maps.promptStyle == .normal)
        try device.perform(SystemEvent.incomingCall)
        try device.perform(UserAction.answerCall)
        #expect(maps.promptStyle == .none)
    }

    @Test func channelCountsFollowTheRouteAndTheCategory() throws {
        let device = makeDevice([.init(name: "Game")], foreground: "Game")
        let game = try session(device, "Game")
        try game.setCategory(.playback)
        #expect(game.maximumOutputNumberOfChannels == 2)
        #expect(game.maximumInputNumberOfChannels == 0)
        #expect(throws: AudioSessionError(.badParam, "3 output channels: the route has 2")) {
            try game.setPreferredOutputNumberOfChannels(3)
        }
        try game.setPreferredOutputNumberOfChannels(2)
        #expect(game.preferredOutputNumberOfChannels == 2)
        let error = #expect(throws: AudioSessionError.self) { try game.setPreferredInputNumberOfChannels(1) }
        #expect(error?.code == .incompatibleCategory)

        try game.setCategory(.playAndRecord)
        #expect(game.maximumOutputNumberOfChannels == 1) // the receiver
        #expect(game.maximumInputNumberOfChannels == 1)
    }

    @Test func inputGainIsSettableOnlyForAnActiveInputSession() throws {
        let device = makeDevice([.init(name: "Voice", recordPermission: .granted)], foreground: "Voice")
        let voice = try session(device, "Voice")
        try voice.setCategory(.playAndRecord)
        #expect(!voice.isInputGainSettable)
        #expect(throws: AudioSessionError.self) { try voice.setInputGain(0.7) }
        try voice.setActive(true)
        #expect(voice.isInputGainSettable)
        try voice.setInputGain(0.7)
        #expect(voice.inputGain == 0.7)
        let error = #expect(throws: AudioSessionError.self) { try voice.setInputGain(1.5) }
        #expect(error?.code == .badParam)
        #expect(voice.isInputAvailable)
    }

    @Test func volumeAndInputMuteAreTheDevicesAndTheAppsOwn() throws {
        let device = makeDevice([.init(name: "A"), .init(name: "B")], foreground: "A")
        let first = try session(device, "A")
        let second = try session(device, "B")
        #expect(first.outputVolume == 0.5)
        device.setOutputVolume(0.8)
        #expect(second.outputVolume == 0.8)
        try first.setInputMuted(true)
        #expect(first.isInputMuted)
        #expect(!second.isInputMuted)
    }
}
