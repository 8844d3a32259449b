import AudioSessionModel
import Foundation
import Testing

/// String constants keep known raw values as a position (see `KnownRawValue`): the value seen from outside must be
/// the same as a plain string's, for known and unknown raw values alike.
@Suite struct KnownRawValueTests {
    @Test func aKnownStringBuiltAtRunTimeEqualsItsConstant() {
        let built = "AVAudioSession" + "Category" + "Playback"
        #expect(Category(rawValue: built) == .playback)
        #expect(Category(rawValue: built).hashValue == Category.playback.hashValue)
        #expect(Mode(rawValue: "AVAudioSessionMode" + "VoiceChat") == .voiceChat)
        #expect(Port(rawValue: "Head" + "phones") == .headphones)
    }

    @Test func unknownRawValuesRoundTripAndDifferFromEveryKnownOne() {
        let custom = Category(rawValue: "AVAudioSessionCategoryFuture")
        #expect(custom.rawValue == "AVAudioSessionCategoryFuture")
        #expect(custom.knownName == nil)
        #expect(custom.description == "AVAudioSessionCategoryFuture")
        for known in Category.allCases { #expect(custom != known) }
        #expect(custom == Category(rawValue: "AVAudioSessionCategoryFuture"))
        #expect(Set([custom, Category(rawValue: "AVAudioSessionCategoryFuture"), .playback]).count == 2)
    }

    @Test func settingTheRawValueMovesBetweenKnownAndUnknown() {
        var category = Category.ambient
        category.rawValue = "AVAudioSessionCategoryNew"
        #expect(category.rawValue == "AVAudioSessionCategoryNew")
        #expect(Category.allCases.allSatisfy { $0 != category })
        category.rawValue = "AVAudioSessionCategoryRecord"
        #expect(category == .record)
    }

    @Test func codableEncodesTheRawStringForKnownAndUnknownValues() throws {
        let values = [Mode.measurement, Mode(rawValue: "AVAudioSessionModeNotYet")]
        let data = try JSONEncoder().encode(values)
        #expect(String(decoding: data, as: UTF8.self) == #"["AVAudioSessionModeMeasurement","AVAudioSessionModeNotYet"]"#)
        #expect(try JSONDecoder().decode([Mode].self, from: data) == values)
    }
}
