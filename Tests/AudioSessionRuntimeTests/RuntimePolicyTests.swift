import AudioSessionEngine
import AudioSessionModel
import AudioSessionRuntime
import Testing

/// The policy views a runtime reports as diffs (P5, P6, D1, R1).
@Suite struct RuntimePolicyTests {
    /// What the single-app queries give for `app`, read from scratch: what the diffs must add up to.
    static func recomputed(_ app: AppID, _ engine: Engine, duckLevel: Double = Engine.defaultDuckLevel) -> PolicyView {
        let route = engine.state.route(of: app)
        let session = engine.state[app].session
        return PolicyView(
            outputs: route.outputs, inputs: route.inputs,
            gain: engine.isDucked(app) ? .ducked(level: duckLevel) : .full, isSilenced: engine.isSilenced(app),
            isInterrupted: session.isInterrupted, isAudible: engine.isAudible(app),
            inputIsSilent: engine.inputIsSilent(app), isPlaying: session.isPlaying, isRecording: session.isRecording,
            isOutputMuted: session.isOutputMuted, isInputMuted: engine.state[app].isInputMuted)
    }

    /// Records the changes it is told of, per app.
    final class Changes: Sendable {
        let changes = Locked<[PolicyChange]>([])
        var all: [PolicyChange] { changes.withLock { $0 } }
        func of(_ app: AppID) -> [PolicyChange] { all.filter { $0.app == app } }
    }

    static func subscribe(_ runtime: Runtime) -> Changes {
        let changes = Changes()
        runtime.subscribePolicy { change in changes.changes.withLock { $0.append(change) } }
        return changes
    }

