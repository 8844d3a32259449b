/// Rules C3, C4, C5 and C7 of the behaviour rules (`RuleCatalog`; the engine's DocC articles), written out by hand.
///
/// Nothing here reads the model's tables (`OptionTraits`, `ModeTraits`, `PolicyTraits`): the tests compare the model
/// against this transcription, so a mistake in either shows up as a failure.
enum BehaviorSpec {
    /// The six categories.
    static let categories = ["ambient", "soloAmbient", "playback", "record", "playAndRecord", "multiRoute"]

    /// The eleven modes.
    static let modes = [
        "default", "voiceChat", "gameChat", "videoChat", "videoRecording", "measurement", "moviePlayback",
        "spokenAudio", "voicePrompt", "shortFormVideo", "dualRoute",
    ]

    /// The ten options, in raw-value order.
    static let options = [
        "mixWithOthers", "duckOthers", "allowBluetoothHFP", "defaultToSpeaker", "interruptSpokenAudioAndMixWithOthers",
        "allowBluetoothA2DP", "allowAirPlay", "overrideMutedMicrophoneInterruption", "farFieldInput",
        "bluetoothHighQualityRecording",
    ]

    /// The four route-sharing policies.
    static let policies = ["default", "longFormAudio", "independent", "longFormVideo"]

    /// Where something may be set: categories, categories accepted in one mode only, the first iOS version, and
    /// an option it needs alongside.
    struct Validity {
        var categories: [String]
        var categoryInMode: [(category: String, mode: String)] = []
        var needsOS: Int = 18
        var requires: String? = nil
        /// Version 3, `os: 26`: with these categories, valid in these modes only.
        var modesOn26: [(category: String, modes: [String])] = []
    }

    /// Rule C3, row by row ("no effect" categories are valid too).
    static func option(_ name: String) -> Validity {
        switch name {
        case "mixWithOthers":
            Validity(
                categories: ["ambient", "playback", "playAndRecord", "multiRoute"],
                modesOn26: [("multiRoute", ["default"])])
        case "duckOthers":
            Validity(
                categories: ["ambient", "playback", "playAndRecord", "multiRoute"],
                modesOn26: [("multiRoute", ["default"])])
        case "interruptSpokenAudioAndMixWithOthers":
            Validity(categories: ["playback", "playAndRecord", "multiRoute"], modesOn26: [("multiRoute", ["default"])])
        case "allowBluetoothHFP":
            Validity(categories: ["record", "playAndRecord"], categoryInMode: [("multiRoute", "dualRoute")])
        case "defaultToSpeaker": Validity(categories: ["playAndRecord"])
        case "allowBluetoothA2DP": Validity(categories: ["playAndRecord", "ambient", "soloAmbient", "playback"])
        case "allowAirPlay": Validity(categories: ["playAndRecord", "ambient", "soloAmbient", "playback"])
        case "overrideMutedMicrophoneInterruption": Validity(categories: ["playAndRecord", "multiRoute"])
        case "farFieldInput":
            Validity(
                categories: ["playAndRecord", "record"], categoryInMode: [("multiRoute", "dualRoute")], needsOS: 26,
                requires: "allowBluetoothHFP")
        case "bluetoothHighQualityRecording":
            Validity(
                categories: ["playAndRecord", "record"], needsOS: 26,
                modesOn26: [("playAndRecord", ["default"]), ("record", ["default"])])
        default: fatalError("not an option of rule C3: \(name)")
        }
    }

    /// Rule C5, mode by mode.
    static func mode(_ name: String) -> Validity {
        switch name {
        case "default": Validity(categories: categories)
        case "voiceChat", "gameChat", "videoChat": Validity(categories: ["playAndRecord"])
        case "videoRecording": Validity(categories: ["record", "playAndRecord"])
        case "measurement": Validity(categories: ["playback", "record", "playAndRecord"])
        case "moviePlayback": Validity(categories: ["playback"])
        case "spokenAudio", "voicePrompt": Validity(categories: ["playback", "playAndRecord"])
        case "shortFormVideo": Validity(categories: ["playback"], needsOS: 26)
        case "dualRoute": Validity(categories: ["multiRoute"], needsOS: 26, requires: "allowBluetoothHFP")
        default: fatalError("not a mode of rule C5: \(name)")
        }
    }

