import AudioSessionModel

/// What `audiosession check` prints: the configuration as the session reads it back, or the error.
struct CheckReport: Encodable {
    /// Whether the configuration passes rules C3, C5 and C7.
    var valid: Bool
    /// The iOS version the rules followed.
    var os: Int
    /// The category's Swift name.
    var category: String?
    /// The mode's Swift name.
    var mode: String?
    /// The options the session reads back, implied ones included (rule C4).
    var options: [String]?
    /// The options the app did not give, with what implies them (rule C4).
    var impliedOptions: [OptionImplication]?
    /// The given options that change nothing in this category (rule C3).
    var optionsWithoutEffect: [String]?
    /// The route-sharing policy's Swift name.
    var policy: String?
    /// Whether the session mixes with others.
    var mixable: Bool?
    /// The error, when invalid.
    var error: AudioSessionError?
    /// What each Objective-C name given stands for (`AVAudioSessionCategoryPlayback is the Objective-C name of ...`).
    var notes: [String]?

    /// The report of a valid configuration.
    init(_ configuration: SessionConfiguration, os: OSVersion) {
        valid = true
        self.os = os.rawValue
        category = configuration.category.description
        mode = configuration.mode.description
        options = configuration.effectiveOptions.names
        impliedOptions = configuration.impliedOptions
        optionsWithoutEffect = OptionTraits.table.filter { traits in
            configuration.options.isSuperset(of: traits.option) && traits.hasNoEffect(with: configuration.category)
        }.map(\.name)
        policy = configuration.policy.description
        mixable = configuration.isMixable
    }

    /// The report of an invalid configuration.
    init(error: AudioSessionError, os: OSVersion) {
        valid = false
        self.os = os.rawValue
        self.error = error
    }

    /// The text form: one `label  value` line per field, or the error as iOS reports it.
    var text: String {
        let notes = (notes ?? []).map { "note: \($0)" }
        if let error { return (notes + [error.description]).joined(separator: "\n") }
        var lines: [(String, String)] = [
            ("valid", "yes, on iOS \(os)"),
            ("category", category ?? ""),
            ("mode", mode ?? ""),
            ("options", list(options ?? [])),
        ]
        for implication in impliedOptions ?? [] {
            let causes = implication.impliedBy.joined(separator: " and ")
            lines.append(("implied", "\(implication.name), implied by \(causes) (rule C4)"))
        }
        for name in optionsWithoutEffect ?? [] {
            lines.append(("no effect", "\(name) changes nothing with \(category ?? "") (rule C3)"))
        }
        lines.append(("policy", policy ?? ""))
        lines.append(("mixable", mixable == true ? "yes" : "no"))
        let width = lines.map(\.0.count).max() ?? 0
        return (notes + lines.map { $0.0 + String(repeating: " ", count: width - $0.0.count + 2) + $0.1 })
            .joined(separator: "\n")
    }

    private func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: ", ") }
}
