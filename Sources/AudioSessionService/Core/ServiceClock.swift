import AudioSessionEngine
import AudioSessionModel
import AudioSessionRuntime

/// The service's ``RuntimeClock``: real time since the daemon started, read from an injected monotonic source, with
/// the runtime's timers kept in deadline order until the daemon fires them.
///
/// Before each input the daemon fires every timer due at or before its time, in due order (deadline, then the
/// order they were set in), each with ``now`` at its deadline, so that a replay on a virtual clock sees the same
/// order. ``onEarliestDeadline`` tells the daemon when to wake up next.
package final class ServiceClock: RuntimeClock {
    private struct Pending {
        var deadline: TimeSpan
        var timer: RuntimeTimer
    }

    private struct State {
        var pending: [Pending] = []
        var firingAt: TimeSpan?
        var frozenAt: TimeSpan?
    }

    private let source: @Sendable () -> UInt64
    /// The source's reading when the clock started: time zero.
    package let start: UInt64
    private let state = Locked(State())
    /// Called with the earliest deadline whenever it changes (`nil`: no timer); must not call the runtime.
    package let onEarliestDeadline: @Sendable (TimeSpan?) -> Void

    /// A clock on `source` (nanoseconds that never go back); time starts now.
    package init(
        source: @escaping @Sendable () -> UInt64, onEarliestDeadline: @escaping @Sendable (TimeSpan?) -> Void = { _ in }
    ) {
        self.source = source
        start = source()
        self.onEarliestDeadline = onEarliestDeadline
    }

    /// The time since the daemon started; a timer's deadline while it fires; the input's time while one is
    /// applied (``freeze()``).
    package var now: TimeSpan {
        if let fixed = state.withLock({ $0.firingAt ?? $0.frozenAt }) { return fixed }
        return realNow
    }

    private var realNow: TimeSpan { TimeSpan(nanoseconds: Int64(clamping: source() &- start)) }

    /// Stamps an input: until ``unfreeze()`` the time stands still at now, to the microsecond, so that everything
    /// one input decides carries its time, as the record writes it and a replay sees it.
    package func freeze() {
        let micros = realNow.nanoseconds / 1_000 * 1_000
        state.withLock { $0.frozenAt = TimeSpan(nanoseconds: micros) }
    }

    /// Lets the time run again.
    package func unfreeze() { state.withLock { $0.frozenAt = nil } }

    /// Keeps `timer` until it is fired or cancelled.
    package func schedule(_ timer: RuntimeTimer, at deadline: TimeSpan) {
        let earliest = state.withLock { state -> TimeSpan? in
            let before = state.pending.first?.deadline
            let position =
                state.pending.firstIndex {
                    $0.deadline > deadline || ($0.deadline == deadline && $0.timer > timer)
                } ?? state.pending.endIndex
            state.pending.insert(Pending(deadline: deadline, timer: timer), at: position)
            return state.pending.first?.deadline == before ? nil : state.pending.first?.deadline
        }
        if let earliest { onEarliestDeadline(earliest) }
    }

    /// Forgets `timer`.
    package func cancel(_ timer: RuntimeTimer) {
        let changed = state.withLock { state -> (Bool, TimeSpan?) in
            guard let position = state.pending.firstIndex(where: { $0.timer == timer }) else { return (false, nil) }
            state.pending.remove(at: position)
            return (position == 0, state.pending.first?.deadline)
        }
        if changed.0 { onEarliestDeadline(changed.1) }
    }

    /// The earliest deadline, if any timer is pending.
    package var earliestDeadline: TimeSpan? { state.withLock { $0.pending.first?.deadline } }

    /// Fires, in due order, every timer due at or before `time` (the time now by default), each with ``now`` at
    /// its deadline; timers they set that fall due by then fire too. Returns how many fired.
    @discardableResult
    package func fireDue(upTo time: TimeSpan? = nil, in runtime: Runtime) -> Int {
        let limit = time ?? now
        var fired = 0
        while let next = state.withLock({ state -> Pending? in
            guard let first = state.pending.first, first.deadline <= limit else { return nil }
            state.pending.removeFirst()
            state.firingAt = first.deadline
            return first
        }) {
            runtime.fire(next.timer)
            state.withLock { $0.firingAt = nil }
            fired += 1
        }
        onEarliestDeadline(earliestDeadline)
        return fired
    }
}
