#if canImport(AVFAudioStandIn)
    import AVFAudioStandIn
    import AudioSessionKit
    import AudioSessionModel
    import Testing

    /// The Kit's SDK patterns (`SharedActivation`, `InterruptionHandler`, `AudioEngineLifecycle`) over
    /// `SystemAudioSession`, driven by the stand-in's script as iOS would drive them.
    @Suite struct SDKPatternTests {
        // MARK: - SharedActivation

        @Test func twoComponentsFindTheSameSharedActivationAndTheLastReleaseDeactivates() throws {
            let sdk = AVAudioSession()
            let script = AVAudioSessionScript(sdk)
            // Written separately: each makes its own wrapper of the same AVAudioSession.
            let host = SystemAudioSession(session: sdk, activation: .inactive)
            let sdkComponent = SystemAudioSession(session: sdk)
            #expect(host.sharedActivation === sdkComponent.sharedActivation)
            try host.setCategory(.playback)
            try host.sharedActivation.acquire("player")
            try sdkComponent.sharedActivation.acquire("ads")
            // Each acquire activates: knowledge that the session is active may be stale after a suspension (L5),
            // and activating an active session changes nothing.
            #expect(script.calls.filter { $0 == "setActive(true)" }.count == 2)
            #expect(script.calls.filter { $0.hasPrefix("setActive(false") }.isEmpty)
            #expect(host.sharedActivation.release("player") == .stillHeld(by: ["ads"]))
            #expect(script.values.isActive)
            #expect(sdkComponent.sharedActivation.release("ads") == .deactivated)
            #expect(!script.values.isActive)
            #expect(sdkComponent.sharedActivation.release("ads") == .surplus)
        }

        @Test func nestedBorrowsRestoreInReverseOrder() throws {
            let sdk = AVAudioSession()
            let script = AVAudioSessionScript(sdk)
            let session = SystemAudioSession(session: sdk, activation: .inactive)
            try session.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers])
            let shared = session.sharedActivation
            let call = try shared.borrow(.voiceCall, component: "calls")
            let ad = try shared.borrow(.adPlayback, component: "ads")
            #expect(sdk.category == .playAndRecord)
            let adReport = ad.restore()
            #expect(adReport.components == ["ads"])
            #expect(sdk.mode == .voiceChat) // back to the call's configuration
            let callReport = call.restore()
            #expect(callReport.components == ["calls"])
            #expect(sdk.category == .playback)
            #expect(sdk.mode == .moviePlayback)
            #expect(sdk.categoryOptions == [.mixWithOthers])
            #expect(!script.values.isActive) // it was known inactive before the borrows
        }

        @Test func aBorrowKeepsTheHostsChangesWhenAsked() throws {
            let sdk = AVAudioSession()
            let session = SystemAudioSession(session: sdk, activation: .inactive)
            try session.setCategory(.playAndRecord, mode: .default, options: [])
            var borrowed = BorrowedConfiguration.adPlayback
            borrowed.keepsHostChanges = true
            let borrow = try session.sharedActivation.borrow(borrowed, component: "ads")
            try sdk.setMode(.videoChat) // the host changes the mode meanwhile, through AVAudioSession directly
            _ = borrow.restore()
            #expect(sdk.mode == .videoChat)
        }

        @Test func aFailedRestoreCallIsReported() throws {
            let sdk = AVAudioSession()
            let script = AVAudioSessionScript(sdk)
            let session = SystemAudioSession(session: sdk)
            try session.setCategory(.playback)
            let borrow = try session.sharedActivation.borrow(.adPlayback, component: "ads")
            script.failNext("setCategory", with: .cannotInterruptOthers)
            let report = borrow.restore()
            #expect(report.steps.contains { $0.error == AudioSessionError(.cannotInterruptOthers) })
        }

        // MARK: - InterruptionHandler

        @Test func aShortInterruptionHoldsAndResumesTheCall() {
            let sdk = AVAudioSession()
            let script = AVAudioSessionScript(sdk)
            let session = SystemAudioSession(session: sdk, activation: .inactive)
            let scheduler = ManualScheduler()
            let actions = Collected<String>()
            let handler = InterruptionHandler(
                session: session, policies: InterruptionPolicy.sinchCall, scheduler: scheduler,
                actions: .init(
                    pause: { actions.append("pause \($0)") }, resume: { actions.append("resume") },
                    endCall: { actions.append("end") }))
            script.beginInterruption()
            #expect(handler.isInterrupted)
            scheduler.advance(by: .seconds(10))
            script.endInterruption(shouldResume: true)
            scheduler.advance(by: .seconds(60))
            #expect(actions.all == ["pause interruptionBegan(default)", "resume"])
            #expect(!handler.hasEndedCall)
        }

        @Test func aLongInterruptionEndsTheCall() {
            let sdk = AVAudioSession()
            let script = AVAudioSessionScript(sdk)
            let session = SystemAudioSession(session: sdk, activation: .inactive)
            let scheduler = ManualScheduler()
            let ended = Collected<Duration>()
            let handler = InterruptionHandler(
                session: session, policies: InterruptionPolicy.sinchCall, scheduler: scheduler,
                actions: .init(endCall: { ended.append(scheduler.now) }))
            script.beginInterruption()
            scheduler.advance(by: .seconds(29))
            #expect(ended.all.isEmpty)
            scheduler.advance(by: .seconds(1))
            #expect(ended.all == [.seconds(30)])
            #expect(handler.hasEndedCall)
            script.endInterruption(shouldResume: true) // too late: no resume
        }

        @Test func unpluggingPausesAMediaPlayerOnTheRouteChangeThread() {
            let sdk = AVAudioSession()
            let script = AVAudioSessionScript(sdk)
            let session = SystemAudioSession(session: sdk)
            let pauses = Collected<(InterruptionHandler.PauseCause, Bool)>()
            let handler = InterruptionHandler(
                session: session, policies: InterruptionPolicy.mediaPlayback, scheduler: ManualScheduler(),
                actions: .init(pause: { pauses.append(($0, MainQueue.isCurrent)) }))
            script.changeRoute(to: [.init(port: .builtInSpeaker, name: "Speaker")], reason: .oldDeviceUnavailable)
            #expect(pauses.all.map(\.0) == [.oldDeviceUnavailable])
            #expect(pauses.all.map(\.1) == [false]) // a route change handler must hop to the main actor for UI
            handler.cancel()
        }

        // MARK: - AudioEngineLifecycle

        @Test func theEngineLifecycleFollowsInterruptionsHintsAndTheApp() throws {
            let sdk = AVAudioSession()
            let script = AVAudioSessionScript(sdk)
            let session = SystemAudioSession(session: sdk, activation: .inactive)
            try session.setCategory(.ambient)
            try session.setActive(true)
            let events = Collected<String>()
            let lifecycle = AudioEngineLifecycle(
                session: session,
                callbacks: .init(
                    suspend: { events.append("suspend") }, wake: { events.append("wake") },
                    interruption: { events.append($0 ? "interrupted" : "interruption ended") },
                    secondaryAudioHint: { events.append($0 ? "mute music" : "unmute music") },
                    activationFailed: { events.append("activation failed \($0.code.name)") }))
            script.beginInterruption()
            script.endInterruption(shouldResume: true)
            script.silenceSecondaryAudio(.begin)
            lifecycle.applicationWillResignActive()
            lifecycle.applicationDidEnterBackground()
            script.silenceSecondaryAudio(.end)
            script.failNext("setActive(true)", with: .cannotInterruptOthers)
            lifecycle.applicationDidBecomeActive()
            #expect(lifecycle.isSuspended)
            lifecycle.applicationDidBecomeActive()
            #expect(!lifecycle.isSuspended)
            #expect(
                events.all == [
                    "suspend", "interrupted", "wake", "interruption ended", "mute music", "suspend", "unmute music",
                    "activation failed cannotInterruptOthers", "wake",
                ])
        }
    }
#endif
