/// What the app's process knows of its session's activation (not in the SDK: `AVAudioSession` never says whether
/// it is active, so the Kit counts the activations it makes, through any wrapper of the same session, and the
/// interruptions and resets the session reports).
public enum ActivationKnowledge: Hashable, Sendable, CustomStringConvertible {
    /// The last activation call through the Kit succeeded, and no interruption or reset came since.
    case active
    /// The last deactivation through the Kit succeeded, or an interruption or a media-services reset came since the
    /// last activation.
    case inactive
    /// Nothing through the Kit has activated or deactivated the session yet: the host app may have activated it
    /// with `AVAudioSession` directly. A borrow never deactivates a session in this state.
    case unknown

    /// `active`, `inactive` or `unknown`.
    public var description: String {
        switch self {
        case .active: "active"
        case .inactive: "inactive"
        case .unknown: "unknown"
        }
    }
}

/// The activation knowledge of one session, shared by every wrapper of it, updated from their calls and the
/// session's notifications.
package final class ActivationTracker: Sendable {
    private let knowledge: Locked<ActivationKnowledge>

    /// A tracker starting from `initial`.
    package init(_ initial: ActivationKnowledge) { knowledge = Locked(initial) }

    /// What is known now.
    package var current: ActivationKnowledge { knowledge.withLock { $0 } }

    /// Records a successful `setActive(_:options:)` (or a deactivation that failed with `isBusy`, which deactivates).
    package func record(active: Bool) { knowledge.withLock { $0 = active ? .active : .inactive } }

    /// Follows a notification: an interruption that begins, or a reset, leaves the session inactive.
    package func follow(_ notification: AudioSessionNotification) {
        switch notification {
        case .interruptionBegan, .mediaServicesWereLost, .mediaServicesWereReset:
            knowledge.withLock { $0 = .inactive }
        default:
            break
        }
    }

    /// Sets what the host app knows (``AudioSessionProtocol/assumeActivation(_:)``).
    package func assume(_ value: ActivationKnowledge) { knowledge.withLock { $0 = value } }
}

/// Where a session keeps its one ``SharedActivation``: made on first use, kept while a component holds it.
package final class SharedActivationSlot: Sendable {
    private final class Slot: @unchecked Sendable {
        weak var value: SharedActivation?
        /// The same object, held strongly while a component holds the session, runs I/O or borrows it, so that a
        /// component that did not keep its `sharedActivation` still finds its holds there.
        var pinned: SharedActivation?
        var observation: AudioSessionObservation?
    }

    private let slot = Locked(Slot())

    /// An empty slot.
    package init() {}

    /// The session's shared activation, made for `session` if none is alive.
    package func sharedActivation(for session: any AudioSessionProtocol) -> SharedActivation {
        let (shared, isNew) = slot.withLock { slot -> (SharedActivation, Bool) in
            if let existing = slot.value { return (existing, false) }
            let made = SharedActivation(session)
            slot.value = made
            return (made, true)
        }
        if isNew {
            let observation = shared.addEventObserver { [weak self, weak shared] _ in
                guard let self, let shared else { return }
                let idle = shared.isIdle
                self.slot.withLock { $0.pinned = idle ? nil : shared }
            }
            slot.withLock { $0.observation = observation }
        }
        return shared
    }
}

/// What every wrapper of one session shares: its activation knowledge and its shared activation.
package final class SessionSharing: Sendable {
    /// The activation knowledge.
    package let tracker: ActivationTracker
    /// The shared activation.
    package let slot = SharedActivationSlot()

    /// Sharing that starts from `initial` knowledge.
    package init(_ initial: ActivationKnowledge) { tracker = ActivationTracker(initial) }
}
