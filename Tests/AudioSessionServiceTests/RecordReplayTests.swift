import AudioSessionScenario
import Foundation
import Testing

/// Records of `audiosession serve` replay as scenarios: today's engine decides as the daemon did (the files in
/// `Tests/ServiceRecords`, written by real daemons), and a record that says otherwise fails, naming its line.
@Suite struct RecordReplayTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ServiceRecords")

    static var records: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".jsonl") }.sorted()
    }

    @Test func thereAreRecords() { #expect(!Self.records.isEmpty) }

    @Test(arguments: records)
    func aDaemonsRecordReplays(_ name: String) throws {
        let scenario = try ScenarioLoader.load(path: Self.folder.appendingPathComponent(name).path)
        #expect(!scenario.steps.isEmpty && !scenario.expectations.isEmpty)
        let report = ScenarioRunner.run(scenario)
        #expect(report.failed == 0, "\(report.results.filter { !$0.passed })")
    }

    @Test func aRecordTheEngineDisagreesWithFailsAtItsLine() throws {
        let text = try String(
            contentsOf: Self.folder.appendingPathComponent("podcasts-maps-radio.jsonl"), encoding: .utf8)
        // The day's daemon said Radio's speaker override failed with badParam; claim another code.
        let edited = text.replacingOccurrences(of: #""error":"badParam""#, with: #""error":"isBusy""#)
        #expect(edited != text)
        let line = edited.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(#""error":"isBusy""#) }.map { $0 + 1 }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("edited-\(UUID().uuidString).jsonl")
        try edited.write(to: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: path) }
        let report = ScenarioRunner.run(try ScenarioLoader.load(path: path.path))
        let failures = report.results.filter { !$0.passed }
        #expect(failures.count == 1)
        #expect(failures.first?.line == line, "the failure names the record's line")
    }

    @Test func brokenRecordsAreRefusedWithTheirLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("records-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func error(_ text: String) -> ScenarioError? {
            let path = folder.appendingPathComponent("r.jsonl").path
            FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            do {
                _ = try ScenarioLoader.load(path: path)
                return nil
            } catch {
                return error
            }
        }
        let header = #"{"apps":{},"device":{"model":"iPhone","os":18},"record":1}"#
        #expect(error(#"{"not":"a record"}"#)?.message.contains("not a record of audiosession serve") == true)
        let noTime = error(header + "\n" + #"{"app":"A","do":"activate"}"#)
        #expect(noTime?.line == 2)
        #expect(noTime?.message.contains("needs its time") == true)
        let badAction = error(
            header + "\n" + #"{"hello":{"app":"A"},"t":0.1}"# + "\n" + #"{"app":"A","do":"activat","t":0.2}"#)
        #expect(badAction?.line == 3, "\(String(describing: badAction))")
        #expect(badAction?.description.contains("did you mean 'activate'") == true, "\(String(describing: badAction))")
    }
}
