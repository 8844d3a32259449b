import AudioSessionEngine

/// The apps events changed since a reader last looked: what the engine notes for policy views, each app once.
struct ChangedApps: Sendable {
    /// The apps noted, in the order noted.
    private(set) var apps: [Int] = []
    /// Whether each app is in ``apps``.
    private var isNoted: [Bool] = []

    /// Notes the apps `ids`.
    mutating func note(_ ids: [AppID]) {
        for id in ids { note(id.index) }
    }

    /// Notes app `index`.
    mutating func note(_ index: Int) {
        if index >= isNoted.count { isNoted.append(contentsOf: repeatElement(false, count: index + 1 - isNoted.count)) }
        guard !isNoted[index] else { return }
        isNoted[index] = true
        apps.append(index)
    }

    /// The apps noted, in app order; starts over.
    mutating func take() -> [Int] {
        let taken = apps.sorted()
        for index in apps { isNoted[index] = false }
        apps.removeAll(keepingCapacity: true)
        return taken
    }
}
