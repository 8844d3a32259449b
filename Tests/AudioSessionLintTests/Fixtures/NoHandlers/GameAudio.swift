// swift-format-ignore-file
import AVFoundation

enum GameAudio {
    static func start() {
        let session = AVAudioSession.sharedInstance()
        try? session.setCategory(.ambient, mode: .default, options: [.mixWithOthers])
        try? session.setActive(true)  // expect: no-interruption-handling, no-reset-handling
    }

    static func stop() {
        // An ambient, mixable session interrupts nobody: deactivating without notifying is fine.
        try? AVAudioSession.sharedInstance().setActive(false)
    }
}
