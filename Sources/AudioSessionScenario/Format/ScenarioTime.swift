import AudioSessionEngine
import AudioSessionSimulator

/// A time or a duration in a scenario, in whole nanoseconds so that arithmetic is exact.
public struct ScenarioTime: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// Nanoseconds since time 0 (or the length of a duration); the public form is ``duration``.
    package var nanoseconds: Int64

    /// A time in nanoseconds.
    package init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }
    /// A time in seconds, rounded to the nanosecond.
    public init(seconds: Double) { self.nanoseconds = Int64((seconds * 1_000_000_000).rounded()) }

    /// Time 0.
    public static let zero = ScenarioTime(nanoseconds: 0)

    /// The time in seconds.
    public var seconds: Double { Double(nanoseconds) / 1_000_000_000 }

    /// Orders times.
    public static func < (lhs: ScenarioTime, rhs: ScenarioTime) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    /// Adds a duration.
    public static func + (lhs: ScenarioTime, rhs: ScenarioTime) -> ScenarioTime {
        ScenarioTime(nanoseconds: lhs.nanoseconds &+ rhs.nanoseconds)
    }

    /// `12s`, `1.5s`, `0.25s`: seconds with no trailing zeros, as the trace prints times.
    public var description: String { SimulatedDevice.format(nanoseconds) }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension ScenarioTime {
    /// A time since time 0 (or a duration), rounded toward zero to the nanosecond.
    public init(_ duration: Duration) { self.init(nanoseconds: duration.saturatingNanoseconds) }

    /// The time since time 0 (or the duration).
    public var duration: Duration { .nanoseconds(nanoseconds) }
}
