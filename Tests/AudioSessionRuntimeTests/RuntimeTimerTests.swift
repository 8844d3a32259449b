import AudioSessionEngine
import AudioSessionModel
import AudioSessionRuntime
import Testing

/// The engine's timers and the apps' callbacks, on a clock the test moves.
@Suite struct RuntimeTimerTests {
    @Test func aCallbackIsScheduledOnTheClockAndRunsWhenFired() {
        let (runtime, clock, a, _) = makeRuntime()
        let log = Log()
        runtime.schedule(after: .seconds(2), for: a) { log.append("late") }
        runtime.schedule(after: .seconds(1), for: a) { log.append("early \(runtime.isRunningCode(of: a))") }
        #expect(clock.pending.map(\.deadline) == [.seconds(1), .seconds(2)])
        clock.advance(runtime, to: .seconds(1))
        #expect(log.all == ["early true"])
        clock.advance(runtime, to: .seconds(5))
        #expect(log.all == ["early true", "late"])
    }

    @Test func aCancelledCallbackIsCancelledOnTheClockAndNeverRuns() {
        let (runtime, clock, a, _) = makeRuntime()
        let log = Log()
        let id = runtime.schedule(after: .seconds(1), for: a) { log.append("ran") }
        runtime.cancel(id)
        #expect(clock.state.withLock { $0.cancelled } == [RuntimeTimer(id)])
        runtime.fire(RuntimeTimer(id)) // A driver that fires it anyway changes nothing.
        #expect(log.all.isEmpty)
    }

    @Test func playForADurationStopsWhenTheEnginesTimerFires() throws {
        let (runtime, clock, a, _) = makeRuntime()
        try runtime.apply(.setCategory(SessionConfiguration(category: .playback)), by: a)
        try runtime.apply(.activate, by: a)
        try runtime.apply(.play(for: .seconds(3)), by: a)
        #expect(clock.pending.map(\.deadline) == [.seconds(3)])
        #expect(runtime.state[a].session.isPlaying)
        clock.advance(runtime, to: .seconds(3))
        #expect(!runtime.state[a].session.isPlaying)
    }

    @Test func aSuspendedAppsCallbackIsHeldUntilItRunsAgain() throws {
        let (runtime, clock, _, b) = makeRuntime()
        runtime.turn {} // B has no audio: L3 suspends it.
        #expect(runtime.lifecycle(of: b) == .suspended)
        let log = Log()
        runtime.subscribe { event, engine in
            if case .note(_, .timerHeld, _, _) = event { log.append(describe(event, engine)) }
        }
        runtime.schedule(after: .seconds(1), for: b) { log.append("B's callback") }
        clock.advance(runtime, to: .seconds(1))
        #expect(log.all == ["note timerHeld"])
        runtime.turn { runtime.willRunCode(of: b) }
        #expect(log.all == ["note timerHeld", "B's callback"])
    }
}
