// swift-format-ignore-file
import AVFoundation
import UIKit

/// Observers exist, so the target-wide rules stay silent in this fixture.
final class AudioController {
    static let shared = AudioController()
    private let session = AVAudioSession.sharedInstance()
    private let playbackOptions: AVAudioSession.CategoryOptions = [.mixWithOthers, .duckOthers]
    var heightConstraint: NSLayoutConstraint!

    init() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(handleInterruption), name: AVAudioSession.interruptionNotification,
            object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(handleReset), name: AVAudioSession.mediaServicesWereResetNotification,
            object: nil)
    }

    func configurePlayback() {
        do {
            try session.setCategory(.playback, mode: .default, options: [.defaultToSpeaker])  // expect: invalid-options
            try session.setCategory(.playback, options: playbackOptions)
            try session.setActive(true)
        } catch {
            print("Failed to set audio session category: \(error)")
        }
    }

    func configureChat() throws {
        try AVAudioSession.sharedInstance().setCategory(.playback, mode: .voiceChat)  // expect: invalid-mode
        try AVAudioSession.sharedInstance().setCategory(  // expect: invalid-policy
            .playAndRecord, mode: .default, policy: .longFormAudio, options: [])
        try AVAudioSession.sharedInstance().setCategory(.playAndRecord, mode: .voiceChat, options: [.allowBluetooth])
    }

    func switchMode() throws {
        let audioSession = AVAudioSession.sharedInstance()
        try audioSession.setCategory(.ambient)
        try audioSession.setMode(.videoChat)  // expect: invalid-mode
    }

    func legacySwift4() throws {
        try session.setCategory(AVAudioSessionCategoryRecord, with: [.mixWithOthers])  // expect: invalid-options
    }

    func rawOptions() throws {
        try session.setCategory(.ambient, options: AVAudioSession.CategoryOptions(rawValue: 0x8))  // expect: invalid-options
    }

    // Traps: nothing below is a mistake the linter can prove.
    func unresolved(category: AVAudioSession.Category, options: AVAudioSession.CategoryOptions) throws {
        try session.setCategory(category, options: options)
        var dynamic: AVAudioSession.CategoryOptions = [.defaultToSpeaker]
        if UIDevice.current.userInterfaceIdiom == .pad { dynamic = [] }
        try session.setCategory(.playback, options: dynamic)
    }

    func layout() {
        heightConstraint.isActive = true
        NSLayoutConstraint.activate([heightConstraint])
        heightConstraint.setActive(true)
    }

    func commentsAndStrings() {
        // try session.setCategory(.playback, options: [.defaultToSpeaker])
        /* try AVAudioSession.sharedInstance().setCategory(.record, mode: .voiceChat) */
        let snippet = "try session.setCategory(.playback, options: [.defaultToSpeaker])"
        print(snippet)
    }

    func platformBranches() throws {
        #if os(iOS)
            try session.setCategory(.playAndRecord, options: [.defaultToSpeaker, .allowBluetoothA2DP])
        #else
            try session.setCategory(.playback)
        #endif
    }

    func inClosure() {
        DispatchQueue.main.async { [weak self] in
            try? self?.session.setCategory(.soloAmbient, options: [.defaultToSpeaker])  // expect: invalid-options
        }
    }

    func shadowed() throws {
        let session = AudioSessionWrapper()
        try session.setCategory(.playback, options: [.defaultToSpeaker])
    }

    @objc private func handleInterruption(_ notification: Notification) {}
    @objc private func handleReset(_ notification: Notification) {}
}

/// A wrapper with its own setCategory: not an AVAudioSession.
final class AudioSessionWrapper {
    func setCategory(_ category: AVAudioSession.Category, options: AVAudioSession.CategoryOptions) throws {}
    func setActive(_ active: Bool) {}
}

func configureWrapper(wrapper: AudioSessionWrapper) throws {
    try wrapper.setCategory(.playback, options: [.defaultToSpeaker])
    wrapper.setActive(false)
}

extension AVAudioSession {
    func useRecording() throws {
        try setCategory(.record, options: [.defaultToSpeaker])  // expect: invalid-options
    }
}
