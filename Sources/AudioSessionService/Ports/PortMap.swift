import AudioSessionEngine
import AudioSessionModel
import AudioSessionScenario
import Foundation

/// Which of the sound server's sinks, sources and ports are which iOS ports: the `--ports` rules first, then the
/// built-in ones. External ports group by card into devices, which the daemon connects and disconnects as the
/// server's hotplug events come; an app's output port leads back to the sink (and port) its streams go to.
package struct PortMap: Sendable {
    /// One port found on the server.
    package struct Found: Hashable, Sendable {
        /// The iOS port type.
        package var type: AudioSessionPort
        /// Whether it is an output (a sink's) or an input (a source's).
        package var isOutput: Bool
        /// The sink's or source's name.
        package var endpoint: String
        /// The port on it, if it has ports.
        package var port: String?
        /// How many ports the sink or source has: a port is set only where there is a choice.
        package var portCount: Int
        /// The device it belongs to; none for a built-in port.
        package var device: ExternalDevice?
    }

    /// The rules, in the order they are tried.
    package let rules: [ServicePortRule]

    /// A map with the file's rules before the built-in ones.
    package init(rules: [ServicePortRule] = []) { self.rules = rules + Self.builtInRules }

    /// Every available port of the server's sinks and sources that a rule names, in the server's order.
    package func ports(sinks: [ServerEndpoint], sources: [ServerEndpoint], cards: [ServerCard]) -> [Found] {
        var found: [Found] = []
        let cardsByIndex = Dictionary(cards.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        for (endpoints, isOutput) in [(sinks, true), (sources, false)] {
            for endpoint in endpoints.sorted(by: { $0.index < $1.index }) {
                if endpoint.name.hasPrefix(Enforcer.ownSinkPrefix) || (!isOutput && endpoint.monitor != nil) {
                    continue
                }
                let card = endpoint.card.flatMap { cardsByIndex[$0] }
                let ports: [ServerPort?] = endpoint.ports.isEmpty ? [nil] : endpoint.ports.filter(\.isAvailable)
                for port in ports {
                    guard let rule = rule(for: endpoint, port: port, card: card, isOutput: isOutput) else { continue }
                    var device = rule.device
                    if device == nil, let kind = Self.kind(of: rule.portType) {
                        device = ExternalDevice(kind: kind, name: card?.description ?? Self.name(of: endpoint))
                    }
                    found.append(
                        Found(
                            type: rule.portType, isOutput: isOutput, endpoint: endpoint.name, port: port?.name,
                            portCount: endpoint.ports.count, device: device))
                }
            }
        }
        return found
    }

    /// The external devices the ports make, one per name, by name: a card with headphones and a headset
    /// microphone is a wired headset.
    package func devices(in found: [Found]) -> [ExternalDevice] {
        var byName: [String: ExternalDevice] = [:]
        for port in found {
            guard let device = port.device else { continue }
            var merged = byName[device.name] ?? device
            if merged.kind == .wiredHeadphones, port.type == .headsetMic { merged.kind = .wiredHeadset }
            if merged.kind == .bluetoothSpeaker, port.type == .bluetoothHFP { merged.kind = .bluetoothHeadset }
            byName[device.name] = merged
        }
        return byName.keys.sorted().map { byName[$0]! }
    }

    /// Where an output port's sound goes on the server: its sink, and its port where the sink has several.
    package func output(for port: PortDescription, in found: [Found]) -> Enforcer.Output? {
        let match = found.first { candidate in
            guard candidate.isOutput, candidate.type == port.portType else { return false }
            guard let device = candidate.device else { return true }
            return device.name == port.portName
        }
        guard let match else { return nil }
        return Enforcer.Output(sink: match.endpoint, port: match.portCount > 1 ? match.port : nil)
    }

    // MARK: - Matching

    private func rule(
        for endpoint: ServerEndpoint, port: ServerPort?, card: ServerCard?, isOutput: Bool
    ) -> ServicePortRule? {
        var properties = card?.properties ?? [:]
        properties.merge(endpoint.properties) { _, own in own }
        let profile = card?.activeProfile ?? endpoint.properties["device.profile.name"]
        return rules.first { rule in
            guard isOutput ? Self.isOutput(rule.portType) : Self.isInput(rule.portType) else { return false }
            if let sink = rule.sink, !isOutput || !Self.glob(sink, matches: endpoint.name) { return false }
            if let source = rule.source, isOutput || !Self.glob(source, matches: endpoint.name) { return false }
            if let pattern = rule.port, !(port.map { Self.glob(pattern, matches: $0.name) } ?? false) { return false }
            if let pattern = rule.profile, !(profile.map { Self.glob(pattern, matches: $0) } ?? false) { return false }
            return rule.properties.allSatisfy { key, pattern in
                properties[key].map { Self.glob(pattern, matches: $0) } ?? false
            }
        }
    }

    /// Whether `text` matches `pattern`, where `*` is any run of characters.
    package static func glob(_ pattern: String, matches text: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return pattern == text }
        guard text.hasPrefix(parts[0]), text.dropFirst(parts[0].count).hasSuffix(parts[parts.count - 1]) else {
            return false
        }
        var rest = Substring(text.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count))
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    private static func name(of endpoint: ServerEndpoint) -> String {
        endpoint.properties["device.description"]
            ?? (endpoint.description.isEmpty ? endpoint.name : endpoint.description)
    }

    private static func isOutput(_ port: AudioSessionPort) -> Bool { ![.builtInMic, .headsetMic].contains(port) }

    private static func isInput(_ port: AudioSessionPort) -> Bool {
        [.builtInMic, .headsetMic, .bluetoothHFP, .usbAudio, .carAudio].contains(port)
    }

    /// The kind of device an external port type makes; none for a built-in port.
    static func kind(of port: AudioSessionPort) -> DeviceKind? {
        switch port {
        case .headphones: .wiredHeadphones
        case .headsetMic: .wiredHeadset
        case .bluetoothA2DP: .bluetoothSpeaker
        case .bluetoothHFP: .bluetoothHandsFree
        case .bluetoothLE: .bluetoothLE
        case .usbAudio: .usbAudio
        case .HDMI: .hdmi
        case .lineOut: .lineOut
        case .airPlay: .airPlay
        case .carAudio: .carPlay
        default: nil
        }
    }

    /// The built-in rules: the properties PulseAudio and PipeWire publish.
    package static let builtInRules: [ServicePortRule] = {
        let bluez = ["device.api": "bluez5"]
        return [
            ServicePortRule(profile: "a2dp-sink*", properties: bluez, portType: .bluetoothA2DP),
            ServicePortRule(profile: "a2dp_sink*", properties: bluez, portType: .bluetoothA2DP),
            ServicePortRule(profile: "headset-head-unit*", properties: bluez, portType: .bluetoothHFP),
            ServicePortRule(profile: "handsfree_head_unit*", properties: bluez, portType: .bluetoothHFP),
            ServicePortRule(profile: "hsp*", properties: bluez, portType: .bluetoothHFP),
            ServicePortRule(profile: "bap-*", properties: bluez, portType: .bluetoothLE),
            ServicePortRule(properties: ["device.bus": "usb"], portType: .usbAudio),
            ServicePortRule(port: "hdmi-output-*", portType: .HDMI),
            ServicePortRule(profile: "*hdmi*", portType: .HDMI),
            ServicePortRule(port: "analog-output-headphones*", portType: .headphones),
            ServicePortRule(port: "[Out] Headphones*", portType: .headphones),
            ServicePortRule(properties: ["device.form_factor": "headphone"], portType: .headphones),
            ServicePortRule(port: "analog-input-headset-mic*", portType: .headsetMic),
            ServicePortRule(port: "[In] Headset*", portType: .headsetMic),
            ServicePortRule(properties: ["device.form_factor": "headset"], portType: .headsetMic),
            ServicePortRule(port: "analog-output-lineout*", portType: .lineOut),
            ServicePortRule(port: "[Out] Line*", portType: .lineOut),
            ServicePortRule(port: "[Out] Earpiece*", portType: .builtInReceiver),
            ServicePortRule(properties: ["device.form_factor": "handset"], portType: .builtInReceiver),
            ServicePortRule(port: "analog-output-speaker*", portType: .builtInSpeaker),
            ServicePortRule(port: "[Out] Speaker*", portType: .builtInSpeaker),
            ServicePortRule(properties: ["device.form_factor": "internal"], portType: .builtInSpeaker),
            ServicePortRule(properties: ["device.form_factor": "speaker"], portType: .builtInSpeaker),
            ServicePortRule(port: "analog-input-internal-mic*", portType: .builtInMic),
            ServicePortRule(port: "[In] Mic*", portType: .builtInMic),
            ServicePortRule(properties: ["device.form_factor": "internal"], portType: .builtInMic),
            ServicePortRule(properties: ["device.api": "raop"], portType: .airPlay),
            ServicePortRule(properties: ["device.form_factor": "car"], portType: .carAudio),
        ]
    }()
}
