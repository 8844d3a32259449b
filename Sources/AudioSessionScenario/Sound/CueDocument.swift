import AudioSessionEngine
import AudioSessionSound

/// `cues.json`: every gain change per port and source in time order, with its rule and reason, and per port its
/// file and the samples clipped to 16 bits.
enum CueDocument {
    static func json(_ renderer: SoundRenderer, scenario: String, format: WAVSampleFormat, clipped: [Int]?) -> JSONValue
    {
        let rate = Double(renderer.rate)
        func decibels(_ value: Double?) -> JSONValue { value.map { .number($0) } ?? .null }
        let cues: [JSONValue] = renderer.cues.map { cue in
            var object: [String: JSONValue] = [
                "t": .number(Double(cue.time.nanoseconds) / 1_000_000_000),
                "port": .string(cue.port.description),
                "app": .string(cue.source),
                "change": .string(cue.kind.rawValue),
                "from": decibels(cue.from),
                "to": decibels(cue.to),
                "rampStart": .number(Double(cue.rampStart) / rate),
                "rampEnd": .number(Double(cue.rampEnd) / rate),
                "rule": cue.reason.rule.map { .string($0) } ?? .null,
                "because": .string(cue.reason.because),
            ]
            if let bus = cue.bus { object["bus"] = .string(bus) }
            return .object(object)
        }
        let ports: [JSONValue] = renderer.timeline.ports.enumerated().map { index, port in
            .object([
                "port": .string(port.description),
                "file": .string(port.fileName),
                "clippedSamples": .number(Double(clipped?[index] ?? 0)),
            ])
        }
        return .object([
            "scenario": .string(scenario),
            "rate": .number(rate),
            "format": .string(format == .float32 ? "float32" : "pcm16"),
            "seconds": .number(Double(renderer.frameCount) / rate),
            "ports": .array(ports),
            "cues": .array(cues),
        ])
    }
}
