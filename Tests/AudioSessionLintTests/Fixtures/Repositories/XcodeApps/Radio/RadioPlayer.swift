// swift-format-ignore-file
import AVFoundation

/// Target Radio: a playback app that handles no notification and deactivates without telling others.
final class RadioPlayer {
    func start() throws {
        try AVAudioSession.sharedInstance().setCategory(.playback)  // expect: background-audio-mode-missing
        try AVAudioSession.sharedInstance().setActive(true)  // expect: no-interruption-handling, no-reset-handling
    }

    func stop() throws {
        try AVAudioSession.sharedInstance().setActive(false)  // expect: deactivate-without-notify
    }
}
