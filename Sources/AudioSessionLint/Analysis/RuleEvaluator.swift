import AudioSessionModel

/// Applies the lint rules to what the files of one target tell.
struct RuleEvaluator {
    /// The target's source files.
    var files: [FileFacts]
    /// The target's Info.plist files.
    var plists: [PlistFacts]
    /// Whether the target also has Dart, JavaScript, TypeScript or C# code (a cross-platform app), which the linter
    /// does not read: "observed nowhere" cannot be proved there.
    var otherLanguages = false
    /// What the target handles through a library the linter does not read (`handled_elsewhere`).
    var handledElsewhere: [LintConfiguration.Handled] = []

    /// A session call with the file it is in.
    struct Located {
        var file: FileFacts
        var call: SessionCall
    }

    /// Every finding, unsorted.
    func findings() -> [Finding] {
        var result: [Finding] = []
        let all = allConfigurations
        for file in files {
            let recordsAudio = Self.records(file)
            let states = Self.scopeStates(file)
            let mayChooseChatMode = Self.mayChooseChatMode(file)
            for (index, call) in file.calls.enumerated() {
                result += validity(of: call, before: states[index], in: file)
                result += overrideFinding(call, before: states[index], in: file)
                if !recordsAudio {
                    result += bluetoothFinding(
                        call, before: states[index], in: file, mayChooseChatMode: mayChooseChatMode)
                }
                result += deactivationFinding(call, before: states[index], in: file, all: all)
            }
            result += launchFindings(in: file)
            result += activateToReadFindings(in: file, all: all)
            result += deprecatedAPIFindings(in: file)
        }
        result += targetFindings()
        return result
    }

    // MARK: Configurations

    /// The configuration a `setCategory` call gives, when every argument is known.
    static func configuration(_ kind: SessionCall.Kind) -> SessionConfiguration? {
        guard case .setCategory(let category, let mode, let options, let policy) = kind,
            case .known(let knownCategory) = category,
            let knownMode = mode.value(default: .default), let knownOptions = options.value(default: []),
            let knownPolicy = policy.value(default: .default)
        else { return nil }
        return SessionConfiguration(
            category: knownCategory, mode: knownMode, options: knownOptions, policy: knownPolicy)
    }

    /// The category a `setCategory` call names, when known.
    static func category(_ kind: SessionCall.Kind) -> Category? {
        guard case .setCategory(.known(let category), _, _, _) = kind else { return nil }
        return category
    }

    /// Whether the file calls `setMode` with a chat mode, or with one the linter cannot read.
    static func mayChooseChatMode(_ file: FileFacts) -> Bool {
        file.calls.contains {
            guard case .setMode(let mode) = $0.kind else { return false }
            guard case .known(let known) = mode else { return true }
            return [Mode.voiceChat, .videoChat, .gameChat].contains(known)
        }
    }

    /// Every `setCategory` call of the target.
    private var allCategoryCalls: [SessionCall] {
        files.flatMap { $0.calls }.filter {
            if case .setCategory = $0.kind { return true }
            return false
        }
    }

    /// Every configuration the target sets, or `nil` when one of them cannot be read.
    private var allConfigurations: [SessionConfiguration]? {
        var result: [SessionConfiguration] = []
        for call in allCategoryCalls {
            guard let configuration = Self.configuration(call.kind) else { return nil }
            result.append(configuration)
        }
        return result
    }

    /// Whether a session with this configuration interrupts or ducks other apps when it activates (rule A3).
    static func interruptsOrDucksOthers(_ configuration: SessionConfiguration) -> Bool {
        !configuration.isMixable || configuration.effectiveOptions.contains(.duckOthers)
    }

    private func finding(
        _ rule: LintRule, _ file: FileFacts, _ call: SessionCall, _ message: String, decidedBy: String?,
        fix: String?, setting: FindingSetting? = nil
    ) -> Finding {
        Finding(
            id: rule.id, severity: rule.severity, file: file.path, line: call.line, column: call.column,
            message: message, rule: decidedBy, fix: fix, setting: setting)
    }

    // MARK: invalid-options, invalid-mode, invalid-policy

    /// The error every modelled iOS version gives for `configuration`, or `nil` if one version accepts it.
    static func rejection(
        of configuration: SessionConfiguration
    ) -> (error: AudioSessionError, rule: SessionConfiguration.ValidationRule)? {
        var last: (error: AudioSessionError, rule: SessionConfiguration.ValidationRule)?
        for version in OSVersion.allCases {
            guard let rejected = configuration.rejection(on: version) else { return nil }
            last = rejected
        }
        return last
    }

