import Foundation

/// A voice made ready for one render rate: it adds its samples at any position to a buffer, so a voice can be
/// paused, skipped ahead silently or resumed exactly where it stopped (its position counts rendered samples).
struct VoiceSynthesizer: Sendable {
    private enum Kind: Sendable {
        case tone(cyclesPerSample: Double)
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
            kind = .tone(cyclesPerSample: frequency / rate)
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
        case .tone(let cyclesPerSample):
            Self.addSine(
                into: output, count: count, cyclesPerSample: cyclesPerSample, position: position, gain: gain,
                gainStep: gainStep)
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

    /// A sine by rotation: eight consecutive samples at once, started from the exact phase of `position` (computed
    /// in double precision), so chunks never drift.
    private static func addSine(
        into output: UnsafeMutablePointer<Float>, count: Int, cyclesPerSample: Double, position: Int64, gain: Float,
        gainStep: Float
    ) {
        let start = (cyclesPerSample * Double(position)).truncatingRemainder(dividingBy: 1)
        var sines = SIMD8<Float>()
        var cosines = SIMD8<Float>()
        var gains = SIMD8<Float>()
        for lane in 0..<8 {
            let angle = 2 * Double.pi * (start + cyclesPerSample * Double(lane))
            sines[lane] = Float(sin(angle))
            cosines[lane] = Float(cos(angle))
            gains[lane] = gain + gainStep * Float(lane)
        }
        let step = 2 * Double.pi * (cyclesPerSample * 8).truncatingRemainder(dividingBy: 1)
        let rotateCos = Float(cos(step))
        let rotateSin = Float(sin(step))
        let raw = UnsafeMutableRawPointer(output)
        var index = 0
        if gainStep == 0 { // A steady gain scales the rotating pair itself: one addition per sample.
            sines *= gain
            cosines *= gain
            while index + 8 <= count {
                let at = raw + index * MemoryLayout<Float>.stride
                at.storeBytes(of: at.loadUnaligned(as: SIMD8<Float>.self) + sines, as: SIMD8<Float>.self)
                let nextSines = sines * rotateCos + cosines * rotateSin
                cosines = cosines * rotateCos - sines * rotateSin
                sines = nextSines
                index += 8
            }
            for lane in 0..<(count - index) { output[index + lane] += sines[lane] }
            return
        }
        let gainStride = SIMD8<Float>(repeating: gainStep * 8)
        while index + 8 <= count {
            let at = raw + index * MemoryLayout<Float>.stride
            let current = at.loadUnaligned(as: SIMD8<Float>.self)
            at.storeBytes(of: current + sines * gains, as: SIMD8<Float>.self)
            let nextSines = sines * rotateCos + cosines * rotateSin
            cosines = cosines * rotateCos - sines * rotateSin
            sines = nextSines
            gains += gainStride
            index += 8
        }
        var lane = 0
        while index < count {
            output[index] += sines[lane] * gains[lane]
            index += 1
            lane += 1
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
