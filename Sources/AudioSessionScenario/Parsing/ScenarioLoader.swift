import Foundation

/// Reads scenario files (scenario format 1) into ``Scenario`` values, checking every key, name, time and reference.
///
/// ```swift
/// let scenario = try ScenarioLoader.load(path: "interruptions.yaml")
/// ```
///
/// Any problem is a ``ScenarioError`` naming the file, the path inside it and the line; nothing is simulated then.
/// Only regular files are read (a directory, a FIFO or a device is refused for what it is), and only up to
/// ``maximumFileSize`` bytes.
public enum ScenarioLoader {
    /// The largest scenario file read: 8 MiB, far beyond any hand-written or generated scenario.
    public static let maximumFileSize = 8 << 20

    /// Reads and parses the file at `path` (a record of `audiosession serve`, `*.jsonl`, is replayed as a scenario);
    /// an unreadable file is a ``ScenarioError`` too. The sound files its
    /// voices name are read and checked; they are decoded (each once) only with `soundFiles: .decoded`, which
    /// `render` needs and `simulate` does not.
    public static func load(path: String, soundFiles: SoundFiles = .decoded) throws(ScenarioError) -> Scenario {
        let bytes = try FileReader.contents(of: path, limit: maximumFileSize)
        let text = try UTF8Text.decode(bytes, file: path)
        if path.hasSuffix(".jsonl") { return try RecordReplay.scenario(text, file: path) }
        return try parse(text, file: path, mediaReader: readSoundFile, soundFiles: soundFiles)
    }

    /// The largest sound file read: 1 GiB.
    public static let maximumSoundFileSize = 1 << 30

    /// Reads a sound file named by a scenario (only a regular file, never blocking on a FIFO).
    @Sendable static func readSoundFile(_ path: String) throws -> [UInt8] {
        do {
            return try FileReader.contents(of: path, limit: maximumSoundFileSize, as: .sound)
        } catch {
            let reason = error.message.replacingOccurrences(of: "cannot read the file: ", with: "")
            throw MediaReadError(description: reason)
        }
    }

    /// Parses the text of a scenario file (YAML, or JSON which is YAML); `file` names it in the result and in errors;
    /// `mediaReader` reads the sound files its voices name (left unread, silent, without one).
    public static func parse(
        _ text: String, file: String, mediaReader: MediaReader? = nil, soundFiles: SoundFiles = .decoded
    ) throws(ScenarioError) -> Scenario {
        guard text.utf8.count <= maximumFileSize else {
            throw ScenarioError(file: file, message: FileReader.tooLarge(text.utf8.count))
        }
        let root = try YAMLDocument.compose(text, file: file)
        var parser = ScenarioParser(file: file, mediaReader: mediaReader, soundFiles: soundFiles)
        return try parser.parseScenario(root)
    }
}
