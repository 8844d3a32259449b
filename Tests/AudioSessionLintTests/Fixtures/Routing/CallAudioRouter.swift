// swift-format-ignore-file
import AVFAudio
import AVFoundation

final class CallAudioRouter {
    private var session: AVAudioSession { AVAudioSession.sharedInstance() }

    init() {
        NotificationCenter.default.addObserver(
            forName: AVAudioSession.interruptionNotification, object: nil, queue: .main
        ) { _ in }
        NotificationCenter.default.addObserver(
            forName: AVAudioSession.mediaServicesWereResetNotification, object: nil, queue: .main
        ) { _ in }
    }

    func enableSpeakerDuringPlayback() throws {
        try session.setCategory(.playback, mode: .moviePlayback)
        try session.setActive(true)
        try session.overrideOutputAudioPort(.speaker)  // expect: override-needs-play-and-record
    }

    func enableSpeakerDuringCall() throws {
        try session.setCategory(.playAndRecord, mode: .voiceChat, options: [.allowBluetooth])
        try session.overrideOutputAudioPort(.speaker)
    }

    func speakerWithUnknownCategory(_ category: AVAudioSession.Category) throws {
        try session.setCategory(category)
        try session.overrideOutputAudioPort(.speaker)
    }

    func speakerAfterEitherCategory(video: Bool) throws {
        if video {
            try session.setCategory(.playback)
        } else {
            try session.setCategory(.playAndRecord)
        }
        try session.overrideOutputAudioPort(.speaker)
    }

    func speakerOnly() throws {
        // The category was set elsewhere: not judged.
        try session.overrideOutputAudioPort(.speaker)
    }

    func resetRoute() throws {
        try session.setCategory(.playback)
        try session.overrideOutputAudioPort(.none)
    }

    func recordVoiceMemo() throws {
        try session.setCategory(.playAndRecord, mode: .default, options: [.allowBluetooth, .defaultToSpeaker])  // expect: bluetooth-hfp-for-playback
    }

    func recordWithHighQualityPlayback() throws {
        try session.setCategory(.playAndRecord, options: [.allowBluetooth, .allowBluetoothA2DP])
    }

    func gameVoiceChat() throws {
        try session.setCategory(.playAndRecord, mode: .gameChat, options: [.allowBluetooth])
    }

    func laterVoiceChat() throws {
        try session.setCategory(.playAndRecord, options: .allowBluetooth)
        try session.setMode(.voiceChat)
    }
}
