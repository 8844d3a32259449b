import AudioSessionEngine
import AudioSessionModel

/// The policy engine at work: it applies events in order, delivers what they decide to each app's endpoints in the
/// order iOS gives (rules O1, O2), holds what a suspended app cannot receive until it runs again (L5), and runs the
/// engine's timers and the apps' callbacks on a ``RuntimeClock``.
///
/// Everything runs synchronously on the caller's thread: an event is applied, then what it delivers reaches the
/// apps' endpoints in order, and what they do in reaction queues behind (O1). Subscribers see every
/// ``RuntimeEvent`` as it happens. The runtime knows nothing of scenario files, steps or built-in apps, and reads
/// no clock but its own.
public final class Runtime: Sendable {
    /// How a runtime treats an event it refuses.
    public struct Options: Hashable, Sendable {
        /// Whether a refused event stops the runtime (a simulator's run) or is dropped while it carries on (a
        /// service's).
        public var stopsOnRejection: Bool
        /// The most actions one instant may take that reactions did in reaction to what other reactions did before
        /// they are refused as a loop (O1). Actions from outside, and first reactions to them, do not count.
        public var actionLimitPerInstant: Int
        /// The most actions (from outside, timers, reactions) the runtime applies in its life before it refuses
        /// more (O5).
        public var actionLimitPerRun: Int
        /// The gain a ducked app plays at in its `PolicyView` (D1), linear from 0 to 1.
        public var duckLevel: Double

        /// Options; by default a refusal stops the runtime.
        public init(
            stopsOnRejection: Bool = true, actionLimitPerInstant: Int = 1_000, actionLimitPerRun: Int = .max,
            duckLevel: Double = Engine.defaultDuckLevel
        ) {
            self.stopsOnRejection = stopsOnRejection
            self.actionLimitPerInstant = actionLimitPerInstant
            self.actionLimitPerRun = actionLimitPerRun
            self.duckLevel = duckLevel
        }
    }

    struct Timer: Sendable {
        enum Kind: Sendable {
            case ioStop(AppID, output: Bool, token: Int)
            case callback(AppID)
            case suspension(AppID, token: Int)
        }
        var kind: Kind
        /// The chain depth (O1) of the code that set it, and when it was set: a timer that falls due at the instant
        /// it was set continues that chain.
        var generation = 0
        var setAt: Int64 = 0
    }

    /// Something queued for delivery, with the chain depth of the action that produced it (O1).
    enum Pending: Sendable {
        case deliver(AppID, Delivery, Because?, generation: Int)
        case heldTimer(AppID, id: Int, generation: Int)
        /// The second half of a CallKit action, applied once what was queued before it has run (K7).
        case engine(EngineEvent)
    }

    struct Observer: Sendable {
        var id: Int
        var body: @Sendable (Delivery) -> Void
    }

    struct Subscriber: Sendable {
        var id: Int
        var body: @Sendable (RuntimeEvent, borrowing Engine) -> Void
    }

    struct Core: Sendable {
        var engine: Engine
        let clock: any RuntimeClock
        var options: Options
        /// Pending timers by id; the clock knows when they fall due.
        var timers: [Int: Timer] = [:]
        var callbacks: [Int: @Sendable () -> Void] = [:]
        var nextID = 0
        var queue: [Pending] = []
        var queueHead = 0
        var batchEnds: [Int] = []
        var isDraining = false
        var batchDepth = 0
        var observers: [[Observer]]
        var subscribers: [Subscriber] = []
        var policySubscribers: [PolicySubscriber] = []
        /// Every app's policy view as last told to the policy subscribers (kept while there are some).
        var policyViews: [PolicyView] = []
        /// The apps the last event may have changed the views of (a buffer kept from event to event).
        var policyCandidates: [AppID] = []
        /// The apps events changed since ``Runtime/readingChangedApps(_:)`` last looked (kept once it has).
        var changedApps: ChangedApps?
        /// The apps ``changedApps`` last gave, kept to reuse their storage.
        var changedAppsTaken: [Int] = []
        var stopped: RuntimeError?
        /// How many reactions re-triggering reactions led to the code running now, at this instant (O1).
        var generation = 0
        /// Actions at `instantOfChainedCount` that reactions to reactions did (O1's loop count).
        var chainedActionsAtInstant = 0
        var instantOfChainedCount: Int64 = -1
        /// Actions applied in the runtime's life (O5).
        var actionsInRun = 0
        var reactionDepth = 0
        /// The apps whose code runs now, innermost last: a delivery's observers, a timer's callback (rule L5).
        var runningCode: [AppID] = []
        var garbage: [@Sendable () -> Void] = []
        /// The time now, in nanoseconds since the runtime started: read from the clock once each time the runtime
        /// is entered (``readClock()``), not on every use.
        var now: Int64 = 0
        /// An empty buffer for an event's outputs, kept to reuse its storage (``apply(_:)``).
        var spareOutputs: [EngineOutput] = []
        /// An empty buffer for a drain's batches, kept to reuse its storage (``Runtime/drain()``).
        var spareBatch: [(Pending, [Observer])] = []
        /// Every app's lifecycle state before a suspension decision (L3), kept to reuse its storage.
        var lifecyclesBefore: [AppLifecycleState] = []

