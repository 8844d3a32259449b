import AudioSessionEngine
import AudioSessionModel
import AudioSessionScenario
import AudioSessionSimulator
import AudioSessionSound
import PropertyBased
import Testing

/// Property: a render never puts a sample on a port at a time when, by the simulator's own answers, no app is
/// audible there.
@Suite struct SilencePropertyTests {
    static let apps = ["Alpha", "Bravo", "Charlie"]
    static let actions = [
        "{setCategory: {category: playback}}", "{setCategory: {category: ambient}}",
        "{setCategory: {category: playback, options: [mixWithOthers]}}",
        "{setCategory: {category: playback, options: [mixWithOthers, duckOthers]}}",
        "{setCategory: {category: playAndRecord}}", "{setCategory: {category: record}}", "activate", "deactivate",
        "play", "stop", "{play: {for: 1s}}", "{suspendEngine: {renderAnyway: true}}", "suspendEngine", "wakeEngine",
        "{muteBus: main}", "{unmuteBus: main}", "{overrideOutput: speaker}",
    ]
    static let userActions = [
        "{ringer: silent}", "{ringer: ring}", "lock", "unlock", "home", "{openApp: Alpha}", "{openApp: Bravo}",
    ]

    /// A valid scenario from integer codes: app steps, user actions and a headset plugged in and out.
    static func scenario(_ codes: [Int]) -> String {
        var lines = [
            "name: random", "apps:", "  Alpha: {backgroundAudio: true, engine: wwise}",
            "  Bravo: {backgroundAudio: true}",
            "  Charlie: {backgroundAudio: true, sound: [330, {tone: 660, bus: bgm}]}", "steps:",
        ]
        var connected = false
        for (index, code) in codes.enumerated() {
            let at = "\(Double(index) * 0.25)s"
            switch code % 10 {
            case 0...6:
                let app = apps[(code / 10) % apps.count]
                let action = actions[(code / 30) % actions.count]
                lines.append("  - {at: \(at), app: \(app), do: [\(action)]}")
            case 7:
                lines.append(
                    "  - {at: \(at), user: \(connected ? "{disconnect: Buds}" : "{connect: {kind: bluetoothHeadset, name: Buds}}")}"
                )
                connected.toggle()
            default:
                lines.append("  - {at: \(at), user: \(userActions[(code / 10) % userActions.count])}")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func noSampleWhereNoAppIsAudible() async throws {
        await propertyCheck(count: 60, input: Gen.int(in: 0...100_000).array(of: 1...24)) { codes in
            let text = Self.scenario(codes)
            guard let scenario = try? ScenarioLoader.parse(text, file: "random.yaml") else {
                Issue.record("the generator wrote an unusable file:\n\(text)")
                return
            }
            // The simulator's own answers, instant by instant: which ports some source is audible on.
            var audible: [(time: Int64, ports: Set<PortID>)] = []
            _ = ScenarioRunner.run(scenario) { device in
                let engine = device.reading { engine in copy engine }
                var ports = Set<PortID>()
                for index in engine.state.apps.indices {
                    let id = AppID(index)
                    guard engine.isAudible(id), engine.state[id].role != .phone else { continue }
                    for port in engine.state.route(of: id).outputs { ports.insert(PortID(port)) }
                }
                audible.append((device.nanosecondsNow, ports))
            }
            let sound = ScenarioSound(running: scenario)
            let rate = 8_000
            let renderer = SoundRenderer(sound.timeline, rate: rate)
            var sink = CollectingSink(portCount: sound.timeline.ports.count)
            renderer.render(into: &sink)
            #expect(sound.report.runtimeError == nil, "\(sound.report.runtimeError?.message ?? "")\n\(text)")
            for (portIndex, port) in sound.timeline.ports.enumerated() {
                let samples = sink.ports[portIndex]
                for (index, entry) in audible.enumerated() where !entry.ports.contains(port) {
                    let start = Int(entry.time * Int64(rate) / 1_000_000_000)
                    let end =
                        index + 1 < audible.count
                        ? Int(audible[index + 1].time * Int64(rate) / 1_000_000_000) : samples.count
                    guard start < end else { continue }
                    let loud = samples[start..<min(end, samples.count)].firstIndex { $0 != 0 }
                    #expect(loud == nil, "\(port) has sound at sample \(loud ?? 0) where no app is audible:\n\(text)")
                    if loud != nil { return }
                }
            }
        }
    }
}
