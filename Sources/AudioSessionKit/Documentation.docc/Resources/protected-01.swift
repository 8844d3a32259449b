import Foundation

/// A value behind a lock, as an SDK that supports iOS 15 writes it (`Mutex` needs iOS 18): the samples use public
/// API only, so they read as an SDK vendor's own code.
final class Protected<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A protected `value`.
    init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, holding the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