        /// Reads the clock into ``now``: the time cannot move while the runtime is locked.
        mutating func readClock() { now = clock.now.nanoseconds }

        /// ``now`` as a time span.
        var time: TimeSpan { TimeSpan(nanoseconds: now) }
    }

    let core: Locked<Core>
    /// The clock the runtime reads and sets its timers on.
    public let clock: any RuntimeClock

    /// A runtime over `engine`'s device, on `clock`.
    public init(engine: Engine, clock: any RuntimeClock, options: Options = Options()) {
        self.clock = clock
        core = Locked(
            Core(
                engine: engine, clock: clock, options: options,
                observers: Array(repeating: [], count: engine.state.apps.count)))
    }

    // MARK: - Reading state

    /// The device state now.
    public var state: DeviceState { core.withLock { $0.engine.state } }
    /// Runs `body` with the engine and the time now under the runtime's lock; `body` must not call the runtime.
    public func reading<T>(_ body: (Engine, TimeSpan) -> T) -> T {
        core.withLock { core in
            core.readClock()
            return body(core.engine, core.time)
        }
    }
    /// The app's lifecycle state, read without copying the device state.
    public func lifecycle(of app: AppID) -> AppLifecycleState {
        core.withLock { $0.engine.state.apps[app.index].lifecycle }
    }
    /// Every app's lifecycle state, by app.
    public var lifecycles: [AppLifecycleState] { core.withLock { $0.engine.state.apps.map(\.lifecycle) } }
    /// The app with this name.
    public func app(named name: String) -> AppID? { core.withLock { $0.engine.state.app(named: name) } }
    /// Whether `app`'s code runs now because the runtime runs it: an endpoint of a delivery to the app, or a callback
    /// the app scheduled. A suspended app runs nothing else (rule L5).
    public func isRunningCode(of app: AppID) -> Bool { core.withLock { $0.runningCode.contains(app) } }
    /// The refusal that stopped the runtime, if it stops on refusals and one happened.
    public var stopReason: RuntimeError? { core.withLock { $0.stopped } }
    /// Whether the runtime stopped: ``stopReason`` is set (read without copying it).
    package var isStopped: Bool { core.withLock { $0.stopped != nil } }
    /// The options; the action limits may be changed while it runs.
    public var options: Options {
        get { core.withLock { $0.options } }
        set { core.withLock { $0.options = newValue } }
    }

    // MARK: - Endpoints and subscribers

    /// Runs `body` for everything that reaches the app, in delivery order, until the token is removed: the app's
    /// code, in process.
    @discardableResult
    public func observe(_ app: AppID, _ body: @escaping @Sendable (Delivery) -> Void) -> ObservationToken {
        core.withLock { core in
            core.nextID += 1
            core.observers[app.index].append(Observer(id: core.nextID, body: body))
            return ObservationToken(app: app, id: core.nextID)
        }
    }

    /// Stops an observation.
    public func removeObservation(_ token: ObservationToken) {
        // The removed closures are released after the lock: their captures may remove observations themselves.
        let removed = core.withLock { core -> [Observer] in
            guard core.observers.indices.contains(token.app.index) else { return [] }
            let removed = core.observers[token.app.index].filter { $0.id == token.id }
            core.observers[token.app.index].removeAll { $0.id == token.id }
            return removed
        }
        _ = removed
    }

    /// Runs `body` for every ``RuntimeEvent`` from now on, in order, with the engine as the event leaves it, borrowed:
    /// a subscriber that ignores it (`{ event, _ in … }`) or reads a few values costs no copy of the engine.
    ///
    /// `body` runs while the runtime is locked: it must record, not call the runtime back.
    @discardableResult
    public func subscribe(_ body: @escaping @Sendable (RuntimeEvent, borrowing Engine) -> Void) -> RuntimeSubscription {
        core.withLock { core in
            core.nextID += 1
            core.subscribers.append(Subscriber(id: core.nextID, body: body))
            return RuntimeSubscription(id: core.nextID)
        }
    }

    /// Stops a subscription.
    public func unsubscribe(_ subscription: RuntimeSubscription) {
        let removed = core.withLock { core -> [Subscriber] in
            let removed = core.subscribers.filter { $0.id == subscription.id }
            core.subscribers.removeAll { $0.id == subscription.id }
            return removed
        }
        _ = removed
    }

    // MARK: - Acting

