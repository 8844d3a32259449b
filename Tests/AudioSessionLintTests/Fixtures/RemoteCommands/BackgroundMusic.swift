// swift-format-ignore-file
import AVFoundation
import MediaPlayer

final class BackgroundMusic {
    private let session: AVAudioSession

    init(session: AVAudioSession = .sharedInstance()) {
        self.session = session
        NotificationCenter.default.addObserver(
            forName: AVAudioSession.interruptionNotification, object: session, queue: .main) { _ in }
        NotificationCenter.default.addObserver(
            forName: AVAudioSession.mediaServicesWereResetNotification, object: session, queue: .main) { _ in }
    }

    func start() throws {
        try session.setCategory(.playback, mode: .default, options: [.mixWithOthers])  // expect: mixable-with-remote-commands
        try session.setActive(true)
        let commands = MPRemoteCommandCenter.shared()
        commands.playCommand.addTarget { _ in .success }
        commands.pauseCommand.addTarget { _ in .success }
    }
}
