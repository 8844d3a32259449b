import AudioSessionEngine
import AudioSessionModel
import AudioSessionVocabulary

extension ScenarioParser {
    /// The keys of an app.
    static let appKeys = [
        "backgroundAudio", "recordPermission", "answersPermissionPrompt", "running", "remoteCommands", "reactions",
        "sound", "engine",
        "callKit",
    ]
    /// The keys of a reaction.
    static let reactionKeys = ["on", "if", "after", "unless", "do"]

    /// One entry of `apps`; an empty value gives the defaults.
    mutating func parseApp(_ entry: MapNode.Entry) throws(ScenarioError) -> AppDefinition {
        var app = AppDefinition(name: entry.key)
        guard !entry.value.isNull else { return app }
        let map = try entry.value.map(keys: Self.appKeys)
        if let value = map.value("backgroundAudio") { app.backgroundAudio = try value.bool() }
        if let value = map.value("recordPermission") {
            app.recordPermission = try value.constant(RecordPermission.self, "record permission")
        }
        if let value = map.value("answersPermissionPrompt") {
            app.grantsPermission = try value.name("permission answer", in: ["grant", "deny"]) == "grant"
        }
        if let value = map.value("running") { app.running = try value.bool() }
        if let value = map.value("callKit") { app.callKit = try value.bool() }
        if let value = map.value("reactions") {
            for element in value.listOrSingle() {
                let reaction = try parseReaction(element)
                if !app.callKit, let action = reaction.actions.first(where: \.isCallKit) {
                    throw element.error(
                        "\(Vocabulary.standard.name(of: action)) needs an app that reports its calls to CallKit: add callKit: true to \(app.name) (rule K1)"
                    )
                }
                if reaction.on.isCallKit, !app.callKit {
                    throw element.error(
                        "\(reaction.on) reaches only an app that reports its calls to CallKit: add callKit: true to \(app.name) (rule K7)"
                    )
                }
                app.reactions.append(reaction)
            }
        }
        if let value = map.value("sound") { app.sound = try parseSound(value) }
        if let value = map.value("engine") { app.engine = try value.choice(SoundEngineKind.self, "sound engine") }
        if let value = map.value("remoteCommands") {
            app.remoteCommands = try value.bool()
        } else {
            app.remoteCommands = app.reactions.contains { $0.on == .notification(.remoteCommand) }
        }
        return app
    }

    /// One reaction: `on`, optional `if`, `after`, `unless` (only with `after`), and `do`.
    mutating func parseReaction(_ node: ScenarioNode) throws(ScenarioError) -> Reaction {
        let map = try node.map(keys: Self.reactionKeys)
        let trigger = try parseTrigger(map.required("on"))
        let conditions =
            try map.value("if").map { node throws(ScenarioError) in try EventFields.parse(node, for: trigger) } ?? []
        let after = try map.value("after")?.time()
        var unless: Trigger?
        if let value = map.value("unless") {
            guard after != nil else { throw value.error("'unless' needs 'after': it cancels a delayed reaction") }
            unless = try parseTrigger(value)
        }
        let actions = try parseActions(map.required("do"))
        return Reaction(
            on: trigger, conditions: conditions, after: after, unless: unless, actions: actions, path: node.path,
            line: node.line)
    }
}

extension AppAction {
    /// Whether it is a CallKit action (`reportIncomingCall`, `startCall`, `endCall`).
    var isCallKit: Bool {
        if case .callKit = self { return true }
        return false
    }
}

extension Trigger {
    /// Whether it is a `CXProviderDelegate` callback.
    var isCallKit: Bool {
        if case .notification(let kind) = self { return kind.isCallKit }
        return false
    }
}
