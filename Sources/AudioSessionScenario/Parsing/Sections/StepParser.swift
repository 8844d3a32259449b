import AudioSessionEngine
import AudioSessionModel
import AudioSessionVocabulary

extension ScenarioParser {
    /// The keys of a step.
    static let stepKeys = ["at", "app", "user", "system", "do"]
    /// The actors a step may name; exactly one per step.
    static let actorKeys = ["app", "user", "system"]
    /// User actions that take no argument.
    static let bareUserActions: [UserActionWord: UserAction] = [
        .lock: .lock, .unlock: .unlock, .home: .home, .answerCall: .answerCall, .declineCall: .declineCall,
        .endCall: .endCall, .dismissAlarm: .dismissAlarm, .holdAndAccept: .holdAndAccept,
        .endAndAccept: .endAndAccept, .resumeCall: .resumeCall, .volumeUp: .volumeUp,
    ]
    /// User actions that take an argument, with what it is.
    static let userActionsWithArgument: [(UserActionWord, String)] = [
        (.connect, "a device kind or a map {kind, name}"), (.disconnect, "a device name"),
        (.ringer, "ring or silent"), (.openApp, "an app name"), (.remote, "play, pause or togglePlayPause"),
        (.killApp, "an app name"), (.muteInput, "true or false"),
    ]
    /// System events that take no argument.
    static let bareSystemEvents: [SystemEventWord: SystemEvent] = [
        .incomingCall: .incomingCall, .remoteHangUp: .remoteHangUp, .alarm: .alarm, .siri: .siri,
        .siriEnded: .siriEnded, .resetMediaServices: .resetMediaServices,
    ]

    /// `steps`: a list, kept in file order.
    mutating func parseSteps(_ node: ScenarioNode) throws(ScenarioError) -> [Step] {
        var steps: [Step] = []
        for element in try node.list() { steps.append(try parseStep(element)) }
        return steps
    }

    /// One step: `at` and exactly one of `app` (with `do`), `user` or `system`.
    mutating func parseStep(_ node: ScenarioNode) throws(ScenarioError) -> Step {
        let map = try node.map(keys: Self.stepKeys)
        let at = try map.required("at").time()
        let actors = map.present(Self.actorKeys)
        guard actors.count == 1, let actor = actors.first, let actorNode = map[actor] else {
            let message =
                actors.isEmpty
                ? "a step needs one of app, user or system"
                : "a step takes one of app, user or system, found \(actors.joined(separator: " and "))"
            throw node.error(message)
        }
        if actor != "app", let doNode = map["do"] {
            throw doNode.error("'do' goes with 'app'; a \(actor) step is written \(actor): ACTION")
        }
        switch actor {
        case "app":
            let name = try actorNode.text("an app name")
            if name == "Phone" {
                throw actorNode.error("the built-in Phone app takes no steps; use user and system events")
            }
            if name == "Music" {
                return Step(
                    at: at, actor: .app(name, try parseMusicActions(map.required("do"))), path: node.path,
                    line: actorNode.line)
            }
            let app = try appName(actorNode, builtIns: false)
            return Step(
                at: at, actor: .app(app, try parseActions(map.required("do"))), path: node.path, line: actorNode.line)
        case "user":
            return Step(
                at: at, actor: .user(try parseUserAction(actorNode, at: at)), path: node.path, line: actorNode.line)
        default:
            return Step(at: at, actor: .system(try parseSystemEvent(actorNode)), path: node.path, line: actorNode.line)
        }
    }

    /// A user action: a bare name (`lock`) or a one-key map (`{connect: wiredHeadphones}`).
    mutating func parseUserAction(_ node: ScenarioNode, at: ScenarioTime) throws(ScenarioError) -> UserAction {
        let (name, line, argument) = try node.nameAndArgument("a user action")
        let vocabulary = Vocabulary.standard
        let word = vocabulary.case(named: name, as: UserActionWord.self)
        if word == .endCall, let argument {
            // K4: `endCall: NAME` names the call when two exist (an app's name, or Phone for the cellular call).
            return .endCallOf(try appName(argument, builtIns: true))
        }
        if let word, let action = Self.bareUserActions[word] {
            if let argument { throw argument.error("\(name) takes no argument, found \(argument.summary)") }
            return action
        }
        guard let word, let what = Self.userActionsWithArgument.first(where: { $0.0 == word })?.1 else {
            let names =
                Self.userActionsWithArgument.map { vocabulary.name(of: $0.0) }
                + Self.bareUserActions.keys.map { vocabulary.name(of: $0) }.sorted()
            throw ScenarioError(
                file: file, path: node.path, line: line, message: "unknown user action \(ScenarioNode.quoted(name))",
                suggestion: NameSuggestion.closest(to: name, in: names))
        }
        guard let argument else {
            throw ScenarioError(
                file: file, path: node.path, line: line, message: "\(name) needs \(what): {\(name): ...}")
        }
        switch word {
        case .connect:
            let device = try parseExternalDevice(argument)
            deviceUses.append(DeviceUse(kind: .connect, name: device.name, at: at, node: argument))
            return .connect(device)
        case .disconnect:
            let device = try argument.text(what)
            deviceUses.append(DeviceUse(kind: .disconnect, name: device, at: at, node: argument))
            return .disconnect(device)
        case .ringer:
            return .ringer(try argument.choice(RingerPosition.self, "ringer position"))
        case .openApp:
            // `openApp: Phone` switches back to a call; built-in apps can be brought to the front too.
            return .openApp(try appName(argument, builtIns: true))
        case .remote:
            return .remote(try argument.choice(RemoteCommand.self, "remote command"))
        case .muteInput:
            return .muteInput(try argument.bool())
        default:
            return .killApp(try appName(argument, builtIns: false))
        }
    }

    /// A system event: a bare name (`incomingCall`) or `{smartFolio: closed|open}`.
    func parseSystemEvent(_ node: ScenarioNode) throws(ScenarioError) -> SystemEvent {
        let (name, line, argument) = try node.nameAndArgument("a system event")
        let vocabulary = Vocabulary.standard
        let word = vocabulary.case(named: name, as: SystemEventWord.self)
        if let word, let event = Self.bareSystemEvents[word] {
            if let argument { throw argument.error("\(name) takes no argument, found \(argument.summary)") }
            return event
        }
        guard word == .smartFolio else {
            let names =
                Self.bareSystemEvents.keys.map { vocabulary.name(of: $0) }.sorted()
                + [vocabulary.name(of: SystemEventWord.smartFolio)]
            throw ScenarioError(
                file: file, path: node.path, line: line, message: "unknown system event \(ScenarioNode.quoted(name))",
                suggestion: NameSuggestion.closest(to: name, in: names))
        }
        guard let argument else {
            throw ScenarioError(file: file, path: node.path, line: line, message: "\(name) needs closed or open")
        }
        guard model == .iPad else {
            throw ScenarioError(
                file: file, path: node.path, line: line,
                message: "\(name) needs an iPad (device: {model: iPad}); an iPhone has no Smart Folio (rule E9)")
        }
        return .smartFolio(closed: try argument.name("Smart Folio position", in: ["closed", "open"]) == "closed")
    }
}
