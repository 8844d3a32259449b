/// One yes-or-no fact per app with how many apps have it, kept up to date app by app (an index of the engine).
struct AppFlags: Sendable {
    private(set) var flags: [Bool] = []
    /// How many apps have the fact.
    private(set) var count = 0

    /// No app has it, for `appCount` apps.
    init(appCount: Int = 0) { flags = Array(repeating: false, count: appCount) }

    /// Whether the index covers `appCount` apps.
    func covers(appCount: Int) -> Bool { flags.count == appCount }

    @inline(__always)
    subscript(index: Int) -> Bool { flags[index] }

    /// Records whether one app has the fact now.
    @inline(__always)
    mutating func set(_ index: Int, _ value: Bool) {
        guard flags[index] != value else { return }
        flags[index] = value
        count += value ? 1 : -1
    }
}
