/// A counter that changes whenever what a cache depends on changes, so that the cache compares one number instead of
/// the state it was made from.
///
/// Bookkeeping, not part of the value that holds it: two stamps are always equal and hash alike, so that two states
/// that differ only in how they got there compare equal. Caches compare ``value``.
struct VersionStamp: Hashable, Sendable {
    /// The count of changes, wrapping on overflow.
    var value = 0

    /// Notes a change.
    @inline(__always)
    mutating func bump() { value &+= 1 }

    static func == (lhs: VersionStamp, rhs: VersionStamp) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
