import AudioSessionModel
import AudioSessionSamples
import AudioSessionTesting
import Foundation
import Testing

/// The sample VoIP call controller with CallKit on the simulated device: the system activates its session, a cellular
/// call waits during its call, and the Sinch 30-second rule ends a call held too long.
@Suite struct VoIPCallControllerTests {
    struct Fixture {
        let device: SimulatedDevice
        let session: SimulatedAudioSession
        let controller: VoIPCallController
        let provider: SimulatedCallProvider

        init(locked: Bool = false, activatesItself: Bool = false) throws {
            device = SimulatedDevice(
                DeviceConfiguration(
                    isLocked: locked,
                    apps: [.init(name: "Caller", backgroundAudio: true, recordPermission: .granted, usesCallKit: true)],
                    foreground: locked ? nil : "Caller", isMusicPlaying: true))
            session = try #require(SimulatedAudioSession(device: device, appNamed: "Caller", activation: .inactive))
            // The host app configures its session when it runs: on a locked device it is suspended (L5), so this is
            // a step of its own (L4), as when a push launched it.
            try device.step(of: session.app) { [session] in
                try session.setCategory(.playback, mode: .spokenAudio, policy: .default, options: [])
            }
            provider = SimulatedCallProvider(session: session)
            controller = VoIPCallController(
                session: session, io: session, provider: provider, scheduler: session.scheduler,
                activatesItself: activatesItself)
        }

        var caller: AppState { device.state[session.app] }
        var music: AppState { device.state[device.app(named: "Music")!] }
        var callPhase: CallPhase? { device.state.call(of: session.app)?.phase }

        /// A VoIP call answered, then a cellular call waiting.
        func connectThenCellularCallWaits() throws {
            controller.receivedPush()
            try device.perform(.answerCall)
            try device.perform(.incomingCall)
            #expect(device.state.call(of: nil)?.phase == .waiting)
            #expect(caller.session.isPlaying, "a waiting call interrupts nobody (K5)")
        }
    }

