import AudioSessionModel
import AudioSessionTesting
import Foundation
import Testing

/// A CallKit delegate that records its callbacks and fulfills, fails or leaves pending what it is asked.
final class ScriptedCallDelegate: CallProviderDelegate {
    enum Outcome { case fulfill, fail, leavePending }

    let log = Recorder<String>()
    let outcome: Outcome

    init(_ outcome: Outcome = .fulfill) { self.outcome = outcome }

    private func handle(_ name: String, _ action: CallAction) {
        log.append(name)
        switch outcome {
        case .fulfill: action.fulfill()
        case .fail: action.fail()
        case .leavePending: break
        }
    }

    func providerDidReset() { log.append("reset") }
    func performAnswerCall(_ action: CallAction) { handle("answer", action) }
    func performStartCall(_ action: CallAction) { handle("start", action) }
    func performEndCall(_ action: CallAction) { handle("end", action) }
    func performSetHeldCall(_ action: CallAction, isOnHold: Bool) { handle(isOnHold ? "hold" : "unhold", action) }
    func didActivate(_ session: any AudioSessionProtocol) { log.append("didActivate") }
    func didDeactivate(_ session: any AudioSessionProtocol) { log.append("didDeactivate") }
}

/// `SimulatedCallProvider`: the Kit's CallKit surface on the simulated device, rules K through the engine.
@Suite struct SimulatedCallProviderTests {
    struct Fixture {
        let device: SimulatedDevice
        let session: SimulatedAudioSession
        let provider: SimulatedCallProvider
        let delegate: ScriptedCallDelegate
        let music: AppID

        init(_ outcome: ScriptedCallDelegate.Outcome = .fulfill) throws {
            device = SimulatedDevice(
                DeviceConfiguration(
                    apps: [.init(name: "Caller", backgroundAudio: true, recordPermission: .granted, usesCallKit: true)],
                    foreground: "Caller", isMusicPlaying: true))
            session = try #require(SimulatedAudioSession(device: device, appNamed: "Caller", activation: .inactive))
            try session.setCategory(.playAndRecord, mode: .voiceChat, policy: .default, options: [])
            provider = SimulatedCallProvider(session: session)
            delegate = ScriptedCallDelegate(outcome)
            provider.setDelegate(delegate)
            music = try #require(device.app(named: "Music"))
        }

        var caller: AppState { device.state[session.app] }

        func report(_ uuid: UUID) -> CallError? {
            result { provider.reportNewIncomingCall(with: uuid, completion: $0) }
        }

        func result(_ body: (@escaping @Sendable (CallError?) -> Void) -> Void) -> CallError? {
            let error = Locked<CallError?>(nil)
            let answered = Locked(false)
            body { result in
                error.withLock { $0 = result }
                answered.withLock { $0 = true }
            }
            #expect(answered.withLock { $0 }, "the simulated system answers before returning")
            return error.withLock { $0 }
        }
    }

    @Test func theSessionIsActivatedOnlyOnceTheAnswerIsFulfilled() throws {
        let fixture = try Fixture()
        #expect(fixture.report(UUID()) == nil)
        try fixture.device.perform(.answerCall)
        #expect(fixture.delegate.log.all == ["answer", "didActivate"])
        #expect(fixture.caller.session.isActive)
        #expect(fixture.device.state.call(of: fixture.session.app)?.phase == .connected)
    }

    @Test(arguments: [ScriptedCallDelegate.Outcome.fail, .leavePending])
    func anAnswerFailedOrLeftPendingEndsTheCall(outcome: ScriptedCallDelegate.Outcome) throws {
        let fixture = try Fixture(outcome)
        #expect(fixture.report(UUID()) == nil)
        #expect(fixture.device.state[fixture.music].session.isInterrupted, "the ringing call interrupts Music")
        try fixture.device.perform(.answerCall)
        #expect(fixture.delegate.log.all == ["answer"], "no didActivate without fulfill")
        #expect(!fixture.caller.session.isActive)
        #expect(fixture.device.state.call(of: fixture.session.app) == nil)
        #expect(fixture.provider.currentCallUUID == nil)
        #expect(fixture.device.state[fixture.music].session.isPlaying, "the call's end resumes Music (I4)")
    }

