import AudioSessionModel

extension Explanation {
    /// Everything `name` names, in the order rule, category, mode, option, policy, error code, port, route-change
    /// reason, interruption reason, device kind, event, state key (`default` is a mode, a policy and an interruption
    /// reason); empty when it names nothing.
    ///
    /// Constants are also found by their deprecated aliases (`allowBluetooth`, `longForm`) and their Objective-C names
    /// (`AVAudioSessionCategoryPlayback`; the explanation then carries a ``note`` saying so); error codes by their
    /// four-character code (`'!pri'`, `!pri`) or value (`561017449`, `-50`); events by the SDK's notification names
    /// (`AVAudioSessionInterruptionNotification`).
    public static func lookUp(_ name: String) -> [Explanation] {
        var found: [Explanation] = []
        if let rule = RuleCatalog.rule(name) { found.append(.rule(rule)) }
        if let category = Category(name: name), let traits = CategoryTraits.of(category) {
            found.append(noted(.category(traits), Category.objectiveCNote(for: name)))
        }
        if let mode = Mode(name: name), let traits = ModeTraits.of(mode) {
            found.append(noted(.mode(traits), Mode.objectiveCNote(for: name)))
        }
        if let option = CategoryOptions(name: name), let traits = OptionTraits.of(option) {
            found.append(noted(.option(traits, lookedUpAs: name), CategoryOptions.objectiveCNote(for: name)))
        }
        if let policy = RouteSharingPolicy(name: name), let traits = PolicyTraits.of(policy) {
            found.append(noted(.policy(traits, lookedUpAs: name), RouteSharingPolicy.objectiveCNote(for: name)))
        }
        if let code = AudioSessionError.Code(parsing: name), let traits = ErrorCodeTraits.of(code) {
            found.append(noted(.errorCode(traits), AudioSessionError.Code.objectiveCNote(for: name)))
        }
        if let port = AudioSessionPort(name: name) {
            found.append(noted(.port(port), AudioSessionPort.objectiveCNote(for: name)))
        }
        if let reason = RouteChangeReason(name: name) {
            found.append(noted(.routeChangeReason(reason), RouteChangeReason.objectiveCNote(for: name)))
        }
        if let reason = InterruptionReason(name: name) {
            found.append(noted(.interruptionReason(reason), InterruptionReason.objectiveCNote(for: name)))
        }
        for entry in ScenarioVocabulary.deviceKinds where entry.name == name {
            found.append(.vocabulary(entry, kind: .deviceKind))
        }
        for entry in ScenarioVocabulary.events where entry.name == name || entry.otherNames.contains(name) {
            var explanation = Explanation.vocabulary(entry, kind: .event)
            if entry.name != name { explanation.note = "\(name) is delivered to scenarios as \(entry.name)" }
            found.append(explanation)
        }
        for entry in ScenarioVocabulary.stateKeys where entry.name == name {
            found.append(.vocabulary(entry, kind: .stateKey))
        }
        // The words of the format's tables, where the lists above do not already explain them as such.
        for word in ScenarioVocabulary.formatWords where word.entry.name == name {
            guard !found.contains(where: { $0.kind == word.kind && $0.name == name }) else { continue }
            found.append(.vocabulary(word.entry, kind: word.kind))
        }
        found += values(named: name)
        return found
    }

    /// `explanation` with `note` set when there is one.
    private static func noted(_ explanation: Explanation, _ note: String?) -> Explanation {
        var explanation = explanation
        if let note { explanation.note = note }
        return explanation
    }

    /// Every Swift-style name ``lookUp(_:)`` knows, aliases included, each once: the candidates for "did you mean"
    /// (Objective-C names are suggested from ``knownObjectiveCNames``).
    public static var knownNames: [String] {
        let all =
            RuleCatalog.ids + Category.knownNames + Mode.knownNames + CategoryOptions.namedMembers.map(\.name)
            + CategoryOptions.aliases.map(\.name) + RouteSharingPolicy.knownNames
            + RouteSharingPolicy.aliases.map(\.name) + AudioSessionError.Code.knownNames + AudioSessionPort.knownNames
            + RouteChangeReason.knownNames + InterruptionReason.knownNames
            + ScenarioVocabulary.deviceKinds.map(\.name) + ScenarioVocabulary.events.map(\.name)
            + ScenarioVocabulary.stateKeys.map(\.name) + ScenarioVocabulary.formatWords.map(\.entry.name)
            + valueNames
        var seen: Set<String> = []
        return all.filter { seen.insert($0).inserted }
    }

