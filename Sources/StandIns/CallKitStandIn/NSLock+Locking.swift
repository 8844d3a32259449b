import Foundation

extension NSLock {
    /// Runs `body` holding the lock: `NSLocking.withLock` needs macOS 13 and iOS 16, and the package builds this
    /// target for macOS 12 too.
    func locking<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
