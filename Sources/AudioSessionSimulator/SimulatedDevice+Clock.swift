import AudioSessionEngine
import AudioSessionModel
import Foundation

extension SimulatedDevice {
    /// What async code waits for: sleepers on the virtual clock and consumers of notification streams.
    struct Waiting: Sendable {
        struct Sleeper: Sendable {
            var id: Int
            var deadline: Int64
            /// The app whose code sleeps (held while it is suspended, rule L5); `nil` for the test's own code.
            var app: AppID?
            var continuation: CheckedContinuation<Void, any Error>?
            var isCancelled = false
        }

        struct Consumer: Sendable {
            var delivered = 0
            var requested = 0
            var isFinished = false

            /// Whether the consumer has handled everything delivered and waits for more (or has stopped).
            var isCaughtUp: Bool { isFinished || requested > delivered || (requested == 0 && delivered == 0) }
        }

        var sleepers: [Sleeper] = []
        var consumers: [Int: Consumer] = [:]
        var nextID = 0
        /// Bumped on every change, so that `SimulatedDevice.settle()` sees progress.
        var generation = 0
    }

    /// Registers a consumer of a notification stream; `settle()` waits until it has caught up (not in the SDK).
    package func addConsumer() -> ConsumerProgress {
        let id = waiting.withLock { waiting in
            waiting.nextID += 1
            waiting.consumers[waiting.nextID] = Waiting.Consumer()
            return waiting.nextID
        }
        return ConsumerProgress(device: self, id: id)
    }

    func updateConsumer(_ id: Int, _ body: @Sendable (inout Waiting.Consumer) -> Void) {
        waiting.withLock { waiting in
            guard var consumer = waiting.consumers[id] else { return }
            body(&consumer)
            waiting.generation += 1
            if consumer.isFinished {
                waiting.consumers[id] = nil
            } else {
                waiting.consumers[id] = consumer
            }
        }
    }

    /// The earliest deadline of a sleeper that may wake (not one of a suspended app), in nanoseconds.
    var nextSleeperDeadline: Int64? {
        let lifecycles = appLifecycles
        return waiting.withLock { waiting in
            waiting.sleepers.lazy.filter { !$0.isCancelled && !Self.isHeld($0, lifecycles) }.map(\.deadline).min()
        }
    }

    /// Every app's lifecycle state, read before the sleepers' lock is taken (the two locks never nest).
    private var appLifecycles: [AppLifecycleState] { runtime.lifecycles }

    /// L5: a suspended app's code runs nothing, so its sleepers wait until it runs again.
    private static func isHeld(_ sleeper: Waiting.Sleeper, _ lifecycles: [AppLifecycleState]) -> Bool {
        guard let app = sleeper.app, lifecycles.indices.contains(app.index) else { return false }
        return lifecycles[app.index] == .suspended
    }

    /// L6: a terminated app's tasks are gone with its process.
    private static func isGone(_ sleeper: Waiting.Sleeper, _ lifecycles: [AppLifecycleState]) -> Bool {
        guard let app = sleeper.app, lifecycles.indices.contains(app.index) else { return false }
        return lifecycles[app.index] == .notRunning
    }

    /// Resumes the sleepers with the earliest deadline at or before `time` (those sharing it, in the order they went
    /// to sleep), except those of suspended apps (held until the app runs again, rule L5); those of a terminated app
    /// throw `CancellationError` (rule L6). Returns whether it resumed any: `settle()` calls it again once they have
    /// run, so that sleepers due at different deadlines run in deadline order.
    func wakeEarliestSleepers(upTo time: Int64) -> Bool {
        let lifecycles = appLifecycles
        let due = waiting.withLock { waiting -> [(CheckedContinuation<Void, any Error>, isGone: Bool)] in
            let ready = waiting.sleepers.filter { sleeper in
                sleeper.deadline <= time && sleeper.continuation != nil && !Self.isHeld(sleeper, lifecycles)
            }
            guard let earliest = ready.map(\.deadline).min() else { return [] }
            let group = ready.filter { $0.deadline == earliest }.sorted { $0.id < $1.id }
            let ids = Set(group.map(\.id))
            waiting.sleepers.removeAll { ids.contains($0.id) }
            waiting.generation += 1
            return group.compactMap { sleeper in sleeper.continuation.map { ($0, Self.isGone(sleeper, lifecycles)) } }
        }
        for (continuation, isGone) in due {
            if isGone { continuation.resume(throwing: CancellationError()) } else { continuation.resume() }
        }
        return !due.isEmpty
    }

