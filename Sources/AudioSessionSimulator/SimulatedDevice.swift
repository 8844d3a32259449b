import AudioSessionEngine
import AudioSessionModel
import AudioSessionRuntime

/// A simulated iOS device: the runtime on a virtual clock, with app code in process and Music as a scripted app.
///
/// Everything runs synchronously on the caller's thread: an action is applied, then what it delivers reaches the
/// apps' observers in order, and what they do queues behind (rule O1). Time moves only through ``advance(to:)``.
/// The ordering, holding and timers are the runtime's (`AudioSessionRuntime`); the device adds the virtual clock, the trace, Music, and
/// stopping at the first event that cannot happen.
public final class SimulatedDevice: Sendable {
    /// The most actions one instant may take that reactions did in reaction to what other reactions did (reactions
    /// re-triggering reactions) before the run is stopped as a loop (O1). Steps, and reactions to a step, however
    /// many, do not count.
    public static let actionLimitPerInstant = 1_000
    /// The most actions (steps' actions, timers, user and system events, reactions) a whole run may settle before it
    /// is stopped (O5).
    public static let actionLimitPerRun = 1_000_000

    /// The runtime the device drives: the engine, the delivery queue and the timers.
    package let runtime: Runtime
    /// The virtual clock the runtime runs on.
    let virtualClock = VirtualClock()
    /// Everything that happened so far, recorded from the runtime's events under the runtime's lock.
    let traceLog = TraceLog()
    let recordsTrace: Bool
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
        runtime = Runtime(
            engine: Engine(state: state), clock: virtualClock,
            options: Runtime.Options(
                stopsOnRejection: true, actionLimitPerInstant: Self.actionLimitPerInstant,
                actionLimitPerRun: Self.actionLimitPerRun))
        self.recordsTrace = recordsTrace
        if recordsTrace {
            // Subscribers run under the runtime's lock, which guards the log: no second lock per line.
            runtime.subscribe { [traceLog] event, engine in traceLog.append(event, engine) }
        }
        installMusic()
        if configuration.isMusicPlaying, let music = state.music {
            musicTap(.play, app: music)
        }
    }

    // MARK: - Reading state

    /// The device state now.
    public var state: DeviceState { runtime.state }
    /// Runs `body` with the engine as it is now, borrowed under the device's lock, for derived values (ducked,
    /// audible, hints) without copying the engine (not in the SDK); `body` must not call the device.
    public func reading<T>(_ body: (borrowing Engine) -> T) -> T { runtime.reading { engine, _ in body(engine) } }
    /// The app's lifecycle state, read without copying the device state.
    package func lifecycle(of app: AppID) -> AppLifecycleState { runtime.lifecycle(of: app) }
    /// The time now, in nanoseconds since the device started (the public form is ``now``).
    package var nanosecondsNow: Int64 { virtualClock.nanosecondsNow }
    /// Everything that happened so far.
    public var trace: [TraceEvent] {
        runtime.reading { [traceLog] engine, _ in traceLog.lines(0..<traceLog.count, engine) }
    }
    /// How many lines the trace has so far, without spelling them out.
    package var traceCount: Int { runtime.reading { [traceLog] _, _ in traceLog.count } }
    /// The trace's lines `range` (of ``traceCount``), spelled out.
    package func trace(_ range: Range<Int>) -> [TraceEvent] {
        runtime.reading { [traceLog] engine, _ in traceLog.lines(range, engine) }
    }
    /// The most actions this run may settle (O5); lowered by tests to reach the bound quickly.
    package var runActionLimit: Int {
        get { runtime.options.actionLimitPerRun }
        set { runtime.options.actionLimitPerRun = newValue }
    }
    /// Whether `app`'s code runs now because the device runs it: an observer of a delivery to the app, or a callback
    /// the app scheduled (not in the SDK). A suspended app runs nothing else (rule L5).
    public func isRunningCode(of app: AppID) -> Bool { runtime.isRunningCode(of: app) }
    /// The error that stopped the run, if any (a scenario error or a loop, status 2).
    public var fatalError: SimulationError? { runtime.stopReason?.error }
    /// Whether an error stopped the run (``fatalError`` is set), read without copying the error.
    package var isStopped: Bool { runtime.isStopped }
    /// The app with this name.
    public func app(named name: String) -> AppID? { runtime.app(named: name) }
    /// The time of the next pending timer, in nanoseconds, if any (the public form is ``nextTimerDue``).
    package var nextTimerDueNanoseconds: Int64? { virtualClock.nextDue }

    // MARK: - Observing

    /// Runs `body` for everything that reaches the app, in delivery order, until the token is removed.
    @discardableResult
    public func observe(_ app: AppID, _ body: @escaping @Sendable (Delivery) -> Void) -> ObservationToken {
        runtime.observe(app, body)
    }

    /// Stops an observation.
    public func removeObservation(_ token: ObservationToken) { runtime.removeObservation(token) }

    // MARK: - Acting

    /// An app's code calls its session; what it delivers runs before this returns (unless called from app code,
    /// where it queues behind the current deliveries, O1). Returns the error the call failed with, as the SDK
    /// would.
    ///
    /// - Throws: `SimulationError` when the call asks for what cannot happen (the device then stops), or when the
    ///   device stopped earlier (every later call throws the error that stopped it).
    @discardableResult
    public func perform(_ action: AppAction, by app: AppID) throws(SimulationError) -> AudioSessionError? {
        try failingLoudlyAfter { apply(action, by: app) }
    }

    /// The user acts (`user:` steps).
    ///
    /// - Throws: `SimulationError` when the action cannot happen now (a call declined when none rings, a device
    ///   name not connected), or when the device stopped earlier.
    public func perform(_ action: UserAction) throws(SimulationError) {
        try failingLoudlyAfter { apply(action) }
    }

    /// The system acts (`system:` steps).
    ///
    /// - Throws: `SimulationError` when the event cannot happen now (a second incoming call, a second alarm), or
    ///   when the device stopped earlier.
    public func perform(_ event: SystemEvent) throws(SimulationError) {
        try failingLoudlyAfter { apply(event) }
    }

    /// Runs `body`, throwing the error that stopped the device before it (nothing runs then) or during it.
    func failingLoudly<T>(_ body: () -> T) throws(SimulationError) -> T {
        if isStopped, let stopped = fatalError { throw stopped }
        let result = body()
        if isStopped, let stopped = fatalError { throw stopped }
        return result
    }

    /// Runs an action, throwing the error that stopped the device during it or before it: a stopped runtime
    /// refuses the action itself (nothing runs then), so only one look follows it.
    func failingLoudlyAfter<T>(_ body: () -> T) throws(SimulationError) -> T {
        let result = body()
        if isStopped, let stopped = fatalError { throw stopped }
        return result
    }

    /// ``perform(_:by:)`` without the loud failure: the scenario runner reads ``fatalError`` after each step.
    @discardableResult
    package func apply(_ action: AppAction, by app: AppID) -> AudioSessionError? {
        (try? runtime.apply(action, by: app)) ?? nil
    }

    /// ``perform(_:)-(UserAction)`` without the loud failure.
    package func apply(_ action: UserAction) { try? runtime.apply(action) }

    /// ``perform(_:)-(SystemEvent)`` without the loud failure.
    package func apply(_ event: SystemEvent) { try? runtime.apply(event) }

    /// Groups actions into one step: deliveries run after each action, suspensions (L3) once at the end.
    public func step<T>(_ body: () throws -> T) rethrows -> T { try runtime.turn(body) }

    /// Before an app's own step: wake it or launch it in the background, and run what it held (L4, L5).
    public func prepareForStep(of app: AppID) { runtime.willRunCode(of: app) }

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
        runtime.schedule(after: TimeSpan(nanoseconds: delay), for: app, body)
    }

    /// Cancels a scheduled or held callback; its timer no longer counts as pending (``nextTimerDue``).
    public func cancel(_ id: Int) { runtime.cancel(id) }

    /// Fires every timer due up to `time`, in order (O1), and moves the clock there (the public form is
    /// ``advance(to:)``): the device's one advance loop.
    package func advance(toNanoseconds time: Int64) {
        // Each timer is taken with one look at the clock; one at the end of time is never taken (below).
        while !runtime.isStopped, let (_, timer) = virtualClock.takeTimer(dueBy: min(time, Runtime.endOfTime - 1)) {
            runtime.fire(timer)
        }
        if time == Runtime.endOfTime, !runtime.isStopped, virtualClock.nextDue == Runtime.endOfTime {
            // Saturated (see `Runtime.time(_:plus:)`): the run stops instead of letting time overflow (O5).
            runtime.stop(
                SimulationError(
                    "a timer falls due beyond the latest time the simulator can represent (about 292 years): "
                        + "the run stops at \(Self.format(virtualClock.nanosecondsNow)) (rule O5)", kind: .loop,
                    rule: "O5"))
        }
        virtualClock.move(to: time)
    }

    /// Records a scenario-level failure that stops the run (status 2).
    public func fail(_ error: SimulationError) { runtime.stop(error) }

    /// Adds a line the device itself writes (Music's taps) to the trace.
    func record(_ line: TraceEvent) {
        if recordsTrace { runtime.reading { [traceLog] _, _ in traceLog.append(.line(line)) } }
    }

    /// `12s`, `1.5s`: a time in seconds without trailing zeros.
    package static func format(_ nanoseconds: Int64) -> String { TimeSpan.text(nanoseconds: nanoseconds) }
}
