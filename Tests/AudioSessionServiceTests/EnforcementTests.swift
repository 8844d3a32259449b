import AudioSessionEngine
import AudioSessionModel
import AudioSessionRemote
import AudioSessionScenario
import AudioSessionService
import Foundation
import Testing

/// The enforcer on a sound server in memory: what the engine decides becomes mutes, pauses, parks, duck buses and
/// moves of the apps' streams, for streams that appear later too, undone when the decision ends, journalled
/// (rule SV4) and never left in the restore database.
@Suite struct EnforcementTests {
    static let speaker = ServerEndpoint(index: 1, name: "speaker", description: "Speaker", monitor: "speaker.monitor")
    static let headphones = ServerEndpoint(
        index: 2, name: "headphones", description: "Headphones", monitor: "headphones.monitor")
    static let ports = [
        ServicePortRule(sink: "speaker", portType: .builtInSpeaker),
        ServicePortRule(
            sink: "headphones", portType: .headphones, device: ExternalDevice(kind: .wiredHeadphones, name: "Jack")),
    ]
    static let play = #"{"id":1,"do":[{"setCategory":{"category":"playback"}},"activate","play"]}"#
    static let mixable =
        #"{"id":1,"do":[{"setCategory":{"category":"playback","options":["mixWithOthers"]}},"activate","play"]}"#

    /// The duck ramp's steps, run when the test says (the daemon runs them on its queue after their delay).
    final class Steps: @unchecked Sendable {
        private let pending = Locked<[(delay: Int64, order: Int, body: @Sendable () -> Void)]>([])

        func schedule(_ delay: Int64, _ body: @escaping @Sendable () -> Void) {
            pending.withLock { $0.append((delay, $0.count, body)) }
        }

        /// Runs every step scheduled so far, in the order of their delays.
        func run() {
            let steps = pending.withLock { steps in
                defer { steps = [] }
                return steps.sorted { ($0.delay, $0.order) < ($1.delay, $1.order) }
            }
            for step in steps { step.body() }
        }
    }

    /// A daemon core on a fake server with a speaker sink.
    struct Bench {
        let server: FakeSoundServer
        let service: ServiceHarness
        let steps = Steps()

        init(
            silence: EnforcementOptions.Silence = .mute, ramp: Int64 = 0, canPause: Bool = false,
            journal: String? = nil, apps: String? = nil, sinks: [ServerEndpoint] = [EnforcementTests.speaker]
        ) throws {
            server = FakeSoundServer(graph: SoundServerGraph(sinks: sinks), canPause: canPause)
            var options = EnforcementOptions()
            options.silence = silence
            options.duckRampNanoseconds = ramp
            options.journalPath = journal
            let steps = steps
            let enforcer = Enforcer(server: server, options: options, schedule: { steps.schedule($0, $1) })
            service = try ServiceHarness(apps: apps, enforcer: enforcer, ports: EnforcementTests.ports)
            service.core.soundServerStarted(with: server.graph)
        }

        /// Delivers the server's queued events to the core, until there are none.
        func pump() {
            var events = server.takeEvents()
            while !events.isEmpty {
                for event in events { service.core.soundServerChanged(event) }
                events = server.takeEvents()
            }
        }

        /// A stream from a process, on a sink.
        func stream(pid: Int32, sink: String = "speaker", name: String, token: String? = nil) -> UInt32 {
            var properties = ["application.process.id": String(pid), "application.name": name]
            if let token { properties["audiosession.token"] = token }
            let index = server.play(sink: sink, properties: properties)
            pump()
            return index
        }

        func send(_ line: String, from connection: ConnectionID) {
            service.send(line, from: connection)
            pump()
        }
    }

