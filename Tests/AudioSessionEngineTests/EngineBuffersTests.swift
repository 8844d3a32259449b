import AudioSessionModel
import Testing

@testable import AudioSessionEngine

/// The pieces the engine keeps from event to event for speed must not change what it decides or says.
@Suite struct EngineBuffersTests {
    static func device() -> DeviceState {
        var apps = (0..<4).map { AppState(name: "App\($0)", backgroundAudio: true, handlesRemoteCommands: true) }
        apps[0].lifecycle = .foreground
        var state = DeviceState(apps: apps)
        state.front = .app(AppID(0))
        return state
    }

    static let events: [EngineEvent] = [
        .app(AppID(0), .setCategory(SessionConfiguration(category: .playback))),
        .app(AppID(0), .play(for: nil)),
        .app(AppID(1), .setCategory(SessionConfiguration(category: .playAndRecord, mode: .voiceChat))),
        .app(AppID(1), .activate),
        .user(.connect(ExternalDevice(kind: .bluetoothHeadset, name: "Buds"))),
        .user(.remote(.togglePlayPause)),
        .app(AppID(2), .setCategory(SessionConfiguration(category: .ambient))),
        .app(AppID(2), .activate),
        .turnEnded,
        .user(.disconnect("Buds")),
        .user(.openApp("App3")),
        .turnEnded,
    ]

    @Test func appendingToABufferGivesTheSameOutputsAfterWhatItHeld() throws {
        var fresh = Engine(state: Self.device())
        var reused = Engine(state: Self.device())
        let marker = EngineOutput.terminated(AppID(3))
        var buffer: [EngineOutput] = [marker]
        for event in Self.events {
            let step = try fresh.apply(event)
            let error = try reused.apply(event, appendingTo: &buffer)
            #expect(error == step.error)
            #expect(buffer.first == marker, "what the buffer held stays first")
            #expect(Array(buffer.dropFirst()) == step.outputs)
            buffer.removeSubrange(1...)
        }
        #expect(fresh.state == reused.state)
    }

    @Test func aStepThatFailsLeavesTheCallersBufferAsItWas() {
        var engine = Engine(state: Self.device())
        var buffer = [EngineOutput.terminated(AppID(1))]
        #expect(throws: SimulationError.self) { try engine.apply(.user(.disconnect("Nothing")), appendingTo: &buffer) }
        #expect(buffer == [EngineOutput.terminated(AppID(1))])
        #expect(throws: Never.self) { try engine.apply(.turnEnded, appendingTo: &buffer) }
    }

    @Test func openingAnAppByNameFindsTheFirstOfThatName() throws {
        var apps = Self.device().apps
        apps[2].name = "Twin"
        apps[3].name = "Twin"
        var engine = Engine(state: DeviceState(apps: apps))
        _ = try engine.apply(.user(.openApp("Twin")))
        #expect(engine.state.front == .app(AppID(2)))
        _ = try engine.apply(.user(.openApp("App1")))
        #expect(engine.state.front == .app(AppID(1)))
        #expect(throws: SimulationError.self) { try engine.apply(.user(.openApp("Nobody"))) }
    }

    @Test func invalidConfigurationsAreJudgedAgainEveryTime() throws {
        var engine = Engine(state: Self.device())
        let invalid = SessionConfiguration(category: .ambient, mode: .voiceChat) // C5: voiceChat needs playAndRecord.
        for _ in 0..<3 {
            let step = try engine.apply(.app(AppID(0), .setCategory(invalid)))
            #expect(step.error?.code == .badParam)
            #expect(step.error?.message.contains("rule C5") == true)
        }
        #expect(engine.state[AppID(0)].session.configuration == .initial)
    }

    @Test func aKeptValidationGivesTheSameDerivedFactsAsAFreshOne() throws {
        var engine = Engine(state: Self.device())
        let configuration = SessionConfiguration(category: .playAndRecord, mode: .voiceChat, options: .duckOthers)
        _ = try engine.apply(.app(AppID(0), .setCategory(configuration)))
        _ = try engine.apply(.app(AppID(0), .setCategory(SessionConfiguration(category: .playback))))
        _ = try engine.apply(.app(AppID(0), .setCategory(configuration))) // From the kept list this time.
        #expect(engine.routeCache.validConfigurations.derived(of: configuration, on: engine.state.os) != nil)
        #expect(engine.state[AppID(0)].session.derived == SessionState.Derived(configuration))
        #expect(
            engine.routeCache.validConfigurations.derived(of: configuration, on: .iOS26) == nil,
            "another iOS judges again")
    }

    @Test func reasonsReadTheSameWhateverTheyAreKeptAs() {
        #expect(Because(subject: "Maps", " ducks others", rule: "D1") == Because("Maps ducks others", rule: "D1"))
        #expect(Because(subject: "Maps", " ducks others", rule: "D1").description == "Maps ducks others (rule D1)")
        #expect(Because.setCategory(app: "Game", .playback).description == "Game set category playback (rule R9)")
        #expect(Because.setMode(app: "Call", .voiceChat).text == "Call set mode voiceChat")
        #expect(
            Because.remote(.togglePlayPause, nowPlaying: "Podcasts").text
                == "the user pressed togglePlayPause on the remote; Podcasts is Now Playing")
        #expect(Because.remote(.play, nowPlaying: nil).text.hasSuffix("no app is Now Playing, so Music gets it"))
        #expect(Because(after: "the user opened ", "Maps", rule: "L2") == Because("the user opened Maps", rule: "L2"))
        var because = Because("x", rule: "R10")
        #expect(because.rule == "R10")
        because.rule = "A3"
        because.text = "y"
        #expect(because == Because("y", rule: "A3"))
        #expect(Set([Because(subject: "a", "b", rule: "L3"), Because("ab", rule: "L3")]).count == 1)
    }
}
