import AudioSessionModel

/// An error type a borrowed scope with typed throws can throw: the body's own errors, and the scope's failures
/// expressed in it (not in the SDK; `SharedActivation.withBorrowedConfiguration` with a `throws(E)` body).
public protocol BorrowedScopeError: Error {
    /// Setting the borrowed configuration or activating failed; the body did not run (not in the SDK).
    init(borrowFailure: AudioSessionError)
    /// The body returned, but a call of the restore failed (not in the SDK).
    init(restoreFailure: RestoreError)
}

extension AudioSessionError: BorrowedScopeError {
    /// The borrow's error itself (not in the SDK).
    public init(borrowFailure: AudioSessionError) { self = borrowFailure }

    /// The first failed restore call's code, with the whole report as the message (not in the SDK).
    public init(restoreFailure: RestoreError) {
        let code = restoreFailure.report.failures.lazy.compactMap(\.error).first?.code ?? .unspecified
        self.init(code, restoreFailure.description)
    }
}
