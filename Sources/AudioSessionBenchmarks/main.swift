import AudioSessionEngine
import AudioSessionModel
import AudioSessionScenario
import AudioSessionSimulator
import Foundation

// Benchmarks that print figures; run with `swift run -c release audiosession-bench [examples-folder]`.
// `--breakdown` adds the time per event kind and the outputs per event; `--engine-only` runs the engine figure alone;
// `--events N` sets the number of engine events (1,000,000); `--rounds N` how many times they run (3, median printed).
// `--sound` runs the sound benchmark alone (render against `sox -m`, peak memory for 10 and 60 minutes; `--rounds N`
// timed runs of each, 5 by default). `--scale` runs the large and pathological inputs alone (ScaleBenchmark.swift).
// `--serve` runs the daemon's figures alone (ServiceBenchmark.swift): latency, many clients, idle connections, a client
// crash, a restart (`SERVE_REQUESTS` and `SERVE_CLIENTS` change the 10,000 requests and the 200 clients).
// `--sound-server` runs `audiosession serve` on the sound server `PULSE_SERVER` names (SoundServerBenchmark.swift):
// decision, hotplug, client crash and daemon restart to what is heard or pushed (needs the traits PulseAudio,PipeWire).

/// Seconds taken by `body`, from a monotonic clock (the benchmark's own; never used inside the engine).
func measure(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

func scenariosPerSecond(folder: String) {
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted().map { folder + "/" + $0 }
    guard !files.isEmpty else {
        print("scenarios: no .yaml files in \(folder)")
        return
    }
    let parsed = files.compactMap { try? ScenarioLoader.load(path: $0) }
    let rounds = 50
    let runOnly = measure { for _ in 0..<rounds { for scenario in parsed { _ = ScenarioRunner.run(scenario) } } }
    let withParsing = measure {
        for _ in 0..<rounds { for file in files { _ = try? ScenarioRunner.run(ScenarioLoader.load(path: file)) } }
    }
    let count = Double(rounds * files.count)
    print(
        String(
            format: "scenarios: %d examples x %d rounds: %.0f scenarios/s parsed and run, %.0f scenarios/s run only",
            files.count, rounds, count / withParsing, count / runOnly))
}

/// A device with `count` apps, each with background audio.
func device(apps count: Int) -> DeviceState {
    var apps = (0..<count).map { AppState(name: "App\($0)", backgroundAudio: true, handlesRemoteCommands: $0 % 2 == 0) }
    apps[0].lifecycle = .foreground
    var state = DeviceState(apps: apps)
    state.front = .app(AppID(0))
    return state
}

func engineEventsPerSecond(apps: Int, events: Int, rounds: Int) {
    var engine = Engine(state: device(apps: apps))
    var random = SplitMix64(state: 42)
    let configurations = [
        SessionConfiguration(category: .playback, options: .mixWithOthers),
        SessionConfiguration(category: .playback),
        SessionConfiguration(category: .ambient),
        SessionConfiguration(category: .playAndRecord, mode: .voiceChat),
        SessionConfiguration(category: .playback, options: .duckOthers),
    ]
    var stream: [EngineEvent] = []
    stream.reserveCapacity(events)
    var connected = false
    for _ in 0..<events {
        let app = AppID(Int(random.next() % UInt64(apps)))
        switch random.next() % 20 {
        case 0..<3: stream.append(.app(app, .setCategory(configurations[Int(random.next() % 5)])))
        case 3..<7: stream.append(.app(app, .activate))
        case 7..<10: stream.append(.app(app, .play(for: nil)))
        case 10..<12: stream.append(.app(app, .stop))
        case 12..<14: stream.append(.app(app, .deactivate(.notifyOthersOnDeactivation)))
        case 14: stream.append(.user(.openApp("App\(app.index)")))
        case 15:
            stream.append(
                connected
                    ? .user(.disconnect("Buds"))
                    : .user(.connect(ExternalDevice(kind: .bluetoothHeadset, name: "Buds"))))
            connected.toggle()
        case 16: stream.append(.user(.remote(.togglePlayPause)))
        default: stream.append(.turnEnded)
        }
    }
    let start = engine
    var errors = 0
    var outputs = 0
    var seconds: [Double] = []
    var buffer: [EngineOutput] = [] // One buffer for every event, as a simulator's loop would keep.
    for _ in 0..<rounds { // Each round from the same start; the median is printed (a shared machine is noisy).
        engine = start
        (errors, outputs) = (0, 0)
        // The events are handed over one by one, latest last, as a simulator takes them off its queue (not copied).
        var queue = Array(stream.reversed())
        seconds.append(
            measure {
                while let event = queue.popLast() {
                    buffer.removeAll(keepingCapacity: true)
                    do {
                        if try engine.apply(event, appendingTo: &buffer) != nil { errors += 1 }
                    } catch {
                        continue
                    }
                    outputs += buffer.count
                }
            })
    }
    let rates = seconds.map { Double(events) / $0 }.sorted()
    let median = rates[rates.count / 2]
    print(
        String(
            format:
                "engine: %d apps, %d events: %.0f events/s, median of %d runs (%.2f–%.2f million; %.2f µs/event; %.2f outputs/event; %d app calls failed as iOS would)",
            apps, events, median, rounds, rates.first! / 1e6, rates.last! / 1e6, 1e6 / median,
            Double(outputs) / Double(events), errors))
    if breakdown { printBreakdown(start: start, stream: stream) }
}

/// The kind of an event, for the breakdown.
func kind(of event: EngineEvent) -> String {
    switch event {
    case .app(_, let action): "app " + String(describing: action).prefix { $0 != "(" }
    case .user(let action): "user " + String(describing: action).prefix { $0 != "(" }
    case .system(let event): "system " + String(describing: event).prefix { $0 != "(" }
    default: String(describing: event).prefix { $0 != "(" }.description
    }
}

/// Time per event kind, replaying the same stream from the same start (a second, instrumented run).
func printBreakdown(start: Engine, stream: [EngineEvent]) {
    var engine = start
    var totals: [String: (count: Int, seconds: Double)] = [:]
    var outputKinds: [String: Int] = [:]
    let clock = ContinuousClock()
    for event in stream {
        let began = clock.now
        let step = try? engine.apply(event)
        let elapsed = began.duration(to: clock.now)
        for output in step?.outputs ?? [] {
            switch output {
            case .notification(_, let notification, _):
                outputKinds["notification " + notification.kind.rawValue, default: 0] += 1
            case .note(_, let note, _): outputKinds["note " + Vocabulary.standard.name(of: note), default: 0] += 1
            default: outputKinds[String(describing: output).prefix { $0 != "(" }.description, default: 0] += 1
            }
        }
        let seconds = Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds)
        totals[kind(of: event), default: (0, 0)].count += 1
        totals[kind(of: event), default: (0, 0)].seconds += seconds
    }
    let all = totals.values.map(\.seconds).reduce(0, +)
    for (name, total) in totals.sorted(by: { ($0.value.seconds, $0.key) > ($1.value.seconds, $1.key) }) {
        let label = name.padding(toLength: 24, withPad: " ", startingAt: 0)
        print(
            String(
                format: "  %@ %8d events %8.2f µs/event %6.1f%% of the time", label, total.count,
                total.seconds / Double(total.count) * 1e6, total.seconds / all * 100))
    }
    for (name, count) in outputKinds.sorted(by: { ($0.value, $0.key) > ($1.value, $1.key) }) {
        print(
            String(
                format: "  %@ %8.3f per event", name.padding(toLength: 40, withPad: " ", startingAt: 0),
                Double(count) / Double(stream.count)))
    }
}

