import Foundation
import Testing

@testable import AudioSessionLint

/// Xcode placeholders (`<#...#>`) are read around, not a reason to skip the file.
@Suite struct PlaceholderTests {
    static let mistake = "try session.setCategory(.ambient, options: [.defaultToSpeaker])"

    @Test func codeAroundPlaceholdersIsLinted() throws {
        let lines = [
            "import AVFoundation",
            "final class Player {",
            "    let session = AVAudioSession.sharedInstance()",
            "    let delegate: <#DelegateType#>",
            "    func configure() throws {",
            "        let value = <#T##value: Int##Int#>; " + Self.mistake,
            "        try session.setCategory(<#category#>, mode: .default)",
            "        <#code#>",
            "        try session.setActive(<#T##active: Bool##Bool#>)",
            "    }",
            "}",
        ]
        let root = try RobustnessTests.folder(["Player.swift": RobustnessTests.text(lines.joined(separator: "\n"))])
        let result = try Linter.run(paths: [root])
        // The placeholder before it on its line keeps the finding's column where it is in the file.
        let column = try #require(lines[5].range(of: "setCategory")).lowerBound.utf16Offset(in: lines[5]) + 1
        #expect(result.findings.map { "\($0.line):\($0.column) \($0.id)" } == ["6:\(column) invalid-options"])
    }

    @Test func placeholdersAreBlankedAsTheLexerReadsThem() {
        #expect(XcodePlaceholders.blanked("f(<#a#>, <#é#>)") == "f(_____, ______)")
        // Not closed on its line, or interrupted by another `<#`: left for the parser to report.
        #expect(XcodePlaceholders.blanked("f(<#a\n#>)") == "f(<#a\n#>)")
        #expect(XcodePlaceholders.blanked("<#a <#b#>") == "<#a _____")
        #expect(XcodePlaceholders.blanked("let x = 1 <# 2") == "let x = 1 <# 2")
        #expect(XcodePlaceholders.blanked("let x = 1") == "let x = 1")
    }
}
