import AudioSessionEngine
import AudioSessionModel
import AudioSessionRuntime
import Testing

/// An event that cannot happen: refused with a typed error; the runtime stops or carries on as its options say.
@Suite struct RuntimeRejectionTests {
    @Test func aRuntimeThatCarriesOnRefusesTheEventAndAppliesTheNext() throws {
        let (runtime, _, a, _) = makeRuntime(options: Runtime.Options(stopsOnRejection: false))
        let log = Log()
        runtime.subscribe { event, engine in log.append(describe(event, engine)) }
        #expect(throws: RuntimeError.self) { try runtime.apply(UserAction.answerCall) }
        #expect(runtime.stopReason == nil)
        #expect(log.all.prefix(2) == ["applied user answerCall", "rejected impossibleStep"])
        #expect(try runtime.apply(.setCategory(SessionConfiguration(category: .playback)), by: a) == nil)
        #expect(runtime.state[a].session.configuration.category == .playback)
    }

    @Test func theRunBoundIsRefusedWithItsTypedRule() throws {
        let (runtime, _, a, _) = makeRuntime(options: Runtime.Options(actionLimitPerRun: 1))
        try runtime.apply(.setCategory(SessionConfiguration(category: .playback)), by: a)
        #expect(throws: RuntimeError.self) { try runtime.apply(.activate, by: a) }
        #expect(runtime.stopReason?.error.rule == "O5")
        #expect(runtime.stopReason?.kind == .loop)
    }

    @Test func aStrictRuntimeStopsAtTheFirstRefusalAndRefusesEverythingAfter() throws {
        let (runtime, _, a, _) = makeRuntime()
        var first: RuntimeError?
        do { try runtime.apply(UserAction.answerCall) } catch { first = error }
        #expect(first?.kind == .impossibleStep)
        #expect(runtime.stopReason == first)
        #expect(throws: first!) {
            try runtime.apply(.setCategory(SessionConfiguration(category: .playback)), by: a)
        }
        #expect(runtime.state[a].session.configuration.category != .playback)
    }

    @Test func reactionsThatLoopAreRefusedAtTheInstantLimit() throws {
        let (runtime, _, a, _) = makeRuntime(
            options: Runtime.Options(stopsOnRejection: false, actionLimitPerInstant: 10))
        // A's reaction to its own route change changes the route again (speaker, then back), forever.
        runtime.observe(a) { delivery in
            guard case .notification(.routeChange) = delivery else { return }
            let speaker = runtime.state[a].session.portOverride == .speaker
            _ = try? runtime.apply(.overrideOutput(speaker ? .none : .speaker), by: a)
        }
        let log = Log()
        runtime.subscribe { event, _ in
            if case .rejected(let error) = event { log.append("\(error.kind) \(error.error.rule?.rawValue ?? "-")") }
        }
        try runtime.apply(.setCategory(SessionConfiguration(category: .playAndRecord)), by: a)
        try runtime.apply(.activate, by: a)
        try runtime.apply(.overrideOutput(.speaker), by: a)
        #expect(log.all.first == "loop O1")
        #expect(runtime.stopReason == nil)
        // The chain stopped at the refused reaction; an action from outside at the same instant still applies.
        #expect(try runtime.apply(.setMode(.voiceChat), by: a) == nil)
        #expect(runtime.state[a].session.configuration.mode == .voiceChat)
    }
}
