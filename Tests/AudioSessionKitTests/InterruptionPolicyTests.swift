import AudioSessionTesting
import Testing

@Suite struct InterruptionPolicyTests {
    /// A player app with a handler whose actions are recorded; `resume` restarts playback.
    private func player(
        _ policies: [InterruptionPolicy], devices: [ExternalDevice] = [], others: [DeviceConfiguration.App] = []
    ) throws -> (SimulatedAudioSession, InterruptionHandler, Recorder<String>) {
        let device = makeDevice(
            [.init(name: "Player", backgroundAudio: true, handlesRemoteCommands: true)] + others, devices: devices)
        let player = try session(device, "Player")
        let log = Recorder<String>()
        let handler = InterruptionHandler(
            session: player, policies: policies, scheduler: player.scheduler,
            actions: .init(
                pause: { cause in log.append("pause \(cause)") },
                resume: {
                    log.append("resume")
                    try? player.setActive(true)
                    try? player.startPlayback()
                },
                endCall: { log.append("endCall") }))
        try player.setCategory(.playback)
        try player.startPlayback()
        return (player, handler, log)
    }

    @Test func resumesWhenAnotherAppDeactivatesWithNotifyOthers() throws {
        let (player, handler, log) = try player(
            InterruptionPolicy.mediaPlayback, others: [.init(name: "Radio", backgroundAudio: true)])
        let radio = try session(player.device, "Radio")
        try player.device.perform(UserAction.openApp("Radio")) // the player keeps playing in the background
        try radio.setCategory(.playback)
        try radio.setActive(true)
        #expect(!player.isPlaying)
        #expect(handler.isInterrupted)
        try radio.setActive(false, options: .notifyOthersOnDeactivation)
        // Woken in the background (L4); as the Now Playing app it may reactivate there (A1).
        #expect(log.all == ["pause interruptionBegan(default)", "resume"])
        #expect(player.isActive && player.isPlaying)
        #expect(!handler.isInterrupted)
    }

    @Test func withoutResumePolicyStaysPaused() throws {
        let (player, handler, log) = try player([.pauseOnOldDeviceUnavailable])
        try player.device.perform(SystemEvent.alarm)
        try player.device.perform(UserAction.dismissAlarm)
        #expect(log.all == ["pause interruptionBegan(default)"])
        #expect(!player.isPlaying)
        #expect(!handler.isInterrupted)
    }

    @Test func pausesWhenHeadphonesAreUnplugged() throws {
        let (player, handler, log) = try player(
            InterruptionPolicy.mediaPlayback, devices: [ExternalDevice(kind: .wiredHeadphones)])
        #expect(ports(player.currentRoute).outputs == [.headphones])
        try player.device.perform(UserAction.disconnect("wiredHeadphones"))
        // The Now Playing app hears the route change, then its interruption (rule R10).
        #expect(log.take() == ["pause oldDeviceUnavailable", "pause interruptionBegan(routeDisconnected)"])
        handler.cancel()
        try player.setActive(true)
        try player.startPlayback()
        try player.device.perform(UserAction.connect(ExternalDevice(kind: .wiredHeadphones)))
        try player.device.perform(UserAction.disconnect("wiredHeadphones"))
        #expect(log.all.isEmpty) // cancelled: no more actions
    }

    @Test func newDeviceDoesNotPause() throws {
        let (player, handler, log) = try player([.pauseOnOldDeviceUnavailable])
        try player.device.perform(UserAction.connect(ExternalDevice(kind: .bluetoothSpeaker)))
        #expect(log.all.isEmpty)
        #expect(player.isPlaying)
        #expect(ports(player.currentRoute).outputs == [.bluetoothA2DP])
        handler.cancel()
    }

    @Test func endCallWaitsForTheLimitOnTheVirtualClock() throws {
        let (player, handler, log) = try player([.endCall(after: .milliseconds(2_500))])
        try player.device.advance(to: seconds(1))
        try player.device.perform(SystemEvent.alarm)
        #expect(player.device.nextTimerDue == .milliseconds(3_500))
        try player.device.advance(to: .nanoseconds(3_499_999_999))
        #expect(!handler.hasEndedCall)
        try player.device.advance(to: .milliseconds(3_500))
        #expect(handler.hasEndedCall)
        #expect(log.all == ["pause interruptionBegan(default)", "endCall"])
    }

    @Test func endCallDoesNotFireWhenTheAppReactivatedMeanwhile() throws {
        let (player, handler, log) = try player([.endCall(after: .seconds(30))])
        try player.device.perform(SystemEvent.incomingCall)
        try player.device.perform(UserAction.declineCall) // ends the ringing, but say the ended notice never came
        try player.setActive(true)
        try player.device.advance(to: seconds(31))
        #expect(!handler.hasEndedCall)
        #expect(!log.all.contains("endCall"))
    }

    @Test func taskSchedulerRunsWorkAfterTheDelayUnlessCancelled() async throws {
        let ran = Recorder<String>()
        let scheduler = TaskScheduler()
        let cancelled = scheduler.schedule(after: .milliseconds(1)) { ran.append("cancelled") }
        cancelled.cancel()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = scheduler.schedule(after: .milliseconds(5)) {
                ran.append("ran")
                continuation.resume()
            }
        }
        #expect(ran.all == ["ran"])
    }

    @Test func releasedHandlerStopsActing() throws {
        let (player, _, log) = try player([.pauseOnOldDeviceUnavailable])
        try player.device.perform(SystemEvent.alarm)
        #expect(log.all.isEmpty)
        #expect(!player.isActive)
    }
}
