import AudioSessionEngine
import AudioSessionModel
import AudioSessionScenario
import Foundation
import Testing

/// Rule O1: "The result never depends on the order apps are declared in, except where this rule says declaration
/// order." Every example and every rule scenario is run with its `apps` map shuffled (several seeded
/// permutations) and must give the same trace, each instant's lines compared as a set (declaration order decides
/// only the listing order of what one decision delivers), and the same expectation results.
@Suite struct AppOrderTests {
    static let examples = RuleFiles.directory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    static let files: [String] =
        RuleFiles.yamlFiles(in: examples).map { "Examples/" + $0 }
        + RuleFiles.yamlFiles(in: RuleFiles.rules).map { "Rules/" + $0 }

    static func url(_ file: String) -> URL {
        file.hasPrefix("Examples/")
            ? examples.appendingPathComponent(String(file.dropFirst("Examples/".count)))
            : RuleFiles.rules.appendingPathComponent(String(file.dropFirst("Rules/".count)))
    }

    /// The scenario with its apps in another order; the app in front at time 0 stays the same one.
    static func shuffled(_ scenario: Scenario, seed: UInt64) -> Scenario {
        var copy = scenario
        if copy.device.foreground == nil, let first = scenario.apps.first, scenario.apps.first?.running != false {
            copy.device.foreground = first.name
        }
        var generator = SplitMix64(state: seed)
        for index in copy.apps.indices.reversed() where index > 0 {
            copy.apps.swapAt(index, generator.next(below: index + 1))
        }
        return copy
    }

    /// The text report with each instant's trace lines sorted: the listing order O1 leaves to declaration order.
    static func canonical(_ report: ScenarioReport) -> [String] {
        var trace: [(time: Double, line: String)] = []
        var rest: [String] = []
        for line in ReportRenderer.text(report).split(separator: "\n", omittingEmptySubsequences: false) {
            let token = line.prefix { $0 != " " }
            if token.hasSuffix("s"), let seconds = Double(token.dropLast()) {
                trace.append((seconds, String(line)))
            } else {
                rest.append(String(line))
            }
        }
        trace.sort { ($0.time, $0.line) < ($1.time, $1.line) }
        return trace.map(\.line) + rest
    }

    /// The one file whose result depends on declaration order by design: it shows that what one decision delivers
    /// goes to apps in declaration order and their reactions run in that order (O1).
    static let declarationOrderFile = "O1-reactions-in-declaration-order.yaml"

    @Test(arguments: files)
    func shufflingTheAppsChangesNothing(_ file: String) throws {
        guard file != "Rules/" + Self.declarationOrderFile else {
            print(
                "\(file): skipped: it shows declaration order, which O1 keeps (see theComparisonSeesAnOrderThatMatters)"
            )
            return
        }
        let scenario = try ScenarioLoader.load(path: Self.url(file).path)
        guard scenario.apps.count > 1 else { return }
        let expected = Self.canonical(ScenarioRunner.run(Self.shuffled(scenario, seed: 0)))
        for seed: UInt64 in [1, 2, 3, 4] {
            let permuted = Self.shuffled(scenario, seed: seed)
            let observed = Self.canonical(ScenarioRunner.run(permuted))
            let difference = zip(expected, observed).first { $0 != $1 }
            #expect(
                expected == observed,
                """
                \(file): apps in the order \(permuted.apps.map(\.name)) give another result: \
                \(difference.map { "expected \($0.0)\nobserved \($0.1)" } ?? "a different number of lines")
                """)
        }
    }

    /// The comparison above sees a difference where there is one: the rule file that shows declaration order (two
    /// apps reacting to one decision; the later reaction's activation wins) differs with its apps reversed.
    @Test func theComparisonSeesAnOrderThatMatters() throws {
        let scenario = try ScenarioLoader.load(path: Self.url("Rules/" + Self.declarationOrderFile).path)
        var reversed = scenario
        reversed.apps.reverse()
        reversed.device.foreground = scenario.device.foreground ?? scenario.apps.first?.name
        #expect(Self.canonical(ScenarioRunner.run(scenario)) != Self.canonical(ScenarioRunner.run(reversed)))
    }
}
