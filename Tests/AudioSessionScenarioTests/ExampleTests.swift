import AudioSessionEngine
import AudioSessionScenario
import Foundation
import Testing

/// The bundled examples: each passes, gives byte-identical JSON twice (O3), and matches its golden trace.
///
/// Set `RECORD_GOLDEN=1` to rewrite `Golden/*.json` after an intended change, then review the diff.
@Suite struct ExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let examples = root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "Examples")
    static let golden = root.appendingPathComponent("Golden")

    static var exampleNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test func thereAreAtLeastTwelveExamples() {
        #expect(Self.exampleNames.count >= 12, "Examples/ holds \(Self.exampleNames.count) scenarios")
    }

    @Test(arguments: exampleNames)
    func examplePasses(_ name: String) throws {
        let scenario = try ScenarioLoader.load(path: Self.examples.appendingPathComponent(name).path)
        let report = ScenarioRunner.run(scenario)
        #expect(report.runtimeError == nil, "\(name): \(report.runtimeError?.message ?? "")")
        #expect(report.failed == 0, "\(name):\n\(ReportRenderer.text(report, quiet: true))")
        #expect(report.passed > 0, "\(name) has no expectations")
    }

    @Test(arguments: exampleNames)
    func exampleIsDeterministicAndMatchesItsGoldenTrace(_ name: String) throws {
        let path = Self.examples.appendingPathComponent(name).path
        // The golden files name the file as the README's command does, relative to the package.
        var scenario = try ScenarioLoader.load(path: path)
        scenario.file = "Examples/" + name
        let first = ReportRenderer.json(ScenarioRunner.run(scenario)).serialized()
        let second = ReportRenderer.json(
            ScenarioRunner.run(try ScenarioLoader.load(path: path)).withFile(scenario.file)
        ).serialized()
        #expect(first == second, "\(name): two runs differ")
        let goldenURL = Self.golden.appendingPathComponent((name as NSString).deletingPathExtension + ".json")
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.golden, withIntermediateDirectories: true)
            try (first + "\n").write(to: goldenURL, atomically: true, encoding: .utf8)
            return
        }
        let recorded = try String(contentsOf: goldenURL, encoding: .utf8)
        #expect(
            recorded == first + "\n",
            "\(name): the trace differs from Golden/\(goldenURL.lastPathComponent); run with RECORD_GOLDEN=1 and review the diff"
        )
    }
}

extension ScenarioReport {
    fileprivate func withFile(_ file: String) -> ScenarioReport {
        var copy = self
        copy.file = file
        return copy
    }
}
