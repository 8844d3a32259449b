/// A session's category, mode, options and route-sharing policy, with Apple's validation rules (C1 to C7).
///
/// Mirrors what `AVAudioSession.setCategory(_:mode:policy:options:)` takes. ``options`` holds the options the app
/// gave, kept apart from those its mode implies (rules C4, C6); ``effectiveOptions`` is what `categoryOptions`
/// reads back.
public struct SessionConfiguration: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The category; mirrors `AVAudioSession.category`.
    public var category: AudioSessionCategory
    /// The mode; mirrors `AVAudioSession.mode`.
    public var mode: AudioSessionMode
    /// The options the app gave, kept apart from those its mode implies; mirrors the `options` of `setCategory`.
    public var options: CategoryOptions
    /// The route-sharing policy; mirrors `AVAudioSession.routeSharingPolicy`.
    public var policy: RouteSharingPolicy

    /// A configuration as `setCategory(_:mode:policy:options:)` would set it (rule C2); not yet validated.
    public init(
        category: AudioSessionCategory = .soloAmbient, mode: AudioSessionMode = .default, options: CategoryOptions = [],
        policy: RouteSharingPolicy = .default
    ) {
        self.category = category
        self.mode = mode
        // C4, C6: the app's options are kept apart from the mode's, so that `setMode` drops only the options
        // implied only by the previous mode.
        self.options = options
        self.policy = policy
    }

    /// A new session's configuration (rule C1): `soloAmbient`, `default`, no options, policy `default`.
    public static let initial = SessionConfiguration()

    /// The options that read back (rule C4), mirroring `AVAudioSession.categoryOptions`: the app's, those the mode
    /// implies, and those the app's options imply (`mixWithOthers` for `duckOthers`).
    public var effectiveOptions: CategoryOptions {
        var result = options.union(ModeTraits.of(mode)?.impliedOptions ?? [])
        for traits in OptionTraits.table where result.isSuperset(of: traits.option) {
            result.formUnion(traits.implies)
        }
        return result
    }

    /// The options in ``effectiveOptions`` the app did not give, each with what implies it (rule C4), in raw-value
    /// order.
    ///
    /// `mixWithOthers` counts as implied when it only comes with `interruptSpokenAudioAndMixWithOthers`, whose raw
    /// value `0x11` includes its bit.
    public var impliedOptions: [OptionImplication] {
        let effective = effectiveOptions
        let modeImplied = ModeTraits.of(mode)?.impliedOptions ?? []
        var result: [OptionImplication] = []
        for traits in OptionTraits.table where effective.isSuperset(of: traits.option) {
            var sources: [String] = []
            if modeImplied.isSuperset(of: traits.option) { sources.append("mode \(mode)") }
            for other in OptionTraits.table
            where other.option != traits.option && options.isSuperset(of: other.option)
                && other.implies.isSuperset(of: traits.option)
            {
                sources.append("option \(other.name)")
            }
            let givenByApp = options.isSuperset(of: traits.option) && !isCoveredByComposite(traits.option)
            if !sources.isEmpty, !givenByApp { result.append(OptionImplication(name: traits.name, impliedBy: sources)) }
        }
        return result
    }

    /// Whether the session mixes with others: `ambient`, or `mixWithOthers` in effect (implied ones included).
    public var isMixable: Bool { category == .ambient || effectiveOptions.contains(.mixWithOthers) }

    /// The configuration after `setMode(_:)` (rule C6): the app's options stay, the old mode's implied ones go.
    public func settingMode(_ newMode: AudioSessionMode) -> SessionConfiguration {
        var copy = self
        copy.mode = newMode
        return copy
    }

    /// Checks rules C3, C5 and C7 and returns `self`, or throws `badParam` naming what is wrong and where it is valid.
    ///
    /// Mirrors the checks of `AVAudioSession.setCategory(_:mode:policy:options:)` and `setMode(_:)`.
    @discardableResult
    public func validated(on os: OSVersion = .iOS18) throws(AudioSessionError) -> SessionConfiguration {
        try validateCategory()
        try validateMode(on: os)
        try validateOptions(on: os)
        try validatePolicy()
        return self
    }

    /// The rule a configuration breaks, as ``rejection(on:)`` names it (not in the SDK).
    public enum ValidationRule: String, Hashable, Sendable, CaseIterable {
        /// An unknown category.
        case c2 = "C2"
        /// An option the category or mode does not take.
        case c3 = "C3"
        /// A mode the category does not take, or one of a later iOS.
        case c5 = "C5"
        /// A route-sharing policy the category, mode or options do not allow.
        case c7 = "C7"
    }

    /// The error ``validated(on:)`` throws and the rule it names, typed; `nil` for a valid configuration (not in
    /// the SDK).
    public func rejection(on os: OSVersion = .iOS18) -> (error: AudioSessionError, rule: ValidationRule)? {
        let checks: [(ValidationRule, () throws(AudioSessionError) -> Void)] = [
            (.c2, validateCategory), (.c5, { () throws(AudioSessionError) in try validateMode(on: os) }),
            (.c3, { () throws(AudioSessionError) in try validateOptions(on: os) }), (.c7, validatePolicy),
        ]
        for (rule, check) in checks {
            do throws(AudioSessionError) {
                try check()
            } catch {
                return (error, rule)
            }
        }
        return nil
    }

    /// `playAndRecord mode voiceChat options [allowBluetoothHFP] policy default`.
    public var description: String {
        "\(category) mode \(mode) options \(effectiveOptions) policy \(policy)"
    }
}

