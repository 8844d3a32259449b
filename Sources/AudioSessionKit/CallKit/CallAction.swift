import Foundation

/// An action the system asks a CallKit app to perform on one call; mirrors `CXCallAction`.
///
/// The system acts on the call only once the app calls ``fulfill()``: it activates the session of an answered or
/// started call, holds, resumes or ends it. ``fail()`` ends an answered or started call.
public struct CallAction: Sendable {
    /// Mirrors `CXCallAction.callUUID`.
    public let callUUID: UUID
    private let onFulfill: @Sendable () -> Void
    private let onFail: @Sendable () -> Void

    /// An action on the call with this identifier; the closures run when the app fulfills or fails it (not in the
    /// SDK).
    public init(
        callUUID: UUID, onFulfill: @escaping @Sendable () -> Void = {}, onFail: @escaping @Sendable () -> Void = {}
    ) {
        self.callUUID = callUUID
        self.onFulfill = onFulfill
        self.onFail = onFail
    }

    /// Mirrors `CXAction.fulfill()`.
    public func fulfill() { onFulfill() }
    /// Mirrors `CXAction.fail()`.
    public func fail() { onFail() }
}
