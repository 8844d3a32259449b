import AudioSessionEngine
import AudioSessionModel

/// A simulated iOS device: the policy engine on a virtual clock, with timers, delivery order and app code.
///
/// Everything runs synchronously on the caller's thread: an action is applied, then what it delivers reaches the
/// apps' observers in order, and what they do queues behind (rule O1). Time moves only through ``advance(to:)``.
public final class SimulatedDevice: Sendable {
    struct Timer: Sendable {
        enum Kind: Sendable {
            case ioStop(AppID, output: Bool, token: Int)
            case callback(AppID, id: Int)
            case suspension(AppID, token: Int)
        }
        var due: Int64
        var sequence: Int
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

    struct Core: Sendable {
        var engine: Engine
        var now: Int64 = 0
        /// Pending timers in firing order from `timersHead` on (fired ones before it are dropped from time to time).
        var timers: [Timer] = []
        var timersHead = 0
        var callbacks: [Int: @Sendable () -> Void] = [:]
        var nextID = 0
        var queue: [Pending] = []
        var queueHead = 0
        var batchEnds: [Int] = []
        var isDraining = false
        var batchDepth = 0
        var observers: [[Observer]]
        var trace: [TraceEvent] = []
        var fatal: SimulationError?
        /// How many reactions re-triggering reactions led to the code running now, at this instant (O1).
        var generation = 0
        /// Actions at `instantOfChainedCount` that reactions to reactions did (O1's loop count).
        var chainedActionsAtInstant = 0
        var instantOfChainedCount: Int64 = -1
        /// Actions settled in the whole run (O5), and the most it may settle.
        var actionsInRun = 0
        var actionLimitPerRun = SimulatedDevice.actionLimitPerRun
        var reactionDepth = 0
        /// The apps whose code runs now, innermost last: a delivery's observers, a timer's callback (rule L5).
        var runningCode: [AppID] = []
        var recordsTrace = true
        var garbage: [@Sendable () -> Void] = []
    }

    /// The most actions one instant may take that reactions did in reaction to what other reactions did (reactions
    /// re-triggering reactions) before the run is stopped as a loop (O1). Steps, and reactions to a step, however
    /// many, do not count.
    public static let actionLimitPerInstant = 1_000
    /// The most actions (steps' actions, timers, user and system events, reactions) a whole run may settle before it
    /// is stopped (O5).
    public static let actionLimitPerRun = 1_000_000

    let core: Locked<Core>
    /// Tasks waiting on the virtual clock and notification streams being consumed (`SimulatedDevice+Clock.swift`).
    let waiting = Locked(Waiting())
    /// What other layers keep per device, such as what every wrapper of one app's session shares.
    private let attachments = Locked<[AnyHashable: any Sendable]>([:])

    /// The value kept under `key`, made by `make` on first use (not in the SDK).
    package func attachment<Value: Sendable>(_ key: AnyHashable, orMake make: () -> Value) -> Value {
        attachments.withLock { attachments in
            if let value = attachments[key] as? Value { return value }
            let value = make()
            attachments[key] = value
            return value
        }
    }

    /// A device as configured; Music starts playing at time 0 if asked (N3).
    public init(_ configuration: DeviceConfiguration, recordsTrace: Bool = true) {
        let state = configuration.makeState()
        var core = Core(engine: Engine(state: state), observers: Array(repeating: [], count: state.apps.count))
        core.recordsTrace = recordsTrace
        self.core = Locked(core)
        installMusic()
        if configuration.isMusicPlaying, let music = state.music {
            musicTap(.play, app: music)
        }
    }

    // MARK: - Reading state

