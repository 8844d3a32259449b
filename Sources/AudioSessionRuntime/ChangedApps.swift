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

    /// Moves the apps noted, in app order, into `buffer` (emptied first); starts over. The two lists swap storage, so
    /// that a reader that does not keep the buffer costs no allocation.
    mutating func take(into buffer: inout [Int]) {
        apps.sort()
        for index in apps { isNoted[index] = false }
        buffer.removeAll(keepingCapacity: true)
        swap(&apps, &buffer)
    }
}
