/// A kind of audio port; mirrors `AVAudioSession.Port`, with the SDK's (observed) raw strings.
public struct AudioSessionPort: NamedConstant, Codable {
    /// The SDK's string (`"Speaker"`).
    public var rawValue: String {
        get { storage.string(among: Self.knownRawValues) }
        set { storage = KnownRawValue(newValue, among: Self.knownRawValues) }
    }
    /// The raw value, as a position among the known ones when it is one of them.
    private var storage: KnownRawValue
    /// Wraps an SDK string, known or not.
    public init(rawValue: String) { storage = KnownRawValue(rawValue, among: Self.knownRawValues) }

    /// The raw values of the constants below, in order.
    private static let knownRawValues = [
        "LineIn",
        "MicrophoneBuiltIn",
        "MicrophoneWired",
        "ContinuityMicrophone",
        "LineOut",
        "Headphones",
        "BluetoothA2DPOutput",
        "Receiver",
        "Speaker",
        "HDMIOutput",
        "AirPlay",
        "BluetoothLE",
        "BluetoothHFP",
        "USBAudio",
        "CarAudio",
        "Virtual",
        "PCI",
        "FireWire",
        "DisplayPort",
        "AVB",
        "Thunderbolt",
    ]

    /// Equal raw values: one byte compared for known constants.
    public static func == (lhs: AudioSessionPort, rhs: AudioSessionPort) -> Bool { lhs.storage == rhs.storage }

    /// Hashes the raw value's stored form (equal values have the same form).
    public func hash(into hasher: inout Hasher) { hasher.combine(storage) }

    /// Dock line-level input; mirrors `AVAudioSession.Port.lineIn`.
    public static let lineIn = AudioSessionPort(rawValue: "LineIn")
    /// The built-in microphone; mirrors `AVAudioSession.Port.builtInMic`.
    public static let builtInMic = AudioSessionPort(rawValue: "MicrophoneBuiltIn")
    /// A wired headset's microphone; mirrors `AVAudioSession.Port.headsetMic`.
    public static let headsetMic = AudioSessionPort(rawValue: "MicrophoneWired")
    /// A Continuity microphone; mirrors `AVAudioSession.Port.continuityMicrophone`.
    public static let continuityMicrophone = AudioSessionPort(rawValue: "ContinuityMicrophone")
    /// Line-level output; mirrors `AVAudioSession.Port.lineOut`.
    public static let lineOut = AudioSessionPort(rawValue: "LineOut")
    /// Wired headphones or headset; mirrors `AVAudioSession.Port.headphones`.
    public static let headphones = AudioSessionPort(rawValue: "Headphones")
    /// Bluetooth A2DP output; mirrors `AVAudioSession.Port.bluetoothA2DP`.
    public static let bluetoothA2DP = AudioSessionPort(rawValue: "BluetoothA2DPOutput")
    /// The earpiece; mirrors `AVAudioSession.Port.builtInReceiver`.
    public static let builtInReceiver = AudioSessionPort(rawValue: "Receiver")
    /// The built-in speaker; mirrors `AVAudioSession.Port.builtInSpeaker`.
    public static let builtInSpeaker = AudioSessionPort(rawValue: "Speaker")
    /// HDMI output; mirrors `AVAudioSession.Port.HDMI`.
    public static let HDMI = AudioSessionPort(rawValue: "HDMIOutput")
    /// An AirPlay destination; mirrors `AVAudioSession.Port.airPlay`.
    public static let airPlay = AudioSessionPort(rawValue: "AirPlay")
    /// Bluetooth Low Energy output; mirrors `AVAudioSession.Port.bluetoothLE`.
    public static let bluetoothLE = AudioSessionPort(rawValue: "BluetoothLE")
    /// Bluetooth hands-free input and output; mirrors `AVAudioSession.Port.bluetoothHFP`.
    public static let bluetoothHFP = AudioSessionPort(rawValue: "BluetoothHFP")
    /// USB audio input and output; mirrors `AVAudioSession.Port.usbAudio`.
    public static let usbAudio = AudioSessionPort(rawValue: "USBAudio")
    /// CarPlay input and output; mirrors `AVAudioSession.Port.carAudio`.
    public static let carAudio = AudioSessionPort(rawValue: "CarAudio")
    /// A virtual port; mirrors `AVAudioSession.Port.virtual` (raw string unverified).
    public static let virtual = AudioSessionPort(rawValue: "Virtual")
    /// PCI; mirrors `AVAudioSession.Port.PCI` (raw string unverified).
    public static let PCI = AudioSessionPort(rawValue: "PCI")
    /// FireWire; mirrors `AVAudioSession.Port.fireWire` (raw string unverified).
    public static let fireWire = AudioSessionPort(rawValue: "FireWire")
    /// DisplayPort; mirrors `AVAudioSession.Port.displayPort` (raw string unverified).
    public static let displayPort = AudioSessionPort(rawValue: "DisplayPort")
    /// AVB; mirrors `AVAudioSession.Port.AVB` (raw string unverified).
    public static let AVB = AudioSessionPort(rawValue: "AVB")
    /// Thunderbolt; mirrors `AVAudioSession.Port.thunderbolt`.
    public static let thunderbolt = AudioSessionPort(rawValue: "Thunderbolt")

    /// The known ports with their Swift names.
    public static let namedCases: [(name: String, value: AudioSessionPort)] = [
        ("lineIn", .lineIn), ("builtInMic", .builtInMic), ("headsetMic", .headsetMic),
        ("continuityMicrophone", .continuityMicrophone), ("lineOut", .lineOut), ("headphones", .headphones),
        ("bluetoothA2DP", .bluetoothA2DP), ("builtInReceiver", .builtInReceiver), ("builtInSpeaker", .builtInSpeaker),
        ("HDMI", .HDMI), ("airPlay", .airPlay), ("bluetoothLE", .bluetoothLE), ("bluetoothHFP", .bluetoothHFP),
        ("usbAudio", .usbAudio), ("carAudio", .carAudio), ("virtual", .virtual), ("PCI", .PCI),
        ("fireWire", .fireWire), ("displayPort", .displayPort), ("AVB", .AVB), ("thunderbolt", .thunderbolt),
    ]
}
