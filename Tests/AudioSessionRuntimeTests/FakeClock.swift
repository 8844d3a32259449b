import AudioSessionEngine
import AudioSessionModel
import AudioSessionRuntime
import AudioSessionVocabulary

/// A clock the test moves by hand: it records what the runtime schedules and cancels, and fires nothing itself.
final class FakeClock: RuntimeClock {
    struct State {
        var now = TimeSpan.zero
        var scheduled: [(timer: RuntimeTimer, deadline: TimeSpan)] = []
        var cancelled: [RuntimeTimer] = []
    }

    let state = Locked(State())

    var now: TimeSpan { state.withLock { $0.now } }

    func schedule(_ timer: RuntimeTimer, at deadline: TimeSpan) {
        state.withLock { $0.scheduled.append((timer, deadline)) }
    }

    func cancel(_ timer: RuntimeTimer) { state.withLock { $0.cancelled.append(timer) } }

    /// The timers scheduled and not cancelled, in deadline order.
    var pending: [(timer: RuntimeTimer, deadline: TimeSpan)] {
        state.withLock { state in
            state.scheduled.filter { !state.cancelled.contains($0.timer) }.sorted {
                ($0.deadline, $0.timer) < ($1.deadline, $1.timer)
            }
        }
    }

    /// Moves to `time` and fires, in order, every pending timer due by then, as a driver of the clock does.
    func advance(_ runtime: Runtime, to time: TimeSpan) {
        while let next = pending.first, next.deadline <= time {
            state.withLock { state in
                state.now = max(state.now, next.deadline)
                state.scheduled.removeAll { $0.timer == next.timer }
            }
            runtime.fire(next.timer)
        }
        state.withLock { $0.now = max($0.now, time) }
    }
}

/// What the runtime's endpoints and subscribers saw, in order.
final class Log: Sendable {
    let lines = Locked<[String]>([])

    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

/// Two apps (A in front, B in the background with background audio) on a fake clock.
func makeRuntime(options: Runtime.Options = Runtime.Options()) -> (Runtime, FakeClock, AppID, AppID) {
    var apps = [
        AppState(name: "A", backgroundAudio: true, lifecycle: .foreground),
        AppState(name: "B", backgroundAudio: true, lifecycle: .background),
    ]
    apps[0].lifecycle = .foreground
    var state = DeviceState(apps: apps)
    state.front = .app(AppID(0))
    let clock = FakeClock()
    return (Runtime(engine: Engine(state: state), clock: clock, options: options), clock, AppID(0), AppID(1))
}

/// Both apps play mixable audio.
func startPlaying(_ runtime: Runtime, _ apps: AppID...) throws {
    for app in apps {
        try runtime.apply(.setCategory(SessionConfiguration(category: .playback, options: .mixWithOthers)), by: app)
        try runtime.apply(.activate, by: app)
        try runtime.apply(.play(for: nil), by: app)
    }
}

/// A subscriber line: `delivered A interruptionBegan`, `applied A setMode (reaction)`.
func describe(_ event: RuntimeEvent, _ engine: Engine) -> String {
    switch event {
    case .actionApplied(let applied):
        switch applied.event {
        case .app(let id, let action):
            return
                "applied \(engine.state[id].name) \(Vocabulary.standard.name(of: action))\(applied.isReaction ? " (reaction)" : "")"
        case .user(let action): return "applied user \(Vocabulary.standard.name(of: action))"
        case .system(let event): return "applied system \(Vocabulary.standard.name(of: event))"
        default: return "applied ?"
        }
    case .delivered(let app, .notification(let notification), _, _):
        return "delivered \(engine.state[app].name) \(notification.kind.rawValue)"
    case .delivered(let app, .lifecycle(let event), _, _):
        return "delivered \(engine.state[app].name) \(event.rawValue)"
    case .note(_, let note, _, _): return "note \(Vocabulary.standard.name(of: note))"
    case .rejected(let error): return "rejected \(error.kind)"
    }
}
