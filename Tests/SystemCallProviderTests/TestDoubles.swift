#if canImport(CallKitStandIn)
    import AudioSessionKit
    import AudioSessionModel

    /// A clock the test moves by hand: work runs when the test fires it.
    final class ManualScheduler: AudioSessionScheduler {
        private struct Pending {
            var id: Int
            var delay: Duration
            var work: @Sendable () -> Void
        }

        private let pending = Locked<[Pending]>([])
        private let nextID = Locked(0)

        func schedule(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> ScheduledWork {
            let id = nextID.withLock { id -> Int in
                id += 1
                return id
            }
            pending.withLock { $0.append(Pending(id: id, delay: delay, work: work)) }
            return ScheduledWork { [pending] in pending.withLock { $0.removeAll { $0.id == id } } }
        }

        /// The delays of the work still waiting.
        var delays: [Duration] { pending.withLock { $0.map(\.delay) } }

        /// Runs every waiting work whose delay is at most `delay`.
        func fire(upTo delay: Duration) {
            let due = pending.withLock { pending -> [Pending] in
                let due = pending.filter { $0.delay <= delay }
                pending.removeAll { $0.delay <= delay }
                return due
            }
            for work in due { work.work() }
        }
    }
#endif
