// swift-format-ignore-file
import AVFoundation
import WebRTC

/// WebRTC's RTCAudioSession wraps AVAudioSession with its own setCategory and setActive: not session calls here.
final class CallAudioController {
    private let rtcAudioSession = RTCAudioSession.sharedInstance()

    func configure() {
        let configuration = RTCAudioSessionConfiguration.webRTC()
        configuration.category = AVAudioSession.Category.playAndRecord.rawValue
        configuration.categoryOptions = [.defaultToSpeaker, .allowBluetooth]
        configuration.mode = AVAudioSession.Mode.voiceChat.rawValue
        rtcAudioSession.lockForConfiguration()
        do {
            try rtcAudioSession.setConfiguration(configuration, active: true)
            // RTCAudioSession observes interruptions and media-services resets itself.
            try AVAudioSession.sharedInstance().setActive(true)
            try rtcAudioSession.setCategory(.playback, mode: .voiceChat, options: [.defaultToSpeaker])
            try rtcAudioSession.overrideOutputAudioPort(.speaker)
            try rtcAudioSession.setActive(false)
        } catch {
            debugPrint("Error changing AVAudioSession category: \(error)")
        }
        rtcAudioSession.unlockForConfiguration()
    }

    func speaker(_ session: RTCAudioSession) {
        try? session.setCategory(.ambient, options: [.defaultToSpeaker])
        try? session.setActive(true)
    }
}
