import AudioSessionEngine
import AudioSessionModel

extension Runtime {
    /// Registers an app at run time: it starts not running, comes after every app so far in delivery order (O1),
    /// and its id stays its own (never reused, even after ``remove(_:)``).
    public func register(_ app: AppState) -> AppID {
        core.withLock { core in
            let id = core.engine.register(app)
            core.observers.append([])
            return id
        }
    }

    /// Removes an app: terminated as if swiped away when it runs (L6), its endpoints dropped; later events
    /// addressed to it are refused.
    ///
    /// - Throws: ``RuntimeError`` when the app is not on the device, or when the runtime stopped earlier.
    public func remove(_ app: AppID) throws(RuntimeError) {
        _ = try perform(.removeApp(app))
        // Released after the lock: their captures may call back in.
        let endpoints = core.withLock { core -> [Observer] in
            defer { core.observers[app.index] = [] }
            return core.observers[app.index]
        }
        _ = endpoints
    }
}
