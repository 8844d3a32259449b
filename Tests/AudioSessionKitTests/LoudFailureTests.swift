import AudioSessionTesting
import Testing

/// A step the rules call impossible stops the device loudly: the call that asked for it throws an error naming what
/// and why, and every later call throws the same error instead of doing nothing.
@Suite struct LoudFailureTests {
    @Test func aSecondIncomingCallThrowsAndLaterCallsFailWithTheSameError() throws {
        let device = makeDevice([.init(name: "Messenger")], foreground: "Messenger")
        let session = try #require(SimulatedAudioSession(device: device, appNamed: "Messenger"))
        try device.perform(SystemEvent.incomingCall)
        let first = #expect(throws: SimulationError.self) { try device.perform(SystemEvent.incomingCall) }
        #expect(first?.message.contains("incomingCall: a call already exists (rule S1)") == true)
        #expect(device.fatalError == first)

        // Every later call fails with that error.
        let later = #expect(throws: SimulationError.self) { try device.perform(UserAction.answerCall) }
        #expect(later == first)
        #expect(throws: SimulationError.self) { try device.advance(to: .seconds(5)) }
        let sessionError = #expect(throws: AudioSessionError.self) { try session.setCategory(.playback) }
        #expect(sessionError?.code == .unspecified)
        #expect(sessionError?.message == "the simulated device stopped: \(first?.message ?? "")")
        #expect(session.category == .soloAmbient) // nothing was half-applied
    }

    @Test func decliningWhenNothingRingsNamesTheRule() {
        let device = makeDevice([.init(name: "Messenger")], foreground: "Messenger")
        let error = #expect(throws: SimulationError.self) { try device.perform(UserAction.declineCall) }
        #expect(error?.message.contains("declineCall: no call is ringing (rule E9)") == true)
        #expect(error?.kind == .impossibleStep)
    }

    @Test func anUnknownDeviceNameIsNamed() {
        let device = makeDevice([.init(name: "Messenger")], foreground: "Messenger")
        let error = #expect(throws: SimulationError.self) {
            try device.perform(UserAction.disconnect("wiredHeadset"))
        }
        #expect(error?.message.contains("disconnect: no connected device named wiredHeadset") == true)
        #expect(error?.message.hasSuffix("; no device is connected") == true)
    }

    @Test func aMisspelledDeviceNameGetsASuggestion() throws {
        let device = makeDevice(
            [.init(name: "Messenger")], foreground: "Messenger",
            devices: [ExternalDevice(kind: .bluetoothHeadset, name: "AirPods"), ExternalDevice(kind: .wiredHeadset)])
        let typo = #expect(throws: SimulationError.self) { try device.perform(UserAction.disconnect("Airpod")) }
        #expect(
            typo?.message
                == "at 0s: disconnect: no connected device named Airpod; did you mean 'AirPods'?; connected: AirPods, "
                + "wiredHeadset")
        let unlike = SimulatedDevice(
            DeviceConfiguration(
                devices: [ExternalDevice(kind: .bluetoothHeadset, name: "AirPods")], apps: [.init(name: "Messenger")]))
        let far = #expect(throws: SimulationError.self) { try unlike.perform(UserAction.disconnect("HomePod mini")) }
        #expect(far?.message.contains("did you mean") == false, "nothing close: no guess")
        #expect(far?.message.hasSuffix("; connected: AirPods") == true)
    }

    @Test func anImpossibleStepInsideAppCodeFailsTheCallThatRanIt() throws {
        let device = makeDevice([.init(name: "Messenger")], foreground: "Messenger")
        let session = try #require(SimulatedAudioSession(device: device, appNamed: "Messenger"))
        // The app's code, reacting to its own category change, declines a call though none rings.
        let observation = session.addObserver { notification in
            if case .routeChange = notification { try? device.perform(UserAction.declineCall) }
        }
        defer { observation.cancel() }
        let error = #expect(throws: AudioSessionError.self) { try session.setCategory(.playAndRecord) }
        #expect(error?.message.contains("declineCall: no call is ringing") == true)
    }

    @Test func aCancelledTimerIsNotReportedAsDue() throws {
        let device = makeDevice([.init(name: "Messenger")], foreground: "Messenger")
        let app = try #require(device.app(named: "Messenger"))
        let early = device.schedule(after: .seconds(1), for: app) {}
        device.schedule(after: .seconds(3), for: app) {}
        #expect(device.nextTimerDue == .seconds(1))
        device.cancel(early)
        #expect(device.nextTimerDue == .seconds(3))
    }
}
