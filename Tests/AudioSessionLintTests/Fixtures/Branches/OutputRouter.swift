import AVFoundation

/// A route picker whose category and override calls sit in different branches: none of them surely ran before
/// the other, so nothing is reported, except where a setCategory in the same block comes first.
final class OutputRouter {
    private let session = AVAudioSession.sharedInstance()

    init() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(interrupted), name: AVAudioSession.interruptionNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(reset), name: AVAudioSession.mediaServicesWereResetNotification, object: nil)
    }

    @objc private func interrupted(_ note: Notification) {}
    @objc private func reset(_ note: Notification) {}

    func route(to output: String) throws {
        try session.setActive(true)
        switch output {
        case "music":
            try session.setCategory(.playback)
        case "speaker":
            try session.overrideOutputAudioPort(.speaker)
        default:
            try session.setCategory(.playAndRecord, mode: .videoChat, options: [.defaultToSpeaker])
        }
    }

    func toggle(speaker: Bool, headset: Bool) throws {
        if headset {
            try session.setCategory(.ambient)
        } else if speaker {
            try session.overrideOutputAudioPort(.speaker)
        }
    }

    func playThroughSpeaker() throws {
        do {
            try session.setCategory(.playback)
        }
        if Bool.random() {
            try session.overrideOutputAudioPort(.speaker) // expect: override-needs-play-and-record
        }
    }
}
