import AudioSessionModel

extension RuleEvaluator {
    /// What the `setCategory` calls that surely ran before a call tell: those earlier in its function whose block,
    /// `switch` case or brace-less `if` holds it (a call in another branch may not have run).
    struct ScopeState {
        /// How many `setCategory` calls came before.
        var count = 0
        /// The one category they all name, when all are known and agree.
        var category: Category?
        /// The one configuration they all give, when all are fully known and agree.
        var configuration: SessionConfiguration?
        /// The configuration of the last of them, when fully known.
        var last: SessionConfiguration?
        /// Whether a `setMode` call of the function comes after this call.
        var modeChangesLater = false

        /// This state followed by the calls `later` sums up: "they all agree" folds pairwise, since a value that
        /// disagrees once stays `nil`, and `nil` only agrees with `nil`.
        func followed(by later: ScopeState) -> ScopeState {
            guard count > 0 else { return later }
            guard later.count > 0 else { return self }
            var result = self
            result.count += later.count
            result.category = category == later.category ? category : nil
            result.configuration = configuration == later.configuration ? configuration : nil
            result.last = later.last
            return result
        }
    }

    /// The `setCategory` calls of one function that share one reach, summed up.
    private struct ReachGroup {
        var function: Int
        var reach: Range<Int>
        var state: ScopeState
    }

    /// For each call of the file, the state of its function before it.
    ///
    /// Linear in the calls (times the nesting depth): the calls are taken in position order, and the `setCategory`
    /// calls seen so far are kept as a stack of groups by reach. Reaches are blocks, `switch` cases and statements,
    /// which nest, so a group whose reach has ended can never hold a later call and leaves the stack; the groups
    /// left that hold a call are the ones whose calls dominate it, outermost (earliest) first.
    static func scopeStates(_ file: FileFacts) -> [ScopeState] {
        let calls = file.calls
        var states = Array(repeating: ScopeState(), count: calls.count)
        let order = calls.indices.sorted { calls[$0].position < calls[$1].position }
        var groups: [ReachGroup] = []
        for index in order {
            let call = calls[index]
            while let top = groups.last, top.reach.upperBound <= call.position { groups.removeLast() }
            var state = ScopeState()
            for group in groups where group.function == call.function && group.reach.contains(call.position) {
                state = state.followed(by: group.state)
            }
            states[index] = state
            guard case .setCategory = call.kind else { continue }
            var own = ScopeState()
            own.count = 1
            own.category = category(call.kind)
            own.configuration = configuration(call.kind)
            own.last = own.configuration
            if let top = groups.last, top.function == call.function, top.reach == call.reach {
                groups[groups.count - 1].state = top.state.followed(by: own)
            } else {
                groups.append(ReachGroup(function: call.function, reach: call.reach, state: own))
            }
        }
        var modeLater: Set<Int> = []
        for index in order.reversed() {
            let call = calls[index]
            states[index].modeChangesLater = modeLater.contains(call.function)
            if case .setMode = call.kind { modeLater.insert(call.function) }
        }
        return states
    }
}
