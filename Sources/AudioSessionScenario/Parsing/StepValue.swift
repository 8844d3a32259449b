import AudioSessionEngine
import AudioSessionModel
import Yams

/// One step's value read on its own, with the scenario format's names and errors: what the service's protocol and
/// `audiosession client` send (`activate`, `{"setCategory": {"category": "playback"}}`, `{connect: wiredHeadphones}`).
///
/// The text is YAML or JSON (which is YAML). Errors name `source` and the value's path (`do`, `user`, `system`).
package enum StepValue {
    /// An app's actions: the value of a step's `do`, one action or a list.
    package static func appActions(
        _ text: String, os: OSVersion, source: String
    ) throws(ScenarioError) -> [AppAction] {
        var parser = parser(source: source, apps: [], os: os)
        return try parser.parseActions(root(text, source: source, path: "do"))
    }

    /// A user action: the value of a step's `user`; `apps` are the names `openApp`, `killApp` and `endCall` may take.
    package static func userAction(_ text: String, apps: [String], source: String) throws(ScenarioError) -> UserAction {
        var parser = parser(source: source, apps: apps, os: .iOS18)
        return try parser.parseUserAction(root(text, source: source, path: "user"), at: .zero)
    }

    /// A system event: the value of a step's `system`; `model` decides whether the iPad's `smartFolio` exists.
    package static func systemEvent(
        _ text: String, model: DeviceModel, source: String
    ) throws(ScenarioError) -> SystemEvent {
        var parser = parser(source: source, apps: [], os: .iOS18)
        parser.model = model
        return try parser.parseSystemEvent(root(text, source: source, path: "system"))
    }

    /// The JSON form of a step's value written in YAML's flow form (`{deactivate: {notifyOthers: true}}`) or in
    /// JSON, as the protocol sends it.
    package static func json(_ text: String, source: String) throws(ScenarioError) -> JSONValue {
        try json(YAMLDocument.compose(text, file: source))
    }

    private static func json(_ node: ScenarioNode) throws(ScenarioError) -> JSONValue {
        switch node.node {
        case .scalar(let scalar):
            switch node.tagName {
            case .null: return .null
            case .bool: return .bool(try node.bool())
            case .int, .float:
                if let number = Double(scalar.string) { return .number(number) }
                return .string(scalar.string)
            default: return .string(scalar.string)
            }
        case .sequence(let sequence):
            var items: [JSONValue] = []
            for (index, element) in sequence.enumerated() { items.append(try json(node.element(index, element))) }
            return .array(items)
        case .mapping:
            var members: [String: JSONValue] = [:]
            for entry in try node.map(keys: nil).entries { members[entry.key] = try json(entry.value) }
            return .object(members)
        case .alias:
            throw node.error("aliases are not part of a step's value")
        }
    }

    private static func parser(source: String, apps: [String], os: OSVersion) -> ScenarioParser {
        var parser = ScenarioParser(file: source, soundFiles: .checked)
        parser.appNames = apps
        parser.declaredAppNames = Set(apps)
        parser.os = os
        return parser
    }

    private static func root(_ text: String, source: String, path: String) throws(ScenarioError) -> ScenarioNode {
        var node = try YAMLDocument.compose(text, file: source)
        node.path = path
        return node
    }
}
