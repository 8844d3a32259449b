import AudioSessionModel

extension Explanation.Kind {
    /// A value of one of the SDK's smaller types: `PortOverride`, `PromptStyle`, `IOType`, `RecordPermission`,
    /// `InterruptionOptions`, `SetActiveOptions`.
    public static let value = Self(rawValue: "value")
}

extension Explanation {
    /// One of the SDK's smaller value types: its names, its values with their raw values, and the rules that use it.
    struct ValueType {
        var swiftName: String
        var sdkName: String
        var objectiveCPrefix: String
        var summary: String
        var values: [(name: String, rawValue: UInt, summary: String)]
        var rules: [String]
        var source: String
    }

    /// The value types `lookUp` answers for, by type name, value name and Objective-C name.
    static let valueTypes: [ValueType] = [
        ValueType(
            swiftName: "PortOverride", sdkName: "AVAudioSession.PortOverride",
            objectiveCPrefix: "AVAudioSessionPortOverride",
            summary: "The argument of overrideOutputAudioPort(_:) (`overrideOutput` in a scenario).",
            values: [
                ("none", PortOverride.none.rawValue, "No override: the route follows the category and the devices."),
                (
                    "speaker", PortOverride.speaker.rawValue,
                    "The built-in speaker (and the built-in mic), for playAndRecord only; cleared by a route change."
                ),
            ], rules: ["R5"], source: "SDK header AVAudioSessionTypes.h (AVAudioSessionPortOverride)"),
        ValueType(
            swiftName: "PromptStyle", sdkName: "AVAudioSession.PromptStyle",
            objectiveCPrefix: "AVAudioSessionPromptStyle",
            summary: "How a navigation app should speak now (promptStyle), from what else is using audio.",
            values: [
                ("none", PromptStyle.none.rawValue, "Say nothing: a call is connected or Siri listens."),
                ("short", PromptStyle.short.rawValue, "Use short prompts: another app records."),
                ("normal", PromptStyle.normal.rawValue, "Use normal prompts."),
            ], rules: [], source: "SDK header AVAudioSessionTypes.h (AVAudioSessionPromptStyle)"),
        ValueType(
            swiftName: "IOType", sdkName: "AVAudioSession.IOType", objectiveCPrefix: "AVAudioSessionIOType",
            summary: "Whether input and output share one I/O thread (setAggregatedIOPreference(_:)); not simulated.",
            values: [
                ("notSpecified", IOType.notSpecified.rawValue, "The default."),
                ("aggregated", IOType.aggregated.rawValue, "Input and output on one I/O thread."),
            ], rules: [], source: "SDK header AVAudioSessionTypes.h (AVAudioSessionIOType)"),
        ValueType(
            swiftName: "RecordPermission", sdkName: "AVAudioApplication.recordPermission",
            objectiveCPrefix: "AVAudioApplicationRecordPermission",
            summary: "Whether the app may record (`recordPermission` in a scenario's app and state).",
            values: [
                ("undetermined", RecordPermission.undetermined.rawValue, "Not asked yet: the first recording prompts."),
                ("denied", RecordPermission.denied.rawValue, "Refused by the user."),
                ("granted", RecordPermission.granted.rawValue, "Allowed."),
            ], rules: ["P7", "P8"], source: "SDK header AVAudioApplication.h (AVAudioApplicationRecordPermission)"),
        ValueType(
            swiftName: "InterruptionOptions", sdkName: "AVAudioSession.InterruptionOptions",
            objectiveCPrefix: "AVAudioSessionInterruptionOption",
            summary: "The options of an interruption's end (`interruptionEnded` in a scenario).",
            values: [
                (
                    "shouldResume", InterruptionOptions.shouldResume.rawValue,
                    "The app may resume its audio (`shouldResume: true`)."
                )
            ], rules: ["I2", "I3"], source: "SDK header AVAudioSessionTypes.h (AVAudioSessionInterruptionOptions)"),
        ValueType(
            swiftName: "SetActiveOptions", sdkName: "AVAudioSession.SetActiveOptions",
            objectiveCPrefix: "AVAudioSessionSetActiveOption",
            summary: "The options of setActive(_:options:) (`deactivate: {notifyOthers: true}` in a scenario).",
            values: [
                (
                    "notifyOthersOnDeactivation", SetActiveOptions.notifyOthersOnDeactivation.rawValue,
                    "On deactivation, the sessions this one interrupted may resume (`shouldResume: true`)."
                )
            ], rules: ["I3"], source: "SDK header AVAudioSessionTypes.h (AVAudioSessionSetActiveOptions)"),
    ]

    /// The value types and values named `name` (a type, a value, or an Objective-C constant).
    static func values(named name: String) -> [Explanation] {
        var found: [Explanation] = []
        for type in valueTypes {
            if name == type.swiftName || name == type.sdkName {
                found.append(
                    Explanation(
                        kind: .value, name: type.swiftName, rawValue: "", summary: type.summary,
                        facts: [Fact("SDK type", type.sdkName)] + type.values.map { Fact($0.name, $0.summary) },
                        rules: type.rules, source: type.source))
            }
            for value in type.values {
                let objectiveC = type.objectiveCPrefix + ObjectiveCName.capitalised(value.name)
                guard name == value.name || name == objectiveC else { continue }
                var explanation = Explanation(
                    kind: .value, name: "\(type.swiftName).\(value.name)", rawValue: rawText(value.rawValue),
                    summary: value.summary,
                    facts: [Fact("SDK value", "\(type.sdkName).\(value.name)"), Fact("Objective-C name", objectiveC)],
                    rules: type.rules, source: type.source)
                if name == objectiveC {
                    explanation.note = "\(name) is the Objective-C name of \(type.sdkName).\(value.name)"
                }
                found.append(explanation)
            }
        }
        return found
    }

    /// The Swift names of the value types and their values.
    static var valueNames: [String] { valueTypes.flatMap { [$0.swiftName] + $0.values.map(\.name) } }

    /// The Objective-C names of the values.
    static var valueObjectiveCNames: [String] {
        valueTypes.flatMap { type in type.values.map { type.objectiveCPrefix + ObjectiveCName.capitalised($0.name) } }
    }

    /// `'spkr' (1936747378)` for a four-character code, else the number.
    static func rawText(_ value: UInt) -> String {
        let bytes = (0..<4).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        guard value > 0xFFFF, value <= 0xFFFF_FFFF, bytes.allSatisfy({ (0x20...0x7E).contains($0) }) else {
            return "\(value)"
        }
        return "'\(String(decoding: bytes, as: UTF8.self))' (\(value))"
    }
}
