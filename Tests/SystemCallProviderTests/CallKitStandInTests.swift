#if canImport(CallKitStandIn)
    import AVFAudioStandIn
    import CallKitStandIn
    import Foundation
    import Testing

    /// A bare `CXProviderDelegate` that records what the stand-in delivers and leaves each action to the test.
    final class BareDelegate: NSObject, CXProviderDelegate, @unchecked Sendable {
        var actions: [CXCallAction] = []
        var resets = 0
        var executes = false

        func providerDidReset(_ provider: CXProvider) { resets += 1 }
        func provider(_ provider: CXProvider, execute transaction: CXTransaction) -> Bool { executes }
        func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) { actions.append(action) }
        func provider(_ provider: CXProvider, perform action: CXEndCallAction) { actions.append(action) }
    }

    /// The CallKit stand-in itself: the system waits for an action's outcome, an outcome is final, and a delegate's
    /// own transactions and the provider's invalidation are honoured.
    @Suite struct CallKitStandInTests {
        @Test func theSystemWaitsForTheFulfillAndAnOutcomeIsFinal() throws {
            let provider = CXProvider(configuration: CXProviderConfiguration())
            let script = CallKitScript(provider)
            script.audioSession = AVAudioSession()
            let delegate = BareDelegate()
            provider.setDelegate(delegate, queue: nil)
            let call = UUID()
            provider.reportNewIncomingCall(with: call, update: CXCallUpdate()) { #expect($0 == nil) }
            script.answerCall(call)
            let answer = try #require(delegate.actions.first as? CXAnswerCallAction)
            #expect(!answer.isComplete && script.phase(of: call) == .ringing && !script.isAudioSessionActive)
            answer.fulfill(withDateConnected: Date())
            answer.fail()
            #expect(answer.standInOutcome == true, "the first outcome stands")
            #expect(script.phase(of: call) == .connected && script.isAudioSessionActive)
        }

        @Test func aDelegateThatExecutesTheTransactionGetsNoActions() {
            let provider = CXProvider(configuration: CXProviderConfiguration())
            let delegate = BareDelegate()
            delegate.executes = true
            provider.setDelegate(delegate, queue: nil)
            let call = UUID()
            provider.reportNewIncomingCall(with: call, update: CXCallUpdate()) { _ in }
            let refused = Box<(any Error)?>(nil)
            CXCallController(standInProvider: provider).request(CXTransaction(action: CXEndCallAction(call: call))) {
                error in refused.set(error)
            }
            #expect(refused.value == nil)
            #expect(delegate.actions.isEmpty)
            #expect(CallKitScript(provider).phase(of: call) == .ringing)
        }

        @Test func anEmptyTransactionAndAnInvalidatedProviderAreRefused() {
            let provider = CXProvider(configuration: CXProviderConfiguration())
            let controller = CXCallController(standInProvider: provider)
            let errors = Box<[CXErrorCodeRequestTransactionError.Code]>([])
            controller.request(CXTransaction(actions: [])) { errors.append($0) }
            provider.invalidate()
            controller.request(
                CXTransaction(action: CXStartCallAction(call: UUID(), handle: .init(type: .generic, value: "x")))
            ) {
                errors.append($0)
            }
            #expect(errors.value == [.emptyTransaction, .unknownCallProvider])
        }

        @Test func aResetEndsEveryCallAndDeactivates() {
            let provider = CXProvider(configuration: CXProviderConfiguration())
            let script = CallKitScript(provider)
            script.audioSession = AVAudioSession()
            let delegate = BareDelegate()
            provider.setDelegate(delegate, queue: nil)
            provider.reportNewIncomingCall(with: UUID(), update: CXCallUpdate()) { _ in }
            script.activateAudioSession()
            script.reset()
            #expect(delegate.resets == 1)
            #expect(script.calls.isEmpty && !script.isAudioSessionActive)
            #expect(!AVAudioSessionScript(script.audioSession).values.isActive)
        }
    }

    /// A value shared with a completion handler.
    final class Box<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Value
        init(_ value: Value) { stored = value }
        var value: Value { locked { stored } }
        func set(_ value: Value) { locked { stored = value } }

        /// `NSLocking.withLock` needs macOS 13; the package builds for macOS 12.
        fileprivate func locked<T>(_ body: () -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body()
        }
    }

    extension Box where Value == [CXErrorCodeRequestTransactionError.Code] {
        func append(_ error: (any Error)?) {
            guard let code = (error as? CXErrorCodeRequestTransactionError)?.code else { return }
            locked { stored.append(code) }
        }
    }
#endif