    /// An app's code calls its session; what it delivers runs before this returns (unless called from app code,
    /// where it queues behind the current deliveries, O1). Returns the error the call failed with, as the SDK
    /// would.
    ///
    /// - Throws: ``RuntimeError`` when the call is refused (it cannot happen, or reactions loop), or when the
    ///   runtime stopped earlier.
    @discardableResult
    public func apply(_ action: AppAction, by app: AppID) throws(RuntimeError) -> AudioSessionError? {
        try perform(.app(app, action))
    }

    /// The user acts.
    ///
    /// - Throws: ``RuntimeError`` when the action cannot happen now, or when the runtime stopped earlier.
    public func apply(_ action: UserAction) throws(RuntimeError) {
        _ = try perform(.user(action))
    }

    /// The system acts.
    ///
    /// - Throws: ``RuntimeError`` when the event cannot happen now, or when the runtime stopped earlier.
    public func apply(_ event: SystemEvent) throws(RuntimeError) {
        _ = try perform(.system(event))
    }

    func perform(_ event: EngineEvent) throws(RuntimeError) -> AudioSessionError? {
        let (result, next) = core.withLock { core -> (Result<AudioSessionError?, RuntimeError>, AfterEntry) in
            core.readClock()
            do throws(RuntimeError) {
                let error = try core.apply(event)
                return (.success(error), core.afterEntry())
            } catch {
                return (.failure(error), core.afterEntry())
            }
        }
        follow(next)
        return try result.get()
    }

    /// Applies an event of the runtime's own bookkeeping (an app's code about to run, handling a remote command)
    /// without draining what it delivers.
    package func applyBookkeeping(_ event: EngineEvent) {
        core.withLock { core in core.applyBookkeeping(event) }
    }

    /// Tells the engine that audio no app of the runtime's accounts for plays, or no longer does (a stream of a process
    /// that did not connect): every app's `otherAudioPlaying` counts it (H1); nothing is delivered.
    public func setOutsideAudioPlaying(_ playing: Bool) {
        applyBookkeeping(.outsideAudio(playing: playing))
    }

    /// Whether audio no app accounts for plays, as last told (``setOutsideAudioPlaying(_:)``).
    public var isOutsideAudioPlaying: Bool { core.withLock { $0.engine.state.isOutsideAudioPlaying } }

    /// Groups events into one turn of app code (a scenario step, a request's actions): deliveries run after each
    /// event, suspensions (L3) are decided once at the end.
    public func turn<T>(_ body: () throws -> T) rethrows -> T {
        core.withLock { $0.batchDepth += 1 }
        defer {
            follow(
                core.withLock { core in
                    core.batchDepth -= 1
                    return core.afterEntry()
                })
        }
        return try body()
    }

    /// Before an app's own code runs (a scenario step, a request from its process): wake it or launch it in the
    /// background, and run what it held (L4, L5).
    public func willRunCode(of app: AppID) {
        applyBookkeeping(.appWillRunCode(app))
        drainIfIdle()
    }

    /// Runs `body` as the app's code after `delay`; held while the app is suspended (L5). Returns the id
    /// ``cancel(_:)`` takes.
    @discardableResult
    public func schedule(after delay: TimeSpan, for app: AppID, _ body: @escaping @Sendable () -> Void) -> Int {
        core.withLock { core in
            core.readClock()
            let id = core.addTimer(.callback(app), due: Self.time(core.now, plus: delay.nanoseconds))
            core.callbacks[id] = body
            return id
        }
    }

    /// Cancels a scheduled or held callback; its timer no longer counts as pending.
    public func cancel(_ id: Int) {
        let removed = core.withLock { core in
            if let timer = core.timers[id], case .callback = timer.kind {
                core.timers[id] = nil
                core.clock.cancel(RuntimeTimer(id))
            }
            return core.callbacks.removeValue(forKey: id)
        }
        _ = removed
    }

    /// Stops the runtime with `error`, as a refusal would (a simulator's scenario error).
    public func stop(_ error: SimulationError) {
        core.withLock { core in if core.stopped == nil { core.stopped = RuntimeError(error) } }
    }

    // MARK: - Timers

