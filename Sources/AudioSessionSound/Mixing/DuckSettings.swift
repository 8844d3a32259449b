/// How far and how fast ducking lowers an app (rule D1): a level and linear-in-decibel ramps down and back up.
///
/// iOS does not document its figures; the defaults, -14 dB over 0.5 s both ways, are the common Android and
/// PulseAudio ones.
public struct DuckSettings: Hashable, Sendable {
    /// The ducked level, in dB (negative).
    public var level: Double
    /// How long ducking takes to reach its level, in seconds.
    public var attack: Double
    /// How long the return to 0 dB takes, in seconds.
    public var release: Double

    /// Settings; the defaults are -14 dB, 0.5 s, 0.5 s.
    public init(level: Double = -14, attack: Double = 0.5, release: Double = 0.5) {
        self.level = level
        self.attack = attack
        self.release = release
    }
}
