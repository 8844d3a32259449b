import Foundation

/// Runs the built `audiosession` executable and captures its exit status and output.
///
/// The executable is looked up, in order: at `AUDIOSESSION_EXECUTABLE`; next to the running test binary or test
/// bundle and in their parent folders; then in the package's `.build*/debug` folders (the newest wins). When none is
/// found, ``executable()`` throws, naming every place it looked, so a test fails instead of being skipped.
enum ToolRunner {
    /// What one run of the tool produced.
    struct Output: Sendable, CustomStringConvertible {
        /// The exit status.
        var status: Int32
        /// Everything written to standard output.
        var stdout: String
        /// Everything written to standard error.
        var stderr: String

        /// The status and both streams, for failure messages.
        var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    /// The executable could not be found or run.
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        var description: String
    }

    /// The executable's file name.
    static let executableName = "audiosession"

    /// Runs the tool with `arguments` (no shell involved), `input` on its standard input, and waits for it to exit.
    static func run(
        _ arguments: [String], currentDirectory: URL? = nil, environment: [String: String]? = nil,
        input: String? = nil
    ) throws -> Output {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        if let environment { process.environment = environment }
        // Files rather than pipes: a full pipe cannot block the child while the parent waits.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("audiosession-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stdoutURL = folder.appendingPathComponent("stdout")
        let stderrURL = folder.appendingPathComponent("stderr")
        for url in [stdoutURL, stderrURL] where !FileManager.default.createFile(atPath: url.path, contents: nil) {
            throw Failure(description: "cannot create \(url.path) for the tool's output")
        }
        let stdout = try FileHandle(forWritingTo: stdoutURL)
        let stderr = try FileHandle(forWritingTo: stderrURL)
        process.standardOutput = stdout
        process.standardError = stderr
        if let input {
            let inputURL = folder.appendingPathComponent("stdin")
            guard FileManager.default.createFile(atPath: inputURL.path, contents: Data(input.utf8)) else {
                throw Failure(description: "cannot create \(inputURL.path) for the tool's input")
            }
            process.standardInput = try FileHandle(forReadingFrom: inputURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        process.waitUntilExit()
        try stdout.close()
        try stderr.close()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self))
    }

    /// The built `audiosession` executable.
    static func executable() throws -> URL {
        var searched: [String] = []
        if let override = ProcessInfo.processInfo.environment["AUDIOSESSION_EXECUTABLE"] {
            if isExecutableFile(override) { return URL(fileURLWithPath: override) }
            searched.append(override + " (AUDIOSESSION_EXECUTABLE)")
        }
        for start in startingFolders() {
            var folder = start
            for _ in 0..<5 {
                let candidate = folder.appendingPathComponent(executableName).path
                if isExecutableFile(candidate) { return URL(fileURLWithPath: candidate) }
                searched.append(candidate)
                folder.deleteLastPathComponent()
            }
        }
        let fromPackage = packageBuildCandidates()
        if let newest = fromPackage.max(by: { modificationDate($0) < modificationDate($1) }) {
            return URL(fileURLWithPath: newest)
        }
        searched.append(packageRoot.path + "/.build*/debug/" + executableName)
        throw Failure(
            description: "cannot find the built '\(executableName)' executable; build it (swift build) or set "
                + "AUDIOSESSION_EXECUTABLE. Looked at:\n" + searched.joined(separator: "\n"))
    }

    /// The folders of the running test binary and of the loaded test bundles.
    private static func startingFolders() -> [URL] {
        var paths: [String] = []
        if let first = CommandLine.arguments.first { paths.append(first) }
        #if os(Linux)
            if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                paths.append(resolved)
            }
        #endif
        if let executable = Bundle.main.executablePath { paths.append(executable) }
        paths += Bundle.allBundles.map(\.bundlePath).filter { $0.hasSuffix(".xctest") }
        var seen: Set<String> = []
        return paths.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent() }
            .filter { seen.insert($0.path).inserted }
    }

    /// The package folder, from this file's path.
    private static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// `.build*/debug/audiosession` files in the package folder.
    private static func packageBuildCandidates() -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.path)) ?? []
        return entries.filter { $0.hasPrefix(".build") }.sorted()
            .map { packageRoot.appendingPathComponent($0).appendingPathComponent("debug/\(executableName)").path }
            .filter(isExecutableFile)
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }

    private static func modificationDate(_ path: String) -> Date {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return attributes?[.modificationDate] as? Date ?? .distantPast
    }
}
