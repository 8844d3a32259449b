import Foundation

/// `AVAudioSessionPortDescription`: `NS_SWIFT_SENDABLE` in the iOS 26.2 SDK, so `Sendable` (immutable here).
open class AVAudioSessionPortDescription: NSObject, @unchecked Sendable {
    /// `portType`.
    open var portType: AVAudioSession.Port { port }
    /// `portName`.
    open var portName: String { name }
    /// `UID` (Swift `uid`).
    open var uid: String { identifier }
    /// `hasHardwareVoiceCallProcessing` (iOS 10).
    open var hasHardwareVoiceCallProcessing: Bool { port == .bluetoothHFP || port == .carAudio }

    private let port: AVAudioSession.Port
    private let name: String
    private let identifier: String

    /// Not in the SDK (ports come from the system): a port for a script.
    public init(standInPort port: AVAudioSession.Port, name: String, uid: String) {
        self.port = port
        self.name = name
        self.identifier = uid
    }
}

/// `AVAudioSessionRouteDescription`: `NS_SWIFT_SENDABLE` in the iOS 26.2 SDK, so `Sendable` (immutable here).
open class AVAudioSessionRouteDescription: NSObject, @unchecked Sendable {
    /// `inputs`.
    open var inputs: [AVAudioSessionPortDescription] { ins }
    /// `outputs`.
    open var outputs: [AVAudioSessionPortDescription] { outs }

    private let ins: [AVAudioSessionPortDescription]
    private let outs: [AVAudioSessionPortDescription]

    /// Not in the SDK (routes come from the system): a route for a script.
    public init(standInInputs inputs: [AVAudioSessionPortDescription], outputs: [AVAudioSessionPortDescription]) {
        ins = inputs
        outs = outputs
    }
}