    @Test func answeredFromTheLockScreenTheSystemActivatesTheSession() throws {
        let fixture = try Fixture(locked: true)
        #expect(fixture.caller.lifecycle == .suspended, "the screen is locked: the app does not run")
        // The VoIP push wakes the app in the background (K1, L4): its code runs as a step of its own.
        fixture.device.step(of: fixture.session.app) { fixture.controller.receivedPush() }
        #expect(fixture.music.session.isInterrupted, "the ringing VoIP call interrupts Music (K1, I6)")
        #expect(!fixture.caller.session.isInterrupted, "but not its own app")
        try fixture.device.perform(.answerCall)
        #expect(fixture.controller.events == [.ringing, .answered, .audioStarted])
        #expect(
            fixture.caller.session.isActive && fixture.caller.session.isPlaying && fixture.caller.session.isRecording)
        #expect(fixture.caller.session.configuration.mode == .voiceChat)
        #expect(fixture.device.state.front == .phone, "the call's interface is in front of the lock screen (K3)")
        try fixture.device.perform(.endCall)
        #expect(fixture.controller.events.suffix(2) == [.ended(heldTooLong: false), .audioStopped])
        #expect(fixture.music.session.isPlaying, "Music resumes after the call (I4)")
        #expect(fixture.caller.session.configuration.mode == .spokenAudio, "the host's configuration is back")
    }

    @Test func activatingItsOwnSessionWhileRingingFails() throws {
        let fixture = try Fixture(activatesItself: true)
        fixture.controller.receivedPush()
        try fixture.device.perform(.answerCall)
        #expect(
            fixture.controller.events == [
                .ringing, .answered, .failed("setActive: insufficientPriority"), .audioStarted,
            ])
        #expect(fixture.caller.session.isPlaying, "the system activated the session anyway (K2)")
    }

    @Test func theHeadsetsMuteGestureMutesTheCallThroughCallKit() throws {
        let fixture = try Fixture()
        fixture.controller.receivedPush()
        try fixture.device.perform(.answerCall)
        try fixture.device.perform(.muteInput(true))
        #expect(fixture.controller.events.suffix(1) == [.muted(true)])
        #expect(fixture.caller.isInputMuted, "the controller muted the app's input (P9)")
        #expect(fixture.device.reading { $0.inputIsSilent(fixture.session.app) })
        try fixture.device.perform(.muteInput(false))
        #expect(fixture.controller.events.suffix(1) == [.muted(false)])
        #expect(!fixture.caller.isInputMuted)
    }

    @Test func holdAndAcceptEndsTheCallHeldOverThirtySeconds() throws {
        let fixture = try Fixture()
        try fixture.connectThenCellularCallWaits()
        try fixture.device.perform(.holdAndAccept)
        #expect(fixture.callPhase == .held)
        #expect(!fixture.caller.session.isActive && !fixture.caller.session.isInterrupted)
        #expect(!fixture.caller.session.isPlaying && !fixture.caller.session.isRecording)
        try fixture.device.advance(to: .seconds(29))
        #expect(fixture.callPhase == .held, "29 s on hold: the call goes on")
        try fixture.device.advance(to: .seconds(31))
        #expect(
            fixture.controller.events == [
                .ringing, .answered, .audioStarted, .held, .audioStopped, .ended(heldTooLong: true),
            ])
        #expect(fixture.callPhase == nil, "the controller ended its held call after 30 s")
        #expect(fixture.device.state.call(of: nil)?.phase == .connected, "the cellular call goes on")
        #expect(fixture.caller.session.configuration.mode == .spokenAudio, "the host's configuration is back")
    }

    @Test func endAndAccept() throws {
        let fixture = try Fixture()
        try fixture.connectThenCellularCallWaits()
        try fixture.device.perform(.endAndAccept)
        #expect(
            fixture.controller.events == [
                .ringing, .answered, .audioStarted, .ended(heldTooLong: false), .audioStopped,
            ])
        #expect(fixture.callPhase == nil)
        #expect(fixture.device.state.call(of: nil)?.phase == .connected)
        #expect(fixture.caller.session.configuration.mode == .spokenAudio)
    }

    @Test func resumeAfterTheCellularCallWithinThirtySeconds() throws {
        let fixture = try Fixture()
        try fixture.connectThenCellularCallWaits()
        try fixture.device.perform(.holdAndAccept)
        try fixture.device.advance(to: .seconds(10))
        try fixture.device.perform(.remoteHangUp)
        #expect(fixture.callPhase == .held, "the held call stays held when the other ends (K5)")
        try fixture.device.perform(.resumeCall)
        try fixture.device.advance(to: .seconds(60))
        #expect(
            fixture.controller.events == [
                .ringing, .answered, .audioStarted, .held, .audioStopped, .resumed, .audioStarted,
            ])
        #expect(fixture.callPhase == .connected, "resumed before 30 s: the call goes on")
        #expect(fixture.caller.session.isActive && fixture.caller.session.isPlaying)
    }

    @Test func theUsersEndOfTheCellularCallResumesTheHeldCall() throws {
        let fixture = try Fixture()
        try fixture.connectThenCellularCallWaits()
        try fixture.device.perform(.holdAndAccept)
        try fixture.device.perform(.endCallOf("Phone"))
        #expect(fixture.callPhase == .connected, "the user ended the other call: the system resumes this one (K5)")
        #expect(
            fixture.controller.events == [
                .ringing, .answered, .audioStarted, .held, .audioStopped, .resumed, .audioStarted,
            ])
        #expect(fixture.caller.session.isActive && fixture.caller.session.isPlaying)
    }

    @Test func aMediaServicesResetResetsTheProviderAndEndsTheCall() throws {
        let fixture = try Fixture()
        fixture.controller.receivedPush()
        try fixture.device.perform(.answerCall)
        try fixture.device.perform(.resetMediaServices)
        #expect(fixture.callPhase == nil, "CallKit reset the provider: the call is gone (K4)")
        #expect(fixture.controller.currentCall == nil, "the controller heard providerDidReset")
        #expect(fixture.controller.events.last == .ended(heldTooLong: false))
        #expect(!fixture.caller.session.isActive)
    }

    @Test func theAppsOwnHoldAndHangUp() throws {
        let fixture = try Fixture()
        fixture.controller.startCall()
        #expect(fixture.controller.events == [.started, .audioStarted])
        fixture.controller.setHeld(true)
        #expect(fixture.callPhase == .held)
        fixture.controller.setHeld(false)
        #expect(fixture.callPhase == .connected)
        fixture.controller.hangUp()
        #expect(
            fixture.controller.events == [
                .started, .audioStarted, .held, .audioStopped, .resumed, .audioStarted, .ended(heldTooLong: false),
                .audioStopped,
            ])
        #expect(fixture.device.state.calls.isEmpty)
        #expect(fixture.music.session.isPlaying, "Music, interrupted by the started call, resumes (K6, I4)")
    }

    @Test func theOtherPartyHangsUp() throws {
        let fixture = try Fixture()
        fixture.controller.receivedPush()
        try fixture.device.perform(.answerCall)
        fixture.controller.remoteEnded()
        #expect(fixture.controller.events.suffix(2) == [.ended(heldTooLong: false), .audioStopped])
        #expect(fixture.device.state.calls.isEmpty)
        #expect(!fixture.caller.session.isActive)
    }
}
