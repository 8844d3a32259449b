import Foundation

/// A voice made ready for one render rate: it adds its samples at any position to a buffer, so a voice can be
/// paused, skipped ahead silently or resumed exactly where it stopped (its position counts rendered samples).
struct VoiceSynthesizer: Sendable {
    private enum Kind: Sendable {
        case tone(SineOscillator)
        case sweep(from: Double, to: Double, period: Double, rate: Double)
        case noise(seed: UInt64)
        case samples([Float])
    }

    private let kind: Kind
    /// The voice's peak amplitude.
    let amplitude: Float
    /// The index of its bus among the source's buses.
    let bus: Int

    init(_ voice: Voice, rate: Int, bus: Int) {
        self.amplitude = voice.amplitude
        self.bus = bus
        let rate = Double(rate)
        switch voice.source {
        case .tone(let frequency):
            kind = .tone(SineOscillator(cyclesPerSample: frequency / rate))
        case .sweep(let from, let to, let over):
            kind = .sweep(from: from, to: to, period: max(1, over * rate), rate: rate)
        case .noise(let seed):
            kind = .noise(seed: UInt64(bitPattern: seed))
        case .samples(let data):
            kind = .samples(Resampler.resample(data.samples, from: data.sampleRate, to: Int(rate)))
        }
    }

    /// Adds `count` samples starting at `position` to `output`, scaled by a gain going from `gain` by `gainStep` per
    /// sample.
    func add(
        into output: UnsafeMutablePointer<Float>, count: Int, position: Int64, gain: Float, gainStep: Float
    ) {
        let gain = gain * amplitude
        let gainStep = gainStep * amplitude
        switch kind {
        case .tone(let oscillator):
            oscillator.add(into: output, count: count, position: position, gain: gain, gainStep: gainStep)
        case .sweep(let from, let to, let period, let rate):
            var local = Double(position).truncatingRemainder(dividingBy: period)
            let slope = (to - from) / period
            for index in 0..<count {
                let cycles = (from * local + slope * local * local / 2) / rate
                let value = Float(sin(2 * Double.pi * cycles.truncatingRemainder(dividingBy: 1)))
                output[index] += value * (gain + gainStep * Float(index))
                local += 1
                if local >= period { local -= period }
            }
        case .noise(let seed):
            for index in 0..<count {
                let bits = Self.mix(seed &+ UInt64(bitPattern: position &+ Int64(index)) &* 0x9E37_79B9_7F4A_7C15)
                let value = Float(Int32(truncatingIfNeeded: bits >> 32)) * (1 / 2_147_483_648)
                output[index] += value * (gain + gainStep * Float(index))
            }
        case .samples(let samples):
            guard !samples.isEmpty else { return }
            var at = Int(position % Int64(samples.count))
            samples.withUnsafeBufferPointer { source in
                for index in 0..<count {
                    output[index] += source[at] * (gain + gainStep * Float(index))
                    at += 1
                    if at == source.count { at = 0 }
                }
            }
        }
    }

    /// SplitMix64's finalizer: a counter-based generator, so noise at any position is known without playing
    /// what comes before.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
