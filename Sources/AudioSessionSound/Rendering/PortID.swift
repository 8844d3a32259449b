import AudioSessionModel

/// An output port a render writes a file for: a built-in port, or a port of an external device by its name
/// (mirrors `AVAudioSessionPortDescription`'s `portType` and `portName`).
public struct PortID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The external device's name from the scenario, or `nil` for a built-in port.
    public var device: String?
    /// The port's kind.
    public var port: AudioSessionPort

    /// A port.
    public init(device: String?, port: AudioSessionPort) {
        self.device = device
        self.port = port
    }

    /// The port a route's description stands for: built-in speaker and receiver by kind, others by device name.
    public init(_ description: PortDescription) {
        switch description.portType {
        case .builtInSpeaker, .builtInReceiver, .builtInMic: self.init(device: nil, port: description.portType)
        default: self.init(device: description.portName, port: description.portType)
        }
    }

    /// `builtInSpeaker`, `Earbuds.bluetoothA2DP`.
    public var description: String { device.map { "\($0).\(port)" } ?? port.description }

    /// The file it is written to: `builtInSpeaker.wav`, `Earbuds.bluetoothA2DP.wav` (a `/` in a name becomes `_`).
    public var fileName: String {
        String(description.map { $0 == "/" || $0 == "\0" ? "_" : $0 }) + ".wav"
    }

    /// Built-in ports first, then by device and port name.
    public static func < (lhs: PortID, rhs: PortID) -> Bool {
        (lhs.device ?? "", lhs.port.description) < (rhs.device ?? "", rhs.port.description)
    }
}
