import AudioSessionEngine
import AudioSessionModel
import Testing

/// The engine keeps indexes (routes, ducking, the route owner, own routes per devices) that it updates from the apps
/// an event changed. A fresh engine builds them from the whole device instead, so after any history the two must
/// decide every event identically.
@Suite struct IncrementalIndexTests {

    static let configurations = [
        SessionConfiguration(category: .playback, options: .mixWithOthers),
        SessionConfiguration(category: .playback),
        SessionConfiguration(category: .ambient),
        SessionConfiguration(category: .soloAmbient),
        SessionConfiguration(category: .playAndRecord, mode: .voiceChat),
        SessionConfiguration(category: .playAndRecord, options: [.allowBluetoothA2DP, .defaultToSpeaker]),
        SessionConfiguration(category: .playback, options: .duckOthers),
        SessionConfiguration(category: .record),
        SessionConfiguration(category: .multiRoute),
        SessionConfiguration(category: .playback, mode: .spokenAudio),
    ]

    static let devices = [
        ExternalDevice(kind: .bluetoothHeadset, name: "Buds"),
        ExternalDevice(kind: .wiredHeadset, name: "Wired"),
        ExternalDevice(kind: .carPlay, name: "Car"),
        ExternalDevice(kind: .bluetoothSpeaker, name: "Speaker"),
    ]

    /// A random event; some are impossible now (the engine then throws, identically in both engines).
    static func event(_ random: inout SplitMix64, apps: Int) -> EngineEvent {
        let app = AppID(random.next(below: apps))
        switch random.next(below: 24) {
        case 0..<3: return .app(app, .setCategory(configurations[random.next(below: configurations.count)]))
        case 3..<6: return .app(app, .activate)
        case 6..<8: return .app(app, .play(for: nil))
        case 8: return .app(app, .record(for: nil))
        case 9: return .app(app, .stop)
        case 10: return .app(app, .deactivate(random.next(below: 2) == 0 ? .notifyOthersOnDeactivation : []))
        case 11: return .app(app, .overrideOutput(random.next(below: 2) == 0 ? .speaker : .none))
        case 12: return .app(app, .setPreferredInput(random.next(below: 2) == 0 ? .device("Buds") : .none))
        case 13: return .user(.openApp("App\(app.index)"))
        case 14: return .user(.connect(devices[random.next(below: devices.count)]))
        case 15: return .user(.disconnect(devices[random.next(below: devices.count)].name))
        case 16: return .user([.home, .lock, .unlock, .answerCall, .endCall, .declineCall][random.next(below: 6)])
        case 17: return .system([.incomingCall, .remoteHangUp, .siri, .siriEnded, .alarm][random.next(below: 5)])
        case 18: return .user(.dismissAlarm)
        case 19: return .user(.killApp("App\(app.index)"))
        case 20: return .user(.remote(.togglePlayPause))
        default: return .turnEnded
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func incrementalEngineDecidesLikeAFreshOne(seed: Int) {
        let routeChanges = Self.compareWithFreshEngines(seed: seed, events: 2_000) { Self.event(&$0, apps: $1) }
        #expect(routeChanges > 50, "the stream moved routes \(routeChanges) times")
    }

    /// More distinct configurations than the own-route memo numbers (it starts over), with device sets that come
    /// back (their routes are kept): every route must still be the one a fresh engine computes.
    @Test(arguments: [11, 12])
    func ownRouteMemoStartingOverAndDeviceSetsComingBack(seed: Int) {
        let categories: [AudioSessionModel.Category] = [.playback, .playAndRecord, .record, .ambient, .multiRoute]
        let modes: [Mode] = [.default, .voiceChat, .videoChat, .spokenAudio, .measurement]
        let options: [CategoryOptions] = [
            [], .mixWithOthers, .duckOthers, .allowBluetoothHFP, .allowBluetoothA2DP, .defaultToSpeaker,
            [.allowBluetoothHFP, .defaultToSpeaker], [.allowAirPlay, .mixWithOthers],
        ]
        var configurations = 0
        let routeChanges = Self.compareWithFreshEngines(seed: seed, events: 3_000) { random, apps in
            guard random.next(below: 3) == 0 else { return Self.event(&random, apps: apps) }
            configurations += 1
            let configuration = SessionConfiguration(
                category: categories[random.next(below: categories.count)],
                mode: modes[random.next(below: modes.count)],
                options: options[random.next(below: options.count)])
            return .app(AppID(random.next(below: apps)), .setCategory(configuration))
        }
        #expect(configurations > 500, "only \(configurations) configurations were tried")
        #expect(routeChanges > 50, "the stream moved routes \(routeChanges) times")
    }

    /// Runs a random stream through an engine kept from event to event and, for every event, through a fresh engine
    /// made from the same state; returns how many route changes were delivered.
    static func compareWithFreshEngines(
        seed: Int, events: Int, _ nextEvent: (inout SplitMix64, Int) -> EngineEvent
    ) -> Int {
        let appCount = 8
        var apps = (0..<appCount).map {
            AppState(name: "App\($0)", backgroundAudio: $0 % 3 != 0, handlesRemoteCommands: $0 % 2 == 0)
        }
        apps[0].lifecycle = .foreground
        var device = DeviceState(apps: apps)
        device.front = .app(AppID(0))
        var incremental = Engine(state: device)
        var random = SplitMix64(state: UInt64(seed))
        var routeChanges = 0
        for number in 0..<events {
            let event = nextEvent(&random, appCount)
            var fresh = Engine(state: incremental.state)
            let expected = Result(catching: { () throws(SimulationError) in try fresh.apply(event) })
            let actual = Result(catching: { () throws(SimulationError) in try incremental.apply(event) })
            switch (expected, actual) {
            case (.success(let wanted), .success(let got)):
                #expect(got.outputs == wanted.outputs, "event \(number): \(event)")
                #expect(got.error == wanted.error, "event \(number): \(event)")
                routeChanges +=
                    got.outputs.filter {
                        if case .notification(_, .routeChange, _) = $0 { true } else { false }
                    }.count
            case (.failure(let wanted), .failure(let got)):
                #expect(got == wanted, "event \(number): \(event)")
            default:
                Issue.record("event \(number): \(event): one engine threw and the other did not")
            }
            #expect(incremental.state == fresh.state, "event \(number): \(event)")
            if incremental.state != fresh.state { return routeChanges }
        }
        return routeChanges
    }
}
