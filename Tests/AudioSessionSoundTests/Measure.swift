import AudioSessionScenario
import AudioSessionSound
import Foundation

/// Measurements on rendered audio: levels in dBFS and the strength of a frequency per time window.
enum Measure {
    /// The RMS level in dBFS of `samples` between `from` and `to` seconds (`-infinity` for digital silence).
    static func rmsDecibels(_ samples: [Float], rate: Int, from: Double, to: Double) -> Double {
        let window = slice(samples, rate: rate, from: from, to: to)
        guard !window.isEmpty else { return -.infinity }
        let power = window.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(window.count)
        return power > 0 ? 10 * log10(power) : -.infinity
    }

    /// The peak level in dBFS between `from` and `to` seconds.
    static func peakDecibels(_ samples: [Float], rate: Int, from: Double, to: Double) -> Double {
        let peak = slice(samples, rate: rate, from: from, to: to).map { abs(Double($0)) }.max() ?? 0
        return peak > 0 ? 20 * log10(peak) : -.infinity
    }

    /// The amplitude of a sine at `frequency` in the window (Goertzel's filter, normalised so a full-scale sine
    /// reads 1).
    static func amplitude(of frequency: Double, in samples: [Float], rate: Int, from: Double, to: Double) -> Double {
        let window = slice(samples, rate: rate, from: from, to: to)
        guard !window.isEmpty else { return 0 }
        let omega = 2 * Double.pi * frequency / Double(rate)
        let coefficient = 2 * cos(omega)
        var s1 = 0.0
        var s2 = 0.0
        for sample in window {
            let s0 = Double(sample) + coefficient * s1 - s2
            s2 = s1
            s1 = s0
        }
        let power = s1 * s1 + s2 * s2 - coefficient * s1 * s2
        return 2 * sqrt(max(0, power)) / Double(window.count)
    }

    /// Of `candidates`, the frequency strongest in the window.
    static func dominant(_ candidates: [Double], in samples: [Float], rate: Int, from: Double, to: Double) -> Double {
        candidates.max {
            amplitude(of: $0, in: samples, rate: rate, from: from, to: to)
                < amplitude(of: $1, in: samples, rate: rate, from: from, to: to)
        }!
    }

    /// The strongest frequency in the window, searched from `low` to `high` in `step` Hz.
    static func peakFrequency(
        in samples: [Float], rate: Int, from: Double, to: Double, low: Double, high: Double, step: Double
    )
        -> Double
    {
        dominant(Array(stride(from: low, through: high, by: step)), in: samples, rate: rate, from: from, to: to)
    }

    static func slice(_ samples: [Float], rate: Int, from: Double, to: Double) -> ArraySlice<Float> {
        let start = max(0, min(samples.count, Int(from * Double(rate))))
        let end = max(start, min(samples.count, Int(to * Double(rate))))
        return samples[start..<end]
    }

    /// `-12 dB` peak sine → RMS in dBFS.
    static func sineRMS(peak decibels: Double) -> Double { decibels - 10 * log10(2.0) }
}

/// A scenario rendered in memory: its report, its ports and their samples.
struct Rendered {
    let sound: ScenarioSound
    let renderer: SoundRenderer
    let ports: [String: [Float]]
    let rate: Int

    /// Parses `yaml` (sound files from `media`) and renders it at `rate`.
    init(_ yaml: String, rate: Int = 16_000, media: [String: [UInt8]] = [:]) throws {
        let scenario = try ScenarioLoader.parse(
            yaml, file: "test.yaml",
            mediaReader: { path in
                guard let bytes = media[path] else { throw CocoaError(.fileNoSuchFile) }
                return bytes
            })
        sound = ScenarioSound(running: scenario)
        renderer = SoundRenderer(sound.timeline, rate: rate)
        var sink = CollectingSink(portCount: sound.timeline.ports.count)
        renderer.render(into: &sink)
        var ports: [String: [Float]] = [:]
        for (index, port) in sound.timeline.ports.enumerated() { ports[port.description] = sink.ports[index] }
        self.ports = ports
        self.rate = rate
    }

    /// A port's samples (empty if the port never existed).
    subscript(port: String) -> [Float] { ports[port] ?? [] }

    func rms(_ port: String, _ from: Double, _ to: Double) -> Double {
        Measure.rmsDecibels(self[port], rate: rate, from: from, to: to)
    }

    func amplitude(_ port: String, _ frequency: Double, _ from: Double, _ to: Double) -> Double {
        Measure.amplitude(of: frequency, in: self[port], rate: rate, from: from, to: to)
    }

    func peakFrequency(_ port: String, _ from: Double, _ to: Double, low: Double = 100, high: Double = 3_000) -> Double
    {
        Measure.peakFrequency(in: self[port], rate: rate, from: from, to: to, low: low, high: high, step: 5)
    }
}
