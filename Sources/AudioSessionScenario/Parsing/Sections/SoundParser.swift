import AudioSessionSound
import Yams

/// Reads a sound file named in a scenario (a path relative to the scenario file, already resolved) and returns its
/// bytes; the command layer gives one that reads files, tests give one over memory.
public typealias MediaReader = @Sendable (_ path: String) throws -> [UInt8]

/// What the loader does with the sound files voices name.
public enum SoundFiles: Sendable {
    /// Read, checked and decoded: what `render` plays.
    case decoded
    /// Read and checked as WAV files, not decoded: the voices play silence (`simulate` plays nothing).
    case checked
}

/// The sound files a parser has read, by resolved path, so that every voice naming one shares its samples.
final class SoundCache {
    var decoded: [String: SampleData] = [:]
}

/// Why a sound file could not be read, in words.
struct MediaReadError: Error, CustomStringConvertible {
    /// The reason (`no such file`).
    var description: String
}

extension ScenarioParser {
    /// The keys of a voice map.
    static let voiceKeys = ["tone", "sweep", "noise", "file", "level", "bus"]
    /// The sources a voice map takes exactly one of.
    static let voiceSources = ["tone", "sweep", "noise", "file"]
    /// The keys of `device.duck`.
    static let duckKeys = ["level", "attack", "release"]
    /// The keys of `device.sounds`.
    static let systemSoundKeys = ["Music", "ringtone", "call", "alarm", "siri"]
    /// The highest frequency a voice may have, in hertz.
    static let maximumFrequency = 1_000_000.0

    /// An app's or system sound's `sound`: a number (a tone), a voice map, or a non-empty list of either.
    func parseSound(_ node: ScenarioNode) throws(ScenarioError) -> [Voice] {
        guard case .sequence = node.node else { return [try parseVoice(node)] }
        let elements = try node.list()
        guard !elements.isEmpty else { throw node.error("expected a voice or a list of voices, found an empty list") }
        var voices: [Voice] = []
        for element in elements { voices.append(try parseVoice(element)) }
        return voices
    }

    /// One voice: `440`, or `{tone|sweep|noise|file, level?, bus?}`.
    func parseVoice(_ node: ScenarioNode) throws(ScenarioError) -> Voice {
        if node.isScalar, !node.isNull {
            return Voice(.tone(frequency: try frequency(node)))
        }
        guard node.isMap else {
            throw node.error(
                "expected a frequency or a voice map {tone|sweep|noise|file, level, bus}, found \(node.summary)")
        }
        let map = try node.map(keys: Self.voiceKeys, what: "voice key")
        let sources = map.present(Self.voiceSources)
        guard sources.count == 1, let key = sources.first, let value = map.value(key) else {
            throw node.error(
                sources.isEmpty
                    ? "a voice needs one source: tone, sweep, noise or file"
                    : "a voice has exactly one source, found \(sources.joined(separator: " and "))")
        }
        let source: VoiceSource
        switch key {
        case "tone":
            source = .tone(frequency: try frequency(value))
        case "sweep":
            let sweep = try value.map(keys: ["from", "to", "over"], what: "sweep key")
            let from = try frequency(sweep.required("from"))
            let to = try frequency(sweep.required("to"))
            let overNode = try sweep.required("over")
            let over = try overNode.time()
            guard over.nanoseconds > 0 else { throw overNode.error("a sweep's 'over' must be longer than 0s") }
            source = .sweep(from: from, to: to, over: over.seconds)
        case "noise":
            let text = try value.text("an integer seed")
            guard let seed = Int64(text) else {
                throw value.error("a noise seed is an integer, found \(value.summary)")
            }
            source = .noise(seed: seed)
        default:
            source = .samples(try readMedia(value))
        }
        var voice = Voice(source)
        if let level = map.value("level") { voice.level = try decibels(level) }
        if let bus = map.value("bus") {
            let name = try bus.text("a bus name")
            guard !name.isEmpty, !name.allSatisfy(\.isWhitespace) else { throw bus.error("a bus name cannot be empty") }
            voice.bus = name
        }
        return voice
    }

