/// Options that refine a category's behaviour; mirrors `AVAudioSession.CategoryOptions` bit for bit.
///
/// Printed by name; bits this model does not know are kept and printed in hex.
public struct CategoryOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The SDK's bits.
    public var rawValue: UInt
    /// Wraps the SDK's bits, known or not.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Mix with other apps' audio; mirrors `AVAudioSession.CategoryOptions.mixWithOthers` (`0x1`).
    public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
    /// Duck other apps' audio while active; mirrors `AVAudioSession.CategoryOptions.duckOthers` (`0x2`).
    public static let duckOthers = CategoryOptions(rawValue: 0x2)
    /// Route to Bluetooth hands-free devices; mirrors `AVAudioSession.CategoryOptions.allowBluetoothHFP` (`0x4`).
    public static let allowBluetoothHFP = CategoryOptions(rawValue: 0x4)
    /// The deprecated name of ``allowBluetoothHFP``; mirrors `AVAudioSession.CategoryOptions.allowBluetooth`.
    @available(*, deprecated, renamed: "allowBluetoothHFP")
    public static var allowBluetooth: CategoryOptions { .allowBluetoothHFP }
    /// The speaker instead of the receiver; mirrors `AVAudioSession.CategoryOptions.defaultToSpeaker` (`0x8`).
    public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
    /// Pause spoken audio, mix with the rest; mirrors
    /// `AVAudioSession.CategoryOptions.interruptSpokenAudioAndMixWithOthers` (`0x11`, includes `0x1`).
    public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
    /// Route to Bluetooth A2DP devices; mirrors `AVAudioSession.CategoryOptions.allowBluetoothA2DP` (`0x20`).
    public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
    /// Route to AirPlay; mirrors `AVAudioSession.CategoryOptions.allowAirPlay` (`0x40`).
    public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
    /// Stay active when the mic is muted in hardware; mirrors
    /// `AVAudioSession.CategoryOptions.overrideMutedMicrophoneInterruption` (`0x80`).
    public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    /// Far-field Bluetooth capture (iOS 26.2); mirrors `AVAudioSession.CategoryOptions.farFieldInput` (`0x40000`).
    public static let farFieldInput = CategoryOptions(rawValue: 0x40000)
    /// Full-bandwidth Bluetooth recording (iOS 26); mirrors
    /// `AVAudioSession.CategoryOptions.bluetoothHighQualityRecording` (`0x80000`).
    public static let bluetoothHighQualityRecording = CategoryOptions(rawValue: 0x80000)

    /// The known options with their Swift names, in raw-value order.
    public static let namedMembers: [(name: String, value: CategoryOptions)] = [
        ("mixWithOthers", .mixWithOthers), ("duckOthers", .duckOthers), ("allowBluetoothHFP", .allowBluetoothHFP),
        ("defaultToSpeaker", .defaultToSpeaker),
        ("interruptSpokenAudioAndMixWithOthers", .interruptSpokenAudioAndMixWithOthers),
        ("allowBluetoothA2DP", .allowBluetoothA2DP), ("allowAirPlay", .allowAirPlay),
        ("overrideMutedMicrophoneInterruption", .overrideMutedMicrophoneInterruption),
        ("farFieldInput", .farFieldInput), ("bluetoothHighQualityRecording", .bluetoothHighQualityRecording),
    ]

    /// Old spellings accepted when parsing, with the member they name.
    public static let aliases: [(name: String, value: CategoryOptions)] = [("allowBluetooth", .allowBluetoothHFP)]

    /// Every bit this model knows.
    public static let allKnown = CategoryOptions(namedMembers.map(\.value))

    /// Looks up one option by its Swift name, aliases included, or by its Objective-C name
    /// (`AVAudioSessionCategoryOptionMixWithOthers`).
    public init?(name: String) {
        if let found = (Self.namedMembers + Self.aliases).first(where: { $0.name == name }) {
            self = found.value
        } else if name.hasPrefix("AV"), let found = Self.objectiveCNames.first(where: { $0.name == name }) {
            self = found.value
        } else {
            return nil
        }
    }

    /// The Swift names of the known options this set contains fully, in raw-value order.
    public var names: [String] {
        Self.namedMembers.filter { !$0.value.isEmpty && isSuperset(of: $0.value) }.map(\.name)
    }

    /// The bits no known option of this set accounts for.
    ///
    /// A bit that only belongs to a composite option counts as unknown when the composite is not complete: `0x10`
    /// alone is not `interruptSpokenAudioAndMixWithOthers` (`0x11`), so it is printed as `0x10` and kept.
    public var unknownBits: UInt {
        let named = Self.namedMembers.reduce(into: CategoryOptions()) { result, member in
            if isSuperset(of: member.value) { result.formUnion(member.value) }
        }
        return rawValue & ~named.rawValue
    }

    /// Names in raw-value order, then unknown bits in hex: `[mixWithOthers, duckOthers, 0x100]`.
    public var description: String { OptionSetText.describe(rawValue, namedMembers: Self.namedMembers) }
}
