import AudioSessionSimulator

/// The events a report leaves out of a run that stopped at a loop bound (rules O1, O4 and O5): such a run may take a
/// million actions, so its report keeps the first events and the last ones before the stop, and says how many it
/// left out between them.
public struct EventsLeftOut: Hashable, Sendable {
    /// The most events such a report keeps at each end.
    public static let keptAtEachEnd = 2_000

    /// How many events the report keeps before the gap: `events[..<after]` come before it, the rest after it.
    public var after: Int
    /// How many events were left out.
    public var count: Int

    /// Events left out after the first `after` ones.
    public init(after: Int, count: Int) {
        self.after = after
        self.count = count
    }

    /// The line the text report prints in their place.
    public var marker: String {
        "… \(count) events left out (the run stopped at a loop bound; the first \(after) and the last ones are shown)"
    }
}

extension ScenarioReport {
    /// Keeps the first and last `kept` events of a longer trace and notes how many were left out; the timeline keeps
    /// the intervals that start up to the last kept event before the gap, or from the first one after it.
    mutating func leaveOutMiddleEvents(keeping kept: Int = EventsLeftOut.keptAtEachEnd) {
        guard events.count > 2 * kept + 1 else { return }
        let left = events.count - 2 * kept
        events = Array(events[..<kept]) + events[(events.count - kept)...]
        noteMiddleEventsLeftOut(EventsLeftOut(after: kept, count: left))
    }

    /// Whether a trace of `count` events keeps only `kept` events at each end (``leaveOutMiddleEvents(keeping:)``).
    static func leavesOutMiddleEvents(of count: Int, keeping kept: Int = EventsLeftOut.keptAtEachEnd) -> Bool {
        count > 2 * kept + 1
    }

    /// With `events` already the kept ends of a longer trace: notes what was left out and trims the timeline as
    /// ``leaveOutMiddleEvents(keeping:)`` does.
    mutating func noteMiddleEventsLeftOut(_ left: EventsLeftOut) {
        let headEnd = events[left.after - 1].nanoseconds
        let tailStart = events[left.after].nanoseconds
        eventsLeftOut = left
        for index in timeline.tracks.indices {
            timeline.tracks[index].intervals = Self.trimmed(timeline.tracks[index].intervals, headEnd, tailStart)
        }
        timeline.device = Self.trimmed(timeline.device, headEnd, tailStart)
    }

    /// The intervals that start by `headEnd`, then the one in force at `tailStart` and those after it.
    private static func trimmed<Interval: StretchOfTime>(
        _ intervals: [Interval], _ headEnd: Int64, _ tailStart: Int64
    ) -> [Interval] {
        guard intervals.count > 2 else { return intervals }
        let head = intervals.prefix { $0.startNanoseconds <= headEnd }
        let tailFrom = max(head.count, (intervals.lastIndex { $0.startNanoseconds <= tailStart } ?? 0))
        return Array(head) + intervals[tailFrom...]
    }
}
