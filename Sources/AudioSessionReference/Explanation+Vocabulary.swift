import AudioSessionModel

extension Explanation {
    /// A behaviour rule: its complete text, source and an example scenario.
    public static func rule(_ rule: BehaviorRule) -> Explanation {
        var facts = [Fact("section", rule.section)]
        if let change = rule.changeInVersion2 { facts.append(Fact("changed in version 2", change)) }
        if let change = rule.changeInVersion3 { facts.append(Fact("changed in version 3", change)) }
        let firstSentence = rule.text.split(separator: "\n").first.map(String.init) ?? rule.text
        return Explanation(
            kind: .rule, name: rule.id, rawValue: "", summary: firstSentence, facts: facts, rules: [rule.id],
            source: rule.source, text: rule.text, example: rule.example)
    }

    /// A port: its direction, the devices that offer it and its Objective-C name.
    public static func port(_ port: AudioSessionPort) -> Explanation {
        let name = port.description
        let info = PortTraits.of(port)
        let devices = ScenarioVocabulary.deviceKinds.filter { entry in
            entry.facts.contains { fact in
                fact.value.split(whereSeparator: { ", ".contains($0) }).contains { $0 == name }
            }
        }.map(\.name)
        var facts = [Fact("direction", info.direction), Fact("Objective-C name", objectiveCName(of: port))]
        facts.append(
            Fact(
                "offered by",
                info.builtIn ?? (devices.isEmpty ? "no simulated device" : devices.joined(separator: ", "))))
        return Explanation(
            kind: .port, name: name, rawValue: port.rawValue, summary: info.summary, facts: facts, rules: info.rules,
            source: "SDK header AVAudioSessionTypes.h (port types); raw strings as observed on devices")
    }

    /// A route-change reason: what causes it in the simulator.
    public static func routeChangeReason(_ reason: RouteChangeReason) -> Explanation {
        let info = ReasonTraits.routeChange[reason.description] ?? ("", [])
        return Explanation(
            kind: .routeChangeReason, name: reason.description, rawValue: "\(reason.rawValue)", summary: info.summary,
            facts: [Fact("Objective-C name", objectiveCName(of: reason))], rules: info.rules,
            source:
                "SDK header AVAudioSessionTypes.h (AVAudioSessionRouteChangeReason); Audio Session Programming Guide")
    }

    /// An interruption reason: what causes it in the simulator.
    public static func interruptionReason(_ reason: InterruptionReason) -> Explanation {
        let info = ReasonTraits.interruption[reason.description] ?? ("", [])
        return Explanation(
            kind: .interruptionReason, name: reason.description, rawValue: "\(reason.rawValue)",
            summary: info.summary, facts: [Fact("Objective-C name", objectiveCName(of: reason))], rules: info.rules,
            source: "SDK header AVAudioSessionTypes.h (AVAudioSessionInterruptionReason)")
    }

    /// A word of the scenario vocabulary (a device kind, an event, a state key).
    public static func vocabulary(_ entry: ScenarioVocabulary.Entry, kind: Kind) -> Explanation {
        Explanation(
            kind: kind, name: entry.name, rawValue: "", summary: entry.summary, facts: entry.facts,
            rules: entry.rules, source: "the scenario format (Scenario Format article in this package)")
    }

    /// The Objective-C name of a constant (`AVAudioSessionPortHeadphones`), or `none`.
    static func objectiveCName<Constant: NamedConstant>(of value: Constant) -> String {
        Constant.objectiveCNames.first { $0.value == value }?.name ?? "none"
    }
}

/// What the simulator does with each port: direction, summary, and where it comes from.
struct PortTraits {
    var direction: String
    var summary: String
    var builtIn: String?
    var rules: [String]

