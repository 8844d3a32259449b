import AudioSessionEngine
import AudioSessionScenario
import AudioSessionSimulator
import Testing

@testable import AudioSessionSound

/// The recorder's mirror of what the device enforces, kept from the runtime's policy changes, holds at every instant
/// what the runtime computes afresh for every app.
@Suite struct PolicyMirrorTests {
    /// Scenarios of 40 random steps each (the silence property's generator), from a fixed seed.
    static let scenarios: [String] = {
        var seed: UInt64 = 0x5EED
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % 10_000
        }
        return (0..<12).map { _ in SilencePropertyTests.scenario((0..<40).map { _ in next() }) }
    }()

    @Test(arguments: scenarios.indices)
    func theMirrorHoldsEveryViewAtEveryInstant(_ index: Int) throws {
        let scenario = try ScenarioLoader.parse(Self.scenarios[index], file: "random.yaml")
        var mirror: PolicyMirror?
        var instants = 0
        _ = ScenarioRunner.run(scenario) { device in
            if mirror == nil { mirror = PolicyMirror(device) }
            let fresh = device.runtime.policyViews
            let mirrored = mirror?.current(appCount: fresh.count) ?? []
            #expect(mirrored == fresh, "at \(device.nanosecondsNow) ns")
            instants += 1
        }
        #expect(instants > 10)
    }
}
