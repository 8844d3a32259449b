// swift-format-ignore-file
import AVFoundation
import MediaPlayer

final class PodcastPlayer {
    private let player = AVPlayer()

    init() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(handleInterruption(_:)), name: AVAudioSession.interruptionNotification,
            object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(handleMediaServicesReset), name: AVAudioSession.mediaServicesWereResetNotification,
            object: nil)
    }

    func play() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .spokenAudio)  // expect: background-audio-mode-missing
        try session.setActive(true)
        player.play()
    }

    @objc private func handleInterruption(_ notification: Notification) {}
    @objc private func handleMediaServicesReset() {}
}
