import Foundation
import Testing

/// The two SwiftPM plugins, run by `swift package` and `swift build` on a sample package in a temporary folder.
///
/// The sample package declares the plugins from this package's own `Plugins/` sources, with `audiosession` as an
/// artifact bundle holding the executable this build made: building the tool from source for the sample would
/// rebuild swift-syntax (minutes). Skipped, saying why, when the executable is not built or the toolchain cannot run
/// plugins here.
@Suite(.serialized) struct PluginTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The Swift file of the sample: a stand-in `AVAudioSession` (so it compiles off Apple platforms) and code the
    /// linter reads as session calls.
    static func player(options: String) -> String {
        """
        final class AVAudioSession: Sendable {
            struct Category: Sendable { static let playback = Category() }
            struct Options: OptionSet, Sendable {
                let rawValue: Int
                static let defaultToSpeaker = Options(rawValue: 8)
            }
            static func sharedInstance() -> AVAudioSession { AVAudioSession() }
            func setCategory(_ category: Category, options: Options = []) throws {}
            func setActive(_ active: Bool) throws {}
        }

        func start() throws {
            try AVAudioSession.sharedInstance().setCategory(.playback\(options))
            try AVAudioSession.sharedInstance().setActive(true)
        }

        """
    }

    static let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "Sample",
            targets: [
                .target(name: "Radio", plugins: ["AudioSessionLintBuildTool"]),
                .plugin(
                    name: "LintAudioSession",
                    capability: .command(intent: .custom(verb: "lint-audio-session", description: "Lint")),
                    dependencies: ["audiosession"]),
                .plugin(name: "AudioSessionLintBuildTool", capability: .buildTool(), dependencies: ["audiosession"]),
                .binaryTarget(name: "audiosession", path: "audiosession.artifactbundle"),
            ]
        )

        """

    struct Output {
        var status: Int32
        var text: String
    }

    static func run(_ arguments: [String], in folder: URL) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let log = folder.appendingPathComponent("log-\(UUID().uuidString).txt")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Output(
            status: process.terminationStatus, text: String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }

    /// The sample package, or `nil` (with the reason printed) when the plugins cannot be tried here.
    static func sample() throws -> URL? {
        let executable = packageRoot.appendingPathComponent(".build/debug/audiosession")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            print("PluginTests skipped: \(executable.path) is not built (swift build --build-tests builds it)")
            return nil
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-plugins-\(UUID().uuidString)")
        let info = try run(["swift", "-print-target-info"], in: FileManager.default.temporaryDirectory)
        guard info.status == 0,
            let object = try? JSONSerialization.jsonObject(with: Data(info.text.utf8)) as? [String: Any],
            let target = object["target"] as? [String: Any], let triple = target["unversionedTriple"] as? String
        else {
            print("PluginTests skipped: `swift -print-target-info` did not give the host's triple")
            return nil
        }
        let manager = FileManager.default
        let bundle = folder.appendingPathComponent("audiosession.artifactbundle")
        try manager.createDirectory(at: bundle.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            at: bundle.appendingPathComponent("bin/audiosession"), withDestinationURL: executable)
        let bundleInfo = """
            {"schemaVersion": "1.0", "artifacts": {"audiosession": {"version": "1.0.0", "type": "executable",
             "variants": [{"path": "bin/audiosession", "supportedTriples": ["\(triple)"]}]}}}
            """
        try bundleInfo.write(to: bundle.appendingPathComponent("info.json"), atomically: false, encoding: .utf8)
        for plugin in ["LintAudioSession", "AudioSessionLintBuildTool"] {
            let destination = folder.appendingPathComponent("Plugins/\(plugin)")
            try manager.createDirectory(at: destination, withIntermediateDirectories: true)
            try manager.copyItem(
                at: packageRoot.appendingPathComponent("Plugins/\(plugin)/\(plugin).swift"),
                to: destination.appendingPathComponent("\(plugin).swift"))
        }
        try manager.createDirectory(
            at: folder.appendingPathComponent("Sources/Radio"), withIntermediateDirectories: true)
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: false, encoding: .utf8)
        try player(options: "").write(
            to: folder.appendingPathComponent("Sources/Radio/Player.swift"), atomically: false, encoding: .utf8)
        return folder
    }

    @Test func commandAndBuildToolPluginsReportFindings() throws {
        guard let folder = try Self.sample() else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        let player = folder.appendingPathComponent("Sources/Radio/Player.swift").path
        // The command plugin: warnings only, status 0.
        let command = try Self.run(["swift", "package", "--disable-sandbox", "lint-audio-session"], in: folder)
        if command.status != 0 && command.text.contains("plugin") && !command.text.contains("[no-") {
            print("PluginTests skipped: this toolchain cannot run the plugin here:\n\(command.text)")
            return
        }
        #expect(command.status == 0, "\(command.text)")
        #expect(command.text.contains(":14:41: warning: the session is activated but no code observes"))
        #expect(command.text.contains("[no-interruption-handling]"))
        #expect(command.text.contains("1 file, 2 findings"))
        // The build-tool plugin: the findings are the build's warnings, in the form the build system reads.
        let build = try Self.run(["swift", "build", "--disable-sandbox"], in: folder)
        #expect(build.status == 0, "\(build.text)")
        #expect(build.text.contains(player + ":14:41: warning: "), "\(build.text)")
        // An error finding fails both.
        try Self.player(options: ", options: [.defaultToSpeaker]").write(
            toFile: player, atomically: false, encoding: .utf8)
        let failing = try Self.run(["swift", "build", "--disable-sandbox"], in: folder)
        #expect(failing.status != 0)
        #expect(failing.text.contains(player + ":13:41: error: setCategory fails with -50"), "\(failing.text)")
        let failingCommand = try Self.run(
            ["swift", "package", "--disable-sandbox", "lint-audio-session", "--format", "json"], in: folder)
        #expect(failingCommand.status != 0)
        #expect(failingCommand.text.contains("\"id\" : \"invalid-options\""))
    }
}
