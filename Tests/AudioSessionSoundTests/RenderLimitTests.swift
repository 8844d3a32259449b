import AudioSessionScenario
import AudioSessionSound
import Foundation
import Testing

/// `render` refuses, before writing anything, a render longer or larger than its limits, and says which limit, where
/// and how to raise it; file-system errors are in words.
@Suite struct RenderLimitTests {
    /// A scenario file in a fresh folder, and a folder to render into that does not exist yet.
    static func scenario(_ text: String) throws -> (file: String, out: String) {
        let folder = NSTemporaryDirectory() + "render-limits-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/scenario.yaml"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return (file, folder + "/out")
    }

    static func playing(until time: String) -> String {
        """
        format: 1
        name: plays until \(time)
        apps: {A: {}}
        steps:
          - {at: 0s, app: A, do: [activate, play]}
          - {at: \(time), app: A, do: stop}
        """
    }

    @Test func aStepAtAHugeTimeIsRefusedUpFrontWithItsLineAndTheOption() throws {
        let (file, out) = try Self.scenario(Self.playing(until: "99999h"))
        let outcome = RenderCommand.run(file: file, directory: out)
        #expect(outcome.status == 2)
        #expect(
            outcome.errors.contains(
                "scenario.yaml:6: steps[1]: the render would last 99999h, longer than the 2h render allows; raise it "
                    + "with --max-duration (for example --max-duration 99999h)"), "\(outcome.errors)")
        #expect(!FileManager.default.fileExists(atPath: out), "nothing is written, not even the folder")
    }

    @Test func aRaisedDurationLetsALongerRenderThrough() throws {
        let (file, out) = try Self.scenario(Self.playing(until: "90s"))
        let short = RenderLimits(maximumDuration: ScenarioTime(seconds: 60))
        let refused = RenderCommand.run(file: file, directory: out, rate: 8_000, limits: short)
        #expect(refused.status == 2 && refused.errors.contains("longer than the 1m render allows"))
        let raised = RenderLimits(maximumDuration: ScenarioTime(seconds: 120))
        let written = RenderCommand.run(file: file, directory: out, rate: 8_000, limits: raised)
        #expect(written.status == 0, "\(written.errors)")
        #expect(FileManager.default.fileExists(atPath: out + "/builtInSpeaker.wav"))
    }

    @Test func theOutputSizeIsBoundedAcrossEveryPortFile() throws {
        let (file, out) = try Self.scenario(Self.playing(until: "60s"))
        let outcome = RenderCommand.run(
            file: file, directory: out, rate: 48_000, limits: RenderLimits(maximumOutputBytes: 1 << 20))
        #expect(outcome.status == 2)
        // Two ports (the speaker and the receiver) of 60 s at 48 kHz, 16 bits: 2 × (44 + 5,760,000) bytes.
        #expect(
            outcome.errors.contains(
                "the render would write 10.9 MiB (2 port file(s) of 1m at 48000 Hz), more than the 1 MiB allowed; "
                    + "raise it with --max-output, or lower --rate"), "\(outcome.errors)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aWAVFilePast4GiBIsRefusedWhateverTheLimits() throws {
        let scenario = try ScenarioLoader.parse(Self.playing(until: "10s"), file: "long.yaml")
        let unlimited = RenderLimits(maximumDuration: ScenarioTime(seconds: 360_000), maximumOutputBytes: .max)
        let frames = 3 * 3_600 * 192_000 // 3 hours at 192 kHz, in 32-bit floats: 7.7 GiB per file
        let refusal = unlimited.refusal(frames: frames, ports: 1, rate: 192_000, format: .float32, scenario: scenario)
        #expect(refusal?.message.hasPrefix("each port file would be 7.7 GiB; a WAV file cannot pass 4 GiB") == true)
        #expect(unlimited.refusal(frames: 1_000, ports: 1, rate: 192_000, format: .float32, scenario: scenario) == nil)
    }

    @Test(arguments: [
        ("2GiB", 2 << 30), ("512MiB", 512 << 20), ("64K", 64 << 10), ("1000", 1_000), ("3G", 3 << 30),
    ])
    func sizesAreRead(_ text: String, _ bytes: Int) {
        #expect(RenderLimits.parseSize(text) == bytes)
    }

    @Test(arguments: ["", "GiB", "-1", "0", "1.5GiB", "2 GiB", "9999999999999999999G", "２GiB"])
    func badSizesAreRefused(_ text: String) {
        #expect(RenderLimits.parseSize(text) == nil)
    }

    @Test func durationsAreScenarioTimes() {
        #expect(RenderLimits.parseDuration("90m") == ScenarioTime(seconds: 5_400))
        #expect(RenderLimits.parseDuration("0") == nil)
        #expect(RenderLimits.parseDuration("later") == nil)
        #expect(RenderLimits.readable(ScenarioTime(seconds: 5_430)) == "1h30m30s")
        #expect(RenderLimits.readable(ScenarioTime(seconds: 1.5)) == "1.5s")
    }

    @Test func anOutputFolderBehindAFileIsReportedInWords() throws {
        let (file, out) = try Self.scenario(Self.playing(until: "1s"))
        try "in the way".write(toFile: out, atomically: true, encoding: .utf8)
        let outcome = RenderCommand.run(file: file, directory: out + "/render")
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains(": cannot create the folder: \(out) is a file, not a folder\n"))
        #expect(!outcome.errors.contains("NSError") && !outcome.errors.contains("Domain="))
    }
}
