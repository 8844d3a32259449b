/// A length of time on the device's clock, exact to the nanosecond: how long a player or a recorder runs, or how
/// long until a timer the engine asks for falls due (not in the SDK; ``duration`` is its `Duration`).
///
/// The engine's actions and outputs carry lengths in this type, not in `Duration`, because an enum case's payload
/// cannot need a newer OS than the package's deployment target (`Duration` needs macOS 13 or iOS 16). Write one as
/// `.seconds(3)` or `.milliseconds(250)`, or convert with ``init(_:)``; ``duration`` converts back.
public struct TimeSpan: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The length in whole nanoseconds, never negative.
    package var nanoseconds: Int64

    /// A length in whole nanoseconds; a negative one counts as none.
    package init(nanoseconds: Int64) { self.nanoseconds = max(0, nanoseconds) }

    /// No time at all.
    public static let zero = TimeSpan(nanoseconds: 0)

    /// Whole seconds, saturating at about 292 years.
    public static func seconds(_ seconds: Int) -> TimeSpan { TimeSpan(scaling: seconds, by: 1_000_000_000) }

    /// Whole milliseconds, saturating at about 292 years.
    public static func milliseconds(_ milliseconds: Int) -> TimeSpan {
        TimeSpan(scaling: milliseconds, by: 1_000_000)
    }

    private init(scaling value: Int, by factor: Int64) {
        let (product, overflow) = Int64(value).multipliedReportingOverflow(by: factor)
        self.init(nanoseconds: overflow ? (value < 0 ? 0 : .max) : product)
    }

    /// Orders lengths.
    public static func < (lhs: TimeSpan, rhs: TimeSpan) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    /// `3s`, `1.5s`, `0.25s`: seconds without trailing zeros, as the trace prints times.
    public var description: String { Self.text(nanoseconds: nanoseconds) }

    /// `12s`, `1.5s`: a time or a length in seconds without trailing zeros.
    package static func text(nanoseconds: Int64) -> String {
        let whole = nanoseconds / 1_000_000_000
        var fraction = nanoseconds % 1_000_000_000
        if fraction == 0 { return "\(whole)s" }
        if fraction < 0 { return "-" + text(nanoseconds: -(nanoseconds == .min ? nanoseconds + 1 : nanoseconds)) }
        var digits = 9
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        return "\(whole).\(String(repeating: "0", count: digits - text.count))\(text)s"
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension TimeSpan {
    /// A length from a `Duration`, rounded toward zero to the nanosecond; a negative one counts as none.
    public init(_ duration: Duration) { self.init(nanoseconds: duration.saturatingNanoseconds) }

    /// The length as a `Duration`.
    public var duration: Duration { .nanoseconds(nanoseconds) }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension Duration {
    /// The duration in whole nanoseconds, rounded toward zero and saturating at `Int64`'s bounds (not in the SDK).
    package var saturatingNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        let (total, overflowAdding) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
        if overflowAdding { return seconds < 0 ? .min : .max }
        return total
    }
}
