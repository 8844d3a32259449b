import AudioSessionEngine
import AudioSessionSimulator
import Testing

@testable import AudioSessionScenario

/// The state intervals the runner records, the lanes and markers the page draws from them, and the time axis.
@Suite struct TimelineModelTests {
    static let podcast = """
        name: A navigation prompt interrupts a podcast
        apps:
          Podcasts: {backgroundAudio: true, reactions: [{on: interruptionEnded, if: {shouldResume: true}, do: [activate, play]}]}
          Maps: {backgroundAudio: true}
        device: {foreground: Podcasts}
        steps:
          - {at: 0s, app: Podcasts, do: [{setCategory: {category: playback, mode: spokenAudio}}, activate, play]}
          - {at: 5s, user: {openApp: Maps}}
          - {at: 10s, app: Maps, do: [{setCategory: {category: playback, mode: voicePrompt}}, activate, {play: {for: 3s}}]}
          - {at: 13s, app: Maps, do: {deactivate: {notifyOthers: true}}}
          - {at: 20s, user: {connect: wiredHeadphones}}
        expect:
          - {at: 10s, app: Podcasts, state: {interrupted: true}}
          - {at: 11s, app: Podcasts, state: {playing: true}}
          - {app: Podcasts, never: mediaServicesWereLost}
        """

    static func run(_ text: String) throws -> ScenarioReport {
        ScenarioRunner.run(try ScenarioLoader.parse(text, file: "test.yaml"))
    }

    static func snapshot(_ state: AppLifecycleState, playing: Bool = false) -> AppSnapshot {
        AppSnapshot(appState: state, isActive: playing, isPlaying: playing)
    }

    // MARK: - Recording

    @Test func equalSnapshotsMergeAndALaterRecordAtTheSameInstantReplacesTheFirst() {
        var track = StateTimeline.Track(app: "A", isBuiltIn: false)
        track.record(Self.snapshot(.foreground), at: 0)
        track.record(Self.snapshot(.foreground), at: 5)
        #expect(track.intervals.count == 1)
        track.record(Self.snapshot(.foreground, playing: true), at: 7)
        track.record(Self.snapshot(.background, playing: true), at: 7)
        #expect(track.intervals.map(\.startNanoseconds) == [0, 7])
        #expect(track.intervals[0].endNanoseconds == 7)
        #expect(track.intervals[1].state.appState == .background)
        #expect(track.intervals[1].end == nil)
        // Undone within the instant: the earlier interval goes on, as if nothing happened at 9.
        track.record(Self.snapshot(.foreground), at: 9)
        track.record(Self.snapshot(.background, playing: true), at: 9)
        #expect(track.intervals.map(\.startNanoseconds) == [0, 7])
        #expect(track.intervals[1].end == nil)
        #expect(track.state(at: 8)?.appState == .background)
        #expect(track.state(at: 1)?.isPlaying == false)
    }

