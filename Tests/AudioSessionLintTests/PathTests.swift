import Foundation
import Testing

@testable import AudioSessionLint

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Paths met while searching are read or reported, never skipped silently; a path given that cannot be read is a
/// usage error (exit status 2), found before any folder is searched.
@Suite struct PathTests {
    static let bad = RobustnessTests.text(
        "[[AVAudioSession sharedInstance] setCategory:AVAudioSessionCategoryPlayback "
            + "withOptions:AVAudioSessionCategoryOptionDefaultToSpeaker error:nil];")

    /// The `parse` findings as `NAME: MESSAGE`, paths relative to `root`, in report order.
    static func skipped(_ result: Linter.Result, under root: String) -> [String] {
        result.findings.filter { $0.id == "parse" }.map { "\($0.file.dropFirst(root.count + 1)): \($0.message)" }
    }

    @Test func linksAreReadOrReported() throws {
        let root = try RobustnessTests.folder(["Real/A.m": Self.bad, "Outside/B.m": Self.bad])
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: root + "/Real/Linked.m", withDestinationPath: root + "/Outside/B.m")
        try manager.createSymbolicLink(atPath: root + "/Real/Folder", withDestinationPath: root + "/Outside")
        try manager.createSymbolicLink(atPath: root + "/Real/Loop", withDestinationPath: root + "/Real")
        try manager.createSymbolicLink(atPath: root + "/Real/Broken.swift", withDestinationPath: root + "/nowhere")
        try manager.createSymbolicLink(atPath: root + "/Real/Notes.txt", withDestinationPath: root + "/nowhere")
        let result = try Linter.run(paths: [root + "/Real"])
        #expect(
            Self.skipped(result, under: root + "/Real") == [
                "Broken.swift: a symbolic link to nothing readable; it is skipped",
                "Folder: a symbolic link to a folder; not followed (lint the folder it points to by its own path)",
                "Loop: a symbolic link to a folder; not followed (lint the folder it points to by its own path)",
            ])
        // A link to a source file is read like the file.
        #expect(
            result.findings.filter { $0.id == "invalid-options" }.map { ($0.file as NSString).lastPathComponent }
                == ["A.m", "Linked.m"])
        #expect(result.fileCount == 2)
    }

    @Test func foldersTooDeepAreReported() throws {
        let deep = (0..<70).map { "d\($0)" }.joined(separator: "/")
        let root = try RobustnessTests.folder([deep + "/A.m": Self.bad, "B.m": Self.bad])
        let result = try Linter.run(paths: [root])
        let limit = (0..<64).map { "d\($0)" }.joined(separator: "/")
        #expect(
            Self.skipped(result, under: root) == [limit + ": more than 64 folders deep; the folder is not searched"])
        #expect(result.findings.filter { $0.id == "invalid-options" }.count == 1)
    }

    @Test func specialFilesAreNeverRead() throws {
        // A FIFO named like a source would block the run forever if it were read.
        let root = try RobustnessTests.folder(["A.m": Self.bad])
        #expect(mkfifo(root + "/Pipe.swift", 0o644) == 0)
        let result = try Linter.run(paths: [root])
        #expect(Self.skipped(result, under: root) == ["Pipe.swift: not a regular file; it is skipped"])
        #expect(throws: LintUsageError("cannot read \(root)/Pipe.swift: not a regular file")) {
            try Linter.run(paths: [root + "/Pipe.swift"])
        }
    }

    @Test func everyPathIsCheckedBeforeAnyIsSearched() throws {
        let root = try RobustnessTests.folder(["A.m": Self.bad])
        #expect(throws: LintUsageError("cannot read /no/such/path: no such file or folder")) {
            try Linter.run(paths: [root, "/no/such/path"])
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/Self.m", withDestinationPath: root + "/Self.m")
        #expect(throws: LintUsageError("cannot read \(root)/Self.m: a symbolic link to nothing (or a loop of links)")) {
            try Linter.run(paths: [root + "/Self.m"])
        }
        #expect(throws: LintUsageError("\(root)/A.txt is not a Swift, Objective-C or Info.plist file")) {
            try "x".write(toFile: root + "/A.txt", atomically: false, encoding: .utf8)
            return try Linter.run(paths: [root + "/A.txt"])
        }
    }
}
