import AudioSessionModel

/// A borrowed configuration in place until ``restore()`` (not in the SDK); for scopes that are not one block of
/// code, such as a call that ends on a callback.
public final class ConfigurationBorrow: Sendable {
    /// The borrowing component (not in the SDK).
    public let component: String
    /// The state the restore brings back (unless a later borrow is still open: then that one's restore does) (not in
    /// the SDK).
    public let previous: SessionSnapshot
    private let shared: SharedActivation
    private let id: Int
    private let state = Locked<(isClaimed: Bool, report: RestoreReport?)>((false, nil))

    init(shared: SharedActivation, id: Int, component: String, previous: SessionSnapshot) {
        self.shared = shared
        self.id = id
        self.component = component
        self.previous = previous
    }

    /// Whether ``restore()`` was called (not in the SDK).
    public var isRestored: Bool { state.withLock { $0.isClaimed } }

    /// Ends the borrow and restores (see ``SharedActivation/withBorrowedConfiguration(_:component:_:)-(_,_,()->T)``). A later
    /// call restores nothing and returns the first call's report (or, while that call still runs, an empty one) (not in
    /// the SDK).
    @discardableResult
    public func restore() -> RestoreReport {
        let (isFirst, earlier) = state.withLock { state in
            defer { state.isClaimed = true }
            return (!state.isClaimed, state.report)
        }
        guard isFirst else {
            return earlier ?? RestoreReport(components: [component], target: previous, result: previous)
        }
        let report = shared.endBorrow(id)
        state.withLock { $0.report = report }
        return report
    }
}
