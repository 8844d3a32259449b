import AudioSessionModel
import Foundation
import Testing

/// String constants keep raw values as numbers (see `KnownRawValue`): a known one by its position, any other by its
/// place in a process-wide table. The value seen from outside must be the same as a plain string's, for known and
/// unknown raw values alike.
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
        #expect(
            String(decoding: data, as: UTF8.self) == #"["AVAudioSessionModeMeasurement","AVAudioSessionModeNotYet"]"#)
        #expect(try JSONDecoder().decode([Mode].self, from: data) == values)
    }

    @Test func unknownRawValuesNumberedFromManyTasksAtOnceStayDistinctAndRoundTrip() async {
        let names = (0..<200).map { "AVAudioSessionPortConcurrent\($0 % 50)" }
        typealias Pair = (name: String, port: AudioSessionModel.Port)
        let ports = await withTaskGroup(of: Pair.self) { group in
            for name in names { group.addTask { (name, AudioSessionModel.Port(rawValue: name)) } }
            var result: [Pair] = []
            for await pair in group { result.append(pair) }
            return result
        }
        #expect(ports.count == 200)
        for (name, port) in ports {
            #expect(port.rawValue == name)
            #expect(port == AudioSessionModel.Port(rawValue: name))
        }
        #expect(Set(ports.map { $0.port }).count == 50)
        #expect(
            AudioSessionModel.Port(rawValue: "AVAudioSessionPortConcurrent1")
                != AudioSessionModel.Port(rawValue: "AVAudioSessionPortConcurrent2"))
    }
}
