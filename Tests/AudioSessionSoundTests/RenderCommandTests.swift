import AudioSessionScenario
import AudioSessionSound
import Foundation
import Testing

/// `audiosession render` end to end: the files it writes, read back and measured; reruns byte for byte; status 2
/// writes nothing and names the file, path and line.
@Suite struct RenderCommandTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Sound")

    static func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "render-tests-" + UUID().uuidString
        return path
    }

    /// Renders an example and reads every port file back.
    static func render(_ example: String, rate: Int = 16_000, float: Bool = false) throws -> (
        outcome: SimulateCommand.Outcome, directory: String, ports: [String: [Float]]
    ) {
        let directory = temporaryDirectory()
        let outcome = RenderCommand.run(
            file: examples.appendingPathComponent(example).path, directory: directory, rate: rate, float: float)
        var ports: [String: [Float]] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where name.hasSuffix(".wav")
        {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
            let audio = try WAVDecoder.decode(bytes)
            #expect(audio.sampleRate == rate && audio.channelCount == 1)
            #expect(audio.format == (float ? .float32 : .pcm16))
            ports[String(name.dropLast(4))] = audio.samples
        }
        return (outcome, directory, ports)
    }

    static func amplitude(_ samples: [Float]?, _ frequency: Double, _ from: Double, _ to: Double) -> Double {
        Measure.amplitude(of: frequency, in: samples ?? [], rate: 16_000, from: from, to: to)
    }

    @Test func everySoundExamplePassesAndWritesItsPorts() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter {
            $0.hasSuffix(".yaml")
        }
        #expect(names.count >= 4)
        for name in names.sorted() {
            let (outcome, directory, ports) = try Self.render(name)
            #expect(outcome.status == 0, "\(name): \(outcome.errors)\(outcome.output)")
            #expect(ports["builtInSpeaker"] != nil)
            #expect(FileManager.default.fileExists(atPath: directory + "/cues.json"))
            #expect(FileManager.default.fileExists(atPath: directory + "/index.html"))
            for port in ports.keys { #expect(outcome.output.contains("wrote \(directory)/\(port).wav")) }
            let page = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
            for port in ports.keys { #expect(page.contains("<audio controls preload=\"none\" src=\"\(port).wav\">")) }
        }
    }

    @Test func theWwisePhoneCallIsHeardOnTheRightPortsAtTheRightTimes() throws {
        let (outcome, _, ports) = try Self.render("wwise-phone-call-game-engine.yaml")
        #expect(outcome.status == 0)
        let speaker = ports["builtInSpeaker"]
        let receiver = ports["builtInReceiver"]
        #expect(Self.amplitude(speaker, 220, 0.5, 3.9) > 0.24)
        #expect(Self.amplitude(speaker, 220, 4.0, 11.99) < 0.001)
        #expect(Self.amplitude(speaker, 1_200, 4.1, 5.9) > 0.24)
        #expect(Self.amplitude(receiver, 300, 6.1, 11.9) > 0.24)
        #expect(Self.amplitude(speaker, 300, 6.1, 11.9) < 0.001)
        #expect(Self.amplitude(speaker, 220, 12.1, 15.9) > 0.24)
        #expect(Self.amplitude(speaker, 880, 12.1, 15.9) > 0.12 && Self.amplitude(speaker, 880, 12.1, 15.9) < 0.13)
    }

    @Test func wwiseMutesTheMusicBusOnTheEarbudsWhileMusicPlays() throws {
        let (_, directory, ports) = try Self.render("wwise-earbud-remote-mutes-bgm.yaml")
        let buds = ports["Earbuds.bluetoothA2DP"]
        #expect(ports["Earbuds.bluetoothHFP"]?.allSatisfy { $0 == 0 } == true)
        #expect(ports["builtInSpeaker"]?.allSatisfy { $0 == 0 } == true)
        #expect(Self.amplitude(buds, 220, 0.5, 3.9) > 0.24)
        #expect(Self.amplitude(buds, 220, 4.0, 9.99) < 0.002)
        #expect(Self.amplitude(buds, 330, 4.1, 9.9) > 0.24)
        #expect(Self.amplitude(buds, 880, 4.1, 9.9) > 0.12)
        #expect(Self.amplitude(buds, 220, 10.1, 13.9) > 0.24)
        let cues =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: directory + "/cues.json"))) as? [String: Any]
        let list = cues?["cues"] as? [[String: Any]] ?? []
        let mute = list.first { $0["change"] as? String == "bus" }
        #expect(mute?["bus"] as? String == "bgm")
        #expect(mute?["port"] as? String == "Earbuds.bluetoothA2DP")
        #expect(mute?["t"] as? Double == 4)
        let files = cues?["ports"] as? [[String: Any]] ?? []
        #expect(
            files.map { $0["file"] as? String } == [
                "builtInSpeaker.wav", "builtInReceiver.wav", "Earbuds.bluetoothA2DP.wav", "Earbuds.bluetoothHFP.wav",
            ])
        #expect(files.allSatisfy { $0["clippedSamples"] as? Int == 0 })
    }

    @Test func theSweepResumesWhereTheAlarmStoppedItAndMovesToTheHeadphones() throws {
        let (_, _, ports) = try Self.render("sweep-resumes-after-an-alarm.yaml")
        let speaker = ports["builtInSpeaker"] ?? []
        let phones = ports["Headphones.headphones"] ?? []
        func pitch(_ samples: [Float], _ at: Double) -> Double {
            Measure.peakFrequency(
                in: samples, rate: 16_000, from: at - 0.05, to: at + 0.05, low: 150, high: 1_300, step: 5)
        }
        #expect(abs(pitch(speaker, 5.5) - 475) <= 10)
        #expect(Self.amplitude(speaker, 1_500, 6.1, 9.9) > 0.24)
        // Played 6 s before the alarm; 0.5 s after it: 200 + 50 × 6.5.
        #expect(abs(pitch(speaker, 10.5) - 525) <= 10)
        #expect(abs(pitch(phones, 14.5) - 725) <= 10)
        #expect(speaker[(14 * 16_000)...].allSatisfy { $0 == 0 })
        #expect(phones[..<(14 * 16_000)].allSatisfy { $0 == 0 })
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        let first = try Self.render("wwise-earbud-remote-mutes-bgm.yaml", float: true)
        let second = try Self.render("wwise-earbud-remote-mutes-bgm.yaml", float: true)
        let files = try FileManager.default.contentsOfDirectory(atPath: first.directory).sorted()
        #expect(files == (try FileManager.default.contentsOfDirectory(atPath: second.directory).sorted()))
        for file in files {
            let a = try Data(contentsOf: URL(fileURLWithPath: first.directory + "/" + file))
            let b = try Data(contentsOf: URL(fileURLWithPath: second.directory + "/" + file))
            #expect(a == b, "\(file) differs")
        }
        #expect(
            first.outcome.output.replacingOccurrences(of: first.directory, with: "")
                == second.outcome.output.replacingOccurrences(of: second.directory, with: ""))
    }

    @Test func aFileThatCannotBeUsedWritesNothing() throws {
        let scenario = Self.temporaryDirectory() + ".yaml"
        try """
        name: bad sound
        apps:
          Game:
            sound: [440, {tone: -5}]
        """.write(toFile: scenario, atomically: true, encoding: .utf8)
        let directory = Self.temporaryDirectory()
        let outcome = RenderCommand.run(file: scenario, directory: directory)
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains("\(scenario):4: apps.Game.sound[1].tone"), "\(outcome.errors)")
        #expect(outcome.errors.contains("more than 0 Hz"))
        #expect(!FileManager.default.fileExists(atPath: directory))
    }

    @Test(arguments: [
        ("sound: {tone: 440, noise: 3}", "exactly one source, found tone and noise", "apps.A.sound"),
        ("sound: {level: -6}", "needs one source", "apps.A.sound"),
        ("sound: {tone: 440, pitch: 2}", "unknown voice key 'pitch'", "apps.A.sound"),
        ("sound: {sweep: {from: 100, to: 200, over: 0s}}", "longer than 0s", "apps.A.sound.sweep.over"),
        ("sound: {noise: 1.5}", "integer", "apps.A.sound.noise"),
        ("sound: {tone: 440, level: loud}", "bad level", "apps.A.sound.level"),
        ("sound: {file: missing.wav}", "cannot read the sound file 'missing.wav': no such file", "apps.A.sound.file"),
        ("sound: {file: not-audio.wav}", "is not a usable WAV file: not a WAV file", "apps.A.sound.file"),
        ("sound: []", "empty list", "apps.A.sound"),
        ("engine: fmod", "unknown sound engine 'fmod'", "apps.A.engine"),
    ])
    func badSoundKeysAreStatus2WithPathAndLine(key: String, words: String, path: String) throws {
        let directory = Self.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let text = "just some text, not audio at all"
        try text.write(toFile: directory + "/not-audio.wav", atomically: true, encoding: .utf8)
        let scenario = directory + "/scenario.yaml"
        try "name: bad\napps:\n  A:\n    \(key)\n".write(toFile: scenario, atomically: true, encoding: .utf8)
        let outcome = SimulateCommand.run(files: [scenario], json: false, quiet: false)
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains("\(scenario):4: \(path)"), "\(outcome.errors)")
        #expect(outcome.errors.contains(words), "\(outcome.errors)")
    }

    @Test func badDeviceSoundKeysAndActionsAreStatus2() throws {
        for (yaml, words) in [
            ("device: {duck: {level: 6dB}}\napps: {A: {}}", "0dB or less"),
            ("device: {duck: {attack: -1s}}\napps: {A: {}}", "bad time"),
            ("device: {sounds: {doorbell: 500}}\napps: {A: {}}", "unknown system sound 'doorbell'"),
            ("apps: {A: {}}\nsteps: [{at: 0s, app: A, do: muteBus}]", "muteBus needs a bus name"),
            ("apps: {A: {}}\nsteps: [{at: 0s, app: A, do: {suspendEngine: {render: true}}}]", "unknown key 'render'"),
            ("apps: {A: {}}\nexpect: [{at: 0s, app: A, state: {mutedBuses: bgm}}]", "expected a list"),
        ] {
            #expect(throws: ScenarioError.self) { try ScenarioLoader.parse("name: bad\n" + yaml, file: "bad.yaml") }
            do {
                _ = try ScenarioLoader.parse("name: bad\n" + yaml, file: "bad.yaml")
            } catch {
                #expect(error.description.contains(words), "\(error.description)")
                #expect(error.line != nil)
            }
        }
    }

    @Test func theRateAndFloatOptionsShapeTheFiles() throws {
        let (outcome, _, ports) = try Self.render("navigation-ducks-music.yaml", rate: 8_000, float: true)
        #expect(outcome.status == 0)
        #expect(ports["builtInSpeaker"]?.count == 10 * 8_000)
        let bad = RenderCommand.run(file: "x.yaml", directory: Self.temporaryDirectory(), rate: 100)
        #expect(bad.status == 2 && bad.errors.contains("--rate"))
    }
}
