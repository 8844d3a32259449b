import Foundation

@testable import AudioSessionLint

/// The fixture folders and the findings their `expect:` markers announce.
enum FixtureSupport {
    /// `Tests/AudioSessionLintTests/Fixtures`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .path

    /// Every fixture folder: each is one target.
    static let folders = [
        "Validity", "Routing", "Lifecycle", "NoHandlers", "BackgroundMissing", "BackgroundListed", "LaunchPrompt",
        "RemoteCommands", "RemoteCommandsNotMixable", "WebRTC", "Branches", "Ducking", "Recording", "ModeKept",
        "CrossPlatform", "Preprocessor", "LegacyCAPI", "ReadOnly", "RecordingPerFile",
    ]

    /// Lints a fixture folder; finding paths are relative to the fixtures root.
    static func lint(_ folder: String) throws -> Linter.Result {
        var result = try Linter.run(paths: [root + "/" + folder])
        result.findings = result.findings.map { finding in
            var copy = finding
            copy.file = String(finding.file.dropFirst(root.count + 1))
            return copy
        }
        return result
    }

    /// `Validity/AudioController.swift:22 invalid-options` for each `expect: ID[, ID]` marker in the folder.
    static func expected(_ folder: String) throws -> [String] {
        var result: [String] = []
        let base = root + "/" + folder
        let names = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
        for name in names.sorted() where name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm") {
            let text = try String(contentsOfFile: base + "/" + name, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let marker = line.range(of: "// expect: ") else { continue }
                for id in line[marker.upperBound...].split(separator: ",") {
                    result.append("\(folder)/\(name):\(index + 1) \(id.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return result.sorted()
    }

    /// The findings as `FILE:LINE ID`, sorted.
    static func actual(_ result: Linter.Result) -> [String] {
        result.findings.map { "\($0.file):\($0.line) \($0.id)" }.sorted()
    }
}
