/// Where a category option may be set (rule C3) and what it implies (rule C4): data `explain`, validation and the
/// engine read.
public struct OptionTraits: Hashable, Sendable {
    /// The option described.
    public var option: CategoryOptions
    /// Its Swift name.
    public var name: String
    /// Categories where setting it is valid and has an effect.
    public var validCategories: [AudioSessionCategory]
    /// Categories where setting it is accepted but changes nothing (always on, or always mixable).
    public var acceptedWithoutEffect: [AudioSessionCategory]
    /// Categories accepted only in one mode (`allowBluetoothHFP` on `multiRoute` in `dualRoute`).
    public var onlyInMode: [(category: AudioSessionCategory, mode: AudioSessionMode)]
    /// From iOS 26, the modes it is limited to with some categories (`mixWithOthers` on `multiRoute` in mode
    /// `default` only, rule C3 version 3); other categories are not limited by mode.
    public var modesFromIOS26: [(category: AudioSessionCategory, modes: [AudioSessionMode])] = []
    /// The first modelled iOS version that has it.
    public var introducedIn: OSVersion
    /// Options it needs alongside (`farFieldInput` needs `allowBluetoothHFP`).
    public var requires: CategoryOptions
    /// Options it adds to the session's options (rule C4: `duckOthers` implies `mixWithOthers`).
    public var implies: CategoryOptions
    /// One sentence on its use.
    public var summary: String
    /// Where this comes from.
    public var source: String

    /// Compares by option.
    public static func == (lhs: OptionTraits, rhs: OptionTraits) -> Bool { lhs.option == rhs.option }
    /// Hashes the option.
    public func hash(into hasher: inout Hasher) { hasher.combine(option) }

    /// Whether the option may be set with this category and mode on iOS `os` (18 unless given).
    public func allows(_ category: AudioSessionCategory, mode: AudioSessionMode, on os: OSVersion = .iOS18) -> Bool {
        let byCategory =
            validCategories.contains(category) || acceptedWithoutEffect.contains(category)
            || onlyInMode.contains { $0.category == category && $0.mode == mode }
        return byCategory && modesAllowed(with: category, on: os).map { $0.contains(mode) } != false
    }

    /// The modes the option is limited to with `category` on iOS `os`, or `nil` when any valid mode will do.
    public func modesAllowed(with category: AudioSessionCategory, on os: OSVersion) -> [AudioSessionMode]? {
        guard os >= .iOS26 else { return nil }
        return modesFromIOS26.first { $0.category == category }?.modes
    }

    /// Whether setting it with this category changes nothing (`allowAirPlay` on `playback`).
    public func hasNoEffect(with category: AudioSessionCategory) -> Bool { acceptedWithoutEffect.contains(category) }

    /// Where it is valid, in words: `playAndRecord; ambient, soloAmbient, playback (no effect)`.
    public var validityText: String {
        var parts: [String] = []
        if !validCategories.isEmpty { parts.append(validCategories.map(\.description).joined(separator: ", ")) }
        if !acceptedWithoutEffect.isEmpty {
            parts.append(acceptedWithoutEffect.map(\.description).joined(separator: ", ") + " (no effect)")
        }
        for entry in onlyInMode { parts.append("\(entry.category) in mode \(entry.mode) only") }
        var text = parts.joined(separator: "; ")
        if !modesFromIOS26.isEmpty {
            let limits = modesFromIOS26.map {
                "\($0.category) in mode \($0.modes.map(\.description).joined(separator: ", "))"
            }
            text += "; from iOS 26, \(limits.joined(separator: " and ")) only"
        }
        return text
    }

    /// The traits of a known option, or `nil`.
    public static func of(_ option: CategoryOptions) -> OptionTraits? { table.first { $0.option == option } }

