/// A session's category, mode, options and route-sharing policy, with Apple's validation rules (C1 to C7).
///
/// Mirrors what `AVAudioSession.setCategory(_:mode:policy:options:)` takes. ``options`` holds the options the app
/// gave, less those its mode implies (rule C4); ``effectiveOptions`` is what `categoryOptions` reads back.
public struct SessionConfiguration: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The category; mirrors `AVAudioSession.category`.
    public var category: Category
    /// The mode; mirrors `AVAudioSession.mode`.
    public var mode: Mode
    /// The options the app gave, without those its mode implies.
    public var options: CategoryOptions
    /// The route-sharing policy; mirrors `AVAudioSession.routeSharingPolicy`.
    public var policy: RouteSharingPolicy

    /// A configuration as `setCategory(_:mode:policy:options:)` would set it (rule C2); not yet validated.
    public init(
        category: Category = .soloAmbient, mode: Mode = .default, options: CategoryOptions = [],
        policy: RouteSharingPolicy = .default
    ) {
        self.category = category
        self.mode = mode
        self.options = options.subtracting(ModeTraits.of(mode)?.impliedOptions ?? [])
        self.policy = policy
    }

    /// A new session's configuration (rule C1): `soloAmbient`, `default`, no options, policy `default`.
    public static let initial = SessionConfiguration()

    /// The options that read back (rule C4): the app's, those the mode implies, and `mixWithOthers` for ducking.
    public var effectiveOptions: CategoryOptions {
        var result = options.union(ModeTraits.of(mode)?.impliedOptions ?? [])
        if result.contains(.duckOthers) { result.insert(.mixWithOthers) }
        return result
    }

    /// Whether the session mixes with others: `ambient`, or `mixWithOthers` in effect (implied ones included).
    public var isMixable: Bool { category == .ambient || effectiveOptions.contains(.mixWithOthers) }

    /// The configuration after `setMode(_:)` (rule C6): the app's options stay, the old mode's implied ones go.
    public func settingMode(_ newMode: Mode) -> SessionConfiguration {
        var copy = self
        copy.mode = newMode
        return copy
    }

    /// Checks rules C3, C5 and C7 and returns `self`, or throws `badParam` naming what is wrong and where it is valid.
    @discardableResult
    public func validated(on os: OSVersion = .iOS18) throws(AudioSessionError) -> SessionConfiguration {
        try validateCategory()
        try validateMode(on: os)
        try validateOptions(on: os)
        try validatePolicy()
        return self
    }

    /// `playAndRecord mode voiceChat options [allowBluetoothHFP] policy default`.
    public var description: String {
        "\(category) mode \(mode) options \(effectiveOptions) policy \(policy)"
    }
}

extension SessionConfiguration {
    private func validateCategory() throws(AudioSessionError) {
        guard CategoryTraits.of(category) != nil else {
            throw AudioSessionError(.badParam, "unknown category \(category.rawValue)")
        }
    }

    /// Rule C5.
    private func validateMode(on os: OSVersion) throws(AudioSessionError) {
        guard let traits = ModeTraits.of(mode) else {
            throw AudioSessionError(.badParam, "unknown mode \(mode.rawValue)")
        }
        if traits.introducedIn > os {
            throw AudioSessionError(
                .badParam, "mode \(mode) needs iOS \(traits.introducedIn.rawValue); this device runs iOS \(os.rawValue) (rule C5)")
        }
        if !traits.validCategories.contains(category) {
            throw AudioSessionError(
                .badParam,
                "mode \(mode) is not valid with category \(category); it is valid with \(traits.validCategories.map(\.description).joined(separator: ", ")) (rule C5)"
            )
        }
        if mode == .dualRoute, !effectiveOptions.contains(.allowBluetoothHFP) {
            throw AudioSessionError(.badParam, "mode dualRoute requires option allowBluetoothHFP (rule C5)")
        }
    }

    /// Rule C3, option by option in raw-value order, on the options the app gave.
    private func validateOptions(on os: OSVersion) throws(AudioSessionError) {
        let given = options
        if given.unknownBits != 0 {
            throw AudioSessionError(.badParam, "unknown option bits 0x\(String(given.unknownBits, radix: 16))")
        }
        for traits in OptionTraits.table where given.isSuperset(of: traits.option) {
            // `interruptSpokenAudioAndMixWithOthers` carries the `mixWithOthers` bit; it is judged as itself.
            if traits.option == .mixWithOthers, given.contains(.interruptSpokenAudioAndMixWithOthers) { continue }
            if traits.introducedIn > os {
                throw AudioSessionError(
                    .badParam,
                    "option \(traits.name) needs iOS \(traits.introducedIn.rawValue); this device runs iOS \(os.rawValue) (rule C3)"
                )
            }
            if !traits.allows(category, mode: mode) {
                throw AudioSessionError(
                    .badParam,
                    "option \(traits.name) is not valid with category \(category)\(mode == .default ? "" : " in mode \(mode)"); it is valid with \(traits.validityText) (rule C3)"
                )
            }
            if !traits.requires.isEmpty, !effectiveOptions.isSuperset(of: traits.requires) {
                throw AudioSessionError(
                    .badParam, "option \(traits.name) requires \(traits.requires.names.joined(separator: ", ")) (rule C3)")
            }
        }
    }

    /// Rule C7.
    private func validatePolicy() throws(AudioSessionError) {
        guard RouteSharingPolicy.allCases.contains(policy) else {
            throw AudioSessionError(.badParam, "unknown route-sharing policy \(policy.rawValue)")
        }
        if policy == .independent {
            throw AudioSessionError(.badParam, "policy independent is set by the system only; an app cannot set it (rule C7)")
        }
        if policy == .longFormAudio || policy == .longFormVideo {
            if category != .playback {
                throw AudioSessionError(
                    .badParam, "policy \(policy) needs category playback, not \(category) (rule C7)")
            }
            if ![Mode.default, .moviePlayback, .spokenAudio].contains(mode) {
                throw AudioSessionError(
                    .badParam, "policy \(policy) needs mode default, moviePlayback or spokenAudio, not \(mode) (rule C7)")
            }
            if !options.isEmpty {
                throw AudioSessionError(
                    .badParam, "policy \(policy) takes no options, but \(options) were given (rule C7)")
            }
        }
    }
}
