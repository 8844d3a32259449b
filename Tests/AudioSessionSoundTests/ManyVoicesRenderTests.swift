import AudioSessionScenario
import AudioSessionSound
import Foundation
import Testing

/// A render reproducer of slow recording, at test size: many apps with two voices each, starting at different instants, so
/// that the sound recorder notes many instants of many apps (once linear work per app per instant, now per trace
/// line and per app). Asserts what is written, never how long it takes (`audiosession-bench --scale` times it).
@Suite struct ManyVoicesRenderTests {
    /// `count` apps, each with a tone and noise, starting one after the other 5 ms apart; all stop at 1 s.
    static func staggered(_ count: Int) -> String {
        var text = "name: many voices\napps:\n"
        for index in 0..<count {
            text += "  A\(index):\n    backgroundAudio: true\n"
            text += "    sound: [{tone: \(200 + index), level: -60}, {noise: \(index), level: -60}]\n"
        }
        text += "steps:\n"
        for index in 0..<count {
            text += "  - {at: \(5 * index)ms, app: A\(index), do: "
            text += "[{setCategory: {category: playback, options: [mixWithOthers]}}, play]}\n"
        }
        text += "  - {at: 1s, app: A0, do: stop}\n"
        return text
    }

    @Test func everyAppOfManyIsHeardFromItsOwnInstant() throws {
        let count = 150
        let directory = NSTemporaryDirectory() + "many-voices-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/many.yaml"
        try Self.staggered(count).write(toFile: file, atomically: true, encoding: .utf8)
        let outcome = RenderCommand.run(file: file, directory: directory + "/out", rate: 8_000, quiet: true)
        #expect(outcome.status == 0, "\(outcome.errors)")
        let cues =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: directory + "/out/cues.json"))) as? [String: Any]
        let list = try #require(cues?["cues"] as? [[String: Any]])
        // Each app starts on the speaker at its own step's instant.
        for index in [0, 1, count / 2, count - 1] {
            let start = list.first { $0["app"] as? String == "A\(index)" && $0["change"] as? String == "route" }
            #expect((start?["t"] as? Double).map { abs($0 - 0.005 * Double(index)) < 1e-9 } == true)
        }
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/out/builtInSpeaker.wav")))
        let audio = try WAVDecoder.decode(bytes)
        #expect(audio.sampleRate == 8_000)
        // Sound throughout: the tail holds every voice at once and never clips.
        let tail = audio.samples.suffix(800)
        #expect(tail.contains { $0 != 0 })
        #expect(tail.allSatisfy { abs($0) < 1 })
    }
}
