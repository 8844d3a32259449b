#if canImport(CallKitStandIn)
    import AVFAudioStandIn
    import AudioSessionKit
    import AudioSessionModel
    import AudioSessionSamples
    import CallKitStandIn
    import Foundation
    import Testing

    /// The sample VoIP call controller over the adapters, the system played by the stand-ins' scripts (CallKit,
    /// `AVAudioSession`, `AVAudioEngine`): what it asks of them, in order, is what it would ask on iOS.
    @Suite struct VoIPCallControllerOnCallKitTests {
        struct Fixture {
            let sdkProvider = CXProvider(configuration: CXProviderConfiguration())
            let audio = AVAudioSession()
            let engine = AVAudioEngine()
            let io: SystemAudioIO
            let scheduler = ManualScheduler()
            let adapter: SystemCallProvider
            let controller: VoIPCallController
            var script: CallKitScript { CallKitScript(sdkProvider) }
            var audioScript: AVAudioSessionScript { AVAudioSessionScript(audio) }

            init(activatesItself: Bool = false) throws {
                adapter = SystemCallProvider(
                    provider: sdkProvider, callController: CXCallController(standInProvider: sdkProvider))
                CallKitScript(sdkProvider).audioSession = audio
                AVAudioEngineScript(engine).playThrough(audio)
                io = SystemAudioIO(engine: engine)
                try audio.setCategory(.playback, mode: .spokenAudio)
                controller = VoIPCallController(
                    session: SystemAudioSession(session: audio, activation: .inactive), io: io, provider: adapter,
                    scheduler: scheduler, activatesItself: activatesItself)
            }

            func answeredCall() throws -> UUID {
                let call = UUID()
                controller.receivedPush(callUUID: call)
                script.answerCall(call)
                return call
            }
        }

        @Test func answeredFromTheLockScreenTheAppNeverActivatesItself() throws {
            let fixture = try Fixture()
            _ = try fixture.answeredCall()
            #expect(fixture.controller.events == [.ringing, .answered, .audioStarted])
            #expect(fixture.audio.category == .playAndRecord && fixture.audio.mode == .voiceChat)
            #expect(fixture.audioScript.calls == ["setCategory", "setCategory"], "no setActive from the app")
            #expect(fixture.audioScript.values.isActive, "the system activated it")
            #expect(fixture.io.isInputRunning && fixture.io.isOutputRunning)
        }

        @Test func theAppsOwnActivationFailingWhileRingingIsSeen() throws {
            let fixture = try Fixture(activatesItself: true)
            fixture.audioScript.failNext("setActive(true)", with: .cannotInterruptOthers)
            _ = try fixture.answeredCall()
            #expect(
                fixture.controller.events == [
                    .ringing, .answered, .failed("setActive: cannotInterruptOthers"), .audioStarted,
                ])
            #expect(fixture.audioScript.calls.contains("setActive(true)"))
        }

        @Test func heldOverThirtySecondsTheControllerEndsTheCall() throws {
            let fixture = try Fixture()
            let call = try fixture.answeredCall()
            fixture.script.setHeld(call, onHold: true) // the user holds it to answer a cellular call
            #expect(!fixture.io.isInputRunning && !fixture.io.isOutputRunning)
            #expect(fixture.scheduler.delays == [.seconds(30)])
            fixture.scheduler.fire(upTo: .seconds(30))
            #expect(fixture.script.phase(of: call) == nil)
            #expect(fixture.script.log.suffix(2) == ["perform CXEndCallAction", "fulfilled CXEndCallAction"])
            #expect(
                fixture.controller.events == [
                    .ringing, .answered, .audioStarted, .held, .audioStopped, .ended(heldTooLong: true),
                ])
            #expect(fixture.audio.mode == .spokenAudio, "the host's configuration is back")
        }

        @Test func resumedBeforeThirtySecondsTheCallGoesOn() throws {
            let fixture = try Fixture()
            let call = try fixture.answeredCall()
            fixture.script.setHeld(call, onHold: true)
            fixture.script.setHeld(call, onHold: false)
            #expect(fixture.scheduler.delays.isEmpty, "the 30-second clock is cancelled")
            #expect(fixture.script.phase(of: call) == .connected)
            #expect(fixture.io.isInputRunning && fixture.io.isOutputRunning)
            #expect(fixture.controller.events.suffix(2) == [.resumed, .audioStarted])
        }

        @Test func endedByTheUserThenTheHostConfigurationComesBack() throws {
            let fixture = try Fixture()
            let call = try fixture.answeredCall()
            fixture.script.endCall(call)
            #expect(fixture.controller.events.suffix(2) == [.ended(heldTooLong: false), .audioStopped])
            #expect(!fixture.audioScript.values.isActive)
            #expect(fixture.audio.category == .playback && fixture.audio.mode == .spokenAudio)
        }

        @Test func aResetEndsTheCallAndGivesTheHostItsConfigurationBack() throws {
            let fixture = try Fixture()
            _ = try fixture.answeredCall()
            fixture.script.reset()
            #expect(fixture.controller.currentCall == nil)
            #expect(!fixture.io.isInputRunning && !fixture.io.isOutputRunning)
            #expect(fixture.controller.events.suffix(2) == [.ended(heldTooLong: false), .audioStopped])
            #expect(fixture.audio.category == .playback && fixture.audio.mode == .spokenAudio)
        }

        @Test func aReportRefusedByDoNotDisturbIsAFailure() throws {
            let fixture = try Fixture()
            fixture.script.failNextIncomingCall(with: .filteredByDoNotDisturb)
            fixture.controller.receivedPush()
            #expect(fixture.controller.currentCall == nil)
            #expect(
                fixture.controller.events == [.failed("filteredByDoNotDisturb: CXErrorCodeIncomingCallError 3")])
        }
    }
#endif
