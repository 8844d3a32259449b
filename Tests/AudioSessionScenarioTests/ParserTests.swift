import AudioSessionEngine
import AudioSessionModel
import AudioSessionScenario
import Foundation
import Testing

/// Valid scenario files parse into the exact AST, with the format's defaults filled in.
@Suite struct ParserTests {
    static let fullScenario = """
        format: 1
        name: Podcasts meets a call
        description: |
          Podcasts plays; a call comes in.
        device:
          model: iPad
          ringer: silent
          locked: true
          foreground: Maps
          devices:
            - wiredHeadset
            - {kind: bluetoothHeadset, name: AirPods}
            - {kind: airPlay, name: TV, for: longFormVideo}
          os: 26
          callStyle: fullScreen
          music: playing
        apps:
          Podcasts:
            backgroundAudio: true
            recordPermission: granted
            answersPermissionPrompt: deny
            reactions:
              - on: interruptionEnded
                if: {shouldResume: true}
                do: [activate, play]
              - on: routeChange
                if: {reason: oldDeviceUnavailable}
                do: stop
              - on: interruptionBegan
                after: 30s
                unless: interruptionEnded
                do: {deactivate: {notifyOthers: true}}
              - on: remoteCommand
                if: {command: togglePlayPause}
                do: play
          Maps:
            running: false
            remoteCommands: true
            reactions:
              - on: becameActive
                after: 0
                unless: resignedActive
                do:
                  - setCategory: {category: playback, mode: voicePrompt, options: [duckOthers, allowBluetooth]}
        steps:
          - at: 0s
            app: Podcasts
            do:
              - setCategory: {category: playback, mode: spokenAudio, policy: longFormAudio}
              - activate
              - play: {for: 1.5s}
              - record
              - record: {for: 250ms}
              - stopRecording
              - stop
              - setMode: default
              - overrideOutput: speaker
              - overrideOutput: none
              - setPreferredInput: headsetMic
              - setPreferredInput: AirPods
              - setPreferredInput: none
              - setPreferredInput: Car
              - requestRecordPermission
              - setPrefersNoInterruptionsFromSystemAlerts: true
              - setPrefersInterruptionOnRouteDisconnect: false
              - deactivate
              - deactivate: {notifyOthers: false}
              - activate:
          - at: 2m
            user: {connect: {kind: carPlay, name: Car}}
          - at: 1h
            user: lock
          - {at: 10, user: {openApp: Maps}}
          - {at: 11, user: unlock}
          - {at: 12, user: home}
          - {at: 13, user: answerCall}
          - {at: 14, user: declineCall}
          - {at: 15, user: endCall}
          - {at: 16, user: dismissAlarm}
          - {at: 17, user: {remote: pause}}
          - {at: 18, user: {ringer: ring}}
          - {at: 19, user: {killApp: Maps}}
          - {at: 20, user: {disconnect: AirPods}}
          - {at: 21, user: {connect: wiredHeadphones}}
          - {at: 0.25, system: incomingCall}
          - {at: 22, system: remoteHangUp}
          - {at: 23, system: alarm}
          - {at: 24, system: siri}
          - {at: 25, system: siriEnded}
          - {at: 26, system: resetMediaServices}
          - {at: 27, system: {smartFolio: closed}}
          - {at: 28, system: {smartFolio: open}}
          - {at: 29, user: {openApp: Phone}}
          - {at: 3s, app: Music, do: play}
          - {at: 4s, app: Music, do: [pause]}
        expect:
          - {at: 0s, app: Podcasts, received: routeChange}
          - {at: 1s, app: Podcasts, received: {routeChange: {reason: categoryChange}}}
          - {app: Maps, never: interruptionBegan}
          - {app: Maps, never: {interruptionBegan: {reason: builtInMicMuted}}, between: [1s, 2s]}
          - app: Podcasts
            sequence:
              - interruptionBegan
              - {interruptionEnded: {shouldResume: false}}
              - {silenceSecondaryAudioHint: {type: begin}}
              - mediaServicesWereLost
          - {at: 0s, app: Podcasts, error: none}
          - {at: 0s, app: Maps, error: cannotInterruptOthers}
          - at: 5s
            app: Podcasts
            state:
              appState: background
              active: true
              interrupted: false
              playing: true
              recording: false
              audible: true
              silenced: false
              ducked: false
              inputIsSilent: false
              category: playAndRecord
              mode: voiceChat
              policy: default
              options: [mixWithOthers, allowBluetooth]
              outputs: [headphones, bluetoothA2DP]
              inputs: []
              otherAudioPlaying: false
              secondaryAudioShouldBeSilencedHint: true
              recordPermission: denied
              nowPlaying: true
              interruptedBy: Phone
          - {at: 5s, app: Music, state: {playing: true, interruptedBy: none}}
          - {at: 5s, app: Phone, state: {interruptedBy: system}}
          - {at: 5s, app: Maps, state: {interruptedBy: Podcasts}}
        """