    @Test func aStartedCallFailedByTheAppNeverConnects() throws {
        let fixture = try Fixture(.fail)
        #expect(fixture.result { fixture.provider.requestStartCall(with: UUID(), completion: $0) } == nil)
        #expect(fixture.delegate.log.all == ["start"])
        #expect(fixture.device.state.calls.isEmpty)
        #expect(!fixture.caller.session.isActive)
    }

    @Test func theAppsEndIsPerformedFirstTheRemoteEndIsNot() throws {
        let fixture = try Fixture()
        let first = UUID()
        _ = fixture.report(first)
        try fixture.device.perform(.answerCall)
        #expect(fixture.result { fixture.provider.requestEndCall(with: first, completion: $0) } == nil)
        #expect(fixture.delegate.log.take() == ["answer", "didActivate", "end", "didDeactivate"])
        #expect(fixture.device.state.calls.isEmpty)

        let second = UUID()
        _ = fixture.report(second)
        try fixture.device.perform(.answerCall)
        fixture.provider.reportCall(with: second, endedAt: nil, reason: .remoteEnded)
        #expect(fixture.delegate.log.take() == ["answer", "didActivate", "didDeactivate"])
        #expect(fixture.device.state.calls.isEmpty)
        let because = fixture.device.trace.compactMap { $0.because?.text }
        #expect(because.contains("Caller asked to end its call"))
    }

    @Test func theAppHoldsAndResumesItsCallAndOthersStayAsTheyWere() throws {
        let fixture = try Fixture()
        let call = UUID()
        _ = fixture.report(call)
        try fixture.device.perform(.answerCall)
        #expect(fixture.result { fixture.provider.requestSetHeld(true, callWith: call, completion: $0) } == nil)
        #expect(fixture.device.state.call(of: fixture.session.app)?.phase == .held)
        #expect(!fixture.caller.session.isActive && !fixture.caller.session.isInterrupted)
        #expect(fixture.device.state[fixture.music].session.isInterrupted, "holding changes nothing for others (K5)")
        #expect(fixture.result { fixture.provider.requestSetHeld(false, callWith: call, completion: $0) } == nil)
        #expect(
            fixture.delegate.log.all == ["answer", "didActivate", "hold", "didDeactivate", "unhold", "didActivate"])
        #expect(fixture.caller.session.isActive)
        #expect(fixture.device.state.call(of: fixture.session.app)?.phase == .connected)
    }

    @Test func impossibleRequestsAreRefusedWithoutStoppingTheDevice() throws {
        let fixture = try Fixture()
        let call = UUID()
        #expect(
            fixture.result { fixture.provider.requestEndCall(with: call, completion: $0) }?.code == .unknownCallUUID)
        _ = fixture.report(call)
        #expect(fixture.report(call)?.code == .callUUIDAlreadyExists)
        #expect(
            fixture.result { fixture.provider.requestSetHeld(true, callWith: call, completion: $0) }?.code
                == .invalidAction, "a ringing call cannot be held")
        #expect(
            fixture.result { fixture.provider.requestSetHeld(false, callWith: call, completion: $0) }?.code
                == .invalidAction, "a call not held cannot be resumed")
        fixture.provider.reportCall(with: UUID(), endedAt: nil, reason: .remoteEnded)
        #expect(fixture.device.state.call(of: fixture.session.app)?.phase == .ringing, "an unknown end is ignored")
        #expect(fixture.device.fatalError == nil)
        #expect(fixture.delegate.log.all.isEmpty)
    }

    @Test func whatTheDeviceCannotDoStopsItWithItsMessage() throws {
        let fixture = try Fixture()
        try fixture.device.perform(.incomingCall)
        let error = fixture.report(UUID())
        #expect(error?.code == .unknown)
        #expect(error?.message.contains("rule K1") == true)
        #expect(fixture.device.fatalError != nil)
    }
}
