import AudioSessionModel
import Foundation
import Testing

/// Errors the engine returns keep their message in pieces until read (`DeferredMessage`): what is read must be the
/// text the same interpolation makes as a `String`, whatever the number of pieces.
@Suite struct DeferredMessageTests {
    @Test func aDeferredMessageReadsAsTheInterpolatedString() {
        let category = Category.playback
        let name = "Maps"
        let cases: [(DeferredMessage, String)] = [
            ("no value at all", "no value at all"),
            ("\(category) has no input (rule P2)", "\(category) has no input (rule P2)"),
            (
                "a call is connected, so \(category) cannot activate",
                "a call is connected, so \(category) cannot activate"
            ),
            (
                "\(category) cannot play while \(name) is in the background",
                "\(category) cannot play while \(name) is in the background"
            ),
            ("\(name)\(category)", "\(name)\(category)"),
            ("three: \(name), \(category) and \(42) (rule X)", "three: \(name), \(category) and \(42) (rule X)"),
            ("four \(1)\(2)\(3)\(4) end", "four \(1)\(2)\(3)\(4) end"),
        ]
        for (deferred, expected) in cases {
            #expect(deferred.text == expected)
            #expect(AudioSessionError(.badParam, deferred: deferred).message == expected)
        }
    }

    @Test func aDeferredErrorEncodesAndComparesLikeAWrittenOne() throws {
        let deferred = AudioSessionError(.cannotStartPlaying, deferred: "\(Category.ambient) cannot play (rule A1)")
        let written = AudioSessionError(.cannotStartPlaying, "ambient cannot play (rule A1)")
        #expect(deferred == written)
        #expect(deferred.description == written.description)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(deferred) == encoder.encode(written))
        var changed = deferred
        changed.message = "other"
        #expect(changed.message == "other")
        #expect(deferred.message == "ambient cannot play (rule A1)")
    }
}
