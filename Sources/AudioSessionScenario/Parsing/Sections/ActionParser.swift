import AudioSessionEngine
import AudioSessionModel
import AudioSessionVocabulary

extension ScenarioParser {
    /// The names of app actions, as the vocabulary lists them.
    static let appActionNames = Vocabulary.standard.names(of: AppActionWord.self)
    /// The keys of `setCategory`'s argument.
    static let setCategoryKeys = ["category", "mode", "options", "policy"]
    /// What `app: Music` steps may do (the user tapping in Music, rule N3).
    static let musicActionNames = ["play", "pause"]

    /// A `do` value: one action or a non-empty list, each element an app action.
    mutating func parseActions(_ node: ScenarioNode) throws(ScenarioError) -> [AppAction] {
        let elements = node.listOrSingle()
        guard !elements.isEmpty else {
            throw node.error("expected an action or a list of actions, found an empty list")
        }
        var actions: [AppAction] = []
        for element in elements { actions.append(try parseAppAction(element)) }
        return actions
    }

    /// One app action: a bare name, or a one-key map from the name to its argument.
    mutating func parseAppAction(_ node: ScenarioNode) throws(ScenarioError) -> AppAction {
        let (name, line, argument) = try node.nameAndArgument("an action")
        guard let word = Vocabulary.standard.case(named: name, as: AppActionWord.self) else {
            throw ScenarioError(
                file: file, path: node.path, line: line, message: "unknown action \(ScenarioNode.quoted(name))",
                suggestion: NameSuggestion.closest(to: name, in: Self.appActionNames))
        }
        func required(_ what: String) throws(ScenarioError) -> ScenarioNode {
            guard let argument else {
                throw ScenarioError(file: file, path: node.path, line: line, message: "\(name) needs \(what)")
            }
            return argument
        }
        func none() throws(ScenarioError) {
            if let argument { throw argument.error("\(name) takes no argument, found \(argument.summary)") }
        }

        switch word {
        case .setCategory:
            return .setCategory(try parseConfiguration(required("a map {category, mode?, options?, policy?}")))
        case .setMode:
            return .setMode(try required("a mode name").constant(Mode.self, "mode"))
        case .activate:
            try none()
            return .activate
        case .deactivate:
            guard let argument else { return .deactivate([]) }
            let map = try argument.map(keys: ["notifyOthers"])
            let notify = try map.value("notifyOthers")?.bool() ?? false
            return .deactivate(notify ? .notifyOthersOnDeactivation : [])
        case .play:
            return .play(for: try parseDuration(argument))
        case .stop:
            try none()
            return .stop
        case .record:
            return .record(for: try parseDuration(argument))
        case .stopRecording:
            try none()
            return .stopRecording
        case .overrideOutput:
            return .overrideOutput(try required("speaker or none").constant(PortOverride.self, "output override"))
        case .setPreferredInput:
            return .setPreferredInput(try parseInputSelection(required("a port name, a device name or none")))
        case .requestRecordPermission:
            try none()
            return .requestRecordPermission
        case .callKitReportIncomingCall, .callKitStartCall, .callKitEndCall, .callKitRequestEndCall,
            .callKitRequestHold, .callKitRequestResume:
            try none()
            return .callKit(word.callKitAction!)
        case .setPrefersNoInterruptionsFromSystemAlerts:
            return .setPrefersNoInterruptionsFromSystemAlerts(try required("true or false").bool())
        case .setInputMuted:
            return .setInputMuted(try required("true or false").bool())
        case .setOutputMuted:
            guard os >= .iOS26 else {
                throw ScenarioError(
                    file: file, path: node.path, line: line,
                    message: "\(name) needs iOS 26 (device: {os: 26}); this scenario's device runs iOS "
                        + "\(os.rawValue) (rule P10)")
            }
            return .setOutputMuted(try required("true or false").bool())
        case .soundEngineSuspend:
            guard let argument else { return .soundEngine(.suspend(renderAnyway: false)) }
            let map = try argument.map(keys: ["renderAnyway"])
            return .soundEngine(.suspend(renderAnyway: try map.value("renderAnyway")?.bool() ?? false))
        case .soundEngineWake:
            try none()
            return .soundEngine(.wake)
        case .soundEngineMuteBus, .soundEngineUnmuteBus:
            let node = try required("a bus name")
            let bus = try node.text("a bus name")
            guard !bus.isEmpty, !bus.allSatisfy(\.isWhitespace) else { throw node.error("a bus name cannot be empty") }
            return .soundEngine(word == .soundEngineMuteBus ? .muteBus(bus) : .unmuteBus(bus))
        case .setPrefersInterruptionOnRouteDisconnect:
            return .setPrefersInterruptionOnRouteDisconnect(try required("true or false").bool())
        }
    }