    private func validity(of call: SessionCall, before state: ScopeState, in file: FileFacts) -> [Finding] {
        let configuration: SessionConfiguration
        let action: String
        switch call.kind {
        case .setCategory:
            guard let given = Self.configuration(call.kind) else { return [] }
            configuration = given
            action = "setCategory"
        case .setMode(.known(let mode)):
            guard let inScope = state.configuration else { return [] }
            configuration = inScope.settingMode(mode)
            action = "setMode"
        default:
            return []
        }
        guard let (error, broken) = Self.rejection(of: configuration) else { return [] }
        let text = error.message
        let rule: LintRule
        switch broken {
        case .c3: rule = .invalidOptions
        case .c5: rule = .invalidMode
        case .c7: rule = .invalidPolicy
        case .c2: return []
        }
        let decidedBy = broken.rawValue
        if action == "setMode" && rule.id != LintRule.invalidMode.id { return [] }
        let message =
            "\(action) fails with -50 (badParam) at run time and the session keeps its previous "
            + "configuration: \(text)"
        return [
            finding(
                rule, file, call, message, decidedBy: decidedBy, fix: LintCatalog.entry(for: rule).fix,
                setting: FindingSetting(configuration: configuration))
        ]
    }

    // MARK: override-needs-play-and-record

    private func overrideFinding(_ call: SessionCall, before state: ScopeState, in file: FileFacts) -> [Finding] {
        guard case .overrideToSpeaker(.known(true)) = call.kind, state.count > 0, let category = state.category,
            category != .playAndRecord
        else { return [] }
        let message =
            "overrideOutputAudioPort(.speaker) fails with -50 (badParam) at run time: the category set "
            + "in this function is \(category), and only playAndRecord can be routed to the speaker (rule R5)"
        let setting = state.last ?? SessionConfiguration(category: category)
        return [
            finding(
                .overrideNeedsPlayAndRecord, file, call, message, decidedBy: "R5",
                fix: LintCatalog.entry(for: .overrideNeedsPlayAndRecord).fix,
                setting: FindingSetting(configuration: setting))
        ]
    }

    // MARK: bluetooth-hfp-for-playback

    /// Whether the file records: it names a way of capturing audio (in the function that configures the session or
    /// elsewhere in the file), or sets the `record` category. Hands-free is then taken on purpose, as the only way to
    /// the Bluetooth microphone, and the file's configurations are not judged; the target's other files still are.
    static func records(_ file: FileFacts) -> Bool {
        file.recordsAudio || file.calls.contains { category($0.kind) == .record }
    }

    /// `mayChooseChatMode` is ``mayChooseChatMode(_:)`` of `file`, computed once per file. `mayChooseChatMode` is ``mayChooseChatMode(_:)`` of `file`, computed once per file.
    private func bluetoothFinding(
        _ call: SessionCall, before state: ScopeState, in file: FileFacts, mayChooseChatMode: Bool
    ) -> [Finding] {
        guard let configuration = Self.configuration(call.kind), configuration.category == .playAndRecord else {
            return []
        }
        let options = configuration.effectiveOptions
        guard options.contains(.allowBluetoothHFP), !options.contains(.allowBluetoothA2DP),
            ![Mode.voiceChat, .videoChat, .gameChat].contains(configuration.mode),
            Self.rejection(of: configuration) == nil
        else { return [] }
        // A later setMode in the same function may move to a chat mode: not judged. A call that names no mode keeps
        // the current one, which a setMode elsewhere in the target may have made a chat mode: not judged either.
        guard !state.modeChangesLater else { return [] }
        if case .setCategory(_, .absent, _, _) = call.kind, mayChooseChatMode { return [] }
        let message =
            "playAndRecord with allowBluetooth(HFP) and without allowBluetoothA2DP in mode "
            + "\(configuration.mode): on Bluetooth headphones the route is hands-free (HFP), so playback drops to "
            + "narrow-band call quality (rule R4)"
        return [
            finding(
                .bluetoothHFPForPlayback, file, call, message, decidedBy: "R4",
                fix: LintCatalog.entry(for: .bluetoothHFPForPlayback).fix,
                setting: FindingSetting(configuration: configuration))
        ]
    }

    // MARK: deactivate-without-notify

