import AudioSessionEngine
import AudioSessionModel
import Dispatch

/// The Dispatch timer that wakes the daemon when the runtime's earliest timer falls due (Dispatch sources may be
/// rescheduled from any thread).
final class WakeTimer: @unchecked Sendable {
    let source: any DispatchSourceTimer
    private let origin = Locked<UInt64>(0)

    init(queue: DispatchQueue) { source = DispatchSource.makeTimerSource(queue: queue) }

    /// The monotonic reading (`DispatchTime.now().uptimeNanoseconds`) of the clock's time zero.
    func setOrigin(_ value: UInt64) { origin.withLock { $0 = value } }

    /// Wakes at `deadline` since the clock started, or never.
    func wake(at deadline: TimeSpan?) {
        guard let deadline else { return source.schedule(deadline: .distantFuture) }
        let start = origin.withLock { $0 }
        source.schedule(deadline: DispatchTime(uptimeNanoseconds: start &+ UInt64(deadline.nanoseconds)))
    }
}