    /// `setCategory`'s argument, not validated against rules C3 and C5: invalid combinations are `badParam` errors
    /// at run time, which scenarios can expect.
    func parseConfiguration(_ node: ScenarioNode) throws(ScenarioError) -> SessionConfiguration {
        let map = try node.map(keys: Self.setCategoryKeys)
        let category = try map.required("category").constant(Category.self, "category")
        let mode = try map.value("mode")?.constant(Mode.self, "mode") ?? .default
        let options = try map.value("options").map { node throws(ScenarioError) in try parseOptions(node) } ?? []
        let policy = try map.value("policy")?.constant(RouteSharingPolicy.self, "route-sharing policy") ?? .default
        return SessionConfiguration(category: category, mode: mode, options: options, policy: policy)
    }

    /// A list of category option names (aliases such as `allowBluetooth` and Objective-C names included).
    func parseOptions(_ node: ScenarioNode) throws(ScenarioError) -> CategoryOptions {
        var options: CategoryOptions = []
        for element in node.listOrSingle() {
            let text = try element.text("an option name")
            guard let option = CategoryOptions(name: text) else {
                throw element.error(
                    "unknown option \(ScenarioNode.quoted(text))", suggestion: CategoryOptions.suggestion(for: text))
            }
            options.formUnion(option)
        }
        return options
    }

    /// `play`'s and `record`'s argument: nothing, or `{for: TIME}`.
    func parseDuration(_ argument: ScenarioNode?) throws(ScenarioError) -> TimeSpan? {
        guard let argument else { return nil }
        let map = try argument.map(keys: ["for"])
        guard let length = map.value("for") else { return nil }
        return TimeSpan(nanoseconds: try length.time().nanoseconds)
    }

    /// `setPreferredInput`'s argument: `none`, a port's Swift name, or the name of a device used in the file (checked
    /// once every section is read).
    mutating func parseInputSelection(_ node: ScenarioNode) throws(ScenarioError) -> InputSelection {
        let name = try node.text("a port name, a device name or none")
        if name == "none" { return .none }
        if let port = Port(name: name) { return .port(port) }
        deviceUses.append(DeviceUse(kind: .preferredInput, name: name, at: nil, node: node))
        return .device(name)
    }

    /// A `do` of `app: Music`: `play` or `pause`, one or a list.
    func parseMusicActions(_ node: ScenarioNode) throws(ScenarioError) -> [AppAction] {
        let elements = node.listOrSingle()
        guard !elements.isEmpty else { throw node.error("expected play or pause, found an empty list") }
        var actions: [AppAction] = []
        for element in elements {
            let (name, line, argument) = try element.nameAndArgument("play or pause")
            guard Self.musicActionNames.contains(name) else {
                throw ScenarioError(
                    file: file, path: element.path, line: line,
                    message: "app: Music takes only play or pause, not \(ScenarioNode.quoted(name))",
                    suggestion: NameSuggestion.closest(to: name, in: Self.musicActionNames))
            }
            if let argument { throw argument.error("Music's \(name) takes no argument, found \(argument.summary)") }
            actions.append(name == "play" ? .play(for: nil) : .stop)
        }
        return actions
    }
}
