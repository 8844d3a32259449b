/// Changes a looped sound's rate with cubic (Catmull-Rom) interpolation, wrapping around its end so the loop
/// stays seamless.
public enum Resampler {
    /// `samples` at `sourceRate`, as the same duration at `targetRate`.
    public static func resample(_ samples: [Float], from sourceRate: Int, to targetRate: Int) -> [Float] {
        guard sourceRate != targetRate, !samples.isEmpty, sourceRate > 0, targetRate > 0 else { return samples }
        let count = max(1, Int((Double(samples.count) * Double(targetRate) / Double(sourceRate)).rounded()))
        let ratio = Double(samples.count) / Double(count)
        let length = samples.count
        return [Float](unsafeUninitializedCapacity: count) { output, initialized in
            samples.withUnsafeBufferPointer { input in
                for index in 0..<count {
                    let position = Double(index) * ratio
                    let base = Int(position)
                    let t = Float(position - Double(base))
                    let p0 = input[(base - 1 + length) % length]
                    let p1 = input[base % length]
                    let p2 = input[(base + 1) % length]
                    let p3 = input[(base + 2) % length]
                    let a = -0.5 * p0 + 1.5 * p1 - 1.5 * p2 + 0.5 * p3
                    let b = p0 - 2.5 * p1 + 2 * p2 - 0.5 * p3
                    let c = -0.5 * p0 + 0.5 * p2
                    output[index] = ((a * t + b) * t + c) * t + p1
                }
            }
            initialized = count
        }
    }
}
