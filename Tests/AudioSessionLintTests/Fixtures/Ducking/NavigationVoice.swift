import AVFoundation

/// A voice prompt that ducks other apps and deactivates without notifying them: reported, as for an interrupting
/// session.
final class NavigationVoice: NSObject {
    private let synthesizer = AVSpeechSynthesizer()

    override init() {
        super.init()
        try? AVAudioSession.sharedInstance().setCategory(
            .playback, mode: .voicePrompt, options: [.mixWithOthers, .duckOthers])
        NotificationCenter.default.addObserver(
            self, selector: #selector(handleInterruption), name: AVAudioSession.interruptionNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(handleReset), name: AVAudioSession.mediaServicesWereResetNotification,
            object: nil)
    }

    @objc private func handleInterruption(_ note: Notification) {}
    @objc private func handleReset(_ note: Notification) {}

    func announce(_ text: String) {
        try? AVAudioSession.sharedInstance().setActive(true)
        synthesizer.speak(AVSpeechUtterance(string: text))
    }

    func finished() {
        try? AVAudioSession.sharedInstance().setActive(false) // expect: deactivate-without-notify
    }
}