    static func seconds(_ value: Double) -> ScenarioTime { ScenarioTime(seconds: value) }

    static var expectedFullScenario: Scenario {
        var device = DeviceSetup()
        device.model = .iPad
        device.ringer = .silent
        device.locked = true
        device.foreground = "Maps"
        device.devices = [
            ExternalDevice(kind: .wiredHeadset),
            ExternalDevice(kind: .bluetoothHeadset, name: "AirPods"),
            ExternalDevice(kind: .airPlay, name: "TV", airPlayPolicy: .longFormVideo),
        ]
        device.os = .iOS26
        device.callStyle = .fullScreen
        device.musicPlaying = true

        var podcasts = AppDefinition(name: "Podcasts")
        podcasts.backgroundAudio = true
        podcasts.recordPermission = .granted
        podcasts.grantsPermission = false
        podcasts.remoteCommands = true
        podcasts.reactions = [
            Reaction(
                on: .notification(.interruptionEnded), conditions: [EventField(name: "shouldResume", value: "true")],
                actions: [.activate, .play(for: nil)], path: "apps.Podcasts.reactions[0]"),
            Reaction(
                on: .notification(.routeChange),
                conditions: [EventField(name: "reason", value: "oldDeviceUnavailable")],
                actions: [.stop], path: "apps.Podcasts.reactions[1]"),
            Reaction(
                on: .notification(.interruptionBegan), after: seconds(30), unless: .notification(.interruptionEnded),
                actions: [.deactivate(.notifyOthersOnDeactivation)], path: "apps.Podcasts.reactions[2]"),
            Reaction(
                on: .notification(.remoteCommand), conditions: [EventField(name: "command", value: "togglePlayPause")],
                actions: [.play(for: nil)], path: "apps.Podcasts.reactions[3]"),
        ]
        var maps = AppDefinition(name: "Maps")
        maps.running = false
        maps.remoteCommands = true
        maps.reactions = [
            Reaction(
                on: .lifecycle(.becameActive), after: .zero, unless: .lifecycle(.resignedActive),
                actions: [
                    .setCategory(
                        SessionConfiguration(
                            category: .playback, mode: .voicePrompt, options: [.duckOthers, .allowBluetoothHFP]))
                ],
                path: "apps.Maps.reactions[0]")
        ]

        let podcastsActions: [AppAction] = [
            .setCategory(SessionConfiguration(category: .playback, mode: .spokenAudio, policy: .longFormAudio)),
            .activate,
            .play(for: .milliseconds(1_500)),
            .record(for: nil),
            .record(for: .milliseconds(250)),
            .stopRecording,
            .stop,
            .setMode(.default),
            .overrideOutput(.speaker),
            .overrideOutput(.none),
            .setPreferredInput(.port(.headsetMic)),
            .setPreferredInput(.device("AirPods")),
            .setPreferredInput(.none),
            .setPreferredInput(.device("Car")),
            .requestRecordPermission,
            .setPrefersNoInterruptionsFromSystemAlerts(true),
            .setPrefersInterruptionOnRouteDisconnect(false),
            .deactivate([]),
            .deactivate([]),
            .activate,
        ]
        let actors: [(ScenarioTime, Step.Actor)] = [
            (.zero, .app("Podcasts", podcastsActions)),
            (seconds(120), .user(.connect(ExternalDevice(kind: .carPlay, name: "Car")))),
            (seconds(3600), .user(.lock)),
            (seconds(10), .user(.openApp("Maps"))),
            (seconds(11), .user(.unlock)),
            (seconds(12), .user(.home)),
            (seconds(13), .user(.answerCall)),
            (seconds(14), .user(.declineCall)),
            (seconds(15), .user(.endCall)),
            (seconds(16), .user(.dismissAlarm)),
            (seconds(17), .user(.remote(.pause))),
            (seconds(18), .user(.ringer(.ring))),
            (seconds(19), .user(.killApp("Maps"))),
            (seconds(20), .user(.disconnect("AirPods"))),
            (seconds(21), .user(.connect(ExternalDevice(kind: .wiredHeadphones)))),
            (seconds(0.25), .system(.incomingCall)),
            (seconds(22), .system(.remoteHangUp)),
            (seconds(23), .system(.alarm)),
            (seconds(24), .system(.siri)),
            (seconds(25), .system(.siriEnded)),
            (seconds(26), .system(.resetMediaServices)),
            (seconds(27), .system(.smartFolio(closed: true))),
            (seconds(28), .system(.smartFolio(closed: false))),
            (seconds(29), .user(.openApp("Phone"))),
            (seconds(3), .app("Music", [.play(for: nil)])),
            (seconds(4), .app("Music", [.stop])),
        ]
        let steps = actors.enumerated().map { Step(at: $0.element.0, actor: $0.element.1, path: "steps[\($0.offset)]") }

        let checks: [(String, AudioSessionScenario.Expectation.Check)] = [
            ("Podcasts", .received(at: .zero, EventPattern(kind: .routeChange))),
            (
                "Podcasts",
                .received(
                    at: seconds(1),
                    EventPattern(kind: .routeChange, fields: [EventField(name: "reason", value: "categoryChange")]))
            ),
            ("Maps", .never(EventPattern(kind: .interruptionBegan), between: nil)),
            (
                "Maps",
                .never(
                    EventPattern(
                        kind: .interruptionBegan, fields: [EventField(name: "reason", value: "builtInMicMuted")]),
                    between: seconds(1)...seconds(2))
            ),
            (
                "Podcasts",
                .sequence([
                    EventPattern(kind: .interruptionBegan),
                    EventPattern(kind: .interruptionEnded, fields: [EventField(name: "shouldResume", value: "false")]),
                    EventPattern(kind: .silenceSecondaryAudioHint, fields: [EventField(name: "type", value: "begin")]),
                    EventPattern(kind: .mediaServicesWereLost),
                ])
            ),
            ("Podcasts", .error(at: .zero, nil)),
            ("Maps", .error(at: .zero, .cannotInterruptOthers)),
            (
                "Podcasts",
                .state(
                    at: seconds(5),
                    [
                        .appState(.background), .active(true), .interrupted(false), .playing(true), .recording(false),
                        .audible(true), .silenced(false), .ducked(false), .inputIsSilent(false),
                        .category(.playAndRecord), .mode(.voiceChat), .policy(.default),
                        .options([.mixWithOthers, .allowBluetoothHFP]), .outputs([.headphones, .bluetoothA2DP]),
                        .inputs([]), .otherAudioPlaying(false), .secondaryAudioShouldBeSilencedHint(true),
                        .recordPermission(.denied), .nowPlaying(true), .interruptedBy("Phone"),
                    ])
            ),
            ("Music", .state(at: seconds(5), [.playing(true), .interruptedBy("none")])),
            ("Phone", .state(at: seconds(5), [.interruptedBy("system")])),
            ("Maps", .state(at: seconds(5), [.interruptedBy("Podcasts")])),
        ]
        let expectations = checks.enumerated().map {
            AudioSessionScenario.Expectation(app: $0.element.0, check: $0.element.1, path: "expect[\($0.offset)]")
        }

        return Scenario(
            file: "full.yaml", name: "Podcasts meets a call", description: "Podcasts plays; a call comes in.\n",
            device: device, apps: [podcasts, maps], steps: steps, expectations: expectations)
    }