    @Test func aDuckerAppearingDucksTheOtherAppAndItsDiffSaysSo() throws {
        let (runtime, _, a, b) = makeRuntime(options: Runtime.Options(duckLevel: 0.25))
        try startPlaying(runtime, b)
        let changes = Self.subscribe(runtime)
        try runtime.apply(.setCategory(SessionConfiguration(category: .playback, options: .duckOthers)), by: a)
        try runtime.apply(.activate, by: a)
        let ofB = changes.of(b)
        #expect(ofB.map(\.view.gain) == [.ducked(level: 0.25)])
        #expect(ofB.first?.previous.gain == .full)
        #expect(ofB.first?.view.isDucked == true)
        #expect(runtime.policyViews[a.index].gain == .full) // D1: a ducker is never ducked.
        #expect(
            runtime.policyViews[b.index] == runtime.reading { engine, _ in Self.recomputed(b, engine, duckLevel: 0.25) }
        )
    }

    @Test func anInterruptionEndsPlayingAndAudibility() throws {
        let (runtime, _, a, _) = makeRuntime()
        try runtime.apply(.setCategory(SessionConfiguration(category: .playback)), by: a)
        try runtime.apply(.activate, by: a)
        try runtime.apply(.play(for: nil), by: a)
        #expect(runtime.policyViews[a.index].isAudible)
        let changes = Self.subscribe(runtime)
        try runtime.apply(SystemEvent.incomingCall)
        let last = try #require(changes.of(a).last)
        #expect(last.view.isInterrupted)
        #expect(!last.view.isPlaying)
        #expect(!last.view.isAudible)
        #expect(last.previous.isAudible)
    }

    @Test func aRouteChangeMovesTheOutputs() throws {
        let (runtime, _, a, b) = makeRuntime()
        try startPlaying(runtime, a)
        let changes = Self.subscribe(runtime)
        try runtime.apply(UserAction.connect(ExternalDevice(kind: .wiredHeadphones)))
        let change = try #require(changes.of(a).last)
        #expect(change.previous.outputs.map(\.portType) == [.builtInSpeaker])
        #expect(change.view.outputs.map(\.portType) == [.headphones])
        #expect(changes.of(b).allSatisfy { $0.view.outputs != $0.previous.outputs })
    }

    @Test func theRingerSilencesAmbientAppsOnly() throws {
        let (runtime, _, a, b) = makeRuntime()
        try runtime.apply(.setCategory(SessionConfiguration(category: .ambient)), by: a)
        try runtime.apply(.activate, by: a)
        try runtime.apply(.play(for: nil), by: a)
        try startPlaying(runtime, b)
        let changes = Self.subscribe(runtime)
        try runtime.apply(UserAction.ringer(.silent))
        #expect(changes.of(a).map(\.view.isSilenced) == [true])
        #expect(changes.of(a).map(\.view.isAudible) == [false])
        #expect(changes.of(b).isEmpty)
        try runtime.apply(UserAction.ringer(.ring))
        #expect(changes.of(a).map(\.view.isSilenced) == [true, false])
    }

    @Test func afterRandomEventsTheDiffsAddUpToAFullRecomputation() {
        let actions: [AppAction] = [
            .setCategory(SessionConfiguration(category: .playback, options: .mixWithOthers)),
            .setCategory(SessionConfiguration(category: .playback, options: .duckOthers)),
            .setCategory(SessionConfiguration(category: .playback)),
            .setCategory(SessionConfiguration(category: .ambient)),
            .setCategory(SessionConfiguration(category: .record)),
            .setCategory(SessionConfiguration(category: .playAndRecord)),
            .activate, .activate, .deactivate([]), .deactivate(.notifyOthersOnDeactivation), .play(for: nil),
            .play(for: nil), .stop, .record(for: nil), .stopRecording, .setOutputMuted(true), .setOutputMuted(false),
            .setInputMuted(true), .setInputMuted(false), .play(for: TimeSpan(nanoseconds: 1_000_000)),
        ]
        let userActions: [UserAction] = [
            .ringer(.silent), .ringer(.ring), .lock, .unlock, .connect(ExternalDevice(kind: .wiredHeadset)),
            .connect(ExternalDevice(kind: .bluetoothHeadset)), .disconnect("Wired Headset"), .home, .answerCall,
            .declineCall, .endCall, .muteInput(true), .muteInput(false), .openApp("A"), .openApp("C"),
        ]
        let systemEvents: [SystemEvent] = [.incomingCall, .remoteHangUp, .alarm, .siri, .siriEnded]
        for seed in 1...12 {
            var random = SplitMix64(state: UInt64(seed))
            var apps = [
                AppState(name: "A", backgroundAudio: true, lifecycle: .foreground),
                AppState(name: "B", backgroundAudio: true, lifecycle: .background),
                AppState(name: "C", backgroundAudio: true, lifecycle: .background),
            ]
            apps[0].lifecycle = .foreground
            var state = DeviceState(apps: apps)
            state.front = .app(AppID(0))
            let clock = FakeClock()
            let runtime = Runtime(
                engine: Engine(state: state), clock: clock, options: Runtime.Options(stopsOnRejection: false))
            var views = runtime.policyViews
            let changes = Self.subscribe(runtime)
            var told = 0
            for step in 0..<150 {
                switch random.next(below: 10) {
                case 0..<7:
                    let app = AppID(random.next(below: 3))
                    _ = try? runtime.apply(actions[random.next(below: actions.count)], by: app)
                case 7, 8: try? runtime.apply(userActions[random.next(below: userActions.count)])
                default: try? runtime.apply(systemEvents[random.next(below: systemEvents.count)])
                }
                clock.advance(runtime, to: TimeSpan(nanoseconds: Int64(step + 1) * 1_000_000))
                let all = changes.all
                for change in all[told...] {
                    #expect(change.previous == views[change.app.index], "seed \(seed) step \(step)")
                    #expect(change.view != change.previous)
                    views[change.app.index] = change.view
                }
                told = all.count
                let expected = runtime.reading { engine, _ in
                    engine.state.apps.indices.map { Self.recomputed(AppID($0), engine) }
                }
                for index in expected.indices {
                    #expect(views[index] == expected[index], "seed \(seed) step \(step) app \(index)")
                }
            }
            #expect(told > 20, "seed \(seed): the random events changed views \(told) times")
        }
    }
}
