import AudioSessionRemote
import AudioSessionScenario
import AudioSessionService
import Testing

/// Rules SV1 and SV2 (a connection that closes), bye, and the engine's timers on the service's clock.
@Suite struct ServiceRulesTests {
    private func interruptedRadio(
        _ exit: ServiceConfiguration.ClientExit
    ) throws -> (ServiceHarness, radio: ConnectionID, podcasts: ConnectionID) {
        let service = try ServiceHarness(clientExit: exit)
        let radio = service.hello("Radio")
        let podcasts = service.hello("Podcasts")
        service.send(#"{"id":1,"do":[{"setCategory":{"category":"playback"}},"activate","play"]}"#, from: radio)
        service.send(#"{"id":1,"do":[{"setCategory":{"category":"playback"}},"activate","play"]}"#, from: podcasts)
        _ = service.transport.take(radio)
        return (service, radio, podcasts)
    }

    @Test func aClosedConnectionReleasesWhatItInterrupted() throws {
        let (service, radio, podcasts) = try interruptedRadio(.release)
        service.core.connectionClosed(podcasts)
        let pushes = service.transport.take(radio).map(ServiceHarness.object)
        let ended = try #require(pushes.first { $0["received"] == .string("interruptionEnded") })
        #expect(ended["shouldResume"] == .bool(true))
        #expect(ended["rule"] == .string("I3"))
        #expect(service.enforcer.calls.last { $0.app == "Radio" }?.enforcement == Enforcement.none)
    }

    @Test func withTerminateTheInterruptedAppIsOrphaned() throws {
        let (service, radio, podcasts) = try interruptedRadio(.terminate)
        service.core.connectionClosed(podcasts)
        let pushes = service.transport.take(radio).map(ServiceHarness.object)
        #expect(!pushes.contains { $0["received"] == .string("interruptionEnded") })
        #expect(service.enforcer.calls.last { $0.app == "Radio" }?.enforcement == .silence)
    }

    @Test func byeTerminatesWithoutReleasing() throws {
        let (service, radio, podcasts) = try interruptedRadio(.release)
        let lines = service.send(#"{"id":9,"bye":{}}"#, from: podcasts)
        #expect(ServiceHarness.object(lines[0]) == ["id": .number(9), "ok": .bool(true)])
        #expect(service.transport.closed == [podcasts])
        #expect(!service.transport.take(radio).contains { $0.contains("interruptionEnded") })
    }

    @Test func aPlayDurationEndsOnTheServiceClock() throws {
        let service = try ServiceHarness()
        let app = service.hello("Chime")
        service.send(#"{"id":1,"do":[{"setCategory":{"category":"playback"}},{"play":{"for":"2s"}}]}"#, from: app)
        service.advance(seconds: 1)
        #expect(service.transport.take(app).isEmpty)
        service.advance(seconds: 1.5)
        let pushes = service.transport.take(app).map(ServiceHarness.object)
        guard case .object(let state)? = pushes.last?["state"] else { return #expect(Bool(false), "\(pushes)") }
        #expect(state["playing"] == .bool(false))
    }
}