    @Test func fullScenario_parsesIntoTheExactAST() throws {
        var scenario = try ScenarioLoader.parse(Self.fullScenario, file: "full.yaml")
        let expected = Self.expectedFullScenario
        // Each step knows its line (for errors found while running), in file order; the rest is compared whole.
        let lines = scenario.steps.compactMap(\.line)
        #expect(lines.count == scenario.steps.count && lines == lines.sorted() && Set(lines).count == lines.count)
        for index in scenario.steps.indices { scenario.steps[index].line = nil }
        // Each expectation knows its line too (for FILE:LINE: in reports), in file order.
        let expectationLines = scenario.expectations.compactMap(\.line)
        #expect(expectationLines.count == scenario.expectations.count && expectationLines == expectationLines.sorted())
        #expect(expectationLines.first.map { $0 > lines.last ?? 0 } == true)
        for index in scenario.expectations.indices { scenario.expectations[index].line = nil }
        for app in scenario.apps.indices {
            #expect(scenario.apps[app].reactions.allSatisfy { $0.line != nil })
            for index in scenario.apps[app].reactions.indices { scenario.apps[app].reactions[index].line = nil }
        }
        #expect(scenario.device == expected.device)
        #expect(scenario.apps == expected.apps)
        #expect(scenario.steps.count == expected.steps.count)
        for (actual, wanted) in zip(scenario.steps, expected.steps) { #expect(actual == wanted) }
        for (actual, wanted) in zip(scenario.expectations, expected.expectations) { #expect(actual == wanted) }
        #expect(scenario == expected)
    }

    @Test func minimalScenario_getsTheDefaults() throws {
        let text = """
            name: Minimal
            apps:
              Game:
              Radio:
                reactions:
                  - on: remoteCommand
                    do: play
              Quiet:
                remoteCommands: false
                reactions:
                  - {on: remoteCommand, do: play}
            """
        let scenario = try ScenarioLoader.parse(text, file: "minimal.yaml")
        #expect(scenario.file == "minimal.yaml")
        #expect(scenario.name == "Minimal")
        #expect(scenario.description == nil)
        var device = DeviceSetup()
        device.foreground = "Game"
        #expect(scenario.device == device)
        #expect(scenario.device.os == .iOS18)
        #expect(scenario.device.model == .iPhone)
        #expect(scenario.device.ringer == .ring)
        #expect(scenario.device.callStyle == .banner)
        #expect(scenario.device.musicPlaying == false)
        #expect(scenario.apps.map(\.name) == ["Game", "Radio", "Quiet"])
        #expect(scenario.apps[0] == AppDefinition(name: "Game"))
        #expect(scenario.apps[0].running && !scenario.apps[0].backgroundAudio && scenario.apps[0].grantsPermission)
        #expect(scenario.apps[0].recordPermission == .undetermined)
        #expect(scenario.apps[1].remoteCommands == true)
        #expect(scenario.apps[2].remoteCommands == false)
        #expect(scenario.steps.isEmpty && scenario.expectations.isEmpty)
    }

    @Test func foregroundNone_isTheHomeScreen() throws {
        let scenario = try ScenarioLoader.parse("name: T\ndevice: {foreground: none}\napps: {Game: {}}", file: "f")
        #expect(scenario.device.foreground == nil)
    }

    @Test func appOrder_isFileOrder() throws {
        let scenario = try ScenarioLoader.parse("name: T\napps: {Zed: {}, Alpha: {}, Mid: {}}", file: "f")
        #expect(scenario.apps.map(\.name) == ["Zed", "Alpha", "Mid"])
        #expect(scenario.device.foreground == "Zed")
    }

    @Test func json_isAccepted() throws {
        let text = """
            {"format": 1, "name": "J", "apps": {"A": {"backgroundAudio": true}},
             "steps": [{"at": 1.5, "app": "A", "do": ["activate", {"play": {"for": "2s"}}]}],
             "expect": [{"at": "1.5s", "app": "A", "error": "none"}]}
            """
        let scenario = try ScenarioLoader.parse(text, file: "j.json")
        var app = AppDefinition(name: "A")
        app.backgroundAudio = true
        #expect(scenario.apps == [app])
        #expect(
            scenario.steps == [
                Step(
                    at: ScenarioTime(seconds: 1.5),
                    actor: .app("A", [.activate, .play(for: .seconds(2))]),
                    path: "steps[0]", line: 2)
            ])
        #expect(
            scenario.expectations == [
                AudioSessionScenario.Expectation(
                    app: "A", check: .error(at: ScenarioTime(seconds: 1.5), nil), path: "expect[0]", line: 3)
            ])
    }

