import Foundation

/// Reads scenario files (scenario format 1) into ``Scenario`` values, checking every key, name, time and reference.
///
/// ```swift
/// let scenario = try ScenarioLoader.load(path: "interruptions.yaml")
/// ```
///
/// Any problem is a ``ScenarioError`` naming the file, the path inside it and the line; nothing is simulated then.
public enum ScenarioLoader {
    /// Reads and parses the file at `path`; an unreadable file is a ``ScenarioError`` too.
    public static func load(path: String) throws(ScenarioError) -> Scenario {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ScenarioError(file: path, message: "cannot read the file: no such file")
        }
        guard !isDirectory.boolValue else {
            throw ScenarioError(file: path, message: "cannot read the file: it is a directory")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ScenarioError(file: path, message: "cannot read the file: \(error.localizedDescription)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScenarioError(file: path, message: "cannot read the file: it is not UTF-8 text")
        }
        return try parse(text, file: path, mediaReader: readFile)
    }

    /// Reads a sound file named by a scenario.
    @Sendable static func readFile(_ path: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw MediaReadError(description: "no such file")
        }
        guard !isDirectory.boolValue else { throw MediaReadError(description: "it is a directory") }
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw MediaReadError(description: error.localizedDescription)
        }
    }

    /// Parses the text of a scenario file (YAML, or JSON which is YAML); `file` names it in the result and in errors;
    /// `mediaReader` reads the sound files its voices name (left unread, silent, without one).
    public static func parse(_ text: String, file: String, mediaReader: MediaReader? = nil) throws(ScenarioError)
        -> Scenario
    {
        let root = try YAMLDocument.compose(text, file: file)
        var parser = ScenarioParser(file: file, mediaReader: mediaReader)
        return try parser.parseScenario(root)
    }
}
