import AudioSessionEngine
import AudioSessionModel

/// One rule of `audiosession serve --ports`: which sinks, sources or ports of the sound server are which iOS port,
/// and, for an external one, which device they belong to.
package struct ServicePortRule: Hashable, Sendable {
    /// The sink's name the rule matches (`*` is any run of characters), if it names one.
    package var sink: String?
    /// The source's name it matches, if it names one.
    package var source: String?
    /// The port's name on the sink or source (`analog-output-headphones`, `[Out] Headphones`).
    package var port: String?
    /// The card's profile (`a2dp-sink*`).
    package var profile: String?
    /// Properties that must all match (`device.bus: usb`).
    package var properties: [String: String]
    /// The iOS port it is.
    package var portType: AudioSessionPort
    /// The device it belongs to, when the file names one (else the kind follows from the port type).
    package var device: ExternalDevice?

    /// A rule.
    package init(
        sink: String? = nil, source: String? = nil, port: String? = nil, profile: String? = nil,
        properties: [String: String] = [:], portType: AudioSessionPort, device: ExternalDevice? = nil
    ) {
        self.sink = sink
        self.source = source
        self.port = port
        self.profile = profile
        self.properties = properties
        self.portType = portType
        self.device = device
    }
}

/// The `--ports` file: `ports:`, a list of `{match: {...}, port: TYPE, device: {kind, name}}`.
package enum ServicePorts {
    /// The rules of a ports file, in order; a located error otherwise.
    package static func rules(text: String, file: String) throws(ScenarioError) -> [ServicePortRule] {
        let root = try YAMLDocument.compose(text, file: file)
        let list: ScenarioNode
        if root.isMap {
            let map = try root.map(keys: ["ports"])
            list = try map.required("ports")
        } else {
            list = root
        }
        var rules: [ServicePortRule] = []
        for element in try list.list() {
            let entry = try element.map(keys: ["match", "port", "device"])
            let match = try entry.required("match").map(keys: ["sink", "source", "port", "profile", "property"])
            guard !match.entries.isEmpty else { throw match.node.error("a match needs at least one key") }
            var rule = ServicePortRule(portType: try entry.required("port").constant(AudioSessionPort.self, "port"))
            rule.sink = try match.value("sink")?.text("a sink name")
            rule.source = try match.value("source")?.text("a source name")
            rule.port = try match.value("port")?.text("a port name")
            rule.profile = try match.value("profile")?.text("a profile name")
            if let properties = match.value("property") {
                for property in try properties.map(keys: nil).entries {
                    rule.properties[property.key] = try property.value.text("a property value")
                }
            }
            if let device = entry.value("device") {
                let keys = try device.map(keys: ["kind", "name"])
                let kind = try keys.required("kind").choice(DeviceKind.self, "device kind")
                rule.device = ExternalDevice(kind: kind, name: try keys.value("name")?.text("a device name"))
            }
            rules.append(rule)
        }
        return rules
    }
}
