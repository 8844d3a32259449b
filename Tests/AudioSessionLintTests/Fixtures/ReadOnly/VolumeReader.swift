import AVFoundation
import os

/// Activations whose only purpose is a read, with logging, error handling and other reads around them; and ones that
/// serve something else.
final class VolumeReader {
    let session = AVAudioSession.sharedInstance()
    let logger = Logger(subsystem: "app", category: "audio")
    var observation: NSKeyValueObservation?

    func setUp() throws {
        try session.setCategory(.playback)
        NotificationCenter.default.addObserver(
            self, selector: #selector(handle), name: AVAudioSession.interruptionNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(handle), name: AVAudioSession.mediaServicesWereResetNotification, object: nil)
    }

    func volumeWithErrorHandling() -> Float {
        do {
            try session.setActive(true) // expect: activate-to-read
        } catch {
            logger.error("activation failed: \(error.localizedDescription)")
            reportFailure(error)
            return 0
        }
        logger.debug("category \(self.session.category.rawValue)")
        return session.outputVolume
    }

    func playsAfterReading(player: AVAudioPlayer) throws -> Float {
        try session.setActive(true)
        let volume = session.outputVolume
        player.play()
        return volume
    }

    func observesTheVolume() throws {
        try session.setActive(true) // expect: activate-to-read
        observation = session.observe(\.outputVolume) { session, _ in print(session.outputVolume) }
    }
}
