import Foundation
import Testing

/// The DocC tutorial "Testing an ad player" shows code files; they must be the package's real, compiled and tested
/// code, or steps towards it, so the tutorial cannot drift from the API.
@Suite struct TutorialCodeTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let catalog = "Sources/AudioSessionKit/Documentation.docc"

    private func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    private func resource(_ name: String) throws -> String { try read("\(Self.catalog)/Resources/\(name)") }

    /// The non-blank lines, trimmed, without the tutorial's "Next:" placeholders.
    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("// Next:") }
    }

    /// Whether `part`'s lines appear in `whole` in the same order (a step on the way to the final file).
    private func isStep(_ part: String, of whole: String) -> Bool {
        var remaining = lines(whole)[...]
        for line in lines(part) {
            guard let index = remaining.firstIndex(of: line) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }

    @Test(arguments: [
        ("ad-player-03.swift", "Sources/AudioSessionSamples/AdPlayer.swift"),
        ("protected-01.swift", "Sources/AudioSessionSamples/Protected.swift"),
        ("ad-player-tests-04.swift", "Tests/AudioSessionSamplesTests/AdPlayerTutorialTests.swift"),
    ])
    func theLastStepIsTheRealFile(resource name: String, source: String) throws {
        #expect(try resource(name) == read(source), "\(name) differs from \(source): copy the file again")
    }

    @Test(arguments: [
        ("ad-player-01.swift", "ad-player-02.swift"), ("ad-player-02.swift", "ad-player-03.swift"),
        ("ad-player-tests-01.swift", "ad-player-tests-02.swift"),
        ("ad-player-tests-02.swift", "ad-player-tests-03.swift"),
        ("ad-player-tests-03.swift", "ad-player-tests-04.swift"),
    ])
    func eachStepLeadsToTheNext(step: String, next: String) throws {
        #expect(try isStep(resource(step), of: resource(next)), "\(step) is not a step towards \(next)")
    }

    @Test func theStandInTestIsOneThePackageRuns() throws {
        let shown = try resource("stand-in-tests-01.swift")
        let start = try #require(shown.range(of: "@Test func"))
        let end = try #require(shown.range(of: "\n        }\n", range: start.upperBound..<shown.endIndex))
        let test = String(shown[start.lowerBound..<end.upperBound])
        #expect(try isStep(test, of: read("Tests/SystemAudioSessionTests/SamplesOverSystemTests.swift")))
        #expect(lines(test).count > 10)
    }

    @Test func everyFileTheTutorialNamesExists() throws {
        let tutorial = try read("\(Self.catalog)/Tutorials/TestingAnAdPlayer.tutorial")
        let names = tutorial.components(separatedBy: "file: \"").dropFirst().compactMap {
            $0.split(separator: "\"").first.map(String.init)
        }
        #expect(names.count == 11)
        for name in names {
            #expect(
                FileManager.default.fileExists(atPath: Self.root.path + "/\(Self.catalog)/Resources/\(name)"), "\(name)"
            )
        }
    }
}
