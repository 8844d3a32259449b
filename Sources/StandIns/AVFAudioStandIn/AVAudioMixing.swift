import Foundation

/// `AVAudioStereoMixing`: the pan of a mixer's input (the protocol's only member).
public protocol AVAudioStereoMixing: NSObjectProtocol {
    /// `pan`: -1 (left) to 1 (right).
    var pan: Float { get set }
}

/// `AVAudioMixing`: the mixing properties of a node's output into a mixer (`AVAudio3DMixing`'s members are left
/// out); the SDK's mixer and player nodes conform.
public protocol AVAudioMixing: AVAudioStereoMixing {
    /// `volume`: 0 to 1.
    var volume: Float { get set }
}
