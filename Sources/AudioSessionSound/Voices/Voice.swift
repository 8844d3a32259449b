import Foundation

/// One sound an app plays: a source, a peak level and a bus (mirrors a Wwise voice playing on an audio bus).
public struct Voice: Hashable, Sendable {
    /// The level every voice has unless told otherwise, in dB relative to full scale.
    public static let defaultLevel: Double = -12
    /// The bus every voice plays on unless told otherwise.
    public static let defaultBus = "main"

    /// What it plays.
    public var source: VoiceSource
    /// Its peak level in dB relative to full scale (`-12` is a quarter of full scale).
    public var level: Double
    /// The bus it plays on (`main`, `bgm`, `sfx`, ...).
    public var bus: String

    /// A voice.
    public init(_ source: VoiceSource, level: Double = Voice.defaultLevel, bus: String = Voice.defaultBus) {
        self.source = source
        self.level = level
        self.bus = bus
    }

    /// The peak amplitude its level stands for.
    public var amplitude: Float { Float(decibelsToAmplitude(level)) }

    /// The voice an app declaring no sound plays: a sine at 440 Hz × 2^(i/6), i its position among the apps.
    public static func defaultVoice(forAppAt index: Int) -> Voice {
        Voice(.tone(frequency: 440 * pow(2, Double(index) / 6)))
    }
}

/// What a voice plays.
public enum VoiceSource: Hashable, Sendable {
    /// A sine wave at this frequency, in hertz.
    case tone(frequency: Double)
    /// A linear sweep from one frequency to another over a duration in seconds, repeating; its frequency tells how
    /// far the voice has played.
    case sweep(from: Double, to: Double, over: Double)
    /// White noise from a deterministic generator seeded with this integer.
    case noise(seed: Int64)
    /// Mono samples at a rate (a WAV file, downmixed), looped; resampled to the render rate.
    case samples(SampleData)
}

/// Mono audio data a voice loops, with its rate and where it came from.
public struct SampleData: Hashable, Sendable {
    /// Where it came from (a file path as written in the scenario), for messages.
    public var name: String
    /// Frames per second.
    public var sampleRate: Int
    /// The samples.
    public var samples: [Float]

    /// Sample data.
    public init(name: String, sampleRate: Int, samples: [Float]) {
        self.name = name
        self.sampleRate = sampleRate
        self.samples = samples
    }
}

/// `10^(dB/20)`.
public func decibelsToAmplitude(_ decibels: Double) -> Double { pow(10, decibels / 20) }

/// `20·log10(amplitude)`; `-infinity` for silence.
public func amplitudeToDecibels(_ amplitude: Double) -> Double {
    amplitude > 0 ? 20 * log10(amplitude) : -.infinity
}
