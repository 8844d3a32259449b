// swift-format-ignore-file
import AVFoundation

/// Target Calls (in a folder named by `path:`): mixable, and observes both notifications.
public final class Calls {
    public init() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(changed(_:)), name: AVAudioSession.interruptionNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(changed(_:)), name: AVAudioSession.mediaServicesWereResetNotification, object: nil)
    }

    public func start() throws {
        try AVAudioSession.sharedInstance().setCategory(.ambient, options: [.mixWithOthers])
        try AVAudioSession.sharedInstance().setActive(true)
    }

    @objc private func changed(_ notification: Notification) {}
}