    @Test func theRunnerRecordsEachAppsStateAfterEveryInstantIncludingTimers() throws {
        let report = try Self.run(Self.podcast)
        let podcasts = try #require(report.timeline.track(named: "Podcasts"))
        let maps = try #require(report.timeline.track(named: "Maps"))
        // Interrupted by Maps from 10s until Maps deactivates at 13s; resuming from the background fails (A1).
        let interrupted = podcasts.intervals.filter { $0.state.isInterrupted }
        #expect(interrupted.map(\.startNanoseconds) == [10_000_000_000])
        #expect(interrupted.first?.endNanoseconds == 13_000_000_000)
        #expect(interrupted.first?.state.interruptedBy == "Maps")
        #expect(podcasts.state(at: 14_000_000_000)?.isPlaying == false)
        #expect(podcasts.state(at: 14_000_000_000)?.appState == .suspended)
        // Maps' `play {for: 3s}` stops on a timer at 13s, an instant no step or expectation names by itself.
        let playing = maps.intervals.filter { $0.state.isPlaying }
        #expect(playing.map(\.startNanoseconds) == [10_000_000_000])
        #expect(playing.first?.endNanoseconds == 13_000_000_000)
        // Headphones at 20s: the route's outputs follow.
        #expect(podcasts.state(at: 19_000_000_000)?.outputs.map(\.type) == ["builtInSpeaker"])
        #expect(podcasts.state(at: 20_000_000_000)?.outputs.map(\.type) == ["headphones"])
        // Intervals tile the run: each ends where the next starts, the last lasts to the end.
        for track in report.timeline.tracks {
            #expect(track.intervals.first?.startNanoseconds == 0)
            for (one, next) in zip(track.intervals, track.intervals.dropFirst()) { #expect(one.end == next.start) }
            #expect(track.intervals.last?.end == nil)
        }
    }

    @Test func mutedOutputAndInputAreRecordedAndWorded() throws {
        let report = try Self.run(
            """
            name: A muted player and a muted recorder
            device: {os: 26, foreground: Studio}
            apps:
              Studio: {recordPermission: granted}
            steps:
              - {at: 0s, app: Studio, do: [{setCategory: {category: playAndRecord}}, play, record]}
              - {at: 1s, app: Studio, do: [{setOutputMuted: true}, {setInputMuted: true}]}
            """)
        let studio = try #require(report.timeline.track(named: "Studio"))
        let before = try #require(studio.state(at: 0))
        let after = try #require(studio.state(at: 1_000_000_000))
        #expect(!before.isOutputMuted && !before.isInputMuted)
        #expect(after.isOutputMuted && after.isInputMuted && after.isPlaying && !after.isAudible)
        #expect(TimelineRow.output.look(before).words == "▶ playing")
        #expect(TimelineRow.output.look(after).words == "▶ playing, output muted")
        #expect(TimelineRow.input.look(after).words == "● recording silence, input muted")
    }

    @Test func aRunWithoutTraceKeepsNoTimeline() throws {
        let scenario = try ScenarioLoader.parse(Self.podcast, file: "test.yaml")
        #expect(ScenarioRunner.run(scenario, recordsTrace: false).timeline.tracks.isEmpty)
    }

    @Test func snapshotsAgreeWithStateExpectations() throws {
        // The same queries as `expect: state`: the snapshot says what the expectations observed.
        let report = try Self.run(Self.podcast)
        #expect(report.results[0].passed)
        #expect(!report.results[1].passed)
        #expect(report.results[1].observed == "{playing: false}")
        let podcasts = try #require(report.timeline.track(named: "Podcasts"))
        #expect(podcasts.state(at: 10_000_000_000)?.isInterrupted == true)
        #expect(podcasts.state(at: 11_000_000_000)?.isPlaying == false)
        #expect(podcasts.state(at: 11_000_000_000)?.category == "playback")
        #expect(podcasts.state(at: 11_000_000_000)?.mode == "spokenAudio")
    }

    // MARK: - Lanes and markers

    @Test func everyAppHasALaneAndBuiltInAppsOnlyWhenTheyTookPart() throws {
        let content = TimelineContent(report: try Self.run(Self.podcast))
        #expect(content.lanes.map(\.title) == ["steps", "Podcasts", "Maps"])
        #expect(content.lanes[0].isSteps)
        let withMusic = TimelineContent(
            report: try Self.run(
                """
                name: Music plays
                device: {music: playing}
                apps: {Maps: {}}
                expect: [{at: 0s, app: Music, state: {playing: true}}]
                """))
        #expect(withMusic.lanes.map(\.title) == ["steps", "Maps", "Music"])
        let call = TimelineContent(
            report: try Self.run(
                """
                name: A call
                apps: {Chat: {}}
                steps: [{at: 1s, system: incomingCall}, {at: 2s, user: answerCall}]
                """))
        #expect(call.lanes.map(\.title) == ["steps", "Chat", "Phone"])
        #expect(call.lane(named: "Phone")?.track?.isBuiltIn == true)
    }

    @Test func everyNotificationIsAMarkerWithItsRuleInItsAppsLane() throws {
        let report = try Self.run(Self.podcast)
        let content = TimelineContent(report: report)
        let notifications = report.events.filter { $0.category == .notification }
        let markers = content.markers.filter { $0.kind == .notification }
        #expect(notifications.count == markers.count)
        #expect(!markers.isEmpty)
        for marker in markers {
            #expect(marker.rule != nil && marker.because != nil, "\(marker.detail)")
            #expect(marker.detail.contains("(rule \(marker.rule!))"))
        }
        let began = try #require(
            content.lane(named: "Podcasts")?.markers(.notification).first { $0.name == "interruptionBegan" })
        #expect(began.time == 10_000_000_000)
        #expect(began.label.hasPrefix("began"))
        #expect(began.rule == "A3")
        // Steps of the user and the system go to the steps lane; an app's calls to its own lane.
        #expect(content.lanes[0].markers.map(\.label) == ["user: openApp Maps", "user: connect wiredHeadphones"])
        #expect(
            content.lane(named: "Maps")?.markers(.call).map(\.name) == [
                "setCategory", "activate", "play", "deactivate",
            ])
        let reactions = content.lane(named: "Podcasts")?.markers(.call).filter { $0.label.hasPrefix("↳") }
        #expect(reactions?.map(\.name) == ["activate", "play"])
        #expect(reactions?.allSatisfy(\.failed) == true)
        #expect(reactions?.first?.label == "↳ activate ✗ cannotInterruptOthers")
    }

    @Test func expectationsAreMarkersAtTheirTimesAndFailuresAreFlagged() throws {
        let content = TimelineContent(report: try Self.run(Self.podcast))
        let checks = try #require(content.lane(named: "Podcasts")?.markers(.expectation))
        #expect(checks.map(\.id) == ["e0", "e1", "e2"])
        #expect(checks.map(\.time) == [10_000_000_000, 11_000_000_000, nil])
        #expect(checks.map(\.failed) == [false, true, false])
        #expect(content.failures.map(\.path) == ["expect[1]"])
        #expect(checks[1].detail.contains("observed"))
    }

    @Test func unknownNotificationKindsAreDrawnUnderTheirOwnName() {
        let event = TraceEvent(
            time: 2_000_000_000, actor: "Chat", app: AppID(0), category: .notification, kind: "performAnswerCall",
            because: Because("the user answered", rule: "K2"))
        let report = ScenarioReport(name: "CallKit", file: "k.yaml", events: [event], results: [])
        let content = TimelineContent(report: report)
        let marker = try? #require(content.lane(named: "Chat")?.markers.first)
        #expect(marker?.label == "performAnswerCall · K2")
        #expect(marker?.rule == "K2")
        #expect(TimelinePage(reports: [report]).html.contains("data-kind=\"performAnswerCall\" data-rule=\"K2\""))
    }

    // MARK: - Time axis

    @Test func theAxisKeepsOrderGapsAndBounds() {
        let instants: [Int64] = [0, 1, 2, 3, 1_000_000_000_000, 3_600_000_000_000]
        let scale = TimeScale(instants: instants, start: 100, end: 1100, tail: 100, minimumGap: 40)
        #expect(scale.positions.first == 100)
        #expect(scale.positions.last! <= 1000.0001)
        for (one, next) in zip(scale.positions, scale.positions.dropFirst()) { #expect(next - one >= 39.9) }
        #expect(scale.x(1_800_000_000_000) > scale.x(1_000_000_000_000))
        #expect(scale.x(1_800_000_000_000) < scale.x(3_600_000_000_000))
        #expect(scale.x(end: nil) == 1100)
        // Evenly spaced instants stay in proportion.
        let even = TimeScale(instants: [0, 10, 20], start: 0, end: 300, tail: 100, minimumGap: 10)
        #expect(even.positions == [0, 100, 200])
    }
}

