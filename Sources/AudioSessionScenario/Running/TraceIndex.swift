import AudioSessionEngine
import AudioSessionSimulator

/// A finished trace, indexed once by app: the notifications each app received and the actions each app did, in trace
/// order, so that each expectation costs what it examines, not the whole trace.
struct TraceIndex {
    /// Notifications received by each app (by actor name), in trace order (so in time order).
    private(set) var received: [String: [TraceEvent]] = [:]
    /// Each app's own actions (by actor name), in trace order.
    private(set) var actions: [String: [TraceEvent]] = [:]

    init(_ trace: [TraceEvent]) {
        for event in trace where event.app != nil {
            switch event.category {
            case .notification: received[event.actor, default: []].append(event)
            case .action: actions[event.actor, default: []].append(event)
            case .lifecycle, .note: break
            }
        }
    }

    /// The notifications `app` received.
    func received(by app: String) -> [TraceEvent] { received[app] ?? [] }

    /// The notifications `app` received at `time` nanoseconds.
    func received(by app: String, at time: Int64) -> ArraySlice<TraceEvent> {
        Self.slice(received[app] ?? [], from: time, through: time)
    }

    /// The notifications `app` received from `start` through `end` nanoseconds.
    func received(by app: String, from start: Int64, through end: Int64) -> ArraySlice<TraceEvent> {
        Self.slice(received[app] ?? [], from: start, through: end)
    }

    /// `app`'s actions at `time` nanoseconds.
    func actions(of app: String, at time: Int64) -> ArraySlice<TraceEvent> {
        Self.slice(actions[app] ?? [], from: time, through: time)
    }

    /// The events of a time-ordered list from `start` through `end`, found by binary search.
    private static func slice(_ events: [TraceEvent], from start: Int64, through end: Int64) -> ArraySlice<TraceEvent> {
        guard start <= end else { return [] }
        let low = firstIndex(in: events) { $0.nanoseconds >= start }
        let high = firstIndex(in: events) { $0.nanoseconds > end }
        return events[low..<max(low, high)]
    }

    /// The first index whose event satisfies `isPast` (which holds from some index on), or the end.
    private static func firstIndex(in events: [TraceEvent], where isPast: (TraceEvent) -> Bool) -> Int {
        var low = 0
        var high = events.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(events[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