    /// Every Objective-C and SDK notification name ``lookUp(_:)`` knows, each once.
    public static var knownObjectiveCNames: [String] {
        let all =
            Category.objectiveCNames.map(\.name) + Mode.objectiveCNames.map(\.name)
            + CategoryOptions.objectiveCNames.map(\.name) + RouteSharingPolicy.objectiveCNames.map(\.name)
            + AudioSessionError.Code.objectiveCNames.map(\.name) + AudioSessionPort.objectiveCNames.map(\.name)
            + RouteChangeReason.objectiveCNames.map(\.name) + InterruptionReason.objectiveCNames.map(\.name)
            + ScenarioVocabulary.events.flatMap(\.otherNames) + valueObjectiveCNames
        var seen: Set<String> = []
        return all.filter { seen.insert($0).inserted }
    }

    /// The closest known name to a misspelled one: an Objective-C name for text that starts like one.
    public static func suggestion(for name: String) -> String? {
        NameSuggestion.closest(to: name, in: name.hasPrefix("AV") ? knownObjectiveCNames : knownNames)
    }

    /// A category, from Apple's Table B-1 and the mode and option tables.
    public static func category(_ traits: CategoryTraits) -> Explanation {
        let category = traits.category
        let modes = ModeTraits.table.filter { $0.validCategories.contains(category) }.map { mode in
            mode.mode.description + (mode.introducedIn > .iOS18 ? " (iOS \(mode.introducedIn.rawValue))" : "")
        }
        let options = OptionTraits.table.compactMap { option -> String? in
            var notes: [String] = []
            if option.hasNoEffect(with: category) {
                notes.append("no effect")
            } else if !option.validCategories.contains(category) {
                let onlyIn = option.onlyInMode.filter { $0.category == category }.map(\.mode.description)
                guard !onlyIn.isEmpty else { return nil }
                notes.append("mode \(onlyIn.joined(separator: ", ")) only")
            }
            if option.introducedIn > .iOS18 { notes.append("iOS \(option.introducedIn.rawValue)") }
            return option.name + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
        }
        return Explanation(
            kind: .category, name: category.description, rawValue: category.rawValue, summary: traits.summary,
            facts: [
                Fact("silenced by switch and lock", traits.isSilencedBySwitchAndLock ? "yes" : "no"),
                Fact("interrupts non-mixable others", traits.interruptionText),
                Fact("input and output", traits.directionText),
                Fact("background audio", traits.backgroundText),
                Fact("AirPlay", traits.airPlay.description),
                Fact("valid modes", modes.joined(separator: ", ")),
                Fact("valid options", options.isEmpty ? "none" : options.joined(separator: ", ")),
            ],
            rules: ["C3", "C5", "A1", "A3", "P5", "L3"], source: traits.source)
    }

    /// A mode, from the mode table and the policy table.
    public static func mode(_ traits: ModeTraits) -> Explanation {
        let mode = traits.mode
        var facts = [Fact("valid with", traits.validCategories.map(\.description).joined(separator: ", "))]
        let implied = traits.impliedOptions.names
        facts.append(Fact("implies", implied.isEmpty ? "nothing" : implied.joined(separator: ", ")))
        if !traits.requiredOptions.isEmpty {
            facts.append(Fact("requires", traits.requiredOptions.names.joined(separator: ", ")))
        }
        facts.append(Fact("valid on", traits.introducedIn.availabilityText))
        let policies = PolicyTraits.table.filter { policy in
            policy.isSettableByApp && (policy.allowedModes?.contains(mode) ?? true)
        }
        facts.append(Fact("route-sharing policies", policies.map(\.policy.description).joined(separator: ", ")))
        return Explanation(
            kind: .mode, name: mode.description, rawValue: mode.rawValue, summary: traits.summary, facts: facts,
            rules: (traits.impliedOptions.isEmpty ? [] : ["C4"]) + ["C5", "C6"], source: traits.source)
    }

