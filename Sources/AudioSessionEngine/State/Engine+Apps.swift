import AudioSessionModel

extension Engine {
    /// Adds an app at run time: it starts not running, comes last in delivery order (O1), and keeps its id for
    /// good (ids are never reused, even after ``EngineEvent/removeApp(_:)``).
    public mutating func register(_ app: AppState) -> AppID {
        var app = app
        app.lifecycle = .notRunning
        app.isRemoved = false
        changedSinceLastFinish = true
        return state.appendApp(app)
    }

    /// Removes an app: terminated as if swiped away (L6) when it runs, and never launched again (no remote
    /// commands, no name that finds it).
    mutating func removeApp(_ id: AppID, _ decision: inout Decision) {
        guard !state[id].isRemoved else { return }
        if state[id].lifecycle != .notRunning {
            terminate(id, Because(subject: state[id].name, " was removed from the device", rule: "L6"), &decision)
        }
        state[id].isRemoved = true
        state[id].handlesRemoteCommands = false
    }
}
