import AudioSessionModel
import AudioSessionTesting
import Foundation
import Testing

/// A sample VoIP call controller as a Sinch-like SDK writes it with CallKit: it reports calls and configures the
/// session in the `perform` callbacks, starts audio only in `didActivate`, and ends its call when it stays held for
/// more than 30 seconds (the Sinch document's rule for a cellular call, written for call waiting).
final class VoIPCallController: CallProviderDelegate {
    let session: SimulatedAudioSession
    let provider: any CallProviding
    let scheduler: SimulatedScheduler
    let log = Recorder<String>()
    /// Whether the app makes the classic mistake: activating its own session when it answers.
    let activatesItself: Bool

    private struct State {
        var call: UUID?
        var holdTimer: ScheduledWork?
    }

    private let state = Locked(State())

    init(session: SimulatedAudioSession, provider: any CallProviding, activatesItself: Bool = false) {
        self.session = session
        self.provider = provider
        self.scheduler = session.scheduler
        self.activatesItself = activatesItself
        provider.setDelegate(self)
    }

    /// A VoIP push arrived: report the call (rule K1).
    func receivedPush() throws {
        let uuid = UUID()
        state.withLock { $0.call = uuid }
        try provider.reportNewIncomingCall(with: uuid)
    }

    /// The other party hung up.
    func remoteEnded() throws {
        guard let uuid = state.withLock({ $0.call }) else { return }
        try provider.reportCallEnded(with: uuid)
        state.withLock { $0.call = nil }
    }

    func performAnswerCall(_ action: CallAction) {
        log.append("answer")
        do {
            try session.setCategory(.playAndRecord, mode: .voiceChat, policy: .default, options: [])
            if activatesItself {
                try session.setActive(true, options: [])
                try session.perform(.play(for: nil))
            }
        } catch {
            log.append("error \(error.code.name)")
        }
        action.fulfill()
    }

    func performStartCall(_ action: CallAction) { action.fulfill() }

    func performEndCall(_ action: CallAction) {
        log.append("end")
        state.withLock { state in
            state.holdTimer?.cancel()
            state = State()
        }
        action.fulfill()
    }

    func performSetHeldCall(_ action: CallAction, isOnHold: Bool) {
        log.append(isOnHold ? "hold" : "unhold")
        let uuid = action.callUUID
        if isOnHold {
            try? session.perform(.stop)
            try? session.perform(.stopRecording)
            let timer = scheduler.schedule(after: .seconds(30)) { [weak self] in
                self?.log.append("held over 30 s")
                try? self?.remoteEnded()
                _ = uuid
            }
            state.withLock { $0.holdTimer = timer }
        } else {
            state.withLock { state in
                state.holdTimer?.cancel()
                state.holdTimer = nil
            }
        }
        action.fulfill()
    }

    func didActivate(_ session: any AudioSessionProtocol) {
        log.append("didActivate")
        try? self.session.perform(.play(for: nil))
        try? self.session.perform(.record(for: nil))
    }

    func didDeactivate(_ session: any AudioSessionProtocol) {
        log.append("didDeactivate")
    }
}

@Suite struct VoIPCallControllerTests {
    /// A device with a CallKit app, Caller, and a controller over it.
    func makeCaller(locked: Bool = false, music: Bool = false, activatesItself: Bool = false) throws -> (
        SimulatedDevice, VoIPCallController, SimulatedCallProvider
    ) {
        let device = SimulatedDevice(
            DeviceConfiguration(
                isLocked: locked,
                apps: [
                    .init(name: "Caller", backgroundAudio: true, recordPermission: .granted, usesCallKit: true)
                ], foreground: locked ? nil : "Caller", isMusicPlaying: music))
        let session = try #require(SimulatedAudioSession(device: device, appNamed: "Caller", activation: .inactive))
        let provider = SimulatedCallProvider(session: session)
        let controller = VoIPCallController(session: session, provider: provider, activatesItself: activatesItself)
        return (device, controller, provider)
    }

    @Test func answeredFromTheLockScreenTheSystemActivatesTheSession() throws {
        let (device, controller, _) = try makeCaller(locked: true, music: true)
        let music = try #require(device.app(named: "Music"))
        try controller.receivedPush()
        #expect(device.state[music].session.isInterrupted)
        try device.perform(.answerCall)
        #expect(controller.log.all == ["answer", "didActivate"])
        let caller = device.state[controller.session.app]
        #expect(caller.session.isActive && caller.session.isPlaying && caller.session.isRecording)
        #expect(caller.session.configuration.mode == .voiceChat)
        #expect(device.state.front == .phone)
        try device.perform(.endCall)
        #expect(controller.log.all == ["answer", "didActivate", "end", "didDeactivate"])
        #expect(device.state[music].session.isPlaying, "Music resumes after the call (I4)")
    }

    @Test func activatingItsOwnSessionWhileRingingFails() throws {
        let (device, controller, _) = try makeCaller(activatesItself: true)
        try controller.receivedPush()
        try device.perform(.answerCall)
        #expect(controller.log.all == ["answer", "error insufficientPriority", "didActivate"])
        // The system activated the session anyway (K2); this controller's didActivate starts the audio.
        #expect(device.state[controller.session.app].session.isPlaying)
    }

    @Test func holdAndAcceptWithTheThirtySecondRule() throws {
        let (device, controller, _) = try makeCaller()
        try controller.receivedPush()
        try device.perform(.answerCall)
        try device.perform(.incomingCall)
        try device.perform(.holdAndAccept)
        let app = controller.session.app
        #expect(device.state.call(of: app)?.phase == .held)
        #expect(!device.state[app].session.isActive && !device.state[app].session.isInterrupted)
        try device.advance(to: .seconds(31))
        #expect(controller.log.all == ["answer", "didActivate", "hold", "didDeactivate", "held over 30 s"])
        #expect(device.state.call(of: app) == nil, "the SDK ended its held call after 30 s")
        #expect(device.state.call(of: nil)?.phase == .connected, "the cellular call goes on")
    }

    @Test func endAndAccept() throws {
        let (device, controller, _) = try makeCaller()
        try controller.receivedPush()
        try device.perform(.answerCall)
        try device.perform(.incomingCall)
        try device.perform(.endAndAccept)
        #expect(controller.log.all == ["answer", "didActivate", "end", "didDeactivate"])
        #expect(device.state.call(of: controller.session.app) == nil)
        #expect(device.state.call(of: nil)?.phase == .connected)
    }

    @Test func resumeAfterTheCellularCall() throws {
        let (device, controller, _) = try makeCaller()
        try controller.receivedPush()
        try device.perform(.answerCall)
        try device.perform(.incomingCall)
        try device.perform(.holdAndAccept)
        try device.advance(to: .seconds(10))
        try device.perform(.remoteHangUp)
        try device.perform(.resumeCall)
        try device.advance(to: .seconds(60))
        let app = controller.session.app
        #expect(controller.log.all == ["answer", "didActivate", "hold", "didDeactivate", "unhold", "didActivate"])
        #expect(device.state.call(of: app)?.phase == .connected, "resumed before 30 s: the call goes on")
        #expect(device.state[app].session.isActive && device.state[app].session.isPlaying)
    }

    @Test func impossibleRequestsThrow() throws {
        let (device, controller, provider) = try makeCaller()
        try device.perform(.incomingCall)
        #expect(throws: CallError.self) { try controller.receivedPush() }
        #expect(throws: CallError.self) { try provider.reportCallEnded(with: UUID()) }
    }
}