    @Test func aNonMixableActivationMutesTheOtherAppAndNotifyOthersUnmutesIt() throws {
        let bench = try Bench()
        let radio = bench.service.hello("Radio", pid: 500)
        let podcasts = bench.service.hello("Podcasts", pid: 600)
        let saved = RestoreEntry(name: "sink-input-by-application-name:radio", device: "speaker", volumes: [65536])
        bench.server.saveEntry(saved)
        let stream = bench.stream(pid: 500, name: "radio")
        bench.send(Self.play, from: radio)
        #expect(bench.server.stream(stream)?.isMuted == false)
        bench.send(Self.play, from: podcasts)
        #expect(bench.server.stream(stream)?.isMuted == true)
        #expect(bench.server.restore[saved.name] == saved, "the mute is not left in the restore database")
        // The server saves the muted stream again on a change of its own; the entry that goes back is the first.
        bench.server.clientChanged(stream)
        bench.pump()
        bench.send(#"{"id":2,"do":{"deactivate":{"notifyOthers":true}}}"#, from: podcasts)
        #expect(bench.server.stream(stream)?.isMuted == false)
        #expect(bench.server.restore[saved.name] == saved)
    }

    @Test func aStreamThatAppearsLaterGetsItsAppsEnforcementAndOthersAreLeftAlone() throws {
        let bench = try Bench()
        let radio = bench.service.hello("Radio", pid: 500)
        let podcasts = bench.service.hello("Podcasts", pid: 600)
        bench.send(Self.play, from: radio)
        bench.send(Self.play, from: podcasts)
        let late = bench.stream(pid: 500, name: "radio")
        let byToken = bench.stream(pid: 9_999, name: "radio helper", token: "token-1")
        let stranger = bench.stream(pid: 777, name: "stranger")
        let podcastStream = bench.stream(pid: 600, name: "podcasts")
        #expect(bench.server.stream(late)?.isMuted == true)
        #expect(bench.server.stream(byToken)?.isMuted == true, "the token matches before the process id")
        #expect(bench.server.stream(stranger)?.isMuted == false, "an unmanaged stream is never touched")
        #expect(bench.server.stream(podcastStream)?.isMuted == false)
        #expect(!bench.server.calls.contains { $0.hasPrefix("mute \(stranger)") })
    }

    @Test func aDuckMovesTheStreamOntoADuckBusWhoseGainRampsDownAndBackUp() throws {
        let bench = try Bench(ramp: 500_000_000)
        let radio = bench.service.hello("Radio", pid: 500)
        let maps = bench.service.hello("Maps", pid: 600)
        let stream = bench.stream(pid: 500, name: "radio")
        bench.send(Self.mixable, from: radio)
        bench.send(
            #"{"id":1,"do":[{"setCategory":{"category":"playback","options":["duckOthers"]}},"activate","play"]}"#,
            from: maps)
        #expect(bench.server.sinkName(of: stream) == "audiosession-duck-1")
        bench.steps.run()
        let loopback = try #require(bench.server.graph.streams.first { $0.ownerModule != nil })
        #expect(bench.server.sinkName(of: loopback.index) == "speaker")
        let down = bench.server.calls.filter { $0.hasPrefix("volume \(loopback.index) ") }
        #expect(down.count == 10, "ten steps")
        #expect(down.last == "volume \(loopback.index) 0.200")
        #expect(bench.server.stream(stream)?.volume == 1, "the app's own volume is untouched")
        bench.server.forgetCalls()
        bench.send(#"{"id":2,"do":{"deactivate":{"notifyOthers":true}}}"#, from: maps)
        #expect(bench.server.sinkName(of: stream) == "audiosession-duck-1", "on the bus while it ramps up")
        bench.steps.run()
        bench.pump()
        let up = bench.server.calls.filter { $0.hasPrefix("volume \(loopback.index) ") }
        #expect(up.count == 10)
        #expect(up.last == "volume \(loopback.index) 1.000")
        #expect(bench.server.sinkName(of: stream) == "speaker", "back home once the ramp ends")
    }

    @Test func parkMovesTheStreamToASuspendedSinkAndBack() throws {
        let bench = try Bench(silence: .park)
        let radio = bench.service.hello("Radio", pid: 500)
        let podcasts = bench.service.hello("Podcasts", pid: 600)
        let stream = bench.stream(pid: 500, name: "radio")
        bench.send(Self.play, from: radio)
        bench.send(Self.play, from: podcasts)
        #expect(bench.server.sinkName(of: stream) == Enforcer.parkSink)
        #expect(bench.server.calls.contains("suspend \(Enforcer.parkSink) true"))
        #expect(bench.server.stream(stream)?.isMuted == false)
        #expect(bench.server.restore["sink-input-by-application-name:radio"] == nil, "no saved target is left")
        bench.send(#"{"id":2,"do":{"deactivate":{"notifyOthers":true}}}"#, from: podcasts)
        #expect(bench.server.sinkName(of: stream) == "speaker")
    }

    @Test func pauseUsesTheNodeWhereTheServerCanAndMutesWhereTheStreamHasNone() throws {
        let bench = try Bench(silence: .pause, canPause: true)
        let radio = bench.service.hello("Radio", pid: 500)
        let podcasts = bench.service.hello("Podcasts", pid: 600)
        let native = bench.server.play(
            sink: "speaker", properties: ["application.process.id": "500", "object.id": "77"])
        let plain = bench.stream(pid: 500, name: "radio")
        bench.send(Self.play, from: radio)
        bench.send(Self.play, from: podcasts)
        #expect(bench.server.calls.contains("pause 77 true"))
        #expect(bench.server.stream(native)?.isMuted == false)
        #expect(bench.server.stream(plain)?.isMuted == true)
        bench.send(#"{"id":2,"do":{"deactivate":{"notifyOthers":true}}}"#, from: podcasts)
        #expect(bench.server.calls.contains("pause 77 false"))
        #expect(bench.server.stream(plain)?.isMuted == false)
    }

    @Test func autoPausesOnlyWhereTheServerCan() {
        var options = EnforcementOptions()
        #expect(options.silenceMethod(canPause: true) == .pause)
        #expect(options.silenceMethod(canPause: false) == .mute)
        options.silence = .park
        #expect(options.silenceMethod(canPause: true) == .park)
    }

    @Test func headphonesThatAppearMoveTheRouteAndTheirRemovalPausesTheNowPlayingApp() throws {
        let bench = try Bench(apps: "Radio: {remoteCommands: true, backgroundAudio: true}")
        let radio = bench.service.hello("Radio", pid: 500)
        let stream = bench.stream(pid: 500, name: "radio")
        bench.send(Self.play, from: radio)
        _ = bench.service.transport.take(radio)
        bench.server.put(Self.headphones)
        bench.pump()
        #expect(bench.server.sinkName(of: stream) == "headphones")
        var pushes = bench.service.transport.take(radio).map(ServiceHarness.object)
        let change = try #require(pushes.first { $0["received"] == .string("routeChange") })
        #expect(change["reason"] == .string("newDeviceAvailable"))
        bench.server.remove(sink: Self.headphones.index)
        bench.pump()
        pushes = bench.service.transport.take(radio).map(ServiceHarness.object)
        let received = pushes.compactMap { $0["received"] }
        #expect(received == [.string("routeChange"), .string("interruptionBegan")], "R10: the route change first")
        #expect(bench.server.stream(stream)?.isMuted == true, "an app that does not pause is silenced anyway")
        #expect(bench.server.sinkName(of: stream) == "speaker")
    }

    @Test func theNextDaemonUndoesWhatAKilledOneLeft() throws {
        let journal = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: journal) }
        let bench = try Bench(journal: journal)
        let radio = bench.service.hello("Radio", pid: 500)
        let maps = bench.service.hello("Maps", pid: 600)
        let podcasts = bench.service.hello("Podcasts", pid: 700)
        let news = bench.service.hello("News", pid: 800)
        let stream = bench.stream(pid: 800, name: "news")
        let mapsStream = bench.stream(pid: 600, name: "maps")
        bench.send(Self.play, from: news)
        bench.send(Self.mixable, from: maps)
        bench.send(
            #"{"id":1,"do":[{"setCategory":{"category":"playback","options":["duckOthers"]}},"activate"]}"#,
            from: radio)
        #expect(bench.server.sinkName(of: mapsStream) == "audiosession-duck-1")
        bench.send(Self.play, from: podcasts)
        #expect(bench.server.stream(stream)?.isMuted == true)
        let written = try String(contentsOfFile: journal, encoding: .utf8)
        #expect(written.contains("muted"))
        #expect(written.contains("loaded"))
        // The daemon is killed: nothing is lifted. The next one reads the journal on the same server.
        var options = EnforcementOptions()
        options.journalPath = journal
        let next = Enforcer(server: bench.server, options: options)
        let undone = next.start(with: bench.server.graph)
        #expect(undone >= 3)
        #expect(bench.server.stream(stream)?.isMuted == false)
        #expect(bench.server.sinkName(of: mapsStream) == "speaker")
        #expect(!bench.server.graph.sinks.contains { $0.name.hasPrefix(Enforcer.ownSinkPrefix) })
        #expect(bench.server.restore["sink-input-by-application-name:news"] == nil, "no entry before, none after")
        #expect(try String(contentsOfFile: journal, encoding: .utf8).isEmpty)
    }

    @Test func aStreamThatEndsWhileMutedLeavesNoMuteForTheAppsNextStream() throws {
        let journal = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: journal) }
        let bench = try Bench(journal: journal)
        let radio = bench.service.hello("Radio", pid: 500)
        let podcasts = bench.service.hello("Podcasts", pid: 600)
        let stream = bench.stream(pid: 500, name: "radio")
        let key = "sink-input-by-application-name:radio"
        bench.send(Self.play, from: radio)
        bench.send(Self.play, from: podcasts)
        bench.server.end(stream)
        bench.pump()
        #expect(bench.server.restore[key] == nil, "the daemon puts the first entry back when the stream ends")
        // A killed daemon whose app's stream ended while muted: the next daemon puts the entry back.
        let late = bench.stream(pid: 500, name: "radio")
        #expect(bench.server.stream(late)?.isMuted == true)
        bench.server.end(late)
        var options = EnforcementOptions()
        options.journalPath = journal
        Enforcer(server: bench.server, options: options).start(with: bench.server.graph)
        #expect(bench.server.restore[key] == nil)
    }

