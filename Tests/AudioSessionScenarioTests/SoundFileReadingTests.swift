import AudioSessionModel
import AudioSessionSound
import Foundation
import Testing

@testable import AudioSessionScenario

/// Sound files named by voices: read once however many voices name them, checked but not decoded for `simulate`,
/// and every way of not being a readable WAV file said in the right words.
@Suite struct SoundFileReadingTests {
    /// A folder holding `tone.wav` (one second of a stereo 16-bit sine at 8 kHz) and a scenario naming it `voices`
    /// times.
    static func folder(voices: Int, file: String = "tone.wav") throws -> (folder: String, scenario: String) {
        let folder = NSTemporaryDirectory() + "sound-files-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let samples = (0..<16_000).map { Float(sin(Double($0 / 2) * 0.1)) * 0.5 }
        let audio = WAVAudio(sampleRate: 8_000, channelCount: 2, format: .pcm16, samples: samples)
        try Data(WAVEncoder.encode(audio)).write(to: URL(fileURLWithPath: folder + "/tone.wav"))
        let voicesText = (0..<voices).map { "{file: \(file), level: -\($0 + 6)}" }.joined(separator: ", ")
        let text = """
            format: 1
            name: voices sharing one file
            apps:
              A: {sound: [\(voicesText)]}
            steps:
              - {at: 0s, app: A, do: [activate, play]}
            """
        try text.write(toFile: folder + "/scenario.yaml", atomically: true, encoding: .utf8)
        return (folder, folder + "/scenario.yaml")
    }

    static func samples(of scenario: Scenario) -> [[Float]] {
        scenario.apps[0].sound?.compactMap { voice in
            if case .samples(let data) = voice.source { return data.samples }
            return nil
        } ?? []
    }

    @Test func aFileNamedByManyVoicesIsReadAndDecodedOnceAndShared() throws {
        let (_, path) = try Self.folder(voices: 5)
        let reads = Locked(0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let scenario = try ScenarioLoader.parse(text, file: path) { file in
            reads.withLock { $0 += 1 }
            return try ScenarioLoader.readSoundFile(file)
        }
        #expect(reads.withLock { $0 } == 1)
        let all = Self.samples(of: scenario)
        #expect(all.count == 5 && all[0].count == 8_000, "stereo decoded straight to one channel")
        let storage = all.map { $0.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
        #expect(Set(storage).count == 1, "every voice shares one buffer")
    }

    @Test func simulateChecksSoundFilesWithoutDecodingThem() throws {
        let (folder, path) = try Self.folder(voices: 2)
        let checked = try ScenarioLoader.load(path: path, soundFiles: .checked)
        #expect(Self.samples(of: checked).map(\.count) == [0, 0])
        let decoded = try ScenarioLoader.load(path: path)
        #expect(Self.samples(of: decoded).map(\.count) == [8_000, 8_000])
        try "not a WAV".write(toFile: folder + "/tone.wav", atomically: true, encoding: .utf8)
        #expect(throws: ScenarioError.self) { try ScenarioLoader.load(path: path, soundFiles: .checked) }
    }

    @Test func aFIFOIsNotASoundFile() throws {
        let (folder, path) = try Self.folder(voices: 1, file: "pipe.wav")
        #expect(mkfifo(folder + "/pipe.wav", 0o644) == 0)
        let message = try #require(Self.error(loading: path))
        #expect(message.hasSuffix("cannot read the sound file 'pipe.wav': it is a FIFO (named pipe), not a sound file"))
    }

    @Test func aSymbolicLinkLoopIsSaidToBeOne() throws {
        let (folder, path) = try Self.folder(voices: 1, file: "loop.wav")
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop.wav", withDestinationPath: "loop.wav")
        let message = try #require(Self.error(loading: path))
        #expect(message.hasSuffix("'loop.wav': too many symbolic links on the path"), "\(message)")
    }

    @Test func aSoundFileOverItsLimitNamesTheSoundFileLimit() throws {
        let (folder, path) = try Self.folder(voices: 1, file: "huge.wav")
        // A sparse file: its size is past 1 GiB, and nothing is read or written to find out.
        #expect(FileManager.default.createFile(atPath: folder + "/huge.wav", contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/huge.wav"))
        try handle.truncate(atOffset: UInt64(ScenarioLoader.maximumSoundFileSize) + 1)
        try handle.close()
        let message = try #require(Self.error(loading: path))
        #expect(message.hasSuffix("the file is too large (1025 MB); sound files are limited to 1024 MB"), "\(message)")
    }

    @Test func theFormatIsTheNumberOneNotTheString() {
        #expect(throws: ScenarioError.self) {
            try ScenarioLoader.parse("format: \"1\"\nname: x\napps: {A: {}}", file: "f")
        }
        #expect((try? ScenarioLoader.parse("format: 1\nname: x\napps: {A: {}}", file: "f")) != nil)
        do {
            _ = try ScenarioLoader.parse("format: '1'\nname: x\napps: {A: {}}", file: "f.yaml")
        } catch {
            #expect(error.description == "f.yaml:1: format: the format version is the number 1, not the string '1'")
        }
    }

    @Test func aHugeCharacterIsCutByScalarsInMessages() {
        let huge = "a" + String(repeating: "\u{301}", count: 1_000_000)
        #expect(huge.count == 1)
        let quoted = ScenarioNode.quoted(huge)
        #expect(quoted.unicodeScalars.count == 40 + 5, "40 scalars, the quotes and the ellipsis")
        #expect(ScenarioNode.quoted("two\nlines") == "'two\\nlines'")
    }

    static func error(loading path: String) -> String? {
        do {
            _ = try ScenarioLoader.load(path: path)
            return nil
        } catch {
            return error.description
        }
    }
}