    /// An option, from rule C3's table and the implications of rule C4; `lookedUpAs` notes a deprecated alias.
    public static func option(_ traits: OptionTraits, lookedUpAs alias: String? = nil) -> Explanation {
        var facts: [Fact] = []
        if let alias, alias != traits.name {
            facts.append(Fact("looked up as", "\(alias), the deprecated name of \(traits.name)"))
        }
        facts.append(Fact("valid with", traits.validityText))
        facts.append(Fact("valid on", traits.introducedIn.availabilityText))
        if !traits.implies.isEmpty { facts.append(Fact("implies", traits.implies.names.joined(separator: ", "))) }
        let impliedBy =
            ModeTraits.table.filter { $0.impliedOptions.isSuperset(of: traits.option) }.map { "mode \($0.mode)" }
            + OptionTraits.table.filter { $0.option != traits.option && $0.implies.isSuperset(of: traits.option) }
            .map { "option \($0.name)" }
        if !impliedBy.isEmpty { facts.append(Fact("implied by", impliedBy.joined(separator: ", "))) }
        if !traits.requires.isEmpty { facts.append(Fact("requires", traits.requires.names.joined(separator: ", "))) }
        let included = traits.option.names.filter { $0 != traits.name }
        if !included.isEmpty { facts.append(Fact("includes the bits of", included.joined(separator: ", "))) }
        let aliases = CategoryOptions.aliases.filter { $0.value == traits.option }.map(\.name)
        if !aliases.isEmpty { facts.append(Fact("deprecated alias", aliases.joined(separator: ", "))) }
        facts.append(Fact("Objective-C name", "AVAudioSessionCategoryOption" + ObjectiveCName.capitalised(traits.name)))
        let raw = traits.option.rawValue
        return Explanation(
            kind: .option, name: traits.name, rawValue: "\(OptionSetText.hex(raw)) (\(raw))", summary: traits.summary,
            facts: facts, rules: ["C3"] + (traits.implies.isEmpty && impliedBy.isEmpty ? [] : ["C4"]),
            source: traits.source)
    }

    /// A route-sharing policy, from rule C7's table; `lookedUpAs` notes a deprecated alias.
    public static func policy(_ traits: PolicyTraits, lookedUpAs alias: String? = nil) -> Explanation {
        let policy = traits.policy
        var facts: [Fact] = []
        if let alias, alias != policy.description {
            facts.append(Fact("looked up as", "\(alias), the deprecated name of \(policy)"))
        }
        facts.append(Fact("valid with", traits.requirementText))
        facts.append(Fact("settable by an app", traits.isSettableByApp ? "yes" : "no"))
        let aliases = RouteSharingPolicy.aliases.filter { $0.value == policy }.map(\.name)
        if !aliases.isEmpty { facts.append(Fact("deprecated alias", aliases.joined(separator: ", "))) }
        facts.append(Fact("Objective-C name", objectiveCName(of: policy)))
        return Explanation(
            kind: .policy, name: policy.description, rawValue: "\(policy.rawValue)", summary: traits.summary,
            facts: facts, rules: ["C7", "R2"], source: traits.source)
    }

    /// An error code, from the error-code table.
    public static func errorCode(_ traits: ErrorCodeTraits) -> Explanation {
        let code = traits.code
        let value =
            code.rawValue < 0 ? "\(code.rawValue)" : "\(code.rawValue) (\(OptionSetText.hex(UInt(code.rawValue))))"
        var facts = [
            Fact("four-character code", code.fourCharacterCode.map { "'\($0)'" } ?? "none"),
            Fact("value", value),
            Fact("domain", "NSOSStatusErrorDomain"),
            Fact("Objective-C name", objectiveCName(of: code)),
        ]
        if code == .none {
            facts.append(Fact("returned by", "every call that succeeds"))
        } else if !traits.isProducedByRules {
            facts.append(Fact("returned by", "no rule of version 1; accepted in expectations only (section V)"))
        }
        return Explanation(
            kind: .errorCode, name: code.name, rawValue: code.description, summary: traits.summary, facts: facts,
            rules: traits.rules, source: traits.source)
    }
}

extension CategoryTraits {
    /// `no (always mixable)`, `yes, unless mixWithOthers`, or `yes`.
    public var interruptionText: String {
        if !interruptsNonMixableOthers { return "no (always mixable)" }
        return canMix ? "yes, unless mixWithOthers" : "yes"
    }

    /// `yes, with UIBackgroundModes audio`, or `no, even with UIBackgroundModes audio`.
    public var backgroundText: String {
        isBackgroundCapable ? "yes, with UIBackgroundModes audio" : "no, even with UIBackgroundModes audio"
    }

    /// `output only`, `input only`, or `input and output`.
    public var directionText: String {
        switch (hasInput, hasOutput) {
        case (true, true): "input and output"
        case (true, false): "input only"
        case (false, true): "output only"
        case (false, false): "neither"
        }
    }
}

extension OSVersion {
    /// `iOS 18 and 26`, or `iOS 26 only (badParam on iOS 18)`: where something the model has since this version is
    /// valid.
    public var availabilityText: String {
        let later = OSVersion.allCases.filter { $0 >= self }.map(\.description)
        let earlier = OSVersion.allCases.filter { $0 < self }.map { "iOS \($0)" }
        let valid = "iOS " + later.joined(separator: " and ") + (later.count == 1 && !earlier.isEmpty ? " only" : "")
        return earlier.isEmpty ? valid : valid + " (badParam on \(earlier.joined(separator: ", ")))"
    }
}
