import AudioSessionRemote
import AudioSessionScenario
import AudioSessionService
import Testing

/// The protocol as the core speaks it, without a socket: hello and its refusals, replies before pushes, errors.
@Suite struct ServiceProtocolTests {
    @Test func helloRepliesWithATokenTheEpochAndTheWholeState() throws {
        let service = try ServiceHarness()
        let connection = service.connect()
        let lines = service.send(#"{"id":1,"hello":{"app":"Podcasts","protocol":1}}"#, from: connection)
        #expect(lines.count == 1)
        let reply = ServiceHarness.object(lines[0])
        #expect(reply["id"] == .number(1))
        #expect(reply["ok"] == .bool(true))
        #expect(reply["token"] == .string("token-1"))
        #expect(reply["epoch"] == .string("epoch-1"))
        guard case .object(let state)? = reply["state"] else { return #expect(Bool(false), "no state") }
        #expect(state["appState"] == .string("notRunning"))
        #expect(state["category"] == .string("soloAmbient"))
        #expect(state["active"] == .bool(false))
    }

    @Test func namesOwnersAndSecondConnectionsAreRefused() throws {
        let service = try ServiceHarness()
        func error(_ line: String, uid: UInt32 = 1_000) -> JSONValue? {
            ServiceHarness.object(service.send(line, from: service.connect(uid: uid)).first ?? "")["error"]
        }
        #expect(error(#"{"id":1,"hello":{"app":"Music"}}"#) == .string("badRequest"))
        #expect(error(#"{"id":1,"hello":{"app":" leading space"}}"#) == .string("badRequest"))
        #expect(error(#"{"id":1,"hello":{"app":"Podcasts","protocol":2}}"#) == .string("badRequest"))
        _ = service.hello("Podcasts")
        #expect(error(#"{"id":1,"hello":{"app":"Podcasts"}}"#) == .string("appInUse"))
        #expect(error(#"{"id":1,"hello":{"app":"Podcasts"}}"#, uid: 2_000) == .string("notOwner"))
        let strict = try ServiceHarness(apps: "Known: {}", allowUnknownApps: false)
        let refused = strict.send(#"{"id":1,"hello":{"app":"Stranger"}}"#, from: strict.connect())
        #expect(ServiceHarness.object(refused[0])["error"] == .string("unknownApp"))
        let known = strict.send(#"{"id":1,"hello":{"app":"Known"}}"#, from: strict.connect())
        #expect(ServiceHarness.object(known[0])["ok"] == .bool(true))
    }

    @Test func rootMayTakeAnOwnedNameOnceItIsFree() throws {
        let service = try ServiceHarness()
        let first = service.hello("Podcasts", uid: 1_000)
        service.send(#"{"id":2,"bye":{}}"#, from: first)
        let root = service.send(#"{"id":1,"hello":{"app":"Podcasts"}}"#, from: service.connect(uid: 0))
        #expect(ServiceHarness.object(root[0])["ok"] == .bool(true))
    }

    @Test func aNonMixableActivationInterruptsTheOtherAppAndTheReplyComesFirst() throws {
        let service = try ServiceHarness()
        let radio = service.hello("Radio")
        let podcasts = service.hello("Podcasts")
        service.send(#"{"id":1,"do":[{"setCategory":{"category":"playback"}},"activate","play"]}"#, from: radio)
        _ = service.transport.take(podcasts)
        let lines = service.send(#"{"id":2,"do":[{"setCategory":{"category":"playback"}},"activate"]}"#, from: podcasts)
        let reply = ServiceHarness.object(lines[0])
        #expect(reply["id"] == .number(2))
        #expect(reply["ok"] == .bool(true))
        let toRadio = service.transport.take(radio).map(ServiceHarness.object)
        let began = try #require(toRadio.first { $0["received"] == .string("interruptionBegan") })
        #expect(began["reason"] == .string("default"))
        #expect(began["rule"] == .string("A3"))
        #expect(toRadio.last?["state"] != nil, "the state push follows the notifications")
        if case .object(let state)? = toRadio.last?["state"] {
            #expect(state["interrupted"] == .bool(true))
            #expect(state["interruptedBy"] == .string("Podcasts"))
        }
        #expect(service.enforcer.calls.contains { $0.app == "Radio" && $0.enforcement == .silence })
    }

    @Test func anAppActionErrorIsTheSDKsCodeWithItsRule() throws {
        let service = try ServiceHarness()
        let app = service.hello("Notes")
        let lines = service.send(
            #"{"id":7,"do":{"setCategory":{"category":"playback","options":["defaultToSpeaker"]}}}"#, from: app)
        let reply = ServiceHarness.object(lines[0])
        #expect(reply["ok"] == .bool(false))
        #expect(reply["error"] == .string("badParam"))
        guard case .string(let because)? = reply["because"] else { return #expect(Bool(false)) }
        #expect(because.contains("(rule C3)"))
    }

    @Test func badLinesAreAnsweredAndTheConnectionGoesOn() throws {
        let service = try ServiceHarness()
        let app = service.hello("Notes")
        #expect(
            ServiceHarness.object(service.send("not json", from: app)[0]) == [
                "error": .string("badRequest"), "message": .string("not JSON"),
            ])
        let unknownAction = ServiceHarness.object(service.send(#"{"id":3,"do":"activat"}"#, from: app)[0])
        #expect(unknownAction["error"] == .string("badRequest"))
        guard case .string(let message)? = unknownAction["message"] else { return #expect(Bool(false)) }
        #expect(message.contains("did you mean 'activate'"))
        let unsupported = ServiceHarness.object(service.send(#"{"id":4,"subscribe":{}}"#, from: app)[0])
        #expect(unsupported["error"] == .string("unsupported"))
        service.core.lineTooLong(from: app)
        #expect(service.transport.take(app) == [#"{"error":"lineTooLong"}"#])
        let ping = ServiceHarness.object(service.send(#"{"id":5,"ping":{}}"#, from: app)[0])
        #expect(ping == ["id": .number(5), "ok": .bool(true)])
    }

    @Test func userAndSystemEventsNeedAPrivilegedClient() throws {
        let service = try ServiceHarness(daemonUID: 1_000)
        let stranger = service.connect(uid: 2_000)
        let refused = ServiceHarness.object(service.send(#"{"id":1,"system":"incomingCall"}"#, from: stranger)[0])
        #expect(refused["error"] == .string("notAuthorized"))
        let owner = service.connect(uid: 1_000)
        let allowed = ServiceHarness.object(
            service.send(#"{"id":2,"user":{"connect":"wiredHeadphones"}}"#, from: owner)[0])
        #expect(allowed["ok"] == .bool(true))
        let impossible = ServiceHarness.object(service.send(#"{"id":3,"user":"answerCall"}"#, from: owner)[0])
        #expect(impossible["ok"] == .bool(false))
        #expect(impossible["error"] == .string("refused"))
        let root = service.connect(uid: 0)
        #expect(
            ServiceHarness.object(service.send(#"{"id":4,"system":"incomingCall"}"#, from: root)[0])["ok"]
                == .bool(true))
    }
}