    /// `device.duck`: `{level, attack, release}`, each optional.
    func parseDuck(_ node: ScenarioNode) throws(ScenarioError) -> DuckSettings {
        let map = try node.map(keys: Self.duckKeys, what: "duck key")
        var settings = DuckSettings()
        if let value = map.value("level") {
            settings.level = try decibels(value)
            guard settings.level <= 0 else { throw value.error("a duck level lowers the sound: it is 0dB or less") }
        }
        if let value = map.value("attack") { settings.attack = try value.time().seconds }
        if let value = map.value("release") { settings.release = try value.time().seconds }
        return settings
    }

    /// `device.sounds`: voices for `Music`, `ringtone`, `call`, `alarm`, `siri`.
    func parseSystemSounds(_ node: ScenarioNode) throws(ScenarioError) -> SystemSounds {
        let map = try node.map(keys: Self.systemSoundKeys, what: "system sound")
        var sounds = SystemSounds()
        for entry in map.entries {
            guard !entry.value.isNull else { throw entry.value.error("'\(entry.key)' needs a voice") }
            let voices = try parseSound(entry.value)
            switch entry.key {
            case "Music": sounds.music = voices
            case "ringtone": sounds.ringtone = voices
            case "call": sounds.call = voices
            case "alarm": sounds.alarm = voices
            default: sounds.siri = voices
            }
        }
        return sounds
    }

    /// A level in dB: a number or a string such as `-12dB`.
    func decibels(_ node: ScenarioNode) throws(ScenarioError) -> Double {
        var text = try node.text("a level in dB such as -12 or \"-12dB\"")
        if text.hasSuffix("dB") { text.removeLast(2) }
        guard let value = Double(text.trimmingPrefix("+")), value.isFinite, abs(value) <= 1_000 else {
            throw node.error(
                "bad level \(ScenarioNode.quoted(try node.text("a level"))): expected dB such as -12 or \"-12dB\"")
        }
        return value
    }

    /// A frequency in hertz: a positive number up to ``maximumFrequency``.
    func frequency(_ node: ScenarioNode) throws(ScenarioError) -> Double {
        let text = try node.text("a frequency in Hz")
        guard let value = Double(text.hasSuffix("Hz") ? String(text.dropLast(2)) : text), value.isFinite else {
            throw node.error("bad frequency \(ScenarioNode.quoted(text)): expected a number of hertz such as 440")
        }
        guard value > 0 else { throw node.error("a frequency must be more than 0 Hz, found \(text)") }
        guard value <= Self.maximumFrequency else {
            throw node.error("a frequency must be at most \(Int(Self.maximumFrequency)) Hz, found \(text)")
        }
        return value
    }

    /// A voice's `file`: read through the media reader and decoded to one channel, once per file however many
    /// voices name it (they share the samples); a missing, unreadable or non-WAV file is an error at the key. Without
    /// a reader (parsing text alone) the file is not read and plays silence; with ``SoundFiles/checked`` it is read
    /// and checked but not decoded, and plays silence (what `simulate` needs: it plays nothing).
    func readMedia(_ node: ScenarioNode) throws(ScenarioError) -> SampleData {
        let path = try node.text("a WAV file path")
        guard !path.isEmpty else { throw node.error("a file path cannot be empty") }
        let resolved = Self.resolve(path, besides: file)
        guard let mediaReader else { return SampleData(name: path, sampleRate: 48_000, samples: []) }
        if let known = soundCache.decoded[resolved] {
            return SampleData(name: path, sampleRate: known.sampleRate, samples: known.samples)
        }
        let bytes: [UInt8]
        do {
            bytes = try mediaReader(resolved)
        } catch {
            throw node.error("cannot read the sound file \(ScenarioNode.quoted(path)): \(error)")
        }
        let data: SampleData
        do {
            switch soundFiles {
            case .decoded:
                let audio = try WAVDecoder.decodeMono(bytes)
                data = SampleData(name: path, sampleRate: audio.sampleRate, samples: audio.samples)
            case .checked:
                data = SampleData(name: path, sampleRate: try WAVDecoder.inspect(bytes).audio.sampleRate, samples: [])
            }
        } catch {
            throw node.error("the sound file \(ScenarioNode.quoted(path)) is not a usable WAV file: \(error.message)")
        }
        soundCache.decoded[resolved] = data
        return data
    }

    /// `path` relative to the directory of the scenario file `scenario`, unless absolute.
    static func resolve(_ path: String, besides scenario: String) -> String {
        guard !path.hasPrefix("/"), let slash = scenario.lastIndex(of: "/") else { return path }
        return String(scenario[...slash]) + path
    }
}
