import AudioSessionModel
import Foundation
import Testing

@testable import AudioSessionLint

/// Any file, however malformed or huge, gives a `parse` warning or findings: never a crash or a hang.
@Suite struct RobustnessTests {
    /// A fresh folder holding `files`.
    static func folder(_ files: [String: Data]) throws -> String {
        let path = NSTemporaryDirectory() + "lint-robustness-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, data) in files {
            let file = path + "/" + name
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: file))
        }
        return path
    }

    static func text(_ string: String) -> Data { Data(string.utf8) }

    @Test func malformedFilesGiveParseWarnings() throws {
        var garbage = SplitMix64(state: 7)
        let noise = Data((0..<20_000).map { _ in UInt8(truncatingIfNeeded: garbage.next() % 255 + 1) })
        let root = try Self.folder([
            "Garbage.swift": noise,
            "Garbage.m": noise,
            "Binary.swift": Data([0xCF, 0xFA, 0xED, 0xFE, 0, 0, 0, 7]),
            "Binary.m": Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0, 0]),
            "Unbalanced.m": Self.text("- (void)f {\n  [[AVAudioSession sharedInstance] setActive:YES error:nil;\n}\n"),
            "Unclosed.mm": Self.text("void f() {\n  [x y];\n"),
            "Comment.m": Self.text("/* never closed\n[[AVAudioSession sharedInstance] setActive:YES error:nil];\n"),
            "Broken.swift": Self.text("func f( {\n  try AVAudioSession.sharedInstance().setActive(true\n"),
            "Latin1.swift": Data([0x6C, 0x65, 0x74, 0x20, 0x78, 0x20, 0x3D, 0x20, 0x22, 0xE9, 0x22, 0x0A]),
            "Bad-Info.plist": Self.text("<plist><dict><key>UIBackgroundModes</key><array><string>audio"),
            "Empty.swift": Data(),
            "Empty.m": Data(),
            "Info.plist": Self.text("<?xml version=\"1.0\"?><plist version=\"1.0\"><array/></plist>"),
        ])
        let result = try Linter.run(paths: [root])
        let parse = Set(result.findings.filter { $0.id == "parse" }.map { ($0.file as NSString).lastPathComponent })
        #expect(
            parse == [
                "Garbage.swift", "Garbage.m", "Binary.swift", "Binary.m", "Unbalanced.m", "Unclosed.mm", "Comment.m",
                "Broken.swift", "Latin1.swift", "Bad-Info.plist", "Info.plist",
            ])
        #expect(result.findings.allSatisfy { $0.id == "parse" && $0.severity == .warning })
        #expect(result.fileCount == 13)
        let unbalanced = try #require(result.findings.first { $0.file.hasSuffix("Unbalanced.m") })
        #expect(unbalanced.message.contains("unbalanced '}'") && unbalanced.line == 3)
        let broken = try #require(result.findings.first { $0.file.hasSuffix("Broken.swift") })
        #expect(broken.message.contains("Swift syntax error") && broken.line >= 1)
    }

    @Test func deeplyNestedCodeIsBounded() throws {
        let depth = 20_000
        let swift = "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        let objc =
            "- (void)f {\n  " + String(repeating: "[", count: depth) + "AVAudioSession sharedInstance"
            + String(repeating: " self]", count: depth) + ";\n}\n"
        let braces = "void f() " + String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
        let closures =
            "func f() {\n" + String(repeating: "g {\n", count: 2_000) + String(repeating: "}\n", count: 2_000)
            + "}\n"
        let root = try Self.folder([
            "Deep.swift": Self.text(swift), "Deep.m": Self.text(objc), "Braces.mm": Self.text(braces),
            "Closures.swift": Self.text(closures),
        ])
        let result = try Linter.run(paths: [root])
        // swift-syntax stops at its nesting limit and reports an error; the scanner is iterative.
        #expect(result.findings.contains { $0.file.hasSuffix("Deep.swift") && $0.id == "parse" })
        #expect(!result.findings.contains { $0.file.hasSuffix("Deep.m") })
        #expect(!result.findings.contains { $0.file.hasSuffix("Braces.mm") })
    }

    @Test func hugeFilesAreLintedOrSkipped() throws {
        // 8,000 calls in one function, then a mistake that only the 8,000 calls before it show: the whole function is
        // read, and each call's scope state (linear in the calls) sums up all those before it.
        let line = "    try AVAudioSession.sharedInstance().setCategory(.playback, options: [.mixWithOthers])\n"
        let body =
            "func f() throws {\n" + String(repeating: line, count: 8_000)
            + "    try AVAudioSession.sharedInstance().overrideOutputAudioPort(.speaker)\n}\n"
        let objcLine = "    [[AVAudioSession sharedInstance] setCategory:AVAudioSessionCategoryPlayback error:nil];\n"
        let objc =
            "- (void)f {\n" + String(repeating: objcLine, count: 8_000)
            + "    [[AVAudioSession sharedInstance] overrideOutputAudioPort:AVAudioSessionPortOverrideSpeaker "
            + "error:nil];\n}\n"
        var tooLarge = Data(repeating: UInt8(ascii: " "), count: Linter.maximumFileSize + 1)
        tooLarge.append(contentsOf: Array("let x = 1\n".utf8))
        let root = try Self.folder([
            "Huge.swift": Self.text(body), "Huge.m": Self.text(objc), "TooLarge.swift": tooLarge,
            "TooLarge.m": tooLarge,
        ])
        let result = try Linter.run(paths: [root])
        let parse = result.findings.filter { $0.id == "parse" }
        #expect(parse.map { ($0.file as NSString).lastPathComponent } == ["TooLarge.m", "TooLarge.swift"])
        #expect(
            parse.map(\.message) == [
                "the file is larger than 16 MB; it is skipped", "the Swift file is larger than 4 MB; it is skipped",
            ])
        let errors = result.findings.filter { $0.severity == .error }
        #expect(
            errors.map { "\(($0.file as NSString).lastPathComponent):\($0.line) \($0.id)" } == [
                "Huge.m:8002 override-needs-play-and-record", "Huge.swift:8002 override-needs-play-and-record",
            ])
        #expect(errors.allSatisfy { $0.message.contains("the category set in this function is playback") })
        #expect(result.findings.count == parse.count + errors.count)
    }

    @Test func skippedFoldersAndHiddenFiles() throws {
        let bad = Self.text(
            "[[AVAudioSession sharedInstance] setCategory:AVAudioSessionCategoryPlayback "
                + "withOptions:AVAudioSessionCategoryOptionDefaultToSpeaker error:nil];")
        let root = try Self.folder([
            "Pods/X/A.m": bad, "Carthage/B.m": bad, ".build/C.m": bad, "DerivedData/D.m": bad, ".hidden/E.m": bad,
            "Sources/F.m": bad, "Sources/G.h": bad, "App-Info.plist": Self.text("<plist><dict/></plist>"),
        ])
        let result = try Linter.run(paths: [root])
        #expect(result.fileCount == 2)
        #expect(result.findings.map(\.id) == ["invalid-options"])
        #expect(result.findings.first?.file == root + "/Sources/F.m")
    }

    @Test func unreadablePathsAreUsageErrors() {
        #expect(throws: LintUsageError("cannot read /no/such/path: no such file or folder")) {
            try Linter.run(paths: ["/no/such/path"])
        }
    }
}
