import AudioSessionEngine
import AudioSessionModel
import AudioSessionRemote
import AudioSessionScenario
import AudioSessionService
import Testing

/// A stream of no app (no token, no process of a connected app) is never touched, but while it plays every app's
/// `otherAudioPlaying` is true (H1): told in the state pushes as it starts, pauses and ends, and never counted for a
/// module's streams or a connected app's own.
@Suite struct UnmanagedStreamTests {
    typealias Bench = EnforcementTests.Bench

    /// The app's `otherAudioPlaying`, as `get` reads it.
    static func otherAudioPlaying(_ bench: Bench, _ connection: ConnectionID) -> Bool? {
        let lines = bench.service.send(#"{"id":9,"get":"state"}"#, from: connection)
        guard let reply = lines.map(ServiceHarness.object).first(where: { $0["id"] == .number(9) }),
            case .object(let state)? = reply["state"], case .bool(let value)? = state["otherAudioPlaying"]
        else { return nil }
        return value
    }

    /// Whether a state push told the app `otherAudioPlaying: value`.
    static func pushed(_ lines: [String], _ value: Bool) -> Bool {
        lines.map(ServiceHarness.object).contains { line in
            guard case .object(let state)? = line["state"], line["id"] == nil else { return false }
            return state["otherAudioPlaying"] == .bool(value)
        }
    }

    @Test func aStreamOfNoAppCountsWhileItPlays() throws {
        let bench = try Bench()
        let radio = bench.service.hello("Radio", pid: 500)
        #expect(Self.otherAudioPlaying(bench, radio) == false)
        let stranger = bench.stream(pid: 777, name: "stranger")
        #expect(Self.pushed(bench.service.transport.take(radio), true), "the app is told as the stream starts")
        #expect(Self.otherAudioPlaying(bench, radio) == true)
        #expect(bench.server.stream(stranger)?.isMuted == false, "an unmanaged stream is never touched")
        bench.server.cork(stranger, true)
        bench.pump()
        #expect(Self.pushed(bench.service.transport.take(radio), false), "a corked stream plays nothing")
        bench.server.cork(stranger, false)
        bench.pump()
        #expect(Self.otherAudioPlaying(bench, radio) == true)
        bench.server.end(stranger)
        bench.pump()
        #expect(Self.pushed(bench.service.transport.take(radio), false))
        #expect(Self.otherAudioPlaying(bench, radio) == false)
    }

    @Test func anAppsOwnStreamsAndAModulesStreamsDoNotCount() throws {
        let bench = try Bench()
        let radio = bench.service.hello("Radio", pid: 500)
        _ = bench.stream(pid: 500, name: "radio")
        _ = bench.stream(pid: 9_999, name: "radio helper", token: "token-1")
        bench.server.playFromModule(77, sink: "speaker")
        bench.pump()
        #expect(Self.otherAudioPlaying(bench, radio) == false)
    }

    @Test func aStreamCountsUntilItsAppConnectsAndNotOnceItsAppLeftItSilenced() throws {
        let bench = try Bench()
        let radio = bench.service.hello("Radio", pid: 500)
        let stream = bench.stream(pid: 600, name: "podcasts")
        #expect(Self.otherAudioPlaying(bench, radio) == true)
        let podcasts = bench.service.hello("Podcasts", pid: 600)
        #expect(Self.otherAudioPlaying(bench, radio) == false, "its app connected: the stream is managed")
        #expect(Self.otherAudioPlaying(bench, podcasts) == false)
        bench.service.core.connectionClosed(podcasts)
        bench.pump()
        #expect(Self.otherAudioPlaying(bench, radio) == false, "its app was terminated: the stream left is silenced")
        bench.server.end(stream)
        _ = bench.stream(pid: 600, name: "podcasts")
        #expect(Self.otherAudioPlaying(bench, radio) == true, "a stream that starts later is nobody's")
    }

    @Test func theOutsideAudioChangesNoDecision() throws {
        let bench = try Bench()
        let radio = bench.service.hello("Radio", pid: 500)
        bench.send(EnforcementTests.play, from: radio)
        _ = bench.service.transport.take(radio)
        _ = bench.stream(pid: 777, name: "stranger")
        let lines = bench.service.transport.take(radio)
        #expect(!lines.contains { $0.contains("received") }, "no notification: H1 is a value, not an event")
        #expect(Self.otherAudioPlaying(bench, radio) == true)
        #expect(bench.server.calls.allSatisfy { !$0.hasPrefix("mute") })
    }
}
