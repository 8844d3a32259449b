import AudioSessionEngine
import AudioSessionScenario
import AudioSessionSimulator
import Foundation
import Testing

/// Rule O1 (version 2): "When one action moves apps to or from the front, the app leaving the front receives its
/// lifecycle events first, then the app arriving, then the others in declaration order; so the leaving app's
/// reactions run before the arriving app's."
@Suite struct LeavingAppFirstTests {
    static func scenario(appsInOrder names: [String], front: String, steps: [String]) throws -> Scenario {
        let apps = names.map { name in
            "  \(name): {reactions: [{on: resignedActive, do: stop}, {on: becameActive, do: stop}]}"
        }
        let text = """
            name: leaving app first
            device: {foreground: \(front)}
            apps:
            \(apps.joined(separator: "\n"))
            steps:
            \(steps.map { "  - {at: 1s, \($0)}" }.joined(separator: "\n"))
            """
        return try ScenarioLoader.parse(text, file: "o1.yaml")
    }

    /// The actors of the lifecycle events and reaction actions at 1 s, in trace order.
    static func order(_ scenario: Scenario) -> [String] {
        ScenarioRunner.run(scenario).events.filter { event in
            event.time == .seconds(1) && (event.category == .lifecycle || event.isReaction)
        }.map { "\($0.actor) \($0.kind)" }
    }

    @Test(arguments: [["Mail", "Notes"], ["Notes", "Mail"]])
    func openAppTellsTheLeavingAppFirstWhateverTheDeclarationOrder(_ names: [String]) throws {
        let order = Self.order(try Self.scenario(appsInOrder: names, front: "Notes", steps: ["user: {openApp: Mail}"]))
        #expect(
            order == [
                "Notes resignedActive", "Notes enteredBackground", "Mail enteredForeground", "Mail becameActive",
                "Notes stop", "Mail stop",
            ])
    }

    @Test(arguments: [["Mail", "Notes"], ["Notes", "Mail"]])
    func lockAndUnlockTellOnlyTheAppInFront(_ names: [String]) throws {
        let scenario = try Self.scenario(appsInOrder: names, front: "Notes", steps: ["user: lock", "user: unlock"])
        let order = Self.order(scenario)
        #expect(order.first == "Notes resignedActive")
        #expect(order.last == "Notes stop")
        #expect(!order.contains { $0.hasPrefix("Mail") })
    }
}
