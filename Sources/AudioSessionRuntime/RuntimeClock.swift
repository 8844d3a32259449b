import AudioSessionEngine

/// The time a ``Runtime`` runs on: what it reads as now, and where it sets the engine's and the apps' timers.
///
/// The runtime never reads a wall clock. A simulator drives a virtual clock (time moves only when it is told to); a
/// service drives a real one. Whoever drives the clock calls ``Runtime/fire(_:)`` for each timer that falls due, in
/// the order of its deadline and, at one deadline, the order the timers were scheduled in (rule O1), with ``now``
/// at the deadline.
public protocol RuntimeClock: Sendable {
    /// The time since the runtime started; never goes back.
    var now: TimeSpan { get }
    /// Sets `timer` to fall due at `deadline` (since the runtime started; never earlier than now).
    func schedule(_ timer: RuntimeTimer, at deadline: TimeSpan)
    /// Cancels a scheduled timer: it is never fired, and no longer counts as pending.
    func cancel(_ timer: RuntimeTimer)
}

/// A timer of a ``Runtime``: an engine timer (`play {for:}`, a suspension's grace) or an app's callback.
public struct RuntimeTimer: Hashable, Sendable, Comparable {
    /// Unique in its runtime; later timers have larger ids.
    public var id: Int

    /// A timer by id.
    public init(_ id: Int) { self.id = id }

    /// Orders by the order the timers were scheduled in.
    public static func < (lhs: RuntimeTimer, rhs: RuntimeTimer) -> Bool { lhs.id < rhs.id }
}