func activationCost(activeSessions: Int) {
    var state = device(apps: activeSessions + 1)
    for index in 1...activeSessions {
        state[AppID(index)].lifecycle = .background
        state[AppID(index)].session.configuration = SessionConfiguration(category: .playback, options: .mixWithOthers)
        state[AppID(index)].session.isActive = true
        state[AppID(index)].session.isPlaying = true
        state[AppID(index)].session.activationSequence = index
    }
    state.activationCounter = activeSessions
    var engine = Engine(state: state)
    _ = try? engine.apply(.app(AppID(0), .setCategory(SessionConfiguration(category: .playback))))
    let repetitions = max(20, 200_000 / activeSessions)
    let seconds = measure {
        for _ in 0..<repetitions {
            _ = try? engine.apply(.app(AppID(0), .activate))
            _ = try? engine.apply(.app(AppID(0), .deactivate([])))
        }
    }
    let perActivation = seconds / Double(repetitions * 2)
    print(
        String(
            format: "activation: %6d active sessions: %9.2f µs per activate or deactivate (%.3f µs per session)",
            activeSessions, perActivation * 1e6, perActivation * 1e6 / Double(activeSessions)))
}

let arguments = CommandLine.arguments.dropFirst()
let breakdown = arguments.contains("--breakdown")
let engineOnly = arguments.contains("--engine-only")
let folder = arguments.first { !$0.hasPrefix("--") && Int($0) == nil } ?? "Examples"
if let index = arguments.firstIndex(of: "--sound-memory"), arguments.index(after: index) < arguments.endIndex {
    soundMemory(minutes: Int(arguments[arguments.index(after: index)]) ?? 10)
    exit(0)
}
if let index = arguments.firstIndex(of: "--sound-render"), arguments.index(index, offsetBy: 2) < arguments.endIndex {
    soundRender(
        file: arguments[arguments.index(after: index)], directory: arguments[arguments.index(index, offsetBy: 2)])
}
if arguments.contains("--serve") {
    ServiceBenchmark.run()
    exit(0)
}
if arguments.contains("--sound-server") {
    exit(SoundServerBenchmark.run())
}
if arguments.contains("--scale") {
    scaleBenchmark()
    exit(0)
}
if arguments.contains("--sound") {
    let rounds = arguments.firstIndex(of: "--rounds").flatMap {
        arguments.index(after: $0) < arguments.endIndex ? Int(arguments[arguments.index(after: $0)]) : nil
    }
    soundBenchmark(rounds: max(1, rounds ?? 5))
    exit(0)
}
#if DEBUG
    print("note: a debug build; use `swift run -c release audiosession-bench` for representative figures")
#endif
if !engineOnly { scenariosPerSecond(folder: folder) }
/// The number after `flag`, if given.
func number(after flag: String) -> Int? {
    arguments.firstIndex(of: flag).flatMap {
        arguments.index(after: $0) < arguments.endIndex ? Int(arguments[arguments.index(after: $0)]) : nil
    }
}
let eventCount = number(after: "--events") ?? 1_000_000
let rounds = max(1, number(after: "--rounds") ?? 3)
engineEventsPerSecond(apps: 100, events: eventCount, rounds: rounds)
if !engineOnly { for count in [10, 100, 1_000, 10_000] { activationCost(activeSessions: count) } }
