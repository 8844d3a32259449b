import AudioSessionKit

/// A sample ad SDK written as SDKs are written today: a `@MainActor` object using async/await, timing its ad on any
/// `Clock` and following the session's notifications in a task, with no locks. Tests drive it on a simulated
/// device from a `@MainActor` test, where `settle()` and `advance(by:)` take their turns on the main actor.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
@MainActor
public final class AdBreakDirector<C: Clock<Duration>> {
    /// What happened, with the time since the ad started on the director's clock.
    public enum Event: Hashable, Sendable {
        /// The ad started.
        case started
        /// The ad played to its end after this long.
        case completed(after: Duration)
        /// A notification stopped the ad after this long.
        case stopped(AudioSessionNotification, after: Duration)
    }

    /// What happened so far, in order.
    public private(set) var events: [Event] = []

    private let session: any AudioSessionProtocol
    private let clock: C
    private var start: C.Instant?
    private var tasks: [Task<Void, Never>] = []

    /// A director playing on `session`, timing with `clock`.
    public init(session: any AudioSessionProtocol, clock: C) {
        self.session = session
        self.clock = clock
    }

    /// Whether an ad plays.
    public var isPlaying: Bool { start != nil }

    /// Plays an ad of `length`: `playback` mixed with others, active until the ad ends or an interruption, a lost
    /// output or a media-services loss stops it; then the session is deactivated, notifying others.
    public func play(length: Duration) throws(AudioSessionError) {
        try session.setCategory(.playback, mode: .default, options: [.mixWithOthers])
        try session.setActive(true)
        let begun = clock.now
        start = begun
        events.append(.started)
        let notifications = session.notifications()
        tasks.append(
            Task { [weak self] in
                for await notification in notifications {
                    switch notification {
                    case .interruptionBegan, .routeChange(reason: .oldDeviceUnavailable, _), .mediaServicesWereLost:
                        self?.finish(.stopped(notification, after: begun.duration(to: self?.clock.now ?? begun)))
                        return
                    default:
                        continue
                    }
                }
            })
        tasks.append(
            Task { [weak self, clock] in
                do { try await clock.sleep(until: begun.advanced(by: length), tolerance: nil) } catch { return }
                guard let self else { return }
                self.finish(.completed(after: begun.duration(to: self.clock.now)))
            })
    }

    /// Stops the ad's tasks.
    public func cancel() {
        for task in tasks { task.cancel() }
        tasks = []
        start = nil
    }

    private func finish(_ event: Event) {
        guard start != nil else { return }
        cancel()
        events.append(event)
        try? session.setActive(false, options: [.notifyOthersOnDeactivation])
    }
}
