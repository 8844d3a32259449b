// swift-format-ignore-file
import AVFoundation

/// Every category this target sets interrupts other apps, so deactivation must notify them.
final class RadioPlayer: NSObject {
    let audioSession = AVAudioSession.sharedInstance()

    override init() {
        super.init()
        NotificationCenter.default.addObserver(
            self, selector: #selector(interrupted(_:)), name: AVAudioSession.interruptionNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(reset(_:)), name: AVAudioSession.mediaServicesWereResetNotification,
            object: nil)
    }

    func play() throws {
        try audioSession.setCategory(.playback, mode: .spokenAudio, policy: .longFormAudio)
        try audioSession.setActive(true)
    }

    func stop() {
        try? audioSession.setActive(false)  // expect: deactivate-without-notify
    }

    func stopPolitely() {
        try? audioSession.setActive(false, options: .notifyOthersOnDeactivation)
    }

    func stopWithArray() {
        try? audioSession.setActive(false, options: [.notifyOthersOnDeactivation])
    }

    func stopWithFlag(_ active: Bool) {
        try? audioSession.setActive(active)
    }

    var isHeadphonesConnected: Bool {
        try? audioSession.setActive(true)  // expect: activate-to-read
        return audioSession.currentRoute.outputs.contains { $0.portType == .headphones }
    }

    func currentVolume() -> Float {
        let session = AVAudioSession.sharedInstance()
        do {
            try session.setActive(true)  // expect: activate-to-read
        } catch {
            print(error)
        }
        return session.outputVolume
    }

    func startAndReport() throws {
        try audioSession.setActive(true)
        let route = audioSession.currentRoute
        startEngine(route: route)
    }

    func readWithoutActivating() -> Int {
        audioSession.availableInputs?.count ?? 0
    }

    private func startEngine(route: AVAudioSessionRouteDescription) {}
    @objc private func interrupted(_ note: Notification) {}
    @objc private func reset(_ note: Notification) {}
}