    /// Rule C3's table, in raw-value order.
    public static let table: [OptionTraits] = [
        OptionTraits(
            option: .mixWithOthers, name: "mixWithOthers", validCategories: [.playback, .playAndRecord, .multiRoute],
            acceptedWithoutEffect: [.ambient], onlyInMode: [], modesFromIOS26: [(.multiRoute, [.default])],
            introducedIn: .iOS18, requires: [], implies: [],
            summary: "Mix with other apps instead of interrupting them; such a session is never interrupted by "
                + "an app's activation.",
            source: "AVAudioSessionTypes.h; ASPG p.24; iPhoneOS 26.2 SDK header for multiRoute (mode default only)"),
        OptionTraits(
            option: .duckOthers, name: "duckOthers",
            validCategories: [.ambient, .playback, .playAndRecord, .multiRoute], acceptedWithoutEffect: [],
            onlyInMode: [], modesFromIOS26: [(.multiRoute, [.default])], introducedIn: .iOS18, requires: [],
            implies: .mixWithOthers,
            summary: "Lower other apps' audio while this session is active; implies mixWithOthers.",
            source: "AVAudioSessionTypes.h; iPhoneOS 26.2 SDK header for multiRoute (mode default only)"),
        OptionTraits(
            option: .allowBluetoothHFP, name: "allowBluetoothHFP", validCategories: [.record, .playAndRecord],
            acceptedWithoutEffect: [], onlyInMode: [(.multiRoute, .dualRoute)], introducedIn: .iOS18, requires: [],
            implies: [],
            summary: "Use Bluetooth hands-free devices for input (and output in playAndRecord); formerly "
                + "allowBluetooth.",
            source: "AVAudioSessionTypes.h; behavior.md C3"),
        OptionTraits(
            option: .defaultToSpeaker, name: "defaultToSpeaker", validCategories: [.playAndRecord],
            acceptedWithoutEffect: [], onlyInMode: [], introducedIn: .iOS18, requires: [], implies: [],
            summary: "Route to the speaker instead of the receiver when nothing else is connected.",
            source: "AVAudioSessionTypes.h; QA1754"),
        OptionTraits(
            option: .interruptSpokenAudioAndMixWithOthers, name: "interruptSpokenAudioAndMixWithOthers",
            validCategories: [.playback, .playAndRecord, .multiRoute], acceptedWithoutEffect: [], onlyInMode: [],
            modesFromIOS26: [(.multiRoute, [.default])], introducedIn: .iOS18, requires: [], implies: .mixWithOthers,
            summary: "Pause spoken-audio sessions while active and mix with the rest; includes mixWithOthers.",
            source: "AVAudioSessionTypes.h; iPhoneOS 26.2 SDK header for multiRoute (mode default only)"),
        OptionTraits(
            option: .allowBluetoothA2DP, name: "allowBluetoothA2DP", validCategories: [.playAndRecord],
            acceptedWithoutEffect: [.ambient, .soloAmbient, .playback], onlyInMode: [], introducedIn: .iOS18,
            requires: [], implies: [],
            summary: "Use Bluetooth A2DP output; always allowed in output-only categories.",
            source: "AVAudioSessionTypes.h"),
        OptionTraits(
            option: .allowAirPlay, name: "allowAirPlay", validCategories: [.playAndRecord],
            acceptedWithoutEffect: [.ambient, .soloAmbient, .playback], onlyInMode: [], introducedIn: .iOS18,
            requires: [], implies: [],
            summary: "Use AirPlay output; always allowed in output-only categories.",
            source: "AVAudioSessionTypes.h; QA1803"),
        OptionTraits(
            option: .overrideMutedMicrophoneInterruption, name: "overrideMutedMicrophoneInterruption",
            validCategories: [.playAndRecord, .multiRoute], acceptedWithoutEffect: [], onlyInMode: [],
            introducedIn: .iOS18, requires: [], implies: [],
            summary: "Stay active when the built-in mic is muted in hardware; input is silent instead.",
            source: "AVAudioSessionTypes.h"),
        OptionTraits(
            option: .farFieldInput, name: "farFieldInput", validCategories: [.playAndRecord, .record],
            acceptedWithoutEffect: [], onlyInMode: [(.multiRoute, .dualRoute)], introducedIn: .iOS26,
            requires: .allowBluetoothHFP, implies: [],
            summary: "Far-field capture on supporting Bluetooth microphones; needs allowBluetoothHFP.",
            source: "iPhoneOS 26.2 SDK AVAudioSessionTypes.h; behavior.md C3"),
        OptionTraits(
            option: .bluetoothHighQualityRecording, name: "bluetoothHighQualityRecording",
            validCategories: [.playAndRecord, .record], acceptedWithoutEffect: [], onlyInMode: [],
            modesFromIOS26: [(.playAndRecord, [.default]), (.record, [.default])], introducedIn: .iOS26, requires: [],
            implies: [],
            summary: "Full-bandwidth Bluetooth recording where the route supports it; mode default only.",
            source: "iPhoneOS 26 SDK AVAudioSessionTypes.h; behavior.md C3"),
    ]
}
