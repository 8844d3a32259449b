import AudioSessionModel
import AudioSessionTesting
import Foundation
import Testing

/// A delegate that records, for each callback, whether it ran on the main queue.
private final class ThreadRecordingDelegate: CallProviderDelegate, Sendable {
    let log = Recorder<String>()
    /// On Linux the main queue may be served by a thread `Thread.isMainThread` does not recognise.
    private static let mainKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    private func note(_ name: String) {
        let onMain = Thread.isMainThread || DispatchQueue.getSpecific(key: Self.mainKey) == true
        log.append("\(name) on \(onMain ? "main" : "another thread")")
    }

    func providerDidReset() { note("reset") }
    func performAnswerCall(_ action: CallAction) {
        note("answer")
        action.fulfill()
    }
    func performStartCall(_ action: CallAction) {
        note("start")
        action.fulfill()
    }
    func performEndCall(_ action: CallAction) {
        note("end")
        action.fulfill()
    }
    func performSetHeldCall(_ action: CallAction, isOnHold: Bool) { action.fulfill() }
    func didActivate(_ session: any AudioSessionProtocol) { note("didActivate") }
    func didDeactivate(_ session: any AudioSessionProtocol) { note("didDeactivate") }
}

/// `SimulatedCallProvider` calls its delegate on the main queue, as `CXProvider(queue: nil)` does.
@Suite struct CallKitCallbackThreadTests {
    private func makeCall(
        threading: NotificationThreading
    ) throws -> (SimulatedDevice, SimulatedCallProvider, ThreadRecordingDelegate) {
        let device = SimulatedDevice(
            DeviceConfiguration(
                apps: [.init(name: "Caller", backgroundAudio: true, recordPermission: .granted, usesCallKit: true)],
                foreground: "Caller"))
        let session = try #require(
            SimulatedAudioSession(
                device: device, appNamed: "Caller", activation: .inactive, notificationThreading: threading))
        try session.setCategory(.playAndRecord, mode: .voiceChat, policy: .default, options: [])
        let provider = SimulatedCallProvider(session: session)
        let delegate = ThreadRecordingDelegate()
        provider.setDelegate(delegate)
        return (device, provider, delegate)
    }

    @Test func offTheMainThreadTheCallbacksRunOnTheMainQueueBeforeTheCallReturns() async throws {
        let (device, provider, delegate) = try makeCall(threading: .asOnIOS)
        let call = UUID()
        let log = await Task.detached {
            #expect(!Thread.isMainThread)
            provider.reportNewIncomingCall(with: call) { error in #expect(error == nil) }
            try? device.perform(.answerCall)
            return delegate.log.take()
        }.value
        #expect(
            log == ["answer on main", "didActivate on main"], "each callback ran, on main, before perform returned")
    }

    @MainActor @Test func fromTheMainActorTheCallbacksRunSynchronously() throws {
        let (_, provider, delegate) = try makeCall(threading: .asOnIOS)
        let call = UUID()
        provider.requestStartCall(with: call) { error in #expect(error == nil) }
        #expect(delegate.log.take() == ["start on main", "didActivate on main"])
        provider.requestEndCall(with: call) { error in #expect(error == nil) }
        #expect(delegate.log.take() == ["end on main", "didDeactivate on main"])
    }

    @Test func onTheDrivingThreadTheCallbacksRunWhereTheDeviceIsDriven() async throws {
        let (_, provider, delegate) = try makeCall(threading: .onDrivingThread)
        let log = await Task.detached {
            provider.requestStartCall(with: UUID()) { error in #expect(error == nil) }
            return delegate.log.take()
        }.value
        #expect(log == ["start on another thread", "didActivate on another thread"])
    }
}
