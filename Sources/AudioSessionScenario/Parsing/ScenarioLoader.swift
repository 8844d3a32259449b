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

    /// Reads and parses the file at `path`; an unreadable file is a ``ScenarioError`` too.
    public static func load(path: String) throws(ScenarioError) -> Scenario {
        let bytes = try FileReader.contents(of: path, limit: maximumFileSize)
        let text = try UTF8Text.decode(bytes, file: path)
        return try parse(text, file: path)
    }

    /// Parses the text of a scenario file (YAML, or JSON which is YAML); `file` names it in the result and in errors.
    public static func parse(_ text: String, file: String) throws(ScenarioError) -> Scenario {
        guard text.utf8.count <= maximumFileSize else {
            throw ScenarioError(file: file, message: FileReader.tooLarge(text.utf8.count))
        }
        let root = try YAMLDocument.compose(text, file: file)
        var parser = ScenarioParser(file: file)
        return try parser.parseScenario(root)
    }
}
