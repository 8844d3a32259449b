import AudioSessionModel

/// A kind of external audio device, with the ports it offers (scenario format, "External devices").
public enum DeviceKind: String, Hashable, Sendable, CaseIterable, Codable {
    /// Output `headphones`.
    case wiredHeadphones
    /// Output `headphones`, input `headsetMic`.
    case wiredHeadset
    /// Output `bluetoothA2DP`.
    case bluetoothSpeaker
    /// Output `bluetoothA2DP`; output and input `bluetoothHFP` (earbuds: both profiles, one at a time, rule R11).
    case bluetoothHeadset
    /// Output and input `bluetoothHFP` only (a car kit or a mono headset).
    case bluetoothHandsFree
    /// Output `bluetoothLE`.
    case bluetoothLE
    /// Output `airPlay`.
    case airPlay
    /// Output and input `carAudio`.
    case carPlay
    /// Output and input `usbAudio`.
    case usbAudio
    /// Output `HDMI`.
    case hdmi
    /// Output `lineOut`.
    case lineOut

    /// The output ports the device offers, best first.
    public var outputPorts: [AudioSessionPort] {
        switch self {
        case .wiredHeadphones, .wiredHeadset: [.headphones]
        case .bluetoothSpeaker: [.bluetoothA2DP]
        case .bluetoothHeadset: [.bluetoothA2DP, .bluetoothHFP]
        case .bluetoothHandsFree: [.bluetoothHFP]
        case .bluetoothLE: [.bluetoothLE]
        case .airPlay: [.airPlay]
        case .carPlay: [.carAudio]
        case .usbAudio: [.usbAudio]
        case .hdmi: [.HDMI]
        case .lineOut: [.lineOut]
        }
    }

    /// Whether it is a Bluetooth device (A2DP, HFP or LE).
    public var isBluetooth: Bool {
        switch self {
        case .bluetoothSpeaker, .bluetoothHeadset, .bluetoothHandsFree, .bluetoothLE: true
        default: false
        }
    }

    /// The input port the device offers, if any.
    public var inputPort: AudioSessionPort? {
        switch self {
        case .wiredHeadset: .headsetMic
        case .bluetoothHeadset, .bluetoothHandsFree: .bluetoothHFP
        case .carPlay: .carAudio
        case .usbAudio: .usbAudio
        default: nil
        }
    }
}

/// A connected external device: its kind, its name, and for AirPlay the policy it was picked for (rule R2).
public struct ExternalDevice: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The kind of device.
    public var kind: DeviceKind
    /// Its name; defaults to the kind's name.
    public var name: String
    /// For `airPlay`: `default` (picked for the system), `longFormAudio` or `longFormVideo`.
    public var airPlayPolicy: RouteSharingPolicy

    /// A device; the name defaults to the kind.
    public init(kind: DeviceKind, name: String? = nil, airPlayPolicy: RouteSharingPolicy = .default) {
        self.kind = kind
        self.name = name ?? kind.rawValue
        self.airPlayPolicy = airPlayPolicy
    }

    /// The name, with the kind when it differs: `AirPods (bluetoothHeadset)`.
    public var description: String { name == kind.rawValue ? name : "\(name) (\(kind.rawValue))" }
}