    /// Rule C4: what a mode implies.
    static func impliedByMode(_ mode: String) -> [String] {
        switch mode {
        case "voiceChat": ["allowBluetoothHFP"]
        case "videoChat": ["allowBluetoothHFP", "defaultToSpeaker"]
        default: []
        }
    }

    /// Rule C4: what an option implies.
    static func impliedByOption(_ option: String) -> [String] {
        option == "duckOthers" || option == "interruptSpokenAudioAndMixWithOthers" ? ["mixWithOthers"] : []
    }

    /// One reason a configuration fails, with what the message must name.
    struct Failure: CustomStringConvertible {
        /// `mode voiceChat` or `option defaultToSpeaker`, as the message must spell it.
        var subject: String
        /// Words the message must contain besides the subject: the valid categories, `iOS 26`, a required option.
        var mustMention: [String]
        var description: String { "\(subject) (mentioning \(mustMention.joined(separator: ", ")))" }
    }

    /// What rules C3 to C5 and C7 say about a configuration: every reason it fails, and the options it reads back.
    struct Verdict {
        var failures: [Failure]
        var effectiveOptions: Set<String>
        var impliedOptions: Set<String>
        var isValid: Bool { failures.isEmpty }
    }

    /// The verdict on `setCategory(category, mode: mode, policy: policy, options: options)` on iOS `os`.
    static func verdict(
        category: String, mode: String, options given: [String], policy: String = "default", os: Int
    ) -> Verdict {
        let implied = Set(impliedByMode(mode) + given.flatMap(impliedByOption))
        let effective = Set(given).union(implied)
        var failures: [Failure] = []

        let modeRule = self.mode(mode)
        if os < modeRule.needsOS {
            failures.append(Failure(subject: "mode \(mode)", mustMention: ["iOS \(modeRule.needsOS)"]))
        }
        if !modeRule.categories.contains(category) {
            failures.append(Failure(subject: "mode \(mode)", mustMention: modeRule.categories))
        }
        if let required = modeRule.requires, !effective.contains(required) {
            failures.append(Failure(subject: "mode \(mode)", mustMention: [required]))
        }

        for name in given {
            let rule = option(name)
            if os < rule.needsOS {
                failures.append(Failure(subject: "option \(name)", mustMention: ["iOS \(rule.needsOS)"]))
            }
            let inMode = rule.categoryInMode.contains { $0.category == category && $0.mode == mode }
            if !rule.categories.contains(category), !inMode {
                failures.append(Failure(subject: "option \(name)", mustMention: rule.categories))
            }
            if let required = rule.requires, !effective.contains(required) {
                failures.append(Failure(subject: "option \(name)", mustMention: [required]))
            }
            if os >= 26, let limit = rule.modesOn26.first(where: { $0.category == category }),
                !limit.modes.contains(mode)
            {
                failures.append(Failure(subject: "option \(name)", mustMention: limit.modes + ["iOS 26"]))
            }
        }

        // Rule C7.
        switch policy {
        case "independent":
            failures.append(Failure(subject: "policy independent", mustMention: ["system"]))
        case "longFormAudio", "longFormVideo":
            if category != "playback" {
                failures.append(Failure(subject: "policy \(policy)", mustMention: ["playback"]))
            }
            if !["default", "moviePlayback", "spokenAudio"].contains(mode) {
                failures.append(Failure(subject: "policy \(policy)", mustMention: ["moviePlayback", "spokenAudio"]))
            }
            if !given.isEmpty {
                failures.append(Failure(subject: "policy \(policy)", mustMention: ["no options"]))
            }
        default:
            break
        }

        // C4: "the session keeps the options the app gave apart from those a mode implies" (C6: setMode drops only
        // the options implied only by the previous mode, so the app's own stay even when the mode implies them too);
        // `mixWithOthers` given with `interruptSpokenAudioAndMixWithOthers` cannot be told apart from it (0x11).
        var kept = Set(given)
        if given.contains("interruptSpokenAudioAndMixWithOthers") { kept.remove("mixWithOthers") }
        return Verdict(failures: failures, effectiveOptions: effective, impliedOptions: effective.subtracting(kept))
    }
}
