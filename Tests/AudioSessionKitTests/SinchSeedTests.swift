import AudioSessionModel
import AudioSessionTesting
import Testing

/// The Sinch client as its documentation (seed 001) describes it: a call activates the shared session in
/// `playAndRecord`/`voiceChat`, deactivates it when the call ends and restores category, options and mode; a
/// cellular call that lasts more than 30 seconds ends the Sinch call.
final class SinchClient: Sendable {
    enum CallEnd: Hashable, Sendable {
        case hungUp
        case interruptionTooLong
    }

    private struct Call {
        var borrow: ConfigurationBorrow
        var handler: InterruptionHandler?
    }

    let session: SimulatedAudioSession
    let shared: SharedActivation
    let log = Recorder<String>()
    let reports = Recorder<RestoreReport>()
    private let call = Locked<Call?>(nil)

    init(session: SimulatedAudioSession, shared: SharedActivation) {
        self.session = session
        self.shared = shared
    }

    var isInCall: Bool { call.withLock { $0 != nil } }

    func startCall() throws {
        let borrow = try shared.borrow(.voiceCall, component: "Sinch")
        let handler = InterruptionHandler(
            session: session, policies: InterruptionPolicy.sinchCall, scheduler: session.scheduler,
            actions: .init(
                pause: { [weak self] cause in self?.log.append("hold \(cause)") },
                resume: { [weak self] in self?.resume() },
                endCall: { [weak self] in self?.endCall(.interruptionTooLong) }))
        call.withLock { $0 = Call(borrow: borrow, handler: handler) }
        shared.beginIO("Sinch")
        try session.startRecording()
        try session.startPlayback()
        log.append("connected")
    }

    private func resume() {
        do {
            try session.setActive(true)
            try session.startRecording()
            try session.startPlayback()
            log.append("resumed")
        } catch {
            log.append("resume failed \(error.code.name)")
        }
    }

    func endCall(_ reason: CallEnd) {
        guard
            let ending = call.withLock({ call -> Call? in
                defer { call = nil }
                return call
            })
        else { return }
        ending.handler?.cancel()
        session.stopRecording()
        session.stopPlayback()
        shared.endIO("Sinch")
        reports.append(ending.borrow.restore())
        log.append("ended \(reason)")
    }
}