    private func deactivationFinding(
        _ call: SessionCall, before state: ScopeState, in file: FileFacts, all: [SessionConfiguration]?
    ) -> [Finding] {
        guard case .setActive(.known(false), let notify) = call.kind, notify.value(default: false) == false else {
            return []
        }
        let configuration: SessionConfiguration
        if let inScope = state.configuration {
            configuration = inScope
        } else {
            guard let all, let first = all.first,
                all.allSatisfy({ Self.interruptsOrDucksOthers($0) == Self.interruptsOrDucksOthers(first) })
            else { return [] }
            configuration = first
        }
        guard Self.interruptsOrDucksOthers(configuration) else { return [] }
        let consequence =
            configuration.isMixable
            ? "ducks other apps, and they are not told it deactivated"
            : "interrupts other apps, and they are never told the interruption ended, so they do not resume"
        let message =
            "setActive(false) without .notifyOthersOnDeactivation: this session (\(configuration.category)) "
            + "\(consequence) (rules I3, I5)"
        return [
            finding(
                .deactivateWithoutNotify, file, call, message, decidedBy: "I3",
                fix: LintCatalog.entry(for: .deactivateWithoutNotify).fix,
                setting: FindingSetting(configuration: configuration))
        ]
    }

    // MARK: mic-prompt-at-launch

    private func launchFindings(in file: FileFacts) -> [Finding] {
        var result: [Finding] = []
        let launchFunctions = Set(file.functions.indices.filter { file.functions[$0].runsAtLaunch })
        guard !launchFunctions.isEmpty else { return [] }
        let byFunction = Dictionary(
            grouping: file.calls.filter { launchFunctions.contains($0.function) && !$0.inClosure }, by: \.function)
        for (function, facts) in file.functions.enumerated() where facts.runsAtLaunch {
            let calls = byFunction[function] ?? []
            let activates = calls.contains {
                if case .setActive(.known(true), _) = $0.kind { return true }
                return false
            }
            guard activates,
                let recording = calls.first(where: {
                    guard let category = Self.category($0.kind) else { return false }
                    return category == .record || category == .playAndRecord
                }), let category = Self.category(recording.kind)
            else { continue }
            let message =
                "\(category) is set and the session activated in \(facts.name): activating a recording "
                + "session asks for the microphone, so the permission prompt appears at first launch, before the "
                + "user has asked to record (rule P8)"
            let setting = Self.configuration(recording.kind) ?? SessionConfiguration(category: category)
            result.append(
                finding(
                    .micPromptAtLaunch, file, recording, message, decidedBy: "P8",
                    fix: LintCatalog.entry(for: .micPromptAtLaunch).fix,
                    setting: FindingSetting(configuration: setting)))
        }
        return result
    }

    // MARK: activate-to-read

    /// Properties of the session read as Objective-C sends (`[session category]`): reading them is not a use of the
    /// activation either.
    static let sessionGetters: Set<String> = [
        "category", "mode", "categoryOptions", "routeSharingPolicy", "isOtherAudioPlaying", "otherAudioPlaying",
        "secondaryAudioShouldBeSilencedHint", "sampleRate", "preferredSampleRate", "IOBufferDuration",
        "preferredIOBufferDuration", "inputNumberOfChannels", "outputNumberOfChannels", "inputLatency",
        "outputLatency", "isInputAvailable", "inputAvailable", "recordPermission", "availableCategories",
        "availableModes", "inputGain", "isInputGainSettable", "inputGainSettable", "preferredInput",
    ]

    private func activateToReadFindings(in file: FileFacts, all: [SessionConfiguration]?) -> [Finding] {
        // The activation must interrupt others: the target's configurations are all known and none is mixable.
        guard let all, all.allSatisfy(Self.interruptsOrDucksOthers) else { return [] }
        var result: [Finding] = []
        let byFunction = Dictionary(grouping: file.calls, by: \.function)
        for (function, facts) in file.functions.enumerated() where facts.otherCalls == 0 && function > 0 {
            guard let calls = byFunction[function] else { continue }
            guard
                let activation = calls.firstIndex(where: {
                    if case .setActive(.known(true), _) = $0.kind { return true }
                    return false
                })
            else { continue }
            let onlyActivationAndReads = calls.allSatisfy {
                switch $0.kind {
                case .setActive, .read: true
                case .other(let name): Self.sessionGetters.contains(name)
                default: false
                }
            }
            let reads = calls[activation...].compactMap { call -> String? in
                if case .read(let name) = call.kind { return name }
                return nil
            }
            guard onlyActivationAndReads, let property = reads.first else { continue }
            let message =
                "setActive(true) only to read \(property): activating interrupts other apps' audio "
                + "(rule A3), and the property reads the same without it"
            result.append(
                finding(
                    .activateToRead, file, calls[activation], message, decidedBy: "A3",
                    fix: LintCatalog.entry(for: .activateToRead).fix,
                    setting: FindingSetting(configuration: all.first ?? .initial)))
        }
        return result
    }

