import AudioSessionEngine
import AudioSessionSimulator

/// A finished trace, indexed once by app: where the notifications each app received and the actions each app did
/// are, in trace order, so that each expectation costs what it examines, not the whole trace.
struct TraceIndex {
    /// The trace.
    let trace: [TraceEvent]
    /// The positions of the notifications each app (by actor name) received, in trace order (so in time order).
    private var received: [String: [Int32]] = [:]
    /// The positions of each app's own actions (by actor name), in trace order.
    private var actions: [String: [Int32]] = [:]

    init(_ trace: [TraceEvent]) {
        self.trace = trace
        for position in trace.indices where trace[position].app != nil {
            switch trace[position].category {
            case .notification: received[trace[position].actor, default: []].append(Int32(position))
            case .action: actions[trace[position].actor, default: []].append(Int32(position))
            case .lifecycle, .note: break
            }
        }
    }

    /// The notifications `app` received.
    func received(by app: String) -> [TraceEvent] { events(received[app] ?? [], from: .min, through: .max) }

    /// The notifications `app` received at `time` nanoseconds.
    func received(by app: String, at time: Int64) -> [TraceEvent] {
        events(received[app] ?? [], from: time, through: time)
    }

    /// The notifications `app` received from `start` through `end` nanoseconds.
    func received(by app: String, from start: Int64, through end: Int64) -> [TraceEvent] {
        events(received[app] ?? [], from: start, through: end)
    }

    /// `app`'s actions at `time` nanoseconds.
    func actions(of app: String, at time: Int64) -> [TraceEvent] {
        events(actions[app] ?? [], from: time, through: time)
    }

    /// The events at these time-ordered positions from `start` through `end`, found by binary search.
    private func events(_ positions: [Int32], from start: Int64, through end: Int64) -> [TraceEvent] {
        guard start <= end else { return [] }
        let low = firstIndex(in: positions) { $0 >= start }
        let high = firstIndex(in: positions) { $0 > end }
        return positions[low..<max(low, high)].map { trace[Int($0)] }
    }

    /// The first index whose event's time satisfies `isPast` (which holds from some index on), or the end.
    private func firstIndex(in positions: [Int32], where isPast: (Int64) -> Bool) -> Int {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(trace[Int(positions[middle])].nanoseconds) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
