// swift-format-ignore-file
import AVFoundation

/// MusicApp: handles both notifications, but its Info.plist does not list background audio.
final class MusicPlayer {
    init() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(changed(_:)), name: AVAudioSession.interruptionNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(changed(_:)), name: AVAudioSession.mediaServicesWereResetNotification, object: nil)
    }

    func play() throws {
        try AVAudioSession.sharedInstance().setCategory(.playback)  // expect: background-audio-mode-missing
        try AVAudioSession.sharedInstance().setActive(true)
    }

    @objc private func changed(_ notification: Notification) {}
}
