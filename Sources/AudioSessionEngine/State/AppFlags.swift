/// One yes-or-no fact per app with how many apps have it, kept up to date app by app (an index of the engine).
///
/// Kept as bits, so that the apps with the fact are found a word (64 apps) at a time.
struct AppFlags: Sendable {
    private var words: [UInt64] = []
    /// How many apps the flags cover.
    private(set) var appCount = 0
    /// How many apps have the fact.
    private(set) var count = 0

    /// No app has it, for `appCount` apps.
    init(appCount: Int = 0) {
        self.appCount = appCount
        words = Array(repeating: 0, count: (appCount + 63) / 64)
    }

    /// Whether the index covers `appCount` apps.
    func covers(appCount: Int) -> Bool { self.appCount == appCount }

    @inline(__always)
    subscript(index: Int) -> Bool {
        precondition(index >= 0 && index < appCount, "no such app")
        return words[index >> 6] & (1 << UInt64(index & 63)) != 0
    }

    /// Records whether one app has the fact now.
    @inline(__always)
    mutating func set(_ index: Int, _ value: Bool) {
        guard self[index] != value else { return }
        words[index >> 6] ^= 1 << UInt64(index & 63)
        count += value ? 1 : -1
    }

    /// The first app at or after `start` that has the fact.
    @inline(__always)
    func first(from start: Int = 0) -> Int? {
        guard start < appCount, count > 0 else { return nil }
        var word = start >> 6
        var bits = words[word] & (~0 << UInt64(start & 63))
        while bits == 0 {
            word += 1
            if word == words.count { return nil }
            bits = words[word]
        }
        return word << 6 + bits.trailingZeroBitCount
    }
}
