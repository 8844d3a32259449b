import AudioSessionModel
import Foundation
import Testing

/// Codable round trips, unknown values included, and the text forms.
@Suite struct CodableTests {
    private func roundTrip<Value: Codable & Equatable>(_ value: Value) throws -> Value {
        try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
    }

    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func namedConstantsEncodeTheirRawValues() throws {
        #expect(try json([Category.playback]) == #"["AVAudioSessionCategoryPlayback"]"#)
        #expect(try json([RouteSharingPolicy.longFormVideo]) == "[3]")
        #expect(try json([AudioSessionError.Code.badParam]) == "[-50]")
        #expect(try json([PortOverride.speaker]) == "[1936747378]")
    }

    @Test func knownConstantsRoundTrip() throws {
        for value in Category.allCases { #expect(try roundTrip(value) == value) }
        for value in Mode.allCases { #expect(try roundTrip(value) == value) }
        for value in RouteSharingPolicy.allCases { #expect(try roundTrip(value) == value) }
        for value in Port.allCases { #expect(try roundTrip(value) == value) }
        for value in AudioSessionError.Code.allCases { #expect(try roundTrip(value) == value) }
        for value in InterruptionReason.allCases { #expect(try roundTrip(value) == value) }
        for value in RouteChangeReason.allCases { #expect(try roundTrip(value) == value) }
        for value in RecordPermission.allCases { #expect(try roundTrip(value) == value) }
        for value in PromptStyle.allCases { #expect(try roundTrip(value) == value) }
        for value in PortOverride.allCases { #expect(try roundTrip(value) == value) }
        for value in IOType.allCases { #expect(try roundTrip(value) == value) }
        for value in InterruptionType.allCases { #expect(try roundTrip(value) == value) }
        for value in SilenceSecondaryAudioHintType.allCases { #expect(try roundTrip(value) == value) }
        #expect(try roundTrip(InterruptionOptions.shouldResume) == .shouldResume)
        #expect(try roundTrip(SetActiveOptions.notifyOthersOnDeactivation) == .notifyOthersOnDeactivation)
    }

    @Test func unknownRawValuesRoundTripAndPrintTheirRawValue() throws {
        let category = Category(rawValue: "AVAudioSessionCategoryAudioProcessing")
        #expect(try roundTrip(category) == category)
        #expect(category.knownName == nil)
        #expect(category.description == "AVAudioSessionCategoryAudioProcessing")
        let mode = Mode(rawValue: "AVAudioSessionModeFuture")
        #expect(try roundTrip(mode) == mode)
        let policy = RouteSharingPolicy(rawValue: 9)
        #expect(try roundTrip(policy) == policy)
        #expect(policy.description == "9")
        let reason = RouteChangeReason(rawValue: 5)
        #expect(try roundTrip(reason) == reason)
        #expect(reason.description == "5")
        let port = Port(rawValue: "MediaDeviceExtension")
        #expect(try roundTrip(port) == port)
    }

    @Test func unknownErrorCodesRoundTripAndPrint() throws {
        let fourCC = AudioSessionError.Code(fourCharacterCode: "abcd")
        #expect(try roundTrip(fourCC) == fourCC)
        #expect(fourCC.name == "code(1633837924)")
        #expect(fourCC.description == "'abcd' (1633837924)")
        let plain = AudioSessionError.Code(rawValue: 12_345)
        #expect(plain.fourCharacterCode == nil)
        #expect(plain.description == "12345")
    }

    @Test func optionsEncodeNamesAndUnknownBitsInHex() throws {
        #expect(try json(CategoryOptions([.mixWithOthers, .duckOthers])) == #"["mixWithOthers","duckOthers"]"#)
        #expect(
            try json(CategoryOptions.interruptSpokenAudioAndMixWithOthers)
                == #"["mixWithOthers","interruptSpokenAudioAndMixWithOthers"]"#)
        #expect(try json(CategoryOptions(rawValue: 0x101)) == #"["mixWithOthers","0x100"]"#)
        #expect(try json(CategoryOptions()) == "[]")
    }

    @Test(arguments: [UInt(0), 0x1, 0x3, 0x10, 0x11, 0x13, 0x100, 0x101, 0xC00FF, 0x8000_0000, UInt.max])
    func optionsRoundTrip(rawValue: UInt) throws {
        let options = CategoryOptions(rawValue: rawValue)
        #expect(try roundTrip(options) == options)
        #expect(try roundTrip(InterruptionOptions(rawValue: rawValue)) == InterruptionOptions(rawValue: rawValue))
    }

    @Test func optionsDecodeNumbersNamesAliasesAndHex() throws {
        let decode = { (text: String) in try JSONDecoder().decode(CategoryOptions.self, from: Data(text.utf8)) }
        #expect(try decode("19") == [.duckOthers, .interruptSpokenAudioAndMixWithOthers])
        #expect(try decode(#"["allowBluetooth"]"#) == .allowBluetoothHFP)
        #expect(try decode(#"["defaultToSpeaker","0x200"]"#) == CategoryOptions(rawValue: 0x208))
        #expect(throws: DecodingError.self) { try decode(#"["allowBluetoth"]"#) }
    }

    @Test func optionDescriptions() {
        #expect(CategoryOptions().description == "[]")
        #expect(CategoryOptions([.duckOthers, .mixWithOthers]).description == "[mixWithOthers, duckOthers]")
        #expect(
            CategoryOptions.interruptSpokenAudioAndMixWithOthers.description
                == "[mixWithOthers, interruptSpokenAudioAndMixWithOthers]")
        #expect(CategoryOptions(rawValue: 0x1 | 0x100).description == "[mixWithOthers, 0x100]")
        // 0x10 is only part of 0x11: alone it is an unknown bit, kept and printed.
        #expect(CategoryOptions(rawValue: 0x10).description == "[0x10]")
        #expect(CategoryOptions(rawValue: 0x10).unknownBits == 0x10)
        #expect(CategoryOptions(rawValue: 0x11).unknownBits == 0)
        #expect(InterruptionOptions(rawValue: 0x9).description == "[shouldResume, 0x8]")
        #expect(SetActiveOptions.notifyOthersOnDeactivation.description == "[notifyOthersOnDeactivation]")
        #expect(SetActiveOptions().description == "[]")
    }

    @Test func errorDescriptions() {
        #expect(AudioSessionError.Code.insufficientPriority.description == "'!pri' (561017449)")
        #expect(AudioSessionError.Code.badParam.description == "-50")
        #expect(AudioSessionError.Code.none.description == "0")
        #expect(AudioSessionError(.badParam).description == "badParam -50")
        #expect(
            AudioSessionError(.insufficientPriority, "a call is connected").description
                == "insufficientPriority '!pri' (561017449): a call is connected")
    }

    @Test func errorsEncodeNameValueFourCharacterCodeAndMessage() throws {
        #expect(
            try json(AudioSessionError(.badParam, "no"))
                == #"{"code":"badParam","fourCharacterCode":null,"message":"no","value":-50}"#)
        #expect(
            try json(AudioSessionError(.insufficientPriority, ""))
                == #"{"code":"insufficientPriority","fourCharacterCode":"!pri","message":"","value":561017449}"#)
    }

    @Test func errorsRoundTripWithTheirMessage() throws {
        for code in AudioSessionError.Code.allCases + [AudioSessionError.Code(rawValue: 7)] {
            let error = AudioSessionError(code, "message for \(code.name)")
            let decoded = try roundTrip(error)
            #expect(decoded.code == code)
            #expect(decoded.message == error.message)
        }
        let byName = try JSONDecoder().decode(AudioSessionError.self, from: Data(#"{"code":"isBusy"}"#.utf8))
        #expect(byName.code == .isBusy)
        #expect(byName.message == "")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AudioSessionError.self, from: Data(#"{"code":"busy"}"#.utf8))
        }
    }

    @Test func errorEqualityLooksAtTheCodeOnly() {
        #expect(AudioSessionError(.badParam, "a") == AudioSessionError(.badParam, "b"))
        #expect(AudioSessionError(.badParam) != AudioSessionError(.isBusy))
        #expect(Set([AudioSessionError(.badParam, "a"), AudioSessionError(.badParam, "b")]).count == 1)
        let error: any Error = AudioSessionError(.siriIsRecording)
        switch error {
        case AudioSessionError.Code.siriIsRecording: break
        default: Issue.record("~= should match the code")
        }
    }

    @Test func configurationsRoundTripAndPrint() throws {
        let configuration = SessionConfiguration(
            category: .playAndRecord, mode: .voiceChat, options: [.duckOthers], policy: .default)
        #expect(try roundTrip(configuration) == configuration)
        #expect(
            configuration.description
                == "playAndRecord mode voiceChat options [mixWithOthers, duckOthers, allowBluetoothHFP] policy default")
        #expect(try roundTrip(SessionConfiguration.initial) == .initial)
    }

    @Test func routesPrint() {
        let route = RouteDescription(
            inputs: [PortDescription(portType: .builtInMic, portName: "builtInMic", uid: "mic")],
            outputs: [PortDescription(portType: .bluetoothHFP, portName: "AirPods", uid: "a")])
        #expect(route.description == "outputs [bluetoothHFP(AirPods)] inputs [builtInMic]")
        #expect(RouteDescription.empty.description == "outputs [] inputs []")
    }
}