    /// Fires a timer the clock reports due (with the clock's now at its deadline): a timer is an action (O1, O5).
    public func fire(_ timer: RuntimeTimer) {
        // One lock takes the timer and, for a callback, enters its turn as the app's code.
        let firing: Firing? = core.withLock { core in
            guard core.stopped == nil, let due = core.timers.removeValue(forKey: timer.id) else { return nil }
            core.readClock()
            core.actionsInRun += 1
            // One that falls due where it was set continues its chain.
            core.generation = due.setAt == core.now ? due.generation + 1 : 0
            switch due.kind {
            case .ioStop(let app, let output, let token):
                return .bookkeeping(.ioTimerFired(app, output: output, token: token))
            case .suspension(let app, let token):
                return .bookkeeping(.suspensionDue(app, token: token))
            case .callback(let app):
                guard let body = core.takeCallback(timer.id, of: app) else {
                    core.generation = 0
                    return nil
                }
                // As `turn { runAsReaction(of: app, body) }` begins.
                core.batchDepth += 1
                core.reactionDepth += 1
                core.runningCode.append(app)
                return .callback(body)
            }
        }
        guard let firing else { return }
        // What is left once the timer's own work is done, decided under the same lock that ends it; the chain
        // (O1) ends with the timer, there too when nothing is left.
        let next: AfterEntry
        switch firing {
        case .bookkeeping(let event):
            next = core.withLock { core in
                core.applyBookkeeping(event)
                return core.afterEntryEndingChain()
            }
        case .callback(let body):
            body()
            // As `turn { runAsReaction(of: app, body) }` ends.
            next = core.withLock { core in
                core.reactionDepth -= 1
                core.runningCode.removeLast()
                core.batchDepth -= 1
                return core.afterEntryEndingChain()
            }
        }
        guard next != .done else { return }
        follow(next)
        core.withLock { core in core.generation = 0 }
    }

    /// What a fired timer runs once the lock that took it is released (`nil`: nothing, as when a callback is held or
    /// dropped, L5).
    private enum Firing {
        /// An engine event of the runtime's own (an I/O stop, a suspension).
        case bookkeeping(EngineEvent)
        /// A callback to run as its app's code, its turn entered.
        case callback(@Sendable () -> Void)
    }

    /// Runs `body` as `app`'s code in reaction (O1's chain, L5's running code).
    package func runAsReaction(of app: AppID, _ body: () -> Void) {
        core.withLock { core in
            core.reactionDepth += 1
            core.runningCode.append(app)
        }
        body()
        core.withLock { core in
            core.reactionDepth -= 1
            core.runningCode.removeLast()
        }
    }

    /// Does what an entry left to do once it released the lock (``Core/afterEntry()``).
    private func follow(_ next: AfterEntry) {
        switch next {
        case .done: break
        case .drain: drain()
        case .finish: finishTopLevel()
        }
    }

    /// Drains deliveries, then decides suspensions until nothing changes (L3).
    private func finishTopLevel() {
        drainIfIdle()
        for _ in 0..<64 {
            let changed = core.withLock { core -> Bool in
                // Most turns leave nothing to settle (the queue is drained): the event is spared, and the loop ends.
                guard core.stopped == nil, !core.engine.hasNothingToSettle else { return false }
                core.readClock()
                core.lifecyclesBefore.removeAll(keepingCapacity: true)
                // By index: only the lifecycle is read, not a copy of each app's state.
                for index in core.engine.state.apps.indices {
                    core.lifecyclesBefore.append(core.engine.state.apps[index].lifecycle)
                }
                _ = try? core.apply(.turnEnded)
                return core.queueHead < core.queue.count || core.engine.state.apps.count != core.lifecyclesBefore.count
                    || !core.engine.state.apps.indices.allSatisfy { index in
                        core.engine.state.apps[index].lifecycle == core.lifecyclesBefore[index]
                    }
            }
            drainIfIdle()
            if !changed { break }
        }
    }

    // MARK: - Time

    /// The latest time a runtime represents (about 292 years): a timer that would fall due later is set for this
    /// time instead. Time arithmetic never overflows.
    package static let endOfTime = Int64.max

    /// `time + delay`, saturated at ``endOfTime`` (a negative delay counts as none).
    package static func time(_ time: Int64, plus delay: Int64) -> Int64 {
        let (sum, overflow) = time.addingReportingOverflow(max(0, delay))
        return overflow ? endOfTime : sum
    }
}

/// Registers a subscriber to a runtime's events; keep it to unsubscribe.
public struct RuntimeSubscription: Hashable, Sendable {
    let id: Int
}

extension Runtime.Core {
    /// Takes the callback of the timer `id` to run it as `app`'s code now; `nil` when it was cancelled, when the app
    /// is suspended (the timer is held and noted, L5) or when it is not running (the callback is dropped).
    mutating func takeCallback(_ id: Int, of app: AppID) -> (@Sendable () -> Void)? {
        switch engine.state[app].lifecycle {
        case .suspended:
            guard callbacks[id] != nil else { return nil }
            _ = try? apply(.holdTimer(app, token: id))
            emit(
                .note(
                    .app(app), .timerHeld,
                    because: Because(subject: engine.state[app].name, " is suspended", rule: "L5"), time: time))
            return nil
        case .notRunning:
            if let body = callbacks.removeValue(forKey: id) { garbage.append(body) }
            return nil
        default:
            return callbacks.removeValue(forKey: id)
        }
    }
}
