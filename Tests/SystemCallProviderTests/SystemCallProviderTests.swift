#if canImport(CallKitStandIn)
    import AVFAudioStandIn
    import AudioSessionKit
    import AudioSessionModel
    import CallKitStandIn
    import Foundation
    import Testing

    /// A delegate that records what the adapter forwards and fulfills or fails as told.
    final class RecordingDelegate: CallProviderDelegate {
        let calls = Locked<[String]>([])
        let sessions = Locked<[ActivationKnowledge]>([])
        let fails: Bool

        init(fails: Bool = false) { self.fails = fails }

        private func handle(_ name: String, _ action: CallAction) {
            calls.withLock { $0.append(name) }
            if fails { action.fail() } else { action.fulfill() }
        }

        func providerDidReset() { calls.withLock { $0.append("reset") } }
        func performAnswerCall(_ action: CallAction) { handle("answer", action) }
        func performStartCall(_ action: CallAction) { handle("start", action) }
        func performEndCall(_ action: CallAction) { handle("end", action) }
        func performSetHeldCall(_ action: CallAction, isOnHold: Bool) { handle(isOnHold ? "hold" : "unhold", action) }
        func didActivate(_ session: any AudioSessionProtocol) {
            calls.withLock { $0.append("didActivate") }
            sessions.withLock { $0.append(session.activation) }
        }
        func didDeactivate(_ session: any AudioSessionProtocol) {
            calls.withLock { $0.append("didDeactivate") }
            sessions.withLock { $0.append(session.activation) }
        }
    }

    /// `SystemCallProvider` compiled against the CallKit stand-in and driven by its script: requests become
    /// `CXTransaction`s, callbacks reach the Kit's delegate, errors map to ``CallError`` codes.
    @Suite struct SystemCallProviderTests {
        struct Fixture {
            let sdkProvider = CXProvider(configuration: CXProviderConfiguration())
            let audio = AVAudioSession()
            let adapter: SystemCallProvider
            var script: CallKitScript { CallKitScript(sdkProvider) }

            init() {
                adapter = SystemCallProvider(
                    provider: sdkProvider, callController: CXCallController(standInProvider: sdkProvider))
                CallKitScript(sdkProvider).audioSession = audio
            }

            /// Reports an incoming call and returns its error, if any.
            func report(_ uuid: UUID) -> CallError? {
                let error = Locked<CallError?>(nil)
                adapter.reportNewIncomingCall(with: uuid) { result in error.withLock { $0 = result } }
                return error.withLock { $0 }
            }

            /// Runs a request and returns its error, if any.
            func request(_ body: (@escaping @Sendable (CallError?) -> Void) -> Void) -> CallError? {
                let error = Locked<CallError?>(nil)
                body { result in error.withLock { $0 = result } }
                return error.withLock { $0 }
            }
        }

        @Test func anAnsweredCallIsActivatedBySystemAfterTheAnswerIsFulfilled() throws {
            let fixture = Fixture()
            let delegate = RecordingDelegate()
            fixture.adapter.setDelegate(delegate)
            let call = UUID()
            #expect(fixture.report(call) == nil)
            #expect(fixture.script.phase(of: call) == .ringing)
            fixture.script.answerCall(call)
            #expect(delegate.calls.withLock { $0 } == ["answer", "didActivate"])
            #expect(
                fixture.script.log == [
                    "reported incoming call", "perform CXAnswerCallAction", "fulfilled CXAnswerCallAction",
                    "didActivate",
                ])
            #expect(fixture.script.phase(of: call) == .connected)
            #expect(AVAudioSessionScript(fixture.audio).values.isActive)
            #expect(delegate.sessions.withLock { $0 } == [.active], "the wrapped session knows it is active")
        }

        @Test func aFailedAnswerEndsTheCallAndNeverActivates() {
            let fixture = Fixture()
            let delegate = RecordingDelegate(fails: true)
            fixture.adapter.setDelegate(delegate)
            let call = UUID()
            _ = fixture.report(call)
            fixture.script.answerCall(call)
            #expect(delegate.calls.withLock { $0 } == ["answer"])
            #expect(fixture.script.phase(of: call) == nil)
            #expect(!fixture.script.isAudioSessionActive)
        }

        @Test func anActionWithNoDelegateIsFailed() {
            let fixture = Fixture()
            let call = UUID()
            _ = fixture.report(call)
            fixture.script.answerCall(call)
            #expect(fixture.script.log.contains("failed CXAnswerCallAction"))
            #expect(fixture.script.phase(of: call) == nil)
        }

        @Test func theAppsEndIsPerformedTheRemoteEndIsNot() {
            let fixture = Fixture()
            let delegate = RecordingDelegate()
            fixture.adapter.setDelegate(delegate)
            let first = UUID()
            _ = fixture.report(first)
            fixture.script.answerCall(first)
            #expect(fixture.request { fixture.adapter.requestEndCall(with: first, completion: $0) } == nil)
            #expect(delegate.calls.withLock { $0 } == ["answer", "didActivate", "end", "didDeactivate"])
            #expect(fixture.script.phase(of: first) == nil)

            let second = UUID()
            _ = fixture.report(second)
            fixture.script.answerCall(second)
            fixture.adapter.reportCall(with: second, endedAt: nil, reason: .remoteEnded)
            #expect(fixture.script.log.suffix(2) == ["call ended (remoteEnded)", "didDeactivate"])
            #expect(delegate.calls.withLock { $0 }.suffix(3) == ["answer", "didActivate", "didDeactivate"])
            #expect(delegate.sessions.withLock { $0 }.last == .inactive)
        }

        @Test func theAppHoldsAndResumesThroughTheCallController() {
            let fixture = Fixture()
            let delegate = RecordingDelegate()
            fixture.adapter.setDelegate(delegate)
            let call = UUID()
            #expect(fixture.request { fixture.adapter.requestStartCall(with: call, completion: $0) } == nil)
            #expect(fixture.request { fixture.adapter.requestSetHeld(true, callWith: call, completion: $0) } == nil)
            #expect(fixture.script.phase(of: call) == .held)
            #expect(!AVAudioSessionScript(fixture.audio).values.isActive)
            #expect(fixture.request { fixture.adapter.requestSetHeld(false, callWith: call, completion: $0) } == nil)
            #expect(
                delegate.calls.withLock { $0 } == [
                    "start", "didActivate", "hold", "didDeactivate", "unhold", "didActivate",
                ])
        }

        @Test func aResetIsForwarded() {
            let fixture = Fixture()
            let delegate = RecordingDelegate()
            fixture.adapter.setDelegate(delegate)
            let call = UUID()
            _ = fixture.report(call)
            fixture.script.answerCall(call)
            fixture.script.reset()
            #expect(delegate.calls.withLock { $0 } == ["answer", "didActivate", "reset", "didDeactivate"])
            #expect(fixture.script.calls.isEmpty)
        }

        @Test func refusedRequestsAndReportsMapToTheKitsCodes() {
            let fixture = Fixture()
            fixture.adapter.setDelegate(RecordingDelegate())
            let call = UUID()
            #expect(
                fixture.request { fixture.adapter.requestEndCall(with: call, completion: $0) }?.code
                    == .unknownCallUUID)
            _ = fixture.report(call)
            #expect(fixture.report(call)?.code == .callUUIDAlreadyExists)
            #expect(
                fixture.request { fixture.adapter.requestSetHeld(true, callWith: call, completion: $0) }?.code
                    == .invalidAction, "a ringing call cannot be held")
            fixture.script.failNextRequest(with: .callIsProtected)
            #expect(
                fixture.request { fixture.adapter.requestEndCall(with: call, completion: $0) }?.code
                    == .callIsProtected)
            fixture.script.failNextIncomingCall(with: .filteredByDoNotDisturb)
            #expect(fixture.report(UUID())?.code == .filteredByDoNotDisturb)
            #expect(fixture.script.phase(of: call) == .ringing, "refused requests change nothing")
        }

        @Test func theAsyncFormsThrowTheKitsErrors() async {
            let fixture = Fixture()
            fixture.adapter.setDelegate(RecordingDelegate())
            let call = UUID()
            await #expect(throws: Never.self) { try await fixture.adapter.reportNewIncomingCall(with: call) }
            await #expect(throws: CallError(.unknownCallUUID, "CXErrorCodeRequestTransactionError 4")) {
                try await fixture.adapter.requestEndCall(with: UUID())
            }
        }
    }
#endif
