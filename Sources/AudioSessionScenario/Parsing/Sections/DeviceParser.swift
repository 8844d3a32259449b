import AudioSessionEngine
import AudioSessionModel

extension ScenarioParser {
    /// The keys of `device`.
    static let deviceKeys = [
        "model", "ringer", "locked", "foreground", "devices", "os", "callStyle", "music", "suspendAfter", "duck",
        "sounds",
    ]
    /// The keys of an external device's map form.
    static let externalDeviceKeys = ["kind", "name", "for"]
    /// The values of an AirPlay device's `for`, with the policy each stands for (rule R2).
    static let airPlayTargets: [(name: String, policy: RouteSharingPolicy)] = [
        ("system", .default), ("longFormAudio", .longFormAudio), ("longFormVideo", .longFormVideo),
    ]

    /// The `device` section; `nil` (absent or empty) gives the defaults. Apps must be declared first.
    mutating func parseDevice(_ node: ScenarioNode?) throws(ScenarioError) -> DeviceSetup {
        var setup = DeviceSetup()
        setup.foreground = appNames.first
        guard let node else { return setup }
        let map = try node.map(keys: Self.deviceKeys)
        if let value = map.value("model") {
            setup.model = try value.choice(DeviceModel.self, "model")
            model = setup.model
        }
        if let value = map.value("ringer") { setup.ringer = try value.choice(RingerPosition.self, "ringer position") }
        if let value = map.value("locked") { setup.locked = try value.bool() }
        if let value = map.value("foreground") {
            let isNone = try value.text("an app name or none") == "none"
            setup.foreground = isNone ? nil : try appName(value, builtIns: false)
        }
        if let value = map.value("devices") {
            for element in value.listOrSingle() {
                let device = try parseExternalDevice(element)
                if setup.devices.contains(where: { $0.name == device.name }) {
                    throw element.error(
                        "two devices are named '\(device.name)'; "
                            + "give each its own name: {kind: \(device.kind), name: NAME}")
                }
                setup.devices.append(device)
                deviceUses.append(DeviceUse(kind: .connect, name: device.name, at: .zero, node: element))
            }
        }
        if let value = map.value("os") {
            setup.os = try value.constant(OSVersion.self, "iOS version")
            os = setup.os
        }
        if let value = map.value("callStyle") { setup.callStyle = try value.choice(CallStyle.self, "call style") }
        if let value = map.value("music") {
            setup.musicPlaying = try value.name("music state", in: ["stopped", "playing"]) == "playing"
        }
        if let value = map.value("suspendAfter") { setup.suspendAfter = try value.time() } // L3
        if let value = map.value("duck") { setup.duck = try parseDuck(value) }
        if let value = map.value("sounds") { setup.sounds = try parseSystemSounds(value) }
        return setup
    }

    /// A device kind; an unknown one is an error listing every kind.
    func deviceKind(_ node: ScenarioNode) throws(ScenarioError) -> DeviceKind {
        do {
            return try node.choice(DeviceKind.self, "device kind")
        } catch {
            var error = error
            if error.message.hasPrefix("unknown device kind") {
                error.message += " (the kinds: \(DeviceKind.allCases.map(\.rawValue).joined(separator: ", ")))"
            }
            throw error
        }
    }

    /// An external device: a kind alone (`wiredHeadphones`) or `{kind, name, for}`.
    func parseExternalDevice(_ node: ScenarioNode) throws(ScenarioError) -> ExternalDevice {
        if node.isScalar {
            return ExternalDevice(kind: try deviceKind(node))
        }
        guard node.isMap else {
            throw node.error("expected a device kind or a map {kind, name}, found \(node.summary)")
        }
        let map = try node.map(keys: Self.externalDeviceKeys)
        let kind = try deviceKind(map.required("kind"))
        var name: String?
        if let value = map.value("name") {
            let text = try value.text("a device name")
            guard !text.allSatisfy(\.isWhitespace) else { throw value.error("a device name cannot be empty") }
            guard text != "none" else { throw value.error("'none' is a keyword and cannot name a device") }
            name = text
        }
        var policy = RouteSharingPolicy.default
        if let value = map.value("for") {
            guard kind == .airPlay else {
                throw value.error("'for' applies to airPlay devices only, not to \(kind)")
            }
            let target = try value.name("AirPlay target", in: Self.airPlayTargets.map(\.name))
            policy = Self.airPlayTargets.first { $0.name == target }?.policy ?? .default
        }
        return ExternalDevice(kind: kind, name: name, airPlayPolicy: policy)
    }
}
