import AudioSessionEngine
import AudioSessionModel

extension Runtime {
    /// Runs `body` under the runtime's lock with the engine, the time now, and the apps that events changed since
    /// the last call, in app order (`nil` the first time: every app). An app not listed may still read differently
    /// through what every app depends on (``Engine/readingsContext``); `body` must not call the runtime.
    package func readingChangedApps<T>(_ body: (borrowing Engine, TimeSpan, [Int]?) -> T) -> T {
        core.withLock { core in
            core.readClock()
            guard core.changedApps != nil else {
                core.changedApps = ChangedApps()
                return body(core.engine, core.time, nil)
            }
            guard let pending = core.engine.appsChangedSinceLastEvent else {
                core.changedApps!.take(into: &core.changedAppsTaken)
                return body(core.engine, core.time, nil)
            }
            for index in pending { core.changedApps!.note(index) }
            core.changedApps!.take(into: &core.changedAppsTaken)
            return body(core.engine, core.time, core.changedAppsTaken)
        }
    }
}
