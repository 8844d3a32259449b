import AudioSessionModel

extension SharedActivation {
    /// Sets `borrowed` for the scope of `body`, then brings back exactly what was there: category, mode, options,
    /// policy, speaker override, preferred input and activation (not in the SDK; what the XappAds plugin and the
    /// Sinch SDK do around an ad or a call).
    ///
    /// Nested borrows restore in reverse order. A throwing scope still restores, then rethrows. The restore never
    /// deactivates while another component holds the session or runs I/O; it reports that, and every failed call,
    /// in a ``RestoreReport`` sent to the event observers as ``SharingEvent/restored(_:)``.
    ///
    /// - Throws: The error of setting the borrowed configuration or activating (after restoring; `body` does not
    ///   run); else the error `body` threw; else ``RestoreError`` when a restore call failed.
    public func withBorrowedConfiguration<T>(
        _ borrowed: BorrowedConfiguration, component: String, _ body: () throws -> T
    ) throws -> T {
        let borrow = try self.borrow(borrowed, component: component)
        let result = Result { try body() }
        let report = borrow.restore()
        let value = try result.get()
        if !report.failures.isEmpty { throw RestoreError(report) }
        return value
    }

    /// The asynchronous form of ``withBorrowedConfiguration(_:component:_:)-(_,_,()->T)``, for scopes that await, such as an ad
    /// that plays to its end (not in the SDK).
    public func withBorrowedConfiguration<T>(
        _ borrowed: BorrowedConfiguration, component: String, isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> T
    ) async throws -> T {
        let borrow = try self.borrow(borrowed, component: component)
        let result: Result<T, any Error>
        do {
            result = .success(try await body())
        } catch {
            result = .failure(error)
        }
        let report = borrow.restore()
        let value = try result.get()
        if !report.failures.isEmpty { throw RestoreError(report) }
        return value
    }

    /// ``withBorrowedConfiguration(_:component:_:)-(_,_,()->T)`` with typed throws, for a body whose closure says what it throws
    /// (`{ () throws(AudioSessionError) in ... }`): the scope throws the body's error type, with its own failures (the
    /// borrow's error, an incomplete restore) expressed in it (not in the SDK).
    ///
    /// A closure that does not name its error type calls the untyped form, so existing code compiles unchanged.
    public func withBorrowedConfiguration<T, E: BorrowedScopeError>(
        _ borrowed: BorrowedConfiguration, component: String, _ body: () throws(E) -> T
    ) throws(E) -> T {
        let borrow: ConfigurationBorrow
        do { borrow = try self.borrow(borrowed, component: component) } catch { throw E(borrowFailure: error) }
        let result = Result { () throws(E) -> T in try body() }
        let report = borrow.restore()
        let value = try result.get()
        if !report.failures.isEmpty { throw E(restoreFailure: RestoreError(report)) }
        return value
    }

    /// The asynchronous form of the typed-throws `withBorrowedConfiguration(_:component:_:)` (not in the SDK).
    public func withBorrowedConfiguration<T, E: BorrowedScopeError>(
        _ borrowed: BorrowedConfiguration, component: String, isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws(E) -> T
    ) async throws(E) -> T {
        let borrow: ConfigurationBorrow
        do { borrow = try self.borrow(borrowed, component: component) } catch { throw E(borrowFailure: error) }
        let result: Result<T, E>
        do throws(E) {
            result = .success(try await body())
        } catch {
            result = .failure(error)
        }
        let report = borrow.restore()
        let value = try result.get()
        if !report.failures.isEmpty { throw E(restoreFailure: RestoreError(report)) }
        return value
    }

    /// The borrows still open, outermost first, with the state each will restore (not in the SDK).
    public var openBorrows: [(component: String, previous: SessionSnapshot)] {
        state.withLock { state in state.borrows.filter { !$0.isFinished }.map { ($0.component, $0.previous) } }
    }

    /// Sets `borrowed` until the returned borrow's ``ConfigurationBorrow/restore()`` (not in the SDK); for scopes
    /// that are not one block of code, such as a call that starts and ends on callbacks.
    ///
    /// - Throws: The error of setting the configuration or activating, after restoring what was set.
    public func borrow(
        _ borrowed: BorrowedConfiguration, component: String
    ) throws(AudioSessionError) -> ConfigurationBorrow {
        let (id, previous) = try beginBorrow(borrowed, component: component)
        return ConfigurationBorrow(shared: self, id: id, component: component, previous: previous)
    }

    /// Takes the snapshot, pushes the borrow and sets the configuration; restores and throws if that fails.
    func beginBorrow(
        _ borrowed: BorrowedConfiguration, component: String
    ) throws(AudioSessionError) -> (id: Int, previous: SessionSnapshot) {
        let previous = SessionSnapshot(of: session)
        let id = state.withLock { state in
            state.nextID += 1
            state.borrows.append(
                Borrow(
                    id: state.nextID, component: component, previous: previous, holdsActivation: false,
                    isFinished: false))
            return state.nextID
        }
        do throws(AudioSessionError) {
            if !borrowed.isSatisfied(by: session.configuration) {
                try session.setConfiguration(borrowed.configuration)
            }
            if borrowed.activates {
                state.withLock { state in
                    state.addHold(component)
                    if let index = state.borrows.firstIndex(where: { $0.id == id }) {
                        state.borrows[index].holdsActivation = true
                    }
                }
                if !session.isActive {
                    try session.setActive(true)
                    state.withLock { $0.isInterrupted = false }
                }
            }
        } catch {
            endBorrow(id)
            throw error
        }
        let applied = SessionSnapshot(of: session)
        state.withLock { state in
            if let index = state.borrows.firstIndex(where: { $0.id == id }) {
                state.borrows[index].applied = applied
                state.borrows[index].keepsHostChanges = borrowed.keepsHostChanges
            }
        }
        report(.borrowed(component: component, previous: previous))
        return (id, previous)
    }

