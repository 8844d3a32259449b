import Foundation

/// A sine at a fixed frequency by rotation: eight consecutive samples at once, each block started from the exact
/// phase of its position (in double precision), so blocks never drift and a voice can start anywhere.
struct SineOscillator: Sendable {
    /// Cycles per sample.
    let cyclesPerSample: Double
    /// The cosines and sines of the eight lanes' phase offsets (lane k is k samples on).
    private let laneCosines: SIMD8<Double>
    private let laneSines: SIMD8<Double>
    /// The rotation by eight samples.
    private let rotateCos: Float
    private let rotateSin: Float

    init(cyclesPerSample: Double) {
        self.cyclesPerSample = cyclesPerSample
        var cosines = SIMD8<Double>()
        var sines = SIMD8<Double>()
        for lane in 0..<8 {
            let angle = 2 * Double.pi * (cyclesPerSample * Double(lane)).truncatingRemainder(dividingBy: 1)
            cosines[lane] = cos(angle)
            sines[lane] = sin(angle)
        }
        laneCosines = cosines
        laneSines = sines
        let step = 2 * Double.pi * (cyclesPerSample * 8).truncatingRemainder(dividingBy: 1)
        rotateCos = Float(cos(step))
        rotateSin = Float(sin(step))
    }

    /// Adds `count` samples from `position` to `output`, scaled by a gain going from `gain` by `gainStep` per sample.
    func add(into output: UnsafeMutablePointer<Float>, count: Int, position: Int64, gain: Float, gainStep: Float) {
        // The start's phase once, then each lane by the angle sum, in double precision.
        let start = 2 * Double.pi * (cyclesPerSample * Double(position)).truncatingRemainder(dividingBy: 1)
        let startSine = sin(start)
        let startCosine = cos(start)
        let exactSines = startSine * laneCosines + startCosine * laneSines
        let exactCosines = startCosine * laneCosines - startSine * laneSines
        var sines = SIMD8<Float>()
        var cosines = SIMD8<Float>()
        for lane in 0..<8 {
            sines[lane] = Float(exactSines[lane])
            cosines[lane] = Float(exactCosines[lane])
        }
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
        var gains = SIMD8<Float>()
        for lane in 0..<8 { gains[lane] = gain + gainStep * Float(lane) }
        let gainStride = SIMD8<Float>(repeating: gainStep * 8)
        while index + 8 <= count {
            let at = raw + index * MemoryLayout<Float>.stride
            at.storeBytes(of: at.loadUnaligned(as: SIMD8<Float>.self) + sines * gains, as: SIMD8<Float>.self)
            let nextSines = sines * rotateCos + cosines * rotateSin
            cosines = cosines * rotateCos - sines * rotateSin
            sines = nextSines
            gains += gainStride
            index += 8
        }
        for lane in 0..<(count - index) { output[index + lane] += sines[lane] * gains[lane] }
    }
}
