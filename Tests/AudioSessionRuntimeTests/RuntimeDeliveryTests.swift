import AudioSessionEngine
import AudioSessionModel
import AudioSessionRuntime
import Testing

/// Delivery order (O1, O2) and what subscribers see.
@Suite struct RuntimeDeliveryTests {
    @Test func oneDecisionReachesEveryAppBeforeTheReactionsItTriggersAreApplied() throws {
        let (runtime, _, a, b) = makeRuntime()
        try startPlaying(runtime, a, b)
        let log = Log()
        runtime.subscribe { event, engine in
            if case .actionApplied = event { log.append(describe(event, engine)) }
            if case .delivered = event { log.append(describe(event, engine)) }
        }
        runtime.observe(a) { delivery in
            guard case .notification(.interruptionBegan) = delivery else { return }
            log.append("A reacts")
            _ = try? runtime.apply(.setMode(.spokenAudio), by: a)
        }
        runtime.observe(b) { delivery in
            if case .notification(.interruptionBegan) = delivery { log.append("B reacts") }
        }
        try runtime.apply(SystemEvent.incomingCall)
        let interruption = log.all.drop { !$0.hasSuffix("interruptionBegan") }.filter { !$0.hasSuffix("routeChange") }
        #expect(
            Array(interruption.prefix(5)) == [
                "delivered A interruptionBegan", "delivered B interruptionBegan", "A reacts",
                "applied A setMode (reaction)", "B reacts",
            ])
    }

    @Test func subscribersSeeTheActionBeforeWhatItDelivers() throws {
        let (runtime, _, a, _) = makeRuntime()
        let log = Log()
        let subscription = runtime.subscribe { event, engine in log.append(describe(event, engine)) }
        try runtime.apply(.setCategory(SessionConfiguration(category: .playback)), by: a)
        runtime.unsubscribe(subscription)
        try runtime.apply(.activate, by: a)
        #expect(log.all.first == "applied A setCategory")
        #expect(!log.all.contains { $0.contains("activate") })
    }
}