/// The device's own state over time, drawn in the steps lane.
@Suite struct DeviceTimelineTests {
    @Test func theDevicesStateIsRecordedAfterEachInstant() throws {
        let report = try TimelineModelTests.run(
            """
            name: Device
            description: The switch, the lock and a headset.
            apps: {Game: {}}
            steps:
              - {at: 1s, user: {ringer: silent}}
              - {at: 2s, user: {connect: {kind: wiredHeadset, name: Wired}}}
              - {at: 3s, user: lock}
              - {at: 4s, system: incomingCall}
            """)
        let device = report.timeline.device
        #expect(device.map(\.startNanoseconds) == [0, 1_000_000_000, 2_000_000_000, 3_000_000_000, 4_000_000_000])
        #expect(device[0].state.words == ["Game in front"])
        #expect(device[2].state.words == ["Game in front", "silent", "Wired"])
        #expect(device[3].state.isLocked)
        #expect(device[4].state.calls == ["cellular call ringing"])
        #expect(device.last?.end == nil)
        let html = TimelinePage(reports: [report]).html
        #expect(html.contains("<g class=\"row device\">"))
        #expect(html.contains("<table class=\"intervals device\"><caption>The device</caption>"))
        #expect(html.contains("<p class=\"description\">The switch, the lock and a headset.</p>"))
    }
}
