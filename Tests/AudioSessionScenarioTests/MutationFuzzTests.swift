import AudioSessionEngine
import AudioSessionScenario
import Foundation
import Testing

/// Seeded mutation fuzzing of every example and conformance file: each mutant either is refused with a status-2
/// error naming the file and the line, or runs to status 0, 1 or 2 (an impossible step or a run bound, with its
/// message); nothing crashes, and the work each mutant costs stays bounded (trace events counted, not time).
///
/// `AUDIOSESSION_FUZZ_ITERATIONS` raises the number of mutants (CI runs the default), `AUDIOSESSION_FUZZ_SEED`
/// changes the seed, `AUDIOSESSION_FUZZ_LOG` names a file where each mutant is written before it runs, so that a
/// crash leaves its input behind, and `AUDIOSESSION_FUZZ_FIRST` skips running the mutants before it (they are still
/// made, so each keeps its number). The slowest mutant is printed (never asserted) with how to write it out.
@Suite struct MutationFuzzTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The corpus: every example, conformance and rejected file, sorted so the seed means the same everywhere.
    static let corpus: [(name: String, text: String)] = {
        let folders = [
            "Examples", "Tests/AudioSessionScenarioTests/SpecConformance",
            "Tests/AudioSessionScenarioTests/SpecConformance/Rejected",
        ]
        var files: [(String, String)] = []
        for folder in folders {
            let url = package.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".yaml") || name.hasSuffix(".json") {
                if let text = try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) {
                    files.append(("\(folder)/\(name)", text))
                }
            }
        }
        return files
    }()

    static let environment = ProcessInfo.processInfo.environment
    static let iterations = environment["AUDIOSESSION_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 1_500
    static let seed = environment["AUDIOSESSION_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_123
    static let first = environment["AUDIOSESSION_FUZZ_FIRST"].flatMap(Int.init) ?? 0

    /// The most trace events a mutant may produce: far above any file of the corpus, far below a runaway run.
    static let traceLimit = 2_000_000

    @Test func mutantsAreRefusedClearlyOrRun() throws {
        #expect(Self.corpus.count >= 100, "corpus: \(Self.corpus.count) files")
        var mutator = ScenarioMutator(seed: Self.seed)
        var outcomes: [String: Int] = ["refused": 0, "0": 0, "1": 0, "2": 0]
        let log = Self.environment["AUDIOSESSION_FUZZ_LOG"]
        // Printed, never asserted: how long the slowest mutant took to parse and run.
        var slowest = Duration.zero
        var slowestMutant = ""
        let clock = ContinuousClock()
        for iteration in 0..<Self.iterations {
            let source = Self.corpus[mutator.int(0..<Self.corpus.count)]
            let text = mutator.mutate(source.text)
            guard iteration >= Self.first else { continue }
            let started = clock.now
            defer {
                let elapsed = clock.now - started
                if elapsed > slowest {
                    slowest = elapsed
                    slowestMutant =
                        "mutant \(iteration) of \(source.name); AUDIOSESSION_FUZZ_FIRST=\(iteration) "
                        + "AUDIOSESSION_FUZZ_ITERATIONS=\(iteration + 1) AUDIOSESSION_FUZZ_LOG=FILE with this seed "
                        + "writes it to FILE"
                }
            }
            let file = "fuzz-\(iteration).yaml"
            if let log {
                try? "# \(source.name), seed \(Self.seed), mutant \(iteration)\n\(text)".write(
                    toFile: log, atomically: false, encoding: .utf8)
            }
            let scenario: Scenario
            do {
                scenario = try ScenarioLoader.parse(text, file: file)
            } catch {
                outcomes["refused", default: 0] += 1
                #expect(error.description.hasPrefix("\(file):"), "mutant \(iteration) of \(source.name): \(error)")
                #expect(error.line != nil, "mutant \(iteration) of \(source.name): no line in \(error)")
                #expect(!error.message.isEmpty && !error.message.contains("yaml_"), "\(error)")
                continue
            }
            let report = ScenarioRunner.run(scenario)
            let status = report.impossibleStep != nil ? 2 : report.exitStatus
            outcomes["\(status)", default: 0] += 1
            #expect([0, 1, 2].contains(status), "mutant \(iteration) of \(source.name): status \(status)")
            if status == 2 {
                let message = report.impossibleStep?.message ?? report.runtimeError?.message ?? ""
                #expect(!message.isEmpty, "mutant \(iteration) of \(source.name): status 2 without a message")
            }
            #expect(
                report.events.count <= Self.traceLimit,
                "mutant \(iteration) of \(source.name): \(report.events.count) trace events\n\(text)")
        }
        print(
            "mutation fuzzing: \(Self.iterations - Self.first) mutants of \(Self.corpus.count) files (seed "
                + "\(Self.seed)): \(outcomes["refused"] ?? 0) refused, \(outcomes["0"] ?? 0) passed, "
                + "\(outcomes["1"] ?? 0) failed expectations, \(outcomes["2"] ?? 0) stopped at run time; slowest "
                + "mutant \(slowest.formatted(.units(allowed: [.milliseconds]))) (\(slowestMutant))")
        if Self.iterations - Self.first >= 100 {
            #expect((outcomes["refused"] ?? 0) > 0 && (outcomes["0"] ?? 0) + (outcomes["1"] ?? 0) > 0)
        }
    }
}
