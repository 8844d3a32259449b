import AudioSessionModel
import Foundation
import Testing

@testable import AudioSessionLint

/// Seeded mutation fuzzing of every lint fixture (Swift, Objective-C, Info.plist), with deep nesting and long chains
/// spliced in: each mutant gives facts or a located `parse` warning, never a crash; the same mutant gives the same
/// answer twice; and in a run of several mutants, a file beside them keeps its finding.
///
/// `AUDIOSESSION_LINT_FUZZ_ITERATIONS` raises the number of mutants (CI runs the default, a few seconds),
/// `AUDIOSESSION_LINT_FUZZ_SEED` changes the seed, `AUDIOSESSION_LINT_FUZZ_LOG` names a file where each mutant is
/// written before it is linted, so that a crash leaves its input behind, and `AUDIOSESSION_LINT_FUZZ_FIRST` skips
/// linting the mutants before it (they are still made, so each mutant keeps its number): with `ITERATIONS` one more
/// and a `LOG`, it writes out one mutant in a moment.
@Suite struct LintFuzzTests {
    /// Every fixture, sorted so that the seed means the same everywhere.
    static let corpus: [(name: String, bytes: [UInt8], kind: SourceDiscovery.Kind)] = {
        let root = FixtureSupport.root
        let names = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return names.sorted().compactMap { name in
            guard let kind = SourceDiscovery.kind(of: (name as NSString).lastPathComponent),
                let data = FileManager.default.contents(atPath: root + "/" + name)
            else { return nil }
            return (name, Array(data), kind)
        }
    }()

    static let environment = ProcessInfo.processInfo.environment
    static let iterations = environment["AUDIOSESSION_LINT_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 400
    static let seed = environment["AUDIOSESSION_LINT_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_126
    static let first = environment["AUDIOSESSION_LINT_FUZZ_FIRST"].flatMap(Int.init) ?? 0

    /// What linting one mutant gave: its calls, or the `parse` warning's message and place.
    static func outcome(_ bytes: [UInt8], kind: SourceDiscovery.Kind) -> String {
        let data = Data(bytes)
        if kind == .plist {
            do throws(PlistProblem) {
                let facts = try PlistFacts.read(data, path: "Info.plist")
                return "plist \(facts.isApp) \(facts.listsBackgroundAudio)"
            } catch {
                return "parse: \(error.message)"
            }
        }
        let facts = Linter.scan(data, path: kind == .swift ? "Fuzz.swift" : "Fuzz.m", kind: kind)
        if let problem = facts.problem {
            return "parse \(problem.line):\(problem.column): \(problem.message)"
        }
        return "calls " + facts.calls.map { "\($0.line):\($0.column)" }.joined(separator: ",")
    }

    @Test func mutantsAreReadOrWarnedAbout() throws {
        #expect(Self.corpus.count >= 20, "corpus: \(Self.corpus.count) files")
        let corpus = Self.corpus
        let iterations = Self.iterations
        let seed = Self.seed
        let firstLinted = Self.first
        let log = Self.environment["AUDIOSESSION_LINT_FUZZ_LOG"]
        // On the large stack, as `Linter.run` reads files.
        let (outcomes, slowest, slowestMutant) = LargeStack.run {
            () -> ([(source: String, first: String, second: String)], Duration, String) in
            var mutator = LintMutator(seed: seed)
            var outcomes: [(source: String, first: String, second: String)] = []
            // Printed, never asserted: how long the slowest mutant took.
            var slowest = Duration.zero
            var slowestMutant = ""
            for iteration in 0..<iterations {
                let source = corpus[mutator.int(0..<corpus.count)]
                let bytes = mutator.mutate(source.bytes)
                guard iteration >= firstLinted else { continue }
                if let log {
                    FileManager.default.createFile(
                        atPath: log,
                        contents: Data("// \(source.name), seed \(seed), mutant \(iteration)\n".utf8 + bytes))
                }
                var first = ""
                let elapsed = ContinuousClock().measure { first = Self.outcome(bytes, kind: source.kind) }
                if elapsed > slowest {
                    slowest = elapsed
                    slowestMutant =
                        "mutant \(iteration) of \(source.name); AUDIOSESSION_LINT_FUZZ_FIRST=\(iteration) "
                        + "AUDIOSESSION_LINT_FUZZ_ITERATIONS=\(iteration + 1) AUDIOSESSION_LINT_FUZZ_LOG=FILE with this "
                        + "seed writes its bytes to FILE"
                }
                // Every tenth mutant twice: the answer depends on the bytes alone.
                let second = iteration % 10 == 0 ? Self.outcome(bytes, kind: source.kind) : first
                outcomes.append((source.name, first, second))
            }
            return (outcomes, slowest, slowestMutant)
        }
        var counts: [String: Int] = [:]
        for (index, outcome) in outcomes.enumerated() {
            #expect(outcome.first == outcome.second, "mutant \(Self.first + index) of \(outcome.source)")
            if outcome.first.hasPrefix("parse") {
                // A warning says why, and where (1-based).
                #expect(
                    outcome.first.contains("skipped"),
                    "mutant \(Self.first + index) of \(outcome.source): \(outcome.first)")
                let reason =
                    outcome.first.split(separator: ":").dropFirst(outcome.first.hasPrefix("parse:") ? 1 : 2)
                    .first.map { String($0.prefix(40)).trimmingCharacters(in: .whitespaces) } ?? ""
                counts["parse warning: " + reason, default: 0] += 1
            } else {
                counts[outcome.first.hasPrefix("plist") ? "property list read" : "source read", default: 0] += 1
            }
        }
        #expect(counts["source read", default: 0] >= (iterations - Self.first) / 8, "\(counts)")
        print(
            "lint mutation fuzzing: \(iterations - Self.first) mutants of \(Self.corpus.count) files (seed \(seed)): "
                + counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
                + "; slowest mutant \(slowest.formatted(.units(allowed: [.milliseconds]))) (\(slowestMutant))")
    }

    @Test func oneBadFileNeverLosesTheOthers() throws {
        var mutator = LintMutator(seed: Self.seed ^ 0x5EED)
        var files: [String: Data] = ["Sentinel.swift": BudgetTests.sentinel]
        for index in 0..<12 {
            let source = Self.corpus[mutator.int(0..<Self.corpus.count)]
            let name = (source.name as NSString).lastPathComponent
            let bytes = mutator.mutate(source.bytes) + (index.isMultiple(of: 2) ? mutator.nesting() : mutator.chain())
            files["Mutant\(index)/" + name] = Data(bytes)
        }
        let root = try RobustnessTests.folder(files)
        let first = try Linter.run(paths: [root])
        #expect(
            first.findings.contains { $0.file.hasSuffix("Sentinel.swift") && $0.id == "override-needs-play-and-record" }
        )
        #expect(first.fileCount == files.count)
        // Byte-identical on rerun.
        #expect(LintReport.text(try Linter.run(paths: [root])) == LintReport.text(first))
    }
}
