import AudioSessionEngine

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SimulatedDevice {
    /// The time since the device started, on its virtual clock (not in the SDK).
    public var now: Duration { .nanoseconds(nanosecondsNow) }

    /// When the next pending timer falls due, since the device started; `nil` when none is pending (not in the
    /// SDK).
    public var nextTimerDue: Duration? { nextTimerDueNanoseconds.map { .nanoseconds($0) } }

    /// Runs `body` as the app's code after `delay` on the virtual clock (like an `after` reaction); held while the
    /// app is suspended (rule L5). Returns the id ``cancel(_:)`` takes (not in the SDK).
    @discardableResult
    public func schedule(after delay: Duration, for app: AppID, _ body: @escaping @Sendable () -> Void) -> Int {
        schedule(afterNanoseconds: delay.saturatingNanoseconds, for: app, body)
    }

    /// Fires every timer due up to `time` since the device started, in order (rule O1), and moves the clock there;
    /// synchronous, for code that does not await (not in the SDK).
    ///
    /// Timer work (``schedule(after:for:_:)``, a `SimulatedScheduler`'s work) runs on the thread that calls this,
    /// before it returns; a session's notification observers and CallKit callbacks run where its
    /// `NotificationThreading` says (the main queue or a secondary one, the calling thread waiting). It wakes no
    /// sleeper on the virtual clock and does not wait for tasks: use `advance(by:)` for async code.
    ///
    /// - Throws: `SimulationError` when what a timer runs cannot happen, or when the device stopped earlier.
    public func advance(to time: Duration) throws(SimulationError) {
        try failingLoudly { advance(toNanoseconds: time.saturatingNanoseconds) }
    }
}
