/// Runs work after a delay: the one clock the sharing helpers use, so they run on the simulator's virtual clock in
/// tests and on a real clock in apps (not in the SDK; `DispatchQueue.asyncAfter` plays this part in apps).
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public protocol AudioSessionScheduler: Sendable {
    /// Runs `work` once after `delay`, unless the returned token is cancelled first.
    func schedule(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> ScheduledWork
}

/// Work waiting on an ``AudioSessionScheduler``; `cancel()` stops it from running (not in the SDK; like
/// `DispatchWorkItem.cancel()`).
public final class ScheduledWork: Sendable {
    private let onCancel: @Sendable () -> Void

    /// Work that runs `onCancel` when cancelled (not in the SDK).
    public init(onCancel: @escaping @Sendable () -> Void) { self.onCancel = onCancel }

    /// Stops the work from running; does nothing once it ran (not in the SDK).
    public func cancel() { onCancel() }
}
