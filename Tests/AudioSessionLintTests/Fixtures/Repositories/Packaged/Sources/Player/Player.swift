// swift-format-ignore-file
import AVFoundation

/// Target Player: interrupts others and deactivates without telling them; handles no notification.
public final class Player {
    public func start() throws {
        try AVAudioSession.sharedInstance().setCategory(.playback)
        try AVAudioSession.sharedInstance().setActive(true)  // expect: no-interruption-handling, no-reset-handling
    }

    public func stop() throws {
        try AVAudioSession.sharedInstance().setActive(false)  // expect: deactivate-without-notify
    }
}
