/// A deterministic random number generator (SplitMix64) for the package's benchmarks and tests, so that every
/// generated stream reproduces from its seed (not in the SDK; never used by the engine, which has no randomness).
package struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state: the seed, then advanced by each draw.
    package var state: UInt64

    /// A generator starting from `state`.
    package init(state: UInt64) { self.state = state }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The next number in `0..<bound` (the draw modulo `bound`; `bound` must be positive).
    package mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
