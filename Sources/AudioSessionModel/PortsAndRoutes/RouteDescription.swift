/// The ports a session's audio uses; mirrors `AVAudioSessionRouteDescription`.
public struct RouteDescription: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Input ports; mirrors `AVAudioSessionRouteDescription.inputs`.
    public var inputs: [PortDescription]
    /// Output ports; mirrors `AVAudioSessionRouteDescription.outputs`.
    public var outputs: [PortDescription]

    /// A route with these ports.
    public init(inputs: [PortDescription] = [], outputs: [PortDescription] = []) {
        self.inputs = inputs
        self.outputs = outputs
    }

    /// No ports at all.
    public static let empty = RouteDescription()

    /// `outputs [builtInSpeaker] inputs [builtInMic]`.
    public var description: String {
        let outputs = self.outputs.map(\.description).joined(separator: ", ")
        let inputs = self.inputs.map(\.description).joined(separator: ", ")
        return "outputs [\(outputs)] inputs [\(inputs)]"
    }
}
