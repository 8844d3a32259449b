// swift-format-ignore-file
import AVFoundation

/// Target Recorder: a mixable session that observes both notifications. Judged with Radio's files, its mixable
/// configuration would silence Radio's deactivation and its observers Radio's missing handlers.
final class VoiceNotes {
    init() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(interrupted(_:)), name: AVAudioSession.interruptionNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(reset), name: AVAudioSession.mediaServicesWereResetNotification, object: nil)
    }

    func start() throws {
        try AVAudioSession.sharedInstance().setCategory(.ambient, options: [.mixWithOthers])
        try AVAudioSession.sharedInstance().setActive(true)
    }

    @objc private func interrupted(_ notification: Notification) {}
    @objc private func reset() {}
}
