import AudioSessionEngine

extension Runtime {
    /// What an entry into the runtime (an action, a turn's end, a timer) leaves to do once it releases the lock,
    /// decided under that lock so that the common case takes no second one.
    enum AfterEntry: Equatable {
        /// Nothing: nothing is queued and nothing is left to settle, or a drain already running takes what is.
        case done
        /// Run the deliveries queued: the drain is taken already (``Core/takeDrain()``).
        case drain
        /// At top level: run the deliveries, then decide suspensions (L3).
        case finish
    }
}

extension Runtime.Core {
    /// What the entry now ending leaves to do: at top level (no drain running, no turn open), the deliveries and the
    /// suspensions unless there are none; within a turn or a drain, the deliveries only, when no drain runs yet.
    mutating func afterEntry() -> Runtime.AfterEntry {
        guard !isDraining, batchDepth == 0 else { return takeDrain() ? .drain : .done }
        // Nothing queued, nothing to release and nothing to settle (as after most steps): what `finishTopLevel()`
        // would do comes down to resetting the queue.
        guard queueHead >= queue.count, garbage.isEmpty, stopped != nil || engine.hasNothingToSettle else {
            return .finish
        }
        emptyQueue()
        return .done
    }

    /// ``afterEntry()`` for a timer: when nothing is left, the chain it continued (O1) ends here as well.
    mutating func afterEntryEndingChain() -> Runtime.AfterEntry {
        let next = afterEntry()
        if next == .done { generation = 0 }
        return next
    }
}
