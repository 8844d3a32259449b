import AudioSessionEngine
import AudioSessionModel

extension Runtime {
    /// Runs queued deliveries and the app code they trigger, unless a drain is already running (O1): each
    /// decision's deliveries all arrive first, then the reactions they trigger run in delivery order, and what
    /// those reactions decide queues behind.
    package func drainIfIdle() {
        let start = core.withLock { core -> Bool in
            guard !core.isDraining else { return false }
            // Nothing queued and nothing to release (as after most steps): no drain, and no more locking.
            if core.queueHead >= core.queue.count, core.garbage.isEmpty {
                core.emptyQueue()
                return false
            }
            core.isDraining = true
            return true
        }
        guard start else { return }
        // App code removed while the lock was held, released once it is not: its captures may call back in.
        var garbage: [@Sendable () -> Void] = []
        while let batch = nextBatch(endingWith: &garbage) {
            for (item, observers) in batch {
                if core.withLock({ $0.stopped != nil }) { break }
                run(item, observers)
            }
        }
        _ = garbage
    }

    /// Takes the next batch off the queue, announcing its deliveries; `nil` when the queue is empty, and then the
    /// drain is over: `garbage` gets the app code to release.
    private func nextBatch(endingWith garbage: inout [@Sendable () -> Void]) -> [(Pending, [Observer])]? {
        core.withLock { core in
            guard core.stopped == nil, core.queueHead < core.queue.count else {
                core.emptyQueue()
                core.isDraining = false
                swap(&garbage, &core.garbage)
                return nil
            }
            core.readClock()
            let end = core.batchEnds.first { $0 > core.queueHead } ?? core.queue.count
            var items: [(Pending, [Observer])] = []
            while core.queueHead < end {
                let item = core.queue[core.queueHead]
                // L5: a held timer runs in its place, after what fell due before it has been delivered and
                // reacted to, and before what fell due after it: it ends the batch.
                if item.endsBatch, !items.isEmpty { break }
                core.queueHead += 1
                switch item {
                case .deliver(let app, let delivery, let because, _):
                    core.emit(.delivered(app: app, delivery, because: because, time: core.time))
                    items.append((item, core.observers[app.index]))
                case .heldTimer, .engine:
                    items.append((item, []))
                }
                if item.endsBatch { break }
            }
            return items
        }
    }

    /// Runs one queued item: an app's endpoints for a delivery, a held timer's callback, or an engine step.
    private func run(_ item: Pending, _ observers: [Observer]) {
        switch item {
        case .deliver(let app, let delivery, _, let generation):
            guard !observers.isEmpty else { return }
            let isRemote: Bool
            if case .notification(.remoteCommand) = delivery { isRemote = true } else { isRemote = false }
            if isRemote { applyBookkeeping(.handlingRemoteCommand(app, true)) }
            // What the app's code does in reaction is one link further down the chain (O1).
            let outer = core.withLock { core in
                core.reactionDepth += 1
                core.runningCode.append(app)
                defer { core.generation = generation + 1 }
                return core.generation
            }
            for observer in observers { observer.body(delivery) }
            core.withLock { core in
                core.reactionDepth -= 1
                core.runningCode.removeLast()
                core.generation = outer
            }
            if isRemote { applyBookkeeping(.handlingRemoteCommand(app, false)) }
        case .heldTimer(let app, let id, let generation):
            let (body, mark, outer) = core.withLock { core in
                defer { core.generation = generation + 1 }
                return (core.callbacks.removeValue(forKey: id), core.queue.count, core.generation)
            }
            defer { core.withLock { core in core.generation = outer } }
            if let body {
                runAsReaction(of: app, body)
                // L5: it fell due before what is still queued, so what it delivers comes first.
                core.withLock { core in core.promoteItems(from: mark) }
            }
        case .engine(let event):
            applyBookkeeping(event)
        }
    }
}

extension Runtime.Core {
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
