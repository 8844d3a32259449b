#if canImport(AVFAudioStandIn)
    import AVFAudioStandIn
    import AudioSessionKit
    import AudioSessionModel
    import Foundation
    import Testing

    /// A session, an engine playing through it, and the adapter over both, each test with its own.
    struct EngineRig {
        let sdk = AVAudioSession()
        let engine = AVAudioEngine()
        let session: SystemAudioSession
        let io: SystemAudioIO
        var script: AVAudioSessionScript { AVAudioSessionScript(sdk) }
        var engineScript: AVAudioEngineScript { AVAudioEngineScript(engine) }

        init(
            activation: ActivationKnowledge = .inactive,
            onInput: @escaping @Sendable (AVAudioPCMBuffer, AVAudioTime) -> Void = { _, _ in },
            restartFailed: @escaping @Sendable (AudioSessionError) -> Void = { _ in }
        ) {
            AVAudioEngineScript(engine).playThrough(sdk)
            session = SystemAudioSession(session: sdk, activation: activation)
            io = SystemAudioIO(engine: engine, onInput: onInput, restartFailed: restartFailed)
        }
    }

    /// `SystemAudioIO` over the `AVAudioEngine` stand-in: what it starts and stops, the errors it maps, and how it
    /// follows configuration changes, interruptions and deactivation.
    @Suite struct SystemAudioIOTests {
        @Test func outputAttachesThePlayerStartsTheEngineAndStopsItWhenDone() throws {
            let rig = EngineRig()
            try rig.session.setCategory(.playback)
            #expect(!rig.io.isOutputRunning)
            try rig.io.startOutput()
            #expect(rig.io.isOutputRunning)
            #expect(rig.io.player.engine === rig.engine)
            #expect(rig.io.player.isPlaying)
            #expect(rig.script.values.isActive) // starting the engine activates the session, as on iOS
            rig.io.stopOutput()
            #expect(!rig.io.isOutputRunning)
            #expect(!rig.engine.isRunning)
            #expect(rig.engineScript.calls == ["prepare", "start", "stop"])
        }

        @Test func anEngineThatCannotStartPlayingThrowsTheSessionsCode() throws {
            let rig = EngineRig()
            try rig.session.setCategory(.soloAmbient)
            rig.engineScript.failNextStart(with: .cannotStartPlaying, "another app's session holds the hardware")
            do {
                try rig.io.startOutput()
                Issue.record("the start should have failed")
            } catch {
                #expect(error.code == .cannotStartPlaying)
                #expect(error.message == "another app's session holds the hardware")
            }
            #expect(!rig.io.isOutputRunning)
            #expect(!rig.engine.isRunning)
            try rig.io.startOutput() // the next start succeeds: nothing was left half-done
            #expect(rig.io.isOutputRunning)
        }

        @Test func aCoreAudioFailureKeepsItsOSStatus() {
            let rig = EngineRig()
            // kAudioUnitErr_FailedInitialization, as the engine reports a graph it cannot initialise.
            rig.engineScript.failNextStart(NSError(domain: NSOSStatusErrorDomain, code: -10_875))
            #expect(throws: AudioSessionError(AudioSessionError.Code(rawValue: -10_875))) { try rig.io.startOutput() }
            #expect(!rig.io.isOutputRunning)
        }

        @Test func inputNeedsACategoryThatRecords() throws {
            let received = Locked<[AVAudioFrameCount]>([])
            let rig = EngineRig(onInput: { buffer, _ in received.withLock { $0.append(buffer.frameLength) } })
            try rig.session.setCategory(.playback)
            #expect(throws: AudioSessionError(.cannotStartRecording)) { try rig.io.startInput() }
            #expect(!rig.io.isInputRunning)
            #expect(!rig.engine.isRunning)

            try rig.session.setCategory(.playAndRecord, mode: .voiceChat, options: [])
            try rig.io.startInput()
            #expect(rig.io.isInputRunning)
            #expect(rig.engineScript.deliverInput(frames: 480))
            rig.io.stopInput()
            #expect(!rig.engineScript.deliverInput(frames: 480)) // the tap is gone with the engine
            #expect(received.withLock { $0 } == [480])
        }

        @Test func noInputAvailableIsRefusedToo() throws {
            let rig = EngineRig()
            rig.script.update { $0.isInputAvailable = false }
            try rig.session.setCategory(.record)
            #expect(throws: AudioSessionError(.cannotStartRecording)) { try rig.io.startInput() }
        }

        @Test func theEngineRunsWhileEitherSideDoes() throws {
            let rig = EngineRig()
            try rig.session.setCategory(.playAndRecord)
            try rig.io.startInput()
            try rig.io.startOutput()
            rig.io.stopOutput()
            #expect(rig.engine.isRunning)
            #expect(rig.io.isInputRunning)
            #expect(!rig.io.isOutputRunning)
            rig.io.stopInput()
            #expect(!rig.engine.isRunning)
            #expect(rig.engineScript.calls == ["prepare", "start", "stop"])
        }

        @Test func aConfigurationChangeRestartsWhatRan() throws {
            let rig = EngineRig()
            try rig.session.setCategory(.playAndRecord)
            try rig.io.startOutput()
            try rig.io.startInput()
            rig.engineScript.changeConfiguration()
            #expect(rig.io.isOutputRunning)
            #expect(rig.io.isInputRunning)
            #expect(rig.engineScript.calls == ["prepare", "start", "prepare", "start"])
        }

        @Test func aFailedRestartIsReportedAndLeavesEverythingStopped() throws {
            let failures = Locked<[AudioSessionError]>([])
            let rig = EngineRig(restartFailed: { error in failures.withLock { $0.append(error) } })
            try rig.session.setCategory(.playback)
            try rig.io.startOutput()
            rig.engineScript.failNextStart(with: .cannotStartPlaying)
            rig.engineScript.changeConfiguration()
            #expect(failures.withLock { $0 } == [AudioSessionError(.cannotStartPlaying)])
            #expect(!rig.io.isOutputRunning)
            try rig.io.startOutput()
            #expect(rig.io.isOutputRunning)
        }

        @Test func aConfigurationChangeWithNothingRunningStartsNothing() throws {
            let rig = EngineRig()
            rig.engineScript.changeConfiguration()
            #expect(!rig.engine.isRunning)
            #expect(rig.engineScript.calls.isEmpty)
        }

        @Test func deactivatingUnderRunningOutputIsBusyAndStopsIt() throws {
            let rig = EngineRig()
            try rig.session.setCategory(.playback)
            try rig.session.setActive(true)
            try rig.io.startOutput()
            #expect(throws: AudioSessionError(.isBusy)) { try rig.session.setActive(false) }
            #expect(rig.session.activation == .inactive) // inactive anyway (A5)
            #expect(!rig.io.isOutputRunning)
            rig.io.stopOutput()
            try rig.session.setActive(true)
            try rig.session.setActive(false) // nothing runs now: no isBusy
        }

        @Test func anInterruptionStopsTheEngineAndTheAdapterSaysSo() throws {
            let rig = EngineRig()
            try rig.session.setCategory(.playback)
            try rig.session.setActive(true)
            try rig.io.startOutput()
            rig.script.beginInterruption()
            #expect(!rig.io.isOutputRunning)
            #expect(rig.session.activation == .inactive)
            rig.script.endInterruption(shouldResume: true)
            try rig.session.setActive(true)
            try rig.io.startOutput()
            #expect(rig.io.isOutputRunning)
        }

        @Test func sharedActivationKeepsTheSessionForAnotherComponentsRunningIO() throws {
            let rig = EngineRig()
            let shared = rig.session.sharedActivation
            try rig.session.setCategory(.playback)
            try shared.acquire("player")
            shared.beginIO("game")
            try rig.io.startOutput()
            #expect(shared.release("player") == .keptActiveForRunningIO(of: ["game"]))
            #expect(rig.script.values.isActive)
            #expect(rig.io.isOutputRunning)
            rig.io.stopOutput()
            shared.endIO("game")
            try shared.acquire("player")
            #expect(shared.release("player") == .deactivated)
            #expect(!rig.script.values.isActive)
        }

        @Test func releasingUnderOnesOwnRunningIOIsBusyAndStopsTheEngine() throws {
            let rig = EngineRig()
            let shared = rig.session.sharedActivation
            try rig.session.setCategory(.playback)
            try shared.acquire("player")
            shared.beginIO("player")
            try rig.io.startOutput()
            #expect(shared.release("player") == .deactivationFailed(AudioSessionError(.isBusy)))
            #expect(rig.session.activation == .inactive)
            #expect(!rig.io.isOutputRunning)
            shared.endIO("player")
        }

        @Test func aBorrowWithRunningIOIsRestoredWithoutDeactivating() throws {
            let rig = EngineRig()
            let shared = rig.session.sharedActivation
            try rig.session.setCategory(.ambient)
            shared.beginIO("game")
            try rig.io.startOutput()
            let report = try shared.withBorrowedConfiguration(.adPlayback, component: "ads") {
                #expect(rig.sdk.category == .playAndRecord)
                return 1
            }
            #expect(report == 1)
            #expect(rig.sdk.category == .ambient)
            #expect(!AVAudioSessionScript(rig.sdk).calls.contains("setActive(false)"))
            #expect(rig.io.isOutputRunning)
            rig.io.stopOutput()
            shared.endIO("game")
        }
    }
#endif
