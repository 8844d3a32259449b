import AudioSessionEngine
import AudioSessionModel
import AudioSessionRuntime
import Testing

/// Apps that come and go while the runtime runs.
@Suite struct RuntimeAppsTests {
    @Test func aRegisteredAppStartsNotRunningAndComesLastInDeliveryOrder() throws {
        let (runtime, _, a, b) = makeRuntime()
        let c = runtime.register(AppState(name: "C", backgroundAudio: true, lifecycle: .foreground))
        #expect(c == AppID(2))
        #expect(runtime.lifecycle(of: c) == .notRunning)
        #expect(runtime.app(named: "C") == c)
        try runtime.turn {
            runtime.willRunCode(of: c) // Launched in the background for its own step (L4).
            try startPlaying(runtime, c, a, b)
        }
        let log = Log()
        for app in [c, b, a] {
            runtime.observe(app) { delivery in
                if case .notification(.interruptionBegan) = delivery { log.append(runtime.state[app].name) }
            }
        }
        try runtime.apply(SystemEvent.incomingCall)
        #expect(log.all == ["A", "B", "C"])
    }

    @Test func aRemovedAppIsTerminatedAndEverythingAddressedToItIsRefused() throws {
        let (runtime, _, a, b) = makeRuntime(options: Runtime.Options(stopsOnRejection: false))
        try startPlaying(runtime, a, b)
        let log = Log()
        runtime.observe(b) { _ in log.append("B's code ran") }
        runtime.subscribe { event, engine in
            if case .note(.app, .terminated, let because, _) = event { log.append(because.description) }
        }
        try runtime.remove(b)
        #expect(runtime.lifecycle(of: b) == .notRunning)
        #expect(runtime.state[b].isRemoved)
        #expect(runtime.app(named: "B") == nil)
        #expect(log.all == ["B was removed from the device (rule L6)"])
        #expect(throws: RuntimeError.self) { try runtime.apply(.activate, by: b) }
        #expect(runtime.stopReason == nil)
        // The runtime carries on with the others, and B's endpoints are gone.
        try runtime.apply(SystemEvent.incomingCall)
        #expect(runtime.state[a].session.isInterrupted)
        #expect(!log.all.contains("B's code ran"))
    }

    @Test func anIdIsNeverReusedAfterARemoval() throws {
        let (runtime, _, _, b) = makeRuntime()
        try runtime.remove(b)
        let again = runtime.register(AppState(name: "B"))
        #expect(again != b)
        #expect(runtime.app(named: "B") == again)
    }
}