    /// The device state now.
    public var state: DeviceState { core.withLock { $0.engine.state } }
    /// The engine now, for derived values (ducked, audible, hints).
    public var engine: Engine { core.withLock { $0.engine } }
    /// Runs `body` with the engine and the time now under the device's lock; `body` must not call the device.
    package func reading<T>(_ body: (Engine, Int64) -> T) -> T { core.withLock { body($0.engine, $0.now) } }
    /// The app's lifecycle state, read without copying the device state.
    package func lifecycle(of app: AppID) -> AppLifecycleState {
        core.withLock { $0.engine.state.apps[app.index].lifecycle }
    }
    /// The time now, in nanoseconds since the device started (the public form is ``now``).
    package var nanosecondsNow: Int64 { core.withLock { $0.now } }
    /// Everything that happened so far.
    public var trace: [TraceEvent] { core.withLock { $0.trace } }
    /// The most actions this run may settle (O5); lowered by tests to reach the bound quickly.
    package var runActionLimit: Int {
        get { core.withLock { $0.actionLimitPerRun } }
        set { core.withLock { $0.actionLimitPerRun = newValue } }
    }
    /// Whether `app`'s code runs now because the device runs it: an observer of a delivery to the app, or a callback
    /// the app scheduled (not in the SDK). A suspended app runs nothing else (rule L5).
    public func isRunningCode(of app: AppID) -> Bool { core.withLock { $0.runningCode.contains(app) } }
    /// The error that stopped the run, if any (a scenario error or a loop, status 2).
    public var fatalError: SimulationError? { core.withLock { $0.fatal } }
    /// The app with this name.
    public func app(named name: String) -> AppID? { core.withLock { $0.engine.state.app(named: name) } }
    /// The time of the next pending timer, in nanoseconds, if any (the public form is ``nextTimerDue``).
    package var nextTimerDueNanoseconds: Int64? { core.withLock { $0.firstTimer?.due } }

    // MARK: - Observing

