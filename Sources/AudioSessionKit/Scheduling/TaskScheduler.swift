/// An ``AudioSessionScheduler`` on the continuous clock, with one task per piece of work (not in the SDK; what an
/// app on a real device uses where `DispatchQueue.asyncAfter` would do).
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct TaskScheduler: AudioSessionScheduler {
    /// A scheduler (not in the SDK).
    public init() {}

    /// Sleeps `delay` in a new task, then runs `work` unless the token was cancelled (not in the SDK).
    public func schedule(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> ScheduledWork {
        let task = Task {
            try await Task.sleep(for: delay)
            work()
        }
        return ScheduledWork { task.cancel() }
    }
}