    @Test func stoppingLiftsEverythingAndLeavesTheRestoreDatabaseAsItWas() throws {
        let bench = try Bench(silence: .park)
        let radio = bench.service.hello("Radio", pid: 500)
        let podcasts = bench.service.hello("Podcasts", pid: 600)
        let before = bench.server.restore
        let stream = bench.stream(pid: 500, name: "radio")
        bench.send(Self.play, from: radio)
        bench.send(Self.play, from: podcasts)
        bench.service.enforcer.liftAll()
        #expect(bench.server.sinkName(of: stream) == "speaker")
        #expect(!bench.server.graph.sinks.contains { $0.name == Enforcer.parkSink })
        #expect(bench.server.restore == before)
    }

    @Test func anAppWhoseConnectionClosedHasWhatItLeftPlayingSilencedUntilItEnds() throws {
        let bench = try Bench()
        let before = bench.server.restore
        let radio = bench.service.hello("Radio", pid: 500)
        let podcasts = bench.service.hello("Podcasts", pid: 600)
        let stream = bench.stream(pid: 500, name: "radio")
        let podcastStream = bench.stream(pid: 600, name: "podcasts")
        bench.send(Self.play, from: radio)
        #expect(bench.server.stream(stream)?.isMuted == false)
        bench.service.core.connectionClosed(radio)
        bench.pump()
        #expect(bench.server.stream(stream)?.isMuted == true, "terminated with a stream left (L6): silenced")
        #expect(bench.server.stream(podcastStream)?.isMuted == false)
        #expect(UnmanagedStreamTests.otherAudioPlaying(bench, podcasts) == false, "a silenced stream plays nothing")
        bench.server.end(stream)
        bench.pump()
        #expect(bench.server.restore == before, "the mute is not left in the restore database")
        let later = bench.stream(pid: 500, name: "radio")
        #expect(bench.server.stream(later)?.isMuted == false, "a stream that starts later is nobody's")
    }