    static func of(_ port: AudioSessionPort) -> PortTraits {
        switch port.description {
        case "builtInMic":
            PortTraits(
                direction: "input", summary: "The built-in microphone.", builtIn: "the device itself",
                rules: ["R3", "R4", "I8"])
        case "builtInSpeaker":
            PortTraits(
                direction: "output", summary: "The built-in loudspeaker.", builtIn: "the device itself",
                rules: ["R2", "R4", "R5"])
        case "builtInReceiver":
            PortTraits(
                direction: "output", summary: "The earpiece of an iPhone (an iPad has none).",
                builtIn: "the device itself (iPhone only)", rules: ["R4"])
        case "headphones":
            PortTraits(
                direction: "output", summary: "Wired headphones or the output of a wired headset.",
                rules: ["R2", "R4", "R6"])
        case "headsetMic":
            PortTraits(direction: "input", summary: "The microphone of a wired headset.", rules: ["R3", "R4", "R6"])
        case "bluetoothA2DP":
            PortTraits(
                direction: "output", summary: "Stereo Bluetooth output (A2DP profile).", rules: ["R2", "R4", "R11"])
        case "bluetoothHFP":
            PortTraits(
                direction: "input and output",
                summary: "Bluetooth hands-free (HFP profile): narrow-band voice in both directions.",
                rules: ["R3", "R4", "R7", "R11"])
        case "bluetoothLE":
            PortTraits(direction: "output", summary: "Bluetooth Low Energy audio output.", rules: ["R2"])
        case "airPlay": PortTraits(direction: "output", summary: "An AirPlay destination.", rules: ["R2", "R4"])
        case "carAudio":
            PortTraits(direction: "input and output", summary: "CarPlay audio.", rules: ["R2", "R3", "R4"])
        case "usbAudio":
            PortTraits(
                direction: "input and output", summary: "A USB audio interface.", rules: ["R2", "R3", "R4", "R6"])
        case "HDMI": PortTraits(direction: "output", summary: "HDMI output.", rules: ["R2", "R4", "R6"])
        case "lineOut": PortTraits(direction: "output", summary: "Line-level output.", rules: ["R2", "R4", "R6"])
        case "lineIn": PortTraits(direction: "input", summary: "Dock line-level input; not simulated.", rules: [])
        case "continuityMicrophone":
            PortTraits(
                direction: "input", summary: "An iPhone used as the microphone of an Apple TV; not simulated.",
                rules: [])
        default:
            PortTraits(
                direction: "input and output", summary: "A port of the SDK that the simulator does not model.",
                rules: [])
        }
    }

    init(direction: String, summary: String, builtIn: String? = nil, rules: [String]) {
        self.direction = direction
        self.summary = summary
        self.builtIn = builtIn
        self.rules = rules
    }
}

/// What causes each reason in the simulator, and the rules involved.
enum ReasonTraits {
    static let routeChange: [String: (summary: String, rules: [String])] = [
        "unknown": ("Unknown; the rules never produce it (accepted in expectations, section V).", []),
        "newDeviceAvailable": ("A device was connected and the app's route changed; keep playing.", ["R8"]),
        "oldDeviceUnavailable": ("The device in use was disconnected; media apps pause.", ["R8", "R10", "N3"]),
        "categoryChange": (
            "The app's own configuration, a change of route owner, or system audio changed its route.",
            ["R8", "R9", "I7", "E5"]
        ),
        "override": ("The speaker override or the preferred input changed the route.", ["R5", "R7", "E5"]),
        "wakeFromSleep": ("The device woke from sleep; the rules never produce it (section V).", []),
        "noSuitableRouteForCategory": ("No route fits the category; the rules never produce it (section V).", []),
        "routeConfigurationChange": (
            "The ports stayed but their configuration changed; the rules never produce it (section V).", []
        ),
    ]

    static let interruption: [String: (summary: String, rules: [String])] = [
        "default": ("Another app's session or system audio (a call, an alarm, Siri) activated.", ["A3", "I1", "I6"]),
        "appWasSuspended": (
            "iOS 14.5 to 15: the system suspended the app; the rules never produce it (section V).", []
        ),
        "builtInMicMuted": ("The iPad's Smart Folio closed and muted the built-in mic.", ["I8"]),
        "sceneWasBackgrounded": ("visionOS only: the scene went to the background; never produced.", []),
        "routeDisconnected": ("The Now Playing app's output was disconnected (iOS 17 and later).", ["R10"]),
        "deviceUnauthenticated": ("The device was taken off or locked (visionOS); never produced.", []),
    ]
}
