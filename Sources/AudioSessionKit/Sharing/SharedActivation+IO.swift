extension SharedActivation {
    /// Records that `component`'s audio I/O (a player, a recorder, an engine) runs, so that no release or restore
    /// deactivates the session under it (not in the SDK).
    public func beginIO(_ component: String) {
        let added = state.withLock { state -> Bool in
            guard !state.runningIO.contains(component) else { return false }
            state.runningIO.append(component)
            return true
        }
        if added { report(.io(component: component, isRunning: true)) }
    }

    /// Records that `component`'s audio I/O stopped (not in the SDK).
    public func endIO(_ component: String) {
        let removed = state.withLock { state -> Bool in
            guard let index = state.runningIO.firstIndex(of: component) else { return false }
            state.runningIO.remove(at: index)
            return true
        }
        if removed { report(.io(component: component, isRunning: false)) }
    }

    /// The components whose I/O runs, in the order they started (not in the SDK).
    public var componentsRunningIO: [String] { state.withLock { $0.runningIO } }
}
