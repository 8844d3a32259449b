import AudioSessionTesting
import Foundation
import Testing

/// A call delegate isolated to the main actor, as apps write `CXProviderDelegate`s: `CallProviderDelegate` does not
/// inherit `Sendable`, so a `@MainActor` class conforms (an isolated conformance) without `@preconcurrency`.
@MainActor
final class MainActorCallDelegate {
    var log: [String] = []
}

extension MainActorCallDelegate: @MainActor CallProviderDelegate {
    func providerDidReset() { log.append("reset") }
    func performAnswerCall(_ action: CallAction) {
        log.append("answer")
        action.fulfill()
    }
    func performStartCall(_ action: CallAction) {
        log.append("start")
        action.fulfill()
    }
    func performEndCall(_ action: CallAction) {
        log.append("end")
        action.fulfill()
    }
    func performSetHeldCall(_ action: CallAction, isOnHold: Bool) { action.fulfill() }
    func didActivate(_ session: any AudioSessionProtocol) { log.append("didActivate") }
    func didDeactivate(_ session: any AudioSessionProtocol) { log.append("didDeactivate") }
}

@MainActor
@Suite struct MainActorCallDelegateTests {
    @Test func aMainActorDelegateTakesACallOnTheMainActor() async throws {
        let device = SimulatedDevice(
            DeviceConfiguration(
                apps: [.init(name: "Caller", backgroundAudio: true, recordPermission: .granted, usesCallKit: true)],
                foreground: "Caller"))
        let session = try #require(SimulatedAudioSession(device: device, appNamed: "Caller", activation: .inactive))
        try session.setCategory(.playAndRecord, mode: .voiceChat, policy: .default, options: [])
        let provider = SimulatedCallProvider(session: session)
        let delegate = MainActorCallDelegate()
        provider.setDelegate(delegate)
        let call = UUID()
        provider.requestStartCall(with: call) { error in #expect(error == nil) }
        await device.settle()
        #expect(delegate.log == ["start", "didActivate"])
        provider.requestEndCall(with: call) { error in #expect(error == nil) }
        await device.settle()
        #expect(delegate.log == ["start", "didActivate", "end", "didDeactivate"])
    }
}
