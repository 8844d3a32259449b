/// One port of a route; mirrors `AVAudioSessionPortDescription`.
public struct PortDescription: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The kind of port; mirrors `AVAudioSessionPortDescription.portType`.
    public var portType: AudioSessionPort
    /// A human-readable name; mirrors `AVAudioSessionPortDescription.portName`.
    public var portName: String
    /// A unique identifier; mirrors `AVAudioSessionPortDescription.uid`.
    public var uid: String

    /// A port description.
    public init(portType: AudioSessionPort, portName: String, uid: String) {
        self.portType = portType
        self.portName = portName
        self.uid = uid
    }

    /// `bluetoothHFP "AirPods"`, or the type alone when the name is the type's.
    public var description: String {
        portName == portType.description ? portType.description : "\(portType)(\(portName))"
    }
}
