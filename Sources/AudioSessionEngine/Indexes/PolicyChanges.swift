import AudioSessionModel

/// The apps whose ``PolicyView`` may have changed since it was last looked at: the apps an event changed, those
/// whose route or duck flag moved, and every app when something they all depend on changed (the ringer, the lock,
/// the mic mute, a cellular call, an active `record` session). Kept by the engine as it applies events, so that a
/// reader recomputes those views alone.
struct PolicyChanges: Sendable {
    /// What every app's view depends on besides its own session and route.
    struct Globals: Equatable, Sendable {
        var ringer: RingerPosition
        var isLocked: Bool
        var isMicMuted: Bool
        var isCellularCallActive: Bool
        var recorders: Int
    }

    /// The apps noted, in the order noted, each once.
    private(set) var apps: [Int] = []
    /// Whether each app is in ``apps``.
    private var isNoted: [Bool] = []
    /// Every app must be looked at (at the start, after an app was added, after a global change).
    private(set) var everyApp = true
    /// The globals as of the last event.
    var globals: Globals?

    /// Notes that app `index`'s view may have changed.
    @inline(__always)
    mutating func note(_ index: Int) {
        guard !everyApp else { return }
        if index >= isNoted.count { isNoted.append(contentsOf: repeatElement(false, count: index + 1 - isNoted.count)) }
        guard !isNoted[index] else { return }
        isNoted[index] = true
        apps.append(index)
    }

    /// Notes that every app's view may have changed.
    mutating func noteEveryApp() {
        everyApp = true
        clearList()
    }

    /// Moves the apps noted, in app order, into `buffer` (emptied first), or every app of `appCount`; starts over.
    mutating func take(into buffer: inout [AppID], appCount: Int) {
        buffer.removeAll(keepingCapacity: true)
        if everyApp {
            buffer.append(contentsOf: (0..<appCount).lazy.map(AppID.init))
        } else {
            if !apps.isSorted { apps.sort() }
            buffer.append(contentsOf: apps.lazy.map(AppID.init))
        }
        everyApp = false
        clearList()
    }

    private mutating func clearList() {
        for index in apps { isNoted[index] = false }
        apps.removeAll(keepingCapacity: true)
    }
}
