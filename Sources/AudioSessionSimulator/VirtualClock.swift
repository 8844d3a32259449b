import AudioSessionEngine
import AudioSessionModel
import AudioSessionRuntime

/// A simulated device's clock: time moves only when the device advances it, and the timers it holds fall due in
/// deadline order, then in the order they were set (rule O1).
final class VirtualClock: RuntimeClock {
    struct State: Sendable {
        var now: Int64 = 0
        /// Pending timers in firing order from `head` on (fired ones before it are dropped from time to time).
        var timers: [(due: Int64, timer: RuntimeTimer)] = []
        var head = 0
        /// Cancelled timers still in `timers`, skipped when they come first.
        var cancelled: Set<RuntimeTimer> = []
    }

    let state = Locked(State())

    var now: TimeSpan { TimeSpan(nanoseconds: nanosecondsNow) }

    /// The time now, in nanoseconds.
    var nanosecondsNow: Int64 { state.withLock { $0.now } }

    func schedule(_ timer: RuntimeTimer, at time: TimeSpan) {
        let deadline = time.nanoseconds
        state.withLock { state in
            // Binary search from the head: a timer usually falls due after every pending one, and is appended.
            var low = state.head
            var high = state.timers.count
            while low < high {
                let middle = (low + high) / 2
                if (state.timers[middle].due, state.timers[middle].timer) > (deadline, timer) {
                    high = middle
                } else {
                    low = middle + 1
                }
            }
            state.timers.insert((deadline, timer), at: low)
        }
    }

    func cancel(_ timer: RuntimeTimer) {
        state.withLock { state in
            state.cancelled.insert(timer)
            state.dropCancelled()
        }
    }

    /// When the next pending timer falls due.
    var nextDue: Int64? { state.withLock { $0.first?.due } }

    /// Takes the next timer if it falls due by `time`, and moves the clock to its deadline.
    func takeTimer(dueBy time: Int64) -> (due: Int64, timer: RuntimeTimer)? {
        state.withLock { state in
            guard let first = state.first, first.due <= time else { return nil }
            state.removeFirst()
            state.dropCancelled()
            state.now = max(state.now, first.due)
            return first
        }
    }

    /// Moves the clock to `time` unless it is there already.
    func move(to time: Int64) { state.withLock { $0.now = max($0.now, time) } }
}

extension VirtualClock.State {
    /// The next timer to fire.
    var first: (due: Int64, timer: RuntimeTimer)? { head < timers.count ? timers[head] : nil }

    /// Drops the next timer (fired timers are removed in bulk, so that many pending timers cost no quadratic time).
    mutating func removeFirst() {
        head += 1
        if head == timers.count {
            timers.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 1_024, head * 2 > timers.count {
            timers.removeSubrange(..<head)
            head = 0
        }
    }

    /// Drops cancelled timers from the front, so that the first one is pending.
    mutating func dropCancelled() {
        while !cancelled.isEmpty, let first, cancelled.remove(first.timer) != nil { removeFirst() }
    }
}