    /// Suspends until the virtual clock reaches `deadline` (nanoseconds) and, for an app's code, the app runs (rule
    /// L5); or throws `CancellationError`.
    func sleep(untilNanoseconds deadline: Int64, for app: AppID?) async throws {
        let id = waiting.withLock { waiting in
            waiting.nextID += 1
            waiting.sleepers.append(Waiting.Sleeper(id: waiting.nextID, deadline: deadline, app: app))
            waiting.generation += 1
            return waiting.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let now = nanosecondsNow
                let lifecycles = appLifecycles
                let resumeNow = waiting.withLock { waiting -> Bool? in
                    guard let index = waiting.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                    if waiting.sleepers[index].isCancelled {
                        waiting.sleepers.remove(at: index)
                        return false
                    }
                    let sleeper = waiting.sleepers[index]
                    if sleeper.deadline <= now, !Self.isHeld(sleeper, lifecycles) {
                        waiting.sleepers.remove(at: index)
                        return !Self.isGone(sleeper, lifecycles)
                    }
                    waiting.sleepers[index].continuation = continuation
                    return nil
                }
                switch resumeNow {
                case true?: continuation.resume()
                case false?: continuation.resume(throwing: CancellationError())
                case nil: break
                }
            }
        } onCancel: {
            let continuation = waiting.withLock { waiting -> CheckedContinuation<Void, any Error>? in
                guard let index = waiting.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                guard let continuation = waiting.sleepers[index].continuation else {
                    waiting.sleepers[index].isCancelled = true
                    return nil
                }
                waiting.sleepers.remove(at: index)
                return continuation
            }
            continuation?.resume(throwing: CancellationError())
        }
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SimulatedDevice {
    /// The device's virtual clock, for code that takes a `Clock` (`Task.sleep(for:clock:)`, timeouts), as the
    /// test's own code sees it: never held (not in the SDK). An app's code sleeps on ``clock(for:)``.
    public var clock: SimulatedClock { SimulatedClock(device: self) }

    /// The virtual clock as `app`'s code sleeps on it: held while the app is suspended (rule L5) (not in the SDK).
    public func clock(for app: AppID) -> SimulatedClock { SimulatedClock(device: self, app: app) }

    /// Moves the virtual clock forward by `duration`: fires the timers and wakes the sleepers due on the way, one
    /// deadline at a time in time order, and after each waits (`settle()`) for the tasks they woke, the
    /// sleepers they registered and the notification streams' consumers to catch up (not in the SDK).
    ///
    /// It runs on the caller's isolation (`isolation` defaults to `#isolation`): called from a `@MainActor` test, its
    /// turns are the main actor's, so `@MainActor` SDK code that a timer or a notification started runs before the
    /// clock moves on. Timer work runs on the thread that calls this (the main thread from a `@MainActor` test, a
    /// thread of the global executor otherwise); a session's notification observers and CallKit callbacks run where
    /// its `NotificationThreading` says; woken sleepers resume on their own tasks' executors. A suspended app's
    /// sleepers stay held (rule L5) and do not stop the clock.
    ///
    /// - Throws: `SimulationError` when something on the way cannot happen, or when the device stopped earlier.
    public func advance(
        by duration: Duration, isolation: isolated (any Actor)? = #isolation, fileID: String = #fileID,
        filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async throws(SimulationError) {
        let caller = SettleDiagnostics.Location(fileID: fileID, filePath: filePath, line: line, column: column)
        if let stopped = fatalError { throw stopped }
        let (target, overflow) = nanosecondsNow.addingReportingOverflow(duration.saturatingNanoseconds)
        let end = overflow ? Int64.max : target
        await settle(isolation: isolation, at: caller)
        while fatalError == nil {
            let candidates = [nextTimerDueNanoseconds, nextSleeperDeadline].compactMap { $0 }.filter { $0 <= end }
            guard let next = candidates.min() else { break }
            advance(toNanoseconds: next)
            await settle(isolation: isolation, at: caller) // Wakes the sleepers due, one deadline at a time.
        }
        if fatalError == nil { advance(toNanoseconds: end) }
        if let stopped = fatalError { throw stopped }
    }

    /// Returns when every consumer of a simulated session's notification stream has handled what was delivered and
    /// waits for more, every task that registered a sleeper on the virtual clock has suspended, and the tasks the
    /// device woke have had their turn (not in the SDK).
    ///
    /// It runs on the caller's isolation (`isolation` defaults to `#isolation`) and yields there, so that from a
    /// `@MainActor` test every job the main actor has queued runs before it returns. Consumers are counted exactly: a
    /// stream from `SimulatedAudioSession.notifications()` knows when its consumer asks for the next element. Other
    /// tasks are given a fixed number of turns with nothing changing. A consumer that waits on something else (the
    /// virtual clock, another task) is given up on after 10,000 turns, so a test never hangs here: giving up is
    /// reported (a Swift Testing issue in a test that uses the testing library, standard error otherwise, see
    /// `SettleDiagnostics`); advance the clock to let it go on.
    public func settle(
        isolation: isolated (any Actor)? = #isolation, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) async {
        await settle(
            isolation: isolation,
            at: SettleDiagnostics.Location(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func settle(isolation: isolated (any Actor)?, at caller: SettleDiagnostics.Location) async {
        var quietTurns = 0
        var lastGeneration = -1
        for _ in 0..<10_000 {
            await Task.yield()
            let (caughtUp, generation) = waiting.withLock { waiting in
                (
                    waiting.consumers.values.allSatisfy(\.isCaughtUp)
                        && waiting.sleepers.allSatisfy { $0.continuation != nil || $0.isCancelled },
                    waiting.generation
                )
            }
            if caughtUp, generation == lastGeneration {
                quietTurns += 1
                if quietTurns >= 8 {
                    // Quiet: the sleepers due now wake, one deadline at a time, each group after the one before has
                    // run (those of an app that runs again, rule L5, in the order they fell due).
                    guard wakeEarliestSleepers(upTo: nanosecondsNow) else { return }
                    quietTurns = 0
                }
            } else {
                quietTurns = 0
            }
            lastGeneration = generation
        }
        let behind = waiting.withLock { waiting in waiting.consumers.values.filter { !$0.isCaughtUp }.count }
        SettleDiagnostics.gaveUp(
            at: caller,
            "settle() gave up after 10,000 turns at \(now): \(behind) notification consumer(s) still behind, "
                + "waiting on something other than this device; advance the clock or finish the consumer")
    }
}

/// How far one consumer of a notification stream has got; the stream reports to it (not in the SDK).
package struct ConsumerProgress: Sendable {
    let device: SimulatedDevice
    let id: Int

    /// An element was put in the stream.
    package func delivered() { device.updateConsumer(id) { $0.delivered += 1 } }
    /// The consumer asked for the next element: it has handled the ones before.
    package func requested() { device.updateConsumer(id) { $0.requested += 1 } }
    /// The stream ended or its consumer was cancelled.
    package func finished() { device.updateConsumer(id) { $0.isFinished = true } }
}

/// A simulated device's virtual clock: time moves only when the test advances it (not in the SDK; a `Clock` like
/// `ContinuousClock`).
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct SimulatedClock: Clock {
    /// A moment on the virtual clock: the time since the device started (not in the SDK).
    public struct Instant: InstantProtocol {
        /// The time since the device started.
        public var sinceStart: Duration

        /// A moment `sinceStart` after the device started.
        public init(sinceStart: Duration) { self.sinceStart = sinceStart }

        /// The moment `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(sinceStart: sinceStart + duration) }
        /// The time from this moment to `other`.
        public func duration(to other: Instant) -> Duration { other.sinceStart - sinceStart }
        /// Whether `lhs` comes first.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.sinceStart < rhs.sinceStart }
    }

    /// The device whose clock this is.
    public let device: SimulatedDevice
    /// The app whose code sleeps on this clock, held while the app is suspended (rule L5); `nil` for the test's own
    /// code, which always runs.
    public let app: AppID?

    /// The clock of `device`, as `app`'s code sees it (`nil`: the test's own code).
    public init(device: SimulatedDevice, app: AppID? = nil) {
        self.device = device
        self.app = app
    }

    /// Now on the virtual clock.
    public var now: Instant { Instant(sinceStart: device.now) }
    /// One nanosecond.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Suspends until the device's clock reaches `deadline` (`SimulatedDevice.advance(by:)` gets it there);
    /// throws `CancellationError` when the task is cancelled first.
    ///
    /// On an app's clock the sleeper is the app's code (rule L5): while the app is suspended it is held, even past
    /// its deadline; when the app runs again, the held sleepers wake in deadline order, after the app's lifecycle
    /// events and held notifications and timers (at the next `settle()` or `advance(by:)`). A sleeper of an app
    /// that is terminated throws `CancellationError` when it falls due (rule L6: its process is gone).
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        try await device.sleep(untilNanoseconds: deadline.sinceStart.saturatingNanoseconds, for: app)
    }
}