    @Test func anAppThatConnectsAgainGetsWhatItLeftBack() throws {
        let bench = try Bench()
        let radio = bench.service.hello("Radio", pid: 500)
        let stream = bench.stream(pid: 500, name: "radio")
        bench.send(Self.play, from: radio)
        _ = bench.service.send(#"{"id":2,"bye":{}}"#, from: radio)
        bench.pump()
        #expect(bench.server.stream(stream)?.isMuted == true, "said bye and played on: terminated (L6)")
        _ = bench.service.hello("Radio", pid: 500)
        bench.pump()
        #expect(bench.server.stream(stream)?.isMuted == false, "its own again, and its new session silences nothing")
    }

    @Test func theDaemonStoppingGivesBackWhatItSilenced() throws {
        let bench = try Bench()
        let radio = bench.service.hello("Radio", pid: 500)
        let stream = bench.stream(pid: 500, name: "radio")
        bench.service.core.connectionClosed(radio)
        bench.pump()
        #expect(bench.server.stream(stream)?.isMuted == true)
        bench.service.enforcer.liftAll()
        #expect(bench.server.stream(stream)?.isMuted == false)
    }

    @Test func aFailedCallIsRecordedAsNotOK() throws {
        let record = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: record) }
        let server = FakeSoundServer(graph: SoundServerGraph(sinks: [Self.speaker]))
        let service = try ServiceHarness(
            record: try RecordWriter(path: record), enforcer: Enforcer(server: server), ports: Self.ports)
        service.core.soundServerStarted(with: server.graph)
        let radio = service.hello("Radio", pid: 500)
        let podcasts = service.hello("Podcasts", pid: 600)
        server.play(sink: "speaker", properties: ["application.process.id": "500"])
        for event in server.takeEvents() { service.core.soundServerChanged(event) }
        service.send(Self.play, from: radio)
        server.failing = true
        service.send(Self.play, from: podcasts)
        let lines = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n")
            .map { ServiceHarness.object(String($0)) }
        let enforced = try #require(lines.last { $0["enforced"] == .string("Radio") })
        #expect(enforced["as"] == .string("silence"))
        #expect(enforced["how"] == .string("mute"))
        #expect(enforced["ok"] == .bool(false))
        #expect(server.calls.filter { $0.hasPrefix("mute ") }.count == 2, "a refused call is made once more")
    }
}
