import AudioSessionEngine
import AudioSessionModel

extension Runtime {
    /// Runs queued deliveries and the app code they trigger, unless a drain is already running (O1): each
    /// decision's deliveries all arrive first, then the reactions they trigger run in delivery order, and what
    /// those reactions decide queues behind.
    package func drainIfIdle() {
        if core.withLock({ $0.takeDrain() }) { drain() }
    }

    /// Runs the drain ``Core/takeDrain()`` took, until the queue is empty or the runtime stops.
    func drain() {
        // App code removed while the lock was held, released once it is not: its captures may call back in. For
        // the same reason a batch (which holds the endpoints it runs) is emptied outside the lock.
        var garbage: [@Sendable () -> Void] = []
        var batch: [(Pending, [Observer])] = []
        while nextBatch(into: &batch, endingWith: &garbage) {
            for (item, observers) in batch {
                guard run(item, observers) else { break }
            }
            batch.removeAll(keepingCapacity: true)
        }
        _ = garbage
    }

    /// Takes the next batch off the queue into `batch` (empty), announcing its deliveries; false when the queue is
    /// empty, and then the drain is over: `garbage` gets the app code to release. The batch's storage is the runtime's
    /// from drain to drain: most drains run one batch, and a new list for each would be allocated and freed again.
    private func nextBatch(
        into batch: inout [(Pending, [Observer])], endingWith garbage: inout [@Sendable () -> Void]
    ) -> Bool {
        core.withLock { core in
            guard core.stopped == nil, core.queueHead < core.queue.count else {
                core.emptyQueue()
                core.isDraining = false
                swap(&garbage, &core.garbage)
                if core.spareBatch.capacity < batch.capacity { swap(&batch, &core.spareBatch) }
                return false
            }
            if batch.capacity < core.spareBatch.capacity { swap(&batch, &core.spareBatch) }
            core.readClock()
            let end = core.batchEnds.first { $0 > core.queueHead } ?? core.queue.count
            while core.queueHead < end {
                let item = core.queue[core.queueHead]
                // L5: a held timer runs in its place, after what fell due before it has been delivered and
                // reacted to, and before what fell due after it: it ends the batch.
                if item.endsBatch, !batch.isEmpty { break }
                core.queueHead += 1
                switch item {
                case .deliver(let app, let delivery, let because, _):
                    core.emit(.delivered(app: app, delivery, because: because, time: core.time))
                    batch.append((item, core.observers[app.index]))
                case .heldTimer, .engine:
                    batch.append((item, []))
                }
                if item.endsBatch { break }
            }
            return true
        }
    }

    /// Runs one queued item: an app's endpoints for a delivery, a held timer's callback, or an engine step. Returns
    /// false when the runtime has stopped: the item did not run, and the drain ends. The check is made under the lock
    /// the item takes first, not one of its own.
    private func run(_ item: Pending, _ observers: [Observer]) -> Bool {
        switch item {
        case .deliver(let app, let delivery, _, let generation):
            guard !observers.isEmpty else { return true }
            let isRemote: Bool
            if case .notification(.remoteCommand) = delivery { isRemote = true } else { isRemote = false }
            // What the app's code does in reaction is one link further down the chain (O1).
            let outer = core.withLock { core -> Int? in
                guard core.stopped == nil else { return nil }
                if isRemote { core.applyBookkeeping(.handlingRemoteCommand(app, true)) }
                core.reactionDepth += 1
                core.runningCode.append(app)
                defer { core.generation = generation + 1 }
                return core.generation
            }
            guard let outer else { return false }
            for observer in observers { observer.body(delivery) }
            core.withLock { core in
                core.reactionDepth -= 1
                core.runningCode.removeLast()
                core.generation = outer
                if isRemote { core.applyBookkeeping(.handlingRemoteCommand(app, false)) }
            }
        case .heldTimer(let app, let id, let generation):
            let taken = core.withLock { core -> (body: (@Sendable () -> Void)?, mark: Int, outer: Int)? in
                guard core.stopped == nil else { return nil }
                defer { core.generation = generation + 1 }
                return (core.callbacks.removeValue(forKey: id), core.queue.count, core.generation)
            }
            guard let taken else { return false }
            let (body, mark, outer) = taken
            defer { core.withLock { core in core.generation = outer } }
            if let body {
                runAsReaction(of: app, body)
                // L5: it fell due before what is still queued, so what it delivers comes first.
                core.withLock { core in core.promoteItems(from: mark) }
            }
        case .engine(let event):
            return core.withLock { core in
                guard core.stopped == nil else { return false }
                core.applyBookkeeping(event)
                return true
            }
        }
        return true
    }
}

extension Runtime.Core {
    /// Takes the drain, unless one runs already or nothing is queued and nothing is to be released (as after most
    /// steps: then the queue's storage is reset, and no more locking follows).
    mutating func takeDrain() -> Bool {
        guard !isDraining else { return false }
        if queueHead >= queue.count, garbage.isEmpty {
            emptyQueue()
            return false
        }
        isDraining = true
        return true
    }

    /// Applies an event of the runtime's own bookkeeping with the clock read (``Runtime/applyBookkeeping(_:)``).
    mutating func applyBookkeeping(_ event: EngineEvent) {
        readClock()
        _ = try? apply(event)
    }

    /// Drops what was run from the queue, keeping its storage.
    mutating func emptyQueue() {
        guard queueHead > 0 || !queue.isEmpty || !batchEnds.isEmpty else { return }
        queue.removeAll(keepingCapacity: true)
        batchEnds.removeAll(keepingCapacity: true)
        queueHead = 0
    }
}

extension Runtime.Pending {
    /// A held timer or an engine step runs alone, after what was queued before it and the reactions it triggered.
    var endsBatch: Bool {
        switch self {
        case .deliver: false
        case .heldTimer, .engine: true
        }
    }
}
