// swift-format-ignore-file
import AVFoundation

/// Plays sound effects in the same target, and records nothing: its hands-free configuration is the mistake the
/// recording file next to it does not excuse.
final class EffectsPlayer {
    func prepare() throws {
        try AVAudioSession.sharedInstance().setCategory(.playAndRecord, options: [.allowBluetooth, .defaultToSpeaker])  // expect: bluetooth-hfp-for-playback
    }
}