@Suite struct SinchSeedTests {
    /// A messenger app configured for its own media: `playback`, `moviePlayback`, mixable; not active.
    private func messenger(callStyle: CallStyle = .banner) throws -> (SimulatedAudioSession, SinchClient) {
        let device = makeDevice(
            [.init(name: "Messenger", backgroundAudio: true, recordPermission: .granted)], callStyle: callStyle)
        let messenger = try session(device, "Messenger")
        try messenger.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers])
        return (messenger, SinchClient(session: messenger, shared: messenger.sharedActivation))
    }

    private let original = SessionConfiguration(category: .playback, mode: .moviePlayback, options: [.mixWithOthers])

    @Test func callUsesVoiceChatAndRestoresCategoryOptionsAndModeWhenItEnds() throws {
        let (messenger, sinch) = try messenger()
        let before = SessionSnapshot(of: messenger)
        let (notes, observation) = record(messenger)
        defer { observation.cancel() }

        try sinch.startCall()
        #expect(messenger.category == .playAndRecord)
        #expect(messenger.mode == .voiceChat)
        #expect(messenger.categoryOptions == [.allowBluetoothHFP]) // implied by voiceChat (rule C4)
        #expect(messenger.isActive && messenger.isPlaying && messenger.isRecording)
        #expect(ports(messenger.currentRoute) == ([.builtInReceiver], [.builtInMic]))

        try messenger.device.advance(to: seconds(60))
        sinch.endCall(.hungUp)

        #expect(SessionSnapshot(of: messenger) == before)
        #expect(messenger.configuration == original)
        #expect(!messenger.isActive)
        #expect(notes.takeSeen() == [.route(.categoryChange), .route(.categoryChange)])
        let report = try #require(sinch.reports.all.first)
        #expect(report.steps == [.init(.deactivate), .init(.setConfiguration(original))])
        #expect(report.isExact)
        #expect(sinch.log.all == ["connected", "ended hungUp"])
    }

    @Test func shortCellularInterruptionResumesTheCall() throws {
        let (messenger, sinch) = try messenger()
        try sinch.startCall()
        let (notes, observation) = record(messenger)
        defer { observation.cancel() }
        let device = messenger.device

        try device.advance(to: seconds(1))
        try device.perform(SystemEvent.incomingCall)
        #expect(!messenger.isActive && messenger.isInterrupted)
        #expect(notes.takeSeen() == [.began(.default), .route(.categoryChange)])
        #expect(device.nextTimerDue == seconds(31)) // the 30-second limit

        try device.advance(to: seconds(10))
        try device.perform(UserAction.declineCall)
        #expect(notes.takeSeen() == [.route(.categoryChange), .ended(shouldResume: true)])
        #expect(messenger.isActive && messenger.isPlaying && messenger.isRecording)

        try device.advance(to: seconds(45)) // past the 30-second limit
        #expect(sinch.isInCall)
        #expect(sinch.log.all == ["connected", "hold interruptionBegan(default)", "resumed"])

        sinch.endCall(.hungUp)
        #expect(messenger.configuration == original)
        #expect(!messenger.isActive)
    }

    @Test func cellularCallRingingLongerThanThirtySecondsEndsTheCall() throws {
        let (messenger, sinch) = try messenger()
        try sinch.startCall()
        let (notes, observation) = record(messenger)
        defer { observation.cancel() }
        let device = messenger.device

        try device.advance(to: seconds(5))
        try device.perform(SystemEvent.incomingCall)
        try device.advance(to: seconds(34))
        #expect(sinch.isInCall)
        try device.advance(to: seconds(35))
        #expect(!sinch.isInCall)
        #expect(sinch.log.all == ["connected", "hold interruptionBegan(default)", "ended interruptionTooLong"])
        #expect(messenger.configuration == original)
        #expect(!messenger.isActive)
        let restore = device.trace.first { $0.actor == "Messenger" && $0.kind == "setCategory" && $0.time > .zero }
        #expect(restore?.time == .seconds(35))

        // The ringing ends later: the app hears the end, but the call is over and nothing resumes.
        try device.advance(to: seconds(40))
        try device.perform(UserAction.declineCall)
        #expect(
            notes.takeSeen() == [
                .began(.default), .route(.categoryChange), // the ringing call interrupts (I6, I7)
                .route(.categoryChange), // Sinch restores playback at 35 s (R9)
                .route(.categoryChange), .ended(shouldResume: true), // the ringing ends (I4, I7)
            ])
        #expect(!messenger.isActive && !messenger.isPlaying)
        #expect(sinch.log.all.count == 3)
    }

    @Test func answeredCellularCallEndsTheSinchCallWhenTheAppRunsAgain() throws {
        // A full-screen call: answering puts the Phone in front (S3).
        let (messenger, sinch) = try messenger(callStyle: .fullScreen)
        try sinch.startCall()
        let device = messenger.device
        let lifecycle = Recorder<LifecycleEvent>()
        let lifecycleObservation = messenger.addLifecycleObserver { lifecycle.append($0) }
        defer { lifecycleObservation.cancel() }

        try device.advance(to: seconds(1))
        try device.perform(SystemEvent.incomingCall)
        try device.advance(to: seconds(5))
        try device.perform(UserAction.answerCall)
        #expect(messenger.lifecycleState == .suspended) // no I/O in the background (L3)

        try device.advance(to: seconds(40)) // the 30-second timer fell due at 31 s, held while suspended (L5)
        #expect(sinch.isInCall)

        try device.advance(to: seconds(65))
        try device.perform(UserAction.endCall)
        #expect(!sinch.isInCall)
        #expect(sinch.log.all.last == "ended interruptionTooLong")
        #expect(messenger.lifecycleState == .foreground)
        #expect(lifecycle.all == [.resignedActive, .enteredBackground, .enteredForeground, .becameActive])
        #expect(messenger.configuration == original)
        #expect(!messenger.isActive && !messenger.isPlaying)
    }
}
