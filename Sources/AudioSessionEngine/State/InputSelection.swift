import AudioSessionModel

/// Where a preferred input points: a port kind, a device by name, or nothing (rule R7).
public enum InputSelection: Hashable, Sendable, CustomStringConvertible {
    /// Clear the preference; `setPreferredInput(nil)`.
    case none
    /// The newest connected input of this kind.
    case port(AudioSessionPort)
    /// The input of the connected device with this name.
    case device(String)

    /// `none`, a port name, or a device name.
    public var description: String {
        switch self {
        case .none: "none"
        case .port(let port): port.description
        case .device(let name): name
        }
    }
}