    /// Marks the borrow finished; when it is the innermost open one, restores the state before the outermost
    /// finished borrow above every open one (reverse order).
    @discardableResult
    func endBorrow(_ id: Int) -> RestoreReport {
        enum Plan {
            case deferred(RestoreReport)
            case restore(components: [String], target: SessionSnapshot, keptActiveFor: [String], keep: SessionSnapshot?)
        }
        let plan = state.withLock { state -> Plan in
            guard let index = state.borrows.firstIndex(where: { $0.id == id }) else {
                preconditionFailure("a borrow ends once")
            }
            state.borrows[index].isFinished = true
            guard index == state.borrows.count - 1 else {
                let borrow = state.borrows[index]
                return .deferred(
                    RestoreReport(
                        components: [borrow.component], target: borrow.previous, result: borrow.previous,
                        isDeferred: true))
            }
            var ended: [Borrow] = []
            while let last = state.borrows.last, last.isFinished {
                ended.append(state.borrows.removeLast())
            }
            for borrow in ended where borrow.holdsActivation {
                _ = state.removeHold(borrow.component)
            }
            let endedComponents = ended.map(\.component)
            var others = state.holds.map(\.component)
            for component in state.runningIO where !endedComponents.contains(component) && !others.contains(component) {
                others.append(component)
            }
            // `ended` is innermost first; the outermost one's snapshot is the state to bring back.
            let outermost = ended[ended.count - 1]
            return .restore(
                components: endedComponents, target: outermost.previous, keptActiveFor: others,
                keep: outermost.keepsHostChanges ? outermost.applied : nil)
        }
        let report: RestoreReport
        switch plan {
        case .deferred(let deferred):
            report = deferred
        case .restore(let components, let target, let keptActiveFor, let applied):
            report = restore(
                to: target, components: components, keptActiveFor: keptActiveFor, keepingChangesSince: applied)
        }
        self.report(.restored(report))
        return report
    }

    /// Brings the session back to `target`. When the target is known inactive and nobody else needs the session, it
    /// deactivates first, so that the restored configuration never arbitrates against other apps (rule A4); when
    /// the activation before the borrow was unknown, it never deactivates (the host may have activated it). An
    /// interruption that began during the borrow is left to end by itself: the restore does not reactivate. With
    /// `applied` (the state the borrow left), a value that differs from it now was changed by the host and is kept.
    private func restore(
        to target: SessionSnapshot, components: [String], keptActiveFor: [String],
        keepingChangesSince applied: SessionSnapshot?
    ) -> RestoreReport {
        var steps: [RestoreReport.Step] = []
        func run(_ action: RestoreReport.Step.Action, _ call: () throws(AudioSessionError) -> Void) {
            do {
                try call()
                steps.append(RestoreReport.Step(action))
            } catch {
                steps.append(RestoreReport.Step(action, error: error))
            }
        }
        let deactivates = target.activation == .inactive && session.isActive && keptActiveFor.isEmpty
        if deactivates {
            run(.deactivate) { () throws(AudioSessionError) in
                try session.setActive(false, options: .notifyOthersOnDeactivation)
            }
        }
        let hostChangedConfiguration = applied.map { session.configuration != $0.configuration } ?? false
        let hostChangedInput = applied.map { session.preferredInput != $0.preferredInput } ?? false
        let hostChangedOverride = applied.map { session.portOverride != $0.portOverride } ?? false
        if session.configuration != target.configuration, !hostChangedConfiguration {
            run(.setConfiguration(target.configuration)) { () throws(AudioSessionError) in
                try session.setConfiguration(target.configuration)
            }
        }
        if session.preferredInput != target.preferredInput, !hostChangedInput {
            run(.setPreferredInput(target.preferredInput)) { () throws(AudioSessionError) in
                try session.setPreferredInput(target.preferredInput)
            }
        }
        if session.portOverride != target.portOverride, !hostChangedOverride {
            run(.overrideOutput(target.portOverride)) { () throws(AudioSessionError) in
                try session.overrideOutputAudioPort(target.portOverride)
            }
        }
        let leftInterrupted = target.isActive && !session.isActive && isInterrupted
        if target.isActive, !session.isActive, !leftInterrupted {
            run(.activate) { () throws(AudioSessionError) in try session.setActive(true) }
        }
        let result = SessionSnapshot(of: session)
        let kept = target.activation == .inactive && result.isActive ? keptActiveFor : []
        return RestoreReport(
            components: components, target: target, result: result, steps: steps, keptActiveFor: kept,
            leftInterrupted: leftInterrupted)
    }
}