    // MARK: Target-wide rules

    private func targetFindings() -> [Finding] {
        var result: [Finding] = []
        let located = files.flatMap { file in file.calls.map { Located(file: file, call: $0) } }
        let activations = located.filter {
            if case .setActive(.known(true), _) = $0.call.kind { return true }
            return false
        }
        let configurations = allConfigurations
        let setting = FindingSetting(configuration: configurations?.first ?? .initial)
        if let first = activations.first {
            if !otherLanguages && !handledElsewhere.contains(.interruptions)
                && !files.contains(where: \.mentionsInterruption)
            {
                let message =
                    "the session is activated but no code observes AVAudioSession.interruptionNotification: "
                    + "after a phone call, alarm or Siri the app is never told the interruption ended, so its audio "
                    + "stays stopped (rules I1-I4)"
                result.append(
                    finding(
                        .noInterruptionHandling, first.file, first.call, message, decidedBy: "I1",
                        fix: LintCatalog.entry(for: .noInterruptionHandling).fix, setting: setting))
            }
            if !otherLanguages && !handledElsewhere.contains(.resets) && !files.contains(where: \.mentionsReset) {
                let message =
                    "the session is activated but no code observes "
                    + "AVAudioSession.mediaServicesWereResetNotification: when the media server restarts, the "
                    + "session returns to soloAmbient and inactive, and the app's audio stays broken (rule S7)"
                result.append(
                    finding(
                        .noResetHandling, first.file, first.call, message, decidedBy: "S7",
                        fix: LintCatalog.entry(for: .noResetHandling).fix, setting: setting))
            }
            result += backgroundFinding(located)
        }
        result += remoteCommandFinding(located, configurations: configurations)
        return result
    }

    private func backgroundFinding(_ located: [Located]) -> [Finding] {
        let apps = plists.filter(\.isApp)
        guard !apps.isEmpty, !apps.contains(where: \.listsBackgroundAudio) else { return [] }
        let backgroundCategories: [Category] = [.playback, .playAndRecord, .record, .multiRoute]
        guard
            let first = located.first(where: {
                guard let category = Self.category($0.call.kind) else { return false }
                return backgroundCategories.contains(category)
            }), let category = Self.category(first.call.kind)
        else { return [] }
        let message =
            "\(category) can play or record in the background, but no Info.plist lists audio in "
            + "UIBackgroundModes: the app is suspended and its audio stops when it leaves the foreground or the "
            + "screen locks (rules A1.4, L3)"
        let setting = Self.configuration(first.call.kind) ?? SessionConfiguration(category: category)
        return [
            finding(
                .backgroundAudioModeMissing, first.file, first.call, message, decidedBy: "L3",
                fix: LintCatalog.entry(for: .backgroundAudioModeMissing).fix,
                setting: FindingSetting(configuration: setting))
        ]
    }

    private func remoteCommandFinding(_ located: [Located], configurations: [SessionConfiguration]?) -> [Finding] {
        guard files.contains(where: \.handlesRemoteCommands), let configurations, !configurations.isEmpty,
            configurations.allSatisfy({ $0.effectiveOptions.contains(.mixWithOthers) })
        else { return [] }
        guard let first = located.first(where: { Self.configuration($0.call.kind) != nil }),
            let configuration = Self.configuration(first.call.kind)
        else { return [] }
        let message =
            "the session mixes with others (mixWithOthers) and the target handles MPRemoteCommandCenter "
            + "commands: a mixable session never becomes the Now Playing app, so the lock screen and remote "
            + "controls go to another app (rule N1)"
        return [
            finding(
                .mixableWithRemoteCommands, first.file, first.call, message, decidedBy: "N1",
                fix: LintCatalog.entry(for: .mixableWithRemoteCommands).fix,
                setting: FindingSetting(configuration: configuration))
        ]
    }
}