    @Test func deviceName_canBeReconnectedAfterDisconnect() throws {
        let text = """
            name: T
            device: {devices: [bluetoothSpeaker]}
            apps: {Game: {}}
            steps:
              - {at: 5, user: {connect: bluetoothSpeaker}}
              - {at: 1, user: {disconnect: bluetoothSpeaker}}
              - {at: 6, user: {connect: {kind: bluetoothSpeaker, name: Second}}}
            """
        let scenario = try ScenarioLoader.parse(text, file: "f")
        #expect(scenario.steps.map(\.path) == ["steps[0]", "steps[1]", "steps[2]"])
        #expect(scenario.steps[2].actor == .user(.connect(ExternalDevice(kind: .bluetoothSpeaker, name: "Second"))))
    }

    @Test func invalidCategoryCombination_isLeftForRunTime() throws {
        // Rules C3 and C5 are runtime badParam errors that a scenario can expect, not parse errors.
        let text = """
            name: T
            apps: {Game: {}}
            steps:
              - {at: 0, app: Game, do: {setCategory: {category: ambient, mode: voiceChat, options: [defaultToSpeaker]}}}
            """
        let scenario = try ScenarioLoader.parse(text, file: "f")
        let configuration = SessionConfiguration(category: .ambient, mode: .voiceChat, options: [.defaultToSpeaker])
        #expect(scenario.steps[0].actor == .app("Game", [.setCategory(configuration)]))
    }

    @Test func load_readsAFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID()).yaml").path
        try "name: From disk\napps: {Game: {}}\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let scenario = try ScenarioLoader.load(path: path)
        #expect(scenario.file == path)
        #expect(scenario.name == "From disk")
    }

    @Test(
        arguments: [
            ("2", 2_000_000_000), ("0.25", 250_000_000), ("250ms", 250_000_000), ("1.5s", 1_500_000_000),
            ("2m", 120_000_000_000), ("1h", 3_600_000_000_000), ("0", 0), ("0s", 0), ("0.1s", 100_000_000),
            (".5", 500_000_000), ("1.", 1_000_000_000), ("1e3ms", 1_000_000_000), ("0.000000001s", 1),
            ("1.5ms", 1_500_000), ("90m", 5_400_000_000_000),
        ] as [(String, Int64)])
    func times_parse(text: String, nanoseconds: Int64) throws {
        let scenario = try ScenarioLoader.parse("name: T\napps: {A: {}}\nsteps: [{at: \(text), user: lock}]", file: "f")
        #expect(scenario.steps.first?.at == ScenarioTime(nanoseconds: nanoseconds))
    }
}
