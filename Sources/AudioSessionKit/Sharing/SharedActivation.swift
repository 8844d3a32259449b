import AudioSessionModel

/// One audio session shared by the components of an app (the app itself, an ad SDK, a call SDK, a game engine):
/// each activates and releases on its own, and the session deactivates only when the last one releases (not in the
/// SDK; the seeds' SDKs each call `setActive(_:options:)` on the shared `AVAudioSession`).
///
/// A session has exactly one: every component finds it as `session.sharedActivation`
/// (``AudioSessionProtocol/sharedActivation``), whatever wrapper of the session it was given.
///
/// Calls into the session are made outside the lock, because a session delivers notifications synchronously
/// (the simulator does) and observers may call back in. Use one instance per session, from one thread or actor at a
/// time (the main thread, as apps use `AVAudioSession`): calls from several threads at once can interleave.
public final class SharedActivation: Sendable {
    /// The session shared (not in the SDK).
    public let session: any AudioSessionProtocol

    struct Hold {
        var component: String
        var count: Int
    }

    struct Borrow {
        var id: Int
        var component: String
        var previous: SessionSnapshot
        /// What the borrow left once set up: a later difference is a change made by someone else.
        var applied: SessionSnapshot? = nil
        var keepsHostChanges = false
        var holdsActivation: Bool
        var isFinished: Bool
    }

    struct Observer {
        var id: Int
        var handler: @Sendable (SharingEvent) -> Void
    }

    struct State {
        var holds: [Hold] = []
        var runningIO: [String] = []
        var borrows: [Borrow] = []
        var observers: [Observer] = []
        var nextID = 0
        var isInterrupted = false
        var sessionObservation: AudioSessionObservation?
    }

    let state = Locked(State())

    /// Shares `session`: internal, so that a session has one (its ``AudioSessionProtocol/sharedActivation``, where
    /// every component finds it) and holds are never split between two.
    init(_ session: any AudioSessionProtocol) {
        self.session = session
        let observation = session.addObserver { [weak self] notification in
            switch notification {
            case .interruptionBegan: self?.state.withLock { $0.isInterrupted = true }
            case .interruptionEnded, .mediaServicesWereReset: self?.state.withLock { $0.isInterrupted = false }
            default: break
            }
        }
        state.withLock { $0.sessionObservation = observation }
    }

    deinit {
        state.withLock { $0.sessionObservation }?.cancel()
    }

    /// Whether the session is interrupted: an `AVAudioSession.interruptionNotification` began and has not ended, and
    /// nothing here reactivated it since.
    public var isInterrupted: Bool { state.withLock { $0.isInterrupted } }

    /// The components that hold the session, in the order they first acquired it (not in the SDK).
    public var holders: [String] { state.withLock { $0.holds.map(\.component) } }

    /// Activates the session for `component` and records the hold; each acquire needs a release. Throws the
    /// activation's error, and then records nothing (not in the SDK).
    ///
    /// It activates even when the Kit knows the session active: iOS deactivates a suspended app's session without
    /// telling it (the app cannot know it was suspended), so that knowledge may be stale once the app runs again, and
    /// activating an active session changes nothing. ``SharingEvent/acquired(component:activated:)`` says whether
    /// the session was not known active before.
    public func acquire(_ component: String) throws(AudioSessionError) {
        let activated = !session.isActive
        try session.setActive(true)
        state.withLock { state in
            state.addHold(component)
            if activated { state.isInterrupted = false }
        }
        report(.acquired(component: component, activated: activated))
    }

    /// Ends one hold of `component`. The last release deactivates with `notifyOthersOnDeactivation`, unless another
    /// component's I/O still runs; a release without a hold is reported as ``ReleaseOutcome/surplus``, never fatal (not
    /// in the SDK).
    @discardableResult
    public func release(_ component: String) -> ReleaseOutcome {
        enum Next {
            case done(ReleaseOutcome)
            case deactivate
        }
        let next = state.withLock { state -> Next in
            guard state.removeHold(component) else { return .done(.surplus) }
            let holders = state.holds.map(\.component)
            if !holders.isEmpty { return .done(.stillHeld(by: holders)) }
            let running = state.runningIO.filter { $0 != component }
            if !running.isEmpty { return .done(.keptActiveForRunningIO(of: running)) }
            return .deactivate
        }
        let outcome: ReleaseOutcome
        switch next {
        case .done(let value):
            outcome = value
        case .deactivate:
            do {
                try session.setActive(false, options: .notifyOthersOnDeactivation)
                outcome = .deactivated
            } catch {
                outcome = .deactivationFailed(error)
            }
        }
        report(.released(component: component, outcome: outcome))
        return outcome
    }

    /// Whether no component holds the session, runs I/O or borrows it.
    var isIdle: Bool { state.withLock { $0.holds.isEmpty && $0.runningIO.isEmpty && $0.borrows.isEmpty } }

    /// Runs `handler` for every event from now on, until the token is cancelled (not in the SDK).
    public func addEventObserver(_ handler: @escaping @Sendable (SharingEvent) -> Void) -> AudioSessionObservation {
        let id = state.withLock { state in
            state.nextID += 1
            state.observers.append(Observer(id: state.nextID, handler: handler))
            return state.nextID
        }
        return AudioSessionObservation { [weak self] in
            self?.state.withLock { state in state.observers.removeAll { $0.id == id } }
        }
    }

    /// Tells every observer, outside the lock.
    func report(_ event: SharingEvent) {
        let observers = state.withLock { $0.observers }
        for observer in observers { observer.handler(event) }
    }
}

extension SharedActivation.State {
    mutating func addHold(_ component: String) {
        if let index = holds.firstIndex(where: { $0.component == component }) {
            holds[index].count += 1
        } else {
            holds.append(SharedActivation.Hold(component: component, count: 1))
        }
    }

    /// Removes one hold; `false` when the component held nothing.
    mutating func removeHold(_ component: String) -> Bool {
        guard let index = holds.firstIndex(where: { $0.component == component }) else { return false }
        holds[index].count -= 1
        if holds[index].count == 0 { holds.remove(at: index) }
        return true
    }
}