extension SessionConfiguration {
    /// Whether the app's options hold `option` only as part of a larger known option (`0x1` inside `0x11`).
    private func isCoveredByComposite(_ option: CategoryOptions) -> Bool {
        CategoryOptions.namedMembers.contains { member in
            member.value != option && member.value.isStrictSuperset(of: option) && options.isSuperset(of: member.value)
        }
    }

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
                .badParam,
                "mode \(mode) needs iOS \(traits.introducedIn.rawValue); this device runs iOS \(os.rawValue) (rule C5)",
                rule: "C5")
        }
        if !traits.validCategories.contains(category) {
            let valid = traits.validCategories.map(\.description).joined(separator: ", ")
            throw AudioSessionError(
                .badParam, "mode \(mode) is not valid with category \(category); it is valid with \(valid) (rule C5)",
                rule: "C5")
        }
        if !effectiveOptions.isSuperset(of: traits.requiredOptions) {
            let missing = traits.requiredOptions.subtracting(effectiveOptions).names.joined(separator: ", ")
            throw AudioSessionError(.badParam, "mode \(mode) requires option \(missing) (rule C5)", rule: "C5")
        }
    }

    /// Rule C3, option by option in raw-value order, on the options the app gave.
    private func validateOptions(on os: OSVersion) throws(AudioSessionError) {
        let given = options
        if given.unknownBits != 0 {
            throw AudioSessionError(.badParam, "unknown option bits \(OptionSetText.hex(given.unknownBits))")
        }
        // A composite (`interruptSpokenAudioAndMixWithOthers`) is judged as itself, not as the options it contains.
        for traits in OptionTraits.table
        where given.isSuperset(of: traits.option) && !isCoveredByComposite(traits.option) {
            if traits.introducedIn > os {
                throw AudioSessionError(
                    .badParam,
                    "option \(traits.name) needs iOS \(traits.introducedIn.rawValue); this device runs iOS "
                        + "\(os.rawValue) (rule C3)", rule: "C3")
            }
            if traits.allows(category, mode: mode), let modes = traits.modesAllowed(with: category, on: os),
                !modes.contains(mode)
            {
                let allowed = modes.map(\.description).joined(separator: ", ")
                throw AudioSessionError(
                    .badParam,
                    "option \(traits.name) is valid with category \(category) in mode \(allowed) only on iOS "
                        + "\(os.rawValue), not in mode \(mode) (rule C3)", rule: "C3")
            }
            if !traits.allows(category, mode: mode) {
                let inMode = mode == .default ? "" : " in mode \(mode)"
                throw AudioSessionError(
                    .badParam,
                    "option \(traits.name) is not valid with category \(category)\(inMode); it is valid with "
                        + "\(traits.validityText) (rule C3)", rule: "C3")
            }
            if !effectiveOptions.isSuperset(of: traits.requires) {
                let required = traits.requires.names.joined(separator: ", ")
                throw AudioSessionError(.badParam, "option \(traits.name) requires \(required) (rule C3)", rule: "C3")
            }
        }
    }

    /// Rule C7, from ``PolicyTraits``.
    private func validatePolicy() throws(AudioSessionError) {
        guard let traits = PolicyTraits.of(policy) else {
            throw AudioSessionError(.badParam, "unknown route-sharing policy \(policy.rawValue)")
        }
        if !traits.isSettableByApp {
            throw AudioSessionError(
                .badParam, "policy \(policy) is set by the system only; an app cannot set it (rule C7)", rule: "C7")
        }
        if let required = traits.requiredCategory, category != required {
            throw AudioSessionError(
                .badParam, "policy \(policy) needs category \(required), not \(category) (rule C7)", rule: "C7")
        }
        if let modes = traits.allowedModes, !modes.contains(mode) {
            let allowed = PolicyTraits.orList(modes.map(\.description))
            throw AudioSessionError(
                .badParam, "policy \(policy) needs mode \(allowed), not \(mode) (rule C7)", rule: "C7")
        }
        if !traits.allowsOptions, !options.isEmpty {
            throw AudioSessionError(
                .badParam, "policy \(policy) takes no options, but \(options) were given (rule C7)", rule: "C7")
        }
    }
}
