// swift-format-ignore-file
import AVFoundation

/// Records from the Bluetooth headset's microphone through an engine tap: hands-free is the point here.
final class VoiceInput {
    private let engine = AVAudioEngine()

    init() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(changed(_:)), name: AVAudioSession.interruptionNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(changed(_:)), name: AVAudioSession.mediaServicesWereResetNotification, object: nil)
    }

    func start() throws {
        try AVAudioSession.sharedInstance().setCategory(.playAndRecord, options: [.allowBluetooth])
        try AVAudioSession.sharedInstance().setActive(true)
        engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: nil) { _, _ in }
        try engine.start()
    }

    @objc private func changed(_ notification: Notification) {}
}
