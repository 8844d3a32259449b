import AudioSessionModel
import AudioSessionTesting
import Foundation
import Testing

/// The iOS 17 input mute and the iOS 26 output mute through the Kit, and their notifications (rules P9, P10, R12).
@Suite struct MuteTests {
    private func device(os: OSVersion, apps: [DeviceConfiguration.App]) -> SimulatedDevice {
        SimulatedDevice(DeviceConfiguration(os: os, apps: apps, foreground: apps.first?.name))
    }

    @Test func inputMuteIsToldToAnActiveRecordingSessionAndLaterToAnInactiveOne() throws {
        let device = device(os: .iOS18, apps: [.init(name: "Chat", recordPermission: .granted)])
        let chat = try session(device, "Chat")
        let (seen, observation) = record(chat)
        defer { observation.cancel() }
        try chat.setCategory(.playAndRecord)
        _ = seen.take()
        try chat.setInputMuted(true)
        #expect(chat.isInputMuted)
        #expect(seen.takeSeen() == []) // inactive: stored, not told (P9)
        try chat.setActive(true)
        #expect(seen.takeSeen() == [.inputMuted(true)])
        try chat.setInputMuted(false)
        #expect(seen.takeSeen() == [.inputMuted(false)])
        #expect(!chat.isInputMuted)
    }

    @Test func aMutedRecordingIsSilent() throws {
        let device = device(os: .iOS18, apps: [.init(name: "Chat", recordPermission: .granted)])
        let chat = try session(device, "Chat")
        try chat.setCategory(.playAndRecord)
        try chat.startRecording()
        #expect(!device.reading { $0.inputIsSilent(chat.app) })
        try chat.setInputMuted(true)
        #expect(device.reading { $0.inputIsSilent(chat.app) })
    }

    @Test func outputMuteNeedsIOS26() throws {
        let device = device(os: .iOS18, apps: [.init(name: "Player")])
        let player = try session(device, "Player")
        #expect(throws: AudioSessionError.self) { try player.setOutputMuted(true) }
        #expect(!player.isOutputMuted)
    }

    @Test func outputMuteSilencesAPlayingSessionAndVolumeUpAsksTheApp() throws {
        let device = device(os: .iOS26, apps: [.init(name: "Player")])
        let player = try session(device, "Player")
        let (seen, observation) = record(player)
        defer { observation.cancel() }
        try player.setCategory(.playback)
        try player.startPlayback()
        _ = seen.take()
        try player.setOutputMuted(true)
        #expect(player.isOutputMuted)
        #expect(seen.takeSeen() == [.outputMuted(true)])
        #expect(device.reading { $0.state[player.app].session.isPlaying })
        #expect(!device.reading { $0.isAudible(player.app) })
        try device.perform(.volumeUp)
        #expect(seen.takeSeen() == [.unmuteIntent])
        #expect(player.isOutputMuted) // the app decides
    }

    @Test func playAndRecordInAVoiceModeCannotStayMuted() throws {
        let device = device(os: .iOS26, apps: [.init(name: "Chat", recordPermission: .granted)])
        let chat = try session(device, "Chat")
        try chat.setCategory(.playAndRecord, mode: .voiceChat, options: [])
        #expect(throws: AudioSessionError.self) { try chat.setOutputMuted(true) }
        try chat.setMode(.default)
        try chat.setOutputMuted(true)
        let (seen, observation) = record(chat)
        defer { observation.cancel() }
        try chat.setMode(.voiceChat)
        #expect(!chat.isOutputMuted)
        #expect(seen.takeSeen().contains(.outputMuted(false)))
    }

    @Test func aNewInputIsToldToInputSessionsOnIOS26Only() throws {
        for os in [OSVersion.iOS18, .iOS26] {
            let device = device(os: os, apps: [.init(name: "Chat", recordPermission: .granted)])
            let chat = try session(device, "Chat")
            try chat.setCategory(.playAndRecord)
            try chat.setActive(true)
            let (seen, observation) = record(chat)
            try device.perform(.connect(ExternalDevice(kind: .wiredHeadset)))
            let kinds = seen.takeSeen()
            observation.cancel()
            #expect(kinds.first == .route(.newDeviceAvailable))
            #expect(kinds.contains(.inputsChanged) == (os == .iOS26))
        }
    }

    @Test func theHeadsetGestureDuringACallAsksTheCallKitApp() throws {
        let device = SimulatedDevice(
            DeviceConfiguration(
                apps: [.init(name: "Caller", backgroundAudio: true, recordPermission: .granted, usesCallKit: true)],
                foreground: "Caller"))
        let caller = try session(device, "Caller")
        try caller.setCategory(.playAndRecord, mode: .voiceChat, policy: .default, options: [])
        let provider = SimulatedCallProvider(session: caller)
        let delegate = MutingCallDelegate(session: caller)
        provider.setDelegate(delegate)
        let started = Recorder<CallError?>()
        provider.requestStartCall(with: UUID()) { started.append($0) }
        #expect(started.all.count == 1)
        #expect(started.all.first == .some(nil))
        try device.perform(.muteInput(true))
        #expect(delegate.mutes.all == [true])
        #expect(caller.isInputMuted) // its delegate muted the input
    }
}

/// A CallKit delegate that fulfills what it is asked and mutes its session's input as CallKit says.
final class MutingCallDelegate: CallProviderDelegate, @unchecked Sendable {
    let session: SimulatedAudioSession
    let mutes = Recorder<Bool>()

    init(session: SimulatedAudioSession) { self.session = session }

    func providerDidReset() {}
    func performAnswerCall(_ action: CallAction) { action.fulfill() }
    func performStartCall(_ action: CallAction) { action.fulfill() }
    func performEndCall(_ action: CallAction) { action.fulfill() }
    func performSetHeldCall(_ action: CallAction, isOnHold: Bool) { action.fulfill() }
    func performSetMutedCall(_ action: CallAction, isMuted: Bool) {
        mutes.append(isMuted)
        try? session.setInputMuted(isMuted)
        action.fulfill()
    }
    func didActivate(_ session: any AudioSessionProtocol) {}
    func didDeactivate(_ session: any AudioSessionProtocol) {}
}
