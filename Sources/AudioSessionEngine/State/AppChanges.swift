/// The apps changed since the engine last looked, so that it updates its indexes (routes, ducking, the route owner)
/// from those apps alone instead of reading every app after every event.
///
/// Bookkeeping, not part of the device's value: two states that differ only in it are equal.
struct AppChanges: Hashable, Sendable {
    /// App indices, in the order changed, possibly repeated.
    var touched: [Int] = []
    /// Too many changes to list, or an unknown start: every app must be looked at.
    var overflowed = true

    /// Notes a change to one app.
    @inline(__always)
    mutating func note(_ index: Int, appCount: Int) {
        guard !overflowed, touched.last != index else { return } // Runs of changes to one app are noted once.
        if touched.count >= 4 * appCount + 64 {
            overflowed = true
            touched.removeAll()
        } else {
            touched.append(index)
        }
    }

    static func == (lhs: AppChanges, rhs: AppChanges) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
