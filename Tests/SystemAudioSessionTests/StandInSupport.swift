#if canImport(AVFAudioStandIn)
    import AVFAudioStandIn
    import AudioSessionKit
    import AudioSessionModel
    import Dispatch
    import Foundation

    /// Whether code runs on the main queue: the main thread on iOS. (Off Apple platforms the test runner drains the
    /// main queue from a thread Foundation does not call main, so `Thread.isMainThread` cannot tell.)
    enum MainQueue {
        private static let key: DispatchSpecificKey<Bool> = {
            let key = DispatchSpecificKey<Bool>()
            DispatchQueue.main.setSpecific(key: key, value: true)
            return key
        }()

        static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true }
    }

    /// A scheduler whose time moves only when a test says: the timers of ad and call SDKs over the real session.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    final class ManualScheduler: AudioSessionScheduler {
        private struct Item {
            var id: Int
            var due: Duration
            var work: @Sendable () -> Void
        }

        private struct State {
            var now: Duration = .zero
            var nextID = 0
            var items: [Item] = []
        }

        private let state = Locked(State())

        /// The scheduler's time.
        var now: Duration { state.withLock { $0.now } }

        func schedule(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> ScheduledWork {
            let id = state.withLock { state in
                state.nextID += 1
                state.items.append(Item(id: state.nextID, due: state.now + delay, work: work))
                return state.nextID
            }
            return ScheduledWork { [state] in state.withLock { $0.items.removeAll { $0.id == id } } }
        }

        /// Moves time forward by `duration`, running the work due on the way in time order (then scheduling order).
        func advance(by duration: Duration) {
            let end = now + duration
            while true {
                let next = state.withLock { state -> Item? in
                    guard
                        let item = state.items.filter({ $0.due <= end })
                            .min(by: { ($0.due, $0.id) < ($1.due, $1.id) })
                    else { return nil }
                    state.items.removeAll { $0.id == item.id }
                    state.now = item.due
                    return item
                }
                guard let next else { break }
                next.work()
            }
            state.withLock { $0.now = end }
        }
    }

    /// Collects values from any thread, in order.
    final class Collected<Value: Sendable>: Sendable {
        private let values = Locked<[Value]>([])
        /// Adds one.
        func append(_ value: Value) { values.withLock { $0.append(value) } }
        /// Everything so far.
        var all: [Value] { values.withLock { $0 } }
    }

    /// The short name of a notification (`interruptionBegan`), for comparisons.
    func name(_ notification: AudioSessionNotification) -> String { notification.caseName }
#endif
