import AudioSessionEngine
import AudioSessionModel
import AudioSessionScenario
import AudioSessionService
import Foundation
import Testing

/// Which of a sound server's sinks, sources and ports are which iOS ports, and the `--ports` file.
@Suite struct PortMapTests {
    static let codec = ServerEndpoint(
        index: 3, name: "alsa_output.pci-0000_00_1f.3.analog-stereo", description: "Built-in Audio",
        ports: [
            ServerPort(name: "analog-output-speaker", availability: .unknown),
            ServerPort(name: "analog-output-headphones", availability: .no),
        ], activePort: "analog-output-speaker", card: 1)
    static let card = ServerCard(index: 1, name: "alsa_card.pci", properties: ["device.description": "Built-in Audio"])
    static let mic = ServerEndpoint(
        index: 4, name: "alsa_input.pci-0000_00_1f.3.analog-stereo",
        ports: [
            ServerPort(name: "analog-input-internal-mic", availability: .unknown),
            ServerPort(name: "analog-input-headset-mic", availability: .no),
        ], card: 1)
    static let monitor = ServerEndpoint(index: 5, name: "speaker.monitor", monitor: "speaker")

    @Test func theBuiltInRulesReadPortsAndTheirAvailability() {
        let map = PortMap()
        var codec = Self.codec
        var found = map.ports(sinks: [codec], sources: [Self.mic, Self.monitor], cards: [Self.card])
        #expect(found.map(\.type) == [.builtInSpeaker, .builtInMic], "unplugged ports and monitors are not ports")
        #expect(map.devices(in: found).isEmpty)
        // Wired headphones are a port that becomes available on the same sink, not a new sink.
        codec.ports[1].availability = .yes
        var mic = Self.mic
        mic.ports[1].availability = .yes
        found = map.ports(sinks: [codec], sources: [mic, Self.monitor], cards: [Self.card])
        #expect(found.map(\.type) == [.builtInSpeaker, .headphones, .builtInMic, .headsetMic])
        let devices = map.devices(in: found)
        #expect(devices == [ExternalDevice(kind: .wiredHeadset, name: "Built-in Audio")], "grouped by card")
        let output = map.output(
            for: PortDescription(portType: .headphones, portName: "Built-in Audio", uid: "x"), in: found)
        #expect(output == Enforcer.Output(sink: codec.name, port: "analog-output-headphones"))
    }

    @Test func bluetoothUSBAndHDMIFollowTheirProperties() {
        let map = PortMap()
        let headset = ServerEndpoint(
            index: 7, name: "bluez_output.A8_E6.1", description: "AirPods",
            properties: ["device.api": "bluez5", "device.profile.name": "a2dp-sink-sbc"])
        let usb = ServerEndpoint(index: 8, name: "usb-dac", description: "DAC", properties: ["device.bus": "usb"])
        let hdmi = ServerEndpoint(index: 9, name: "hdmi", ports: [ServerPort(name: "hdmi-output-0")])
        let found = map.ports(sinks: [headset, usb, hdmi], sources: [], cards: [])
        #expect(found.map(\.type) == [.bluetoothA2DP, .usbAudio, .HDMI])
        #expect(map.devices(in: found).map(\.kind) == [.bluetoothSpeaker, .usbAudio, .hdmi])
    }

    @Test func theDaemonsOwnSinksAndUnnamedNullSinksAreNotPorts() {
        let map = PortMap()
        let duck = ServerEndpoint(index: 10, name: "audiosession-duck-1")
        let null = ServerEndpoint(index: 11, name: "speaker")
        #expect(map.ports(sinks: [duck, null], sources: [], cards: []).isEmpty)
    }

    @Test func fileRulesComeFirstAndGlobsMatch() throws {
        let rules = try ServicePorts.rules(
            text: """
                ports:
                  - {match: {sink: speak*}, port: builtInSpeaker}
                  - {match: {sink: headphones}, port: headphones, device: {kind: wiredHeadphones, name: Jack}}
                  - {match: {property: {device.bus: bluetooth}, profile: a2dp-sink}, port: bluetoothA2DP}
                """, file: "ports.yaml")
        #expect(rules.count == 3)
        #expect(rules[2].properties == ["device.bus": "bluetooth"])
        let map = PortMap(rules: rules)
        let found = map.ports(
            sinks: [ServerEndpoint(index: 1, name: "speaker"), ServerEndpoint(index: 2, name: "headphones")],
            sources: [], cards: [])
        #expect(found.map(\.type) == [.builtInSpeaker, .headphones])
        #expect(map.devices(in: found) == [ExternalDevice(kind: .wiredHeadphones, name: "Jack")])
        #expect(PortMap.glob("a*c*e", matches: "abcde"))
        #expect(!PortMap.glob("a*c*e", matches: "abde"))
        #expect(PortMap.glob("[Out] Line*", matches: "[Out] Line Out"))
    }

    @Test func thePackagedExampleReads() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Packaging/ports-example.yaml").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let rules = try ServicePorts.rules(text: text, file: path)
        #expect(rules.map(\.portType) == [.builtInSpeaker, .headphones, .bluetoothA2DP])
    }

    @Test(arguments: [
        ("ports: [{match: {sink: x}, port: nowhere}]", "ports.yaml:1", "unknown port"),
        ("ports: [{match: {}, port: headphones}]", "ports.yaml:1", "a match needs at least one key"),
        ("ports: [{port: headphones}]", "ports.yaml:1", "missing key 'match'"),
        (
            "ports: [{match: {sink: x}, port: headphones, device: {kind: toaster}}]", "ports.yaml:1",
            "unknown device kind"
        ),
        ("ports: [{match: {sink: x}, port: headphones, colour: red}]", "ports.yaml:1", "colour"),
        ("ports: [{match: {sink: [", "ports.yaml:2", "not valid YAML"),
    ])
    func aBadPortsFileIsALocatedError(text: String, location: String, words: String) {
        do {
            _ = try ServicePorts.rules(text: text, file: "ports.yaml")
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description.hasPrefix(location), "\(error.description)")
            #expect(error.description.contains(words), "\(error.description)")
        }
    }
}