    /// Runs `body` for everything that reaches the app, in delivery order, until the token is removed.
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
            let removed = core.observers[token.app.index].filter { $0.id == token.id }
            core.observers[token.app.index].removeAll { $0.id == token.id }
            return removed
        }
        _ = removed
    }

    // MARK: - Acting

    /// An app's code calls its session; what it delivers runs before this returns (unless called from app code,
    /// where it queues behind the current deliveries, O1). Returns the error the call failed with, as the SDK
    /// would.
    ///
    /// - Throws: `SimulationError` when the call asks for what cannot happen (the device then stops), or when the
    ///   device stopped earlier (every later call throws the error that stopped it).
    @discardableResult
    public func perform(_ action: AppAction, by app: AppID) throws(SimulationError) -> AudioSessionError? {
        try failingLoudly { apply(action, by: app) }
    }

    /// The user acts (`user:` steps).
    ///
    /// - Throws: `SimulationError` when the action cannot happen now (a call declined when none rings, a device
    ///   name not connected), or when the device stopped earlier.
    public func perform(_ action: UserAction) throws(SimulationError) {
        try failingLoudly { apply(action) }
    }

    /// The system acts (`system:` steps).
    ///
    /// - Throws: `SimulationError` when the event cannot happen now (a second incoming call, a second alarm), or
    ///   when the device stopped earlier.
    public func perform(_ event: SystemEvent) throws(SimulationError) {
        try failingLoudly { apply(event) }
    }

    /// Runs `body`, throwing the error that stopped the device before it (nothing runs then) or during it.
    func failingLoudly<T>(_ body: () -> T) throws(SimulationError) -> T {
        if let stopped = fatalError { throw stopped }
        let result = body()
        if let stopped = fatalError { throw stopped }
        return result
    }

    /// ``perform(_:by:)`` without the loud failure: the scenario runner reads ``fatalError`` after each step.
    @discardableResult
    package func apply(_ action: AppAction, by app: AppID) -> AudioSessionError? {
        let (error, isTopLevel) = core.withLock { core -> (AudioSessionError?, Bool) in
            let top = !core.isDraining && core.batchDepth == 0
            let error = core.apply(
                .app(app, action), actor: core.engine.state[app].name, app: app, kind: action.name,
                fields: Self.fields(of: action))
            return (error, top)
        }
        if isTopLevel { finishTopLevel() } else { drainIfIdle() }
        return error
    }

    /// ``perform(_:)-(UserAction)`` without the loud failure.
    package func apply(_ action: UserAction) {
        core.withLock { core in
            _ = core.apply(.user(action), actor: "user", app: nil, kind: action.name, fields: Self.fields(of: action))
        }
        finishOrDrain()
    }

    /// ``perform(_:)-(SystemEvent)`` without the loud failure.
    package func apply(_ event: SystemEvent) {
        core.withLock { core in
            _ = core.apply(.system(event), actor: "system", app: nil, kind: event.name, fields: Self.fields(of: event))
        }
        finishOrDrain()
    }

    /// Groups actions into one step: deliveries run after each action, suspensions (L3) once at the end.
    public func step<T>(_ body: () throws -> T) rethrows -> T {
        core.withLock { $0.batchDepth += 1 }
        defer {
            core.withLock { $0.batchDepth -= 1 }
            finishOrDrain()
        }
        return try body()
    }

    /// Before an app's own step: wake it or launch it in the background, and run what it held (L4, L5).
    public func prepareForStep(of app: AppID) {
        core.withLock { core in _ = core.apply(.prepareForStep(app), actor: nil) }
        drainIfIdle()
    }

    /// Runs `body` as one step of the app's own, as a scenario's `app:` step: wakes it (or launches it) in the
    /// background and runs what it held first (L4, L5), and decides suspensions once `body` returns (L3). How a test
    /// acts as the code of an app that is suspended: a push, a background task the system grants (not in the SDK).
    public func step<T>(of app: AppID, _ body: () throws -> T) rethrows -> T {
        try step {
            prepareForStep(of: app)
            return try body()
        }
    }

    /// Runs `body` as the app's code after `delay` (an `after` reaction); held while the app is suspended (L5).
    /// The public form is ``schedule(after:for:_:)``.
    @discardableResult
    package func schedule(
        afterNanoseconds delay: Int64, for app: AppID, _ body: @escaping @Sendable () -> Void
    ) -> Int {
        core.withLock { core in
            core.nextID += 1
            core.callbacks[core.nextID] = body
            core.addTimer(
                Timer(
                    due: Self.time(core.now, plus: max(0, delay)), sequence: core.nextID,
                    kind: .callback(app, id: core.nextID), generation: core.generation, setAt: core.now))
            return core.nextID
        }
    }

    /// Cancels a scheduled or held callback; its timer no longer counts as pending (``nextTimerDue``).
    public func cancel(_ id: Int) {
        let removed = core.withLock { core in
            core.timers.removeSubrange(..<core.timersHead) // Fired timers first, so that the head stays right.
            core.timersHead = 0
            core.timers.removeAll { timer in
                if case .callback(_, let timerID) = timer.kind { return timerID == id }
                return false
            }
            return core.callbacks.removeValue(forKey: id)
        }
        _ = removed
    }

    /// Fires every timer due up to `time`, in order (O1), and moves the clock there (the public form is
    /// ``advance(to:)``).
    package func advance(toNanoseconds time: Int64) {
        while true {
            let next: Timer? = core.withLock { core in
                guard core.fatal == nil, let first = core.firstTimer, first.due <= time else { return nil }
                guard first.due < Self.endOfTime else {
                    // Saturated (see `time(_:plus:)`): the run stops instead of letting time overflow (O5).
                    core.fatal = SimulationError(
                        "a timer falls due beyond the latest time the simulator can represent (about 292 years): "
                            + "the run stops at \(core.formatTime(core.now)) (rule O5)", kind: .loop)
                    return nil
                }
                core.removeFirstTimer()
                core.now = max(core.now, first.due)
                core.actionsInRun += 1
                // A timer is an action (O1, O5); one that falls due where it was set continues its chain.
                core.generation = first.setAt == core.now ? first.generation + 1 : 0
                return first
            }
            guard let timer = next else { break }
            fire(timer)
            core.withLock { core in core.generation = 0 }
        }
        core.withLock { core in core.now = max(core.now, time) }
    }

    /// Records a scenario-level failure that stops the run (status 2).
    public func fail(_ error: SimulationError) {
        core.withLock { core in if core.fatal == nil { core.fatal = error } }
    }

    // MARK: - Internals

    private func fire(_ timer: Timer) {
        switch timer.kind {
        case .ioStop(let app, let output, let token):
            core.withLock { core in _ = core.apply(.ioTimerFired(app, output: output, token: token), actor: nil) }
            finishOrDrain()
        case .suspension(let app, let token):
            core.withLock { core in _ = core.apply(.suspensionDue(app, token: token), actor: nil) }
            finishOrDrain()
        case .callback(let app, let id):
            let body: (@Sendable () -> Void)? = core.withLock { core in
                guard core.callbacks[id] != nil else { return nil }
                switch core.engine.state[app].lifecycle {
                case .suspended:
                    _ = core.apply(.holdTimer(app, token: id), actor: nil)
                    core.record(
                        TraceEvent(
                            time: core.now, actor: core.engine.state[app].name, app: app, category: .note,
                            kind: "timerHeld",
                            because: Because(subject: core.engine.state[app].name, " is suspended", rule: "L5")))
                    return nil
                case .notRunning:
                    if let body = core.callbacks.removeValue(forKey: id) { core.garbage.append(body) }
                    return nil
                default:
                    return core.callbacks.removeValue(forKey: id)
                }
            }
            guard let body else { return }
            step { runAsReaction(of: app, body) }
        }
    }

    private func runAsReaction(of app: AppID, _ body: @Sendable () -> Void) {
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

    private func finishOrDrain() {
        let isTopLevel = core.withLock { !$0.isDraining && $0.batchDepth == 0 }
        if isTopLevel { finishTopLevel() } else { drainIfIdle() }
    }

    /// Drains deliveries, then decides suspensions until nothing changes (L3).
    private func finishTopLevel() {
        drainIfIdle()
        for _ in 0..<64 {
            let changed = core.withLock { core -> Bool in
                guard core.fatal == nil else { return false }
                let before = core.engine.state.apps.map(\.lifecycle)
                _ = core.apply(.settle, actor: nil)
                return core.engine.state.apps.map(\.lifecycle) != before || core.queueHead < core.queue.count
            }
            drainIfIdle()
            if !changed { break }
        }
    }

    /// Runs queued deliveries and the app code they trigger, unless a drain is already running (O1): each
    /// decision's deliveries all arrive first, then the reactions they trigger run in delivery order, and what
    /// those reactions decide queues behind.
    private func drainIfIdle() {
        let start = core.withLock { core -> Bool in
            guard !core.isDraining else { return false }
            core.isDraining = true
            return true
        }
        guard start else { return }
        while true {
            let batch: [(Pending, [Observer])]? = core.withLock { core in
                guard core.fatal == nil, core.queueHead < core.queue.count else {
                    core.queue.removeAll(keepingCapacity: true)
                    core.batchEnds.removeAll(keepingCapacity: true)
                    core.queueHead = 0
                    return nil
                }
                let end = core.batchEnds.first { $0 > core.queueHead } ?? core.queue.count
                var items: [(Pending, [Observer])] = []
                while core.queueHead < end {
                    let item = core.queue[core.queueHead]
                    // L5: a held timer runs in its place, after what fell due before it has been delivered and
                    // reacted to, and before what fell due after it: it ends the batch.
                    if item.endsBatch, !items.isEmpty { break }
                    core.queueHead += 1
                    switch item {
                    case .deliver(let app, let delivery, let because, _):
                        core.recordDelivery(app, delivery, because)
                        items.append((item, core.observers[app.index]))
                    case .heldTimer, .engine:
                        items.append((item, []))
                    }
                    if item.endsBatch { break }
                }
                return items
            }
            guard let batch else { break }
            for (item, observers) in batch {
                if core.withLock({ $0.fatal != nil }) { break }
                switch item {
                case .deliver(let app, let delivery, _, let generation):
                    guard !observers.isEmpty else { continue }
                    let isRemote: Bool
                    if case .notification(.remoteCommand) = delivery { isRemote = true } else { isRemote = false }
                    if isRemote {
                        core.withLock { core in _ = core.apply(.handlingRemoteCommand(app, true), actor: nil) }
                    }
                    // What the app's code does in reaction is one link further down the chain (O1).
                    let outer = core.withLock { core in
                        core.reactionDepth += 1
                        core.runningCode.append(app)
                        defer { core.generation = generation + 1 }
                        return core.generation
                    }
                    for observer in observers { observer.body(delivery) }
                    core.withLock { core in
                        core.reactionDepth -= 1
                        core.runningCode.removeLast()
                        core.generation = outer
                    }
                    if isRemote {
                        core.withLock { core in _ = core.apply(.handlingRemoteCommand(app, false), actor: nil) }
                    }
                case .heldTimer(let app, let id, let generation):
                    let (body, mark, outer) = core.withLock { core in
                        defer { core.generation = generation + 1 }
                        return (core.callbacks.removeValue(forKey: id), core.queue.count, core.generation)
                    }
                    defer { core.withLock { core in core.generation = outer } }
                    if let body {
                        runAsReaction(of: app, body)
                        // L5: it fell due before what is still queued, so what it delivers comes first.
                        core.withLock { core in core.promoteItems(from: mark) }
                    }
                case .engine(let event):
                    core.withLock { core in _ = core.apply(event, actor: nil) }
                }
            }
        }
        core.withLock { $0.isDraining = false }
        releaseGarbage()
    }

    /// Drops app code removed while the lock was held, now that it is not: its captures may call back in.
    private func releaseGarbage() {
        let garbage = core.withLock { core -> [@Sendable () -> Void] in
            defer { core.garbage.removeAll() }
            return core.garbage
        }
        _ = garbage
    }

    /// Music's built-in behaviour (N3, E7): recorded like reactions.
    private func installMusic() {
        guard let music = core.withLock({ $0.engine.state.music }) else { return }
        observe(music) { [weak self] delivery in
            guard let self else { return }
            switch delivery {
            case .notification(.remoteCommand(let command)):
                self.musicCommand(command, app: music)
            case .notification(.interruptionEnded(let options)):
                let resume = self.core.withLock { $0.engine.state[music].session.wasPlayingWhenInterrupted }
                if options.contains(.shouldResume), resume {
                    self.apply(.activate, by: music)
                    self.apply(.play(for: nil), by: music)
                }
            case .notification(.routeChange(.oldDeviceUnavailable, _)):
                self.apply(.stop, by: music)
            default:
                break
            }
        }
    }

    private func musicCommand(_ command: RemoteCommand, app music: AppID) {
        let playing = core.withLock { $0.engine.state[music].session.isPlaying }
        let play = command == .play || (command == .togglePlayPause && !playing)
        if play {
            guard !playing else { return }
            apply(.activate, by: music)
            apply(.play(for: nil), by: music)
        } else {
            guard playing else { return }
            apply(.stop, by: music)
            apply(.deactivate(.notifyOthersOnDeactivation), by: music)
        }
    }

    /// The user taps play or pause in Music (`app: Music` steps): handled like the remote command, not delivered
    /// as one (E7).
    public func musicTap(_ command: RemoteCommand, app music: AppID) {
        step {
            core.withLock { core in
                _ = core.apply(.prepareForStep(music), actor: nil)
                _ = core.apply(.handlingRemoteCommand(music, true), actor: nil)
                core.record(
                    TraceEvent(
                        time: core.now, actor: "Music", app: music, category: .action, kind: "tap",
                        fields: [NoteField("command", .string(command.rawValue))]))
            }
            drainIfIdle()
            runAsReaction(of: music) { self.musicCommand(command, app: music) }
            core.withLock { core in _ = core.apply(.handlingRemoteCommand(music, false), actor: nil) }
        }
    }
}

extension SimulatedDevice.Pending {
    /// A held timer or an engine step runs alone, after what was queued before it and the reactions it triggered.
    var endsBatch: Bool {
        switch self {
        case .deliver: false
        case .heldTimer, .engine: true
        }
    }
}
