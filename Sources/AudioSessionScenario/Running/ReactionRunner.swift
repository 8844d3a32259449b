import AudioSessionEngine
import AudioSessionKit
import AudioSessionModel
import AudioSessionSimulator
import AudioSessionTesting
import AudioSessionVocabulary

/// Runs an app's `reactions` as its code: on each delivery the matching reactions run at once or are scheduled,
/// and a pending `after` reaction is cancelled by its `unless` event received first (E3).
final class ReactionRunner: Sendable {
    private struct Pending: Sendable {
        var key: Int
        var timer: Int?
        var unless: Trigger?
    }

    private struct State: Sendable {
        var pending: [Pending] = []
        var nextKey = 0
    }

    private let session: SimulatedAudioSession
    private let reactions: [Reaction]
    private let state = Locked(State())
    private let witness: LoopWitness
    /// Each reaction as a loop's message names it, by position in ``reactions``.
    private let marks: [LoopWitness.Mark]
    /// Whether a reaction has an `unless` event: only then can a delivery cancel a pending reaction.
    private let hasUnless: Bool

    init(session: SimulatedAudioSession, appName: String, reactions: [Reaction], witness: LoopWitness) {
        self.session = session
        self.reactions = reactions
        self.witness = witness
        marks = reactions.map { LoopWitness.Mark(app: appName, path: $0.path, line: $0.line) }
        hasUnless = reactions.contains { $0.unless != nil }
    }

    /// Starts listening to the app's deliveries.
    func install() -> AudioSessionObservation {
        session.addDeliveryObserver { [self] delivery in handle(delivery) }
    }

    private func handle(_ delivery: Delivery) {
        let trigger: Trigger
        switch delivery {
        case .notification(let notification): trigger = .notification(notification.kind)
        case .lifecycle(let event): trigger = .lifecycle(event)
        }
        let cancelled =
            !hasUnless
            ? []
            : state.withLock { state -> [Int] in
                guard state.pending.contains(where: { $0.unless == trigger }) else { return [] }
                let hits = state.pending.filter { $0.unless == trigger }.compactMap(\.timer)
                state.pending.removeAll { $0.unless == trigger }
                return hits
            }
        for timer in cancelled { session.device.cancel(timer) }
        // The delivery's fields are spelled out only for a reaction with conditions to check.
        var fields: [(name: String, value: String)]?
        // Each reaction is read in place, by position: a delivery copies none of them.
        for index in reactions.indices where reactions[index].on == trigger {
            if !reactions[index].conditions.isEmpty {
                if fields == nil, case .notification(let notification) = delivery {
                    fields = Vocabulary.standard.fields(of: notification)
                }
                let matches = reactions[index].conditions.allSatisfy { condition in
                    (fields ?? []).contains { $0.name == condition.name && $0.value == condition.value }
                }
                guard matches else { continue }
            }
            if let delay = reactions[index].after {
                witness.armed(marks[index])
                schedule(reactions[index].actions, after: delay, unless: reactions[index].unless, mark: marks[index])
            } else {
                witness.ran(marks[index])
                run(reactions[index].actions)
            }
        }
    }

    private func schedule(
        _ actions: [AppAction], after delay: ScenarioTime, unless: Trigger?, mark: LoopWitness.Mark
    ) {
        // Only a reaction that an `unless` event may cancel is kept pending (so that many timers cost linear time).
        guard let unless else {
            session.device.schedule(afterNanoseconds: delay.nanoseconds, for: session.app) { [self] in
                witness.ran(mark)
                run(actions)
            }
            return
        }
        let key = state.withLock { state -> Int in
            state.nextKey += 1
            state.pending.append(Pending(key: state.nextKey, timer: nil, unless: unless))
            return state.nextKey
        }
        let timer = session.device.schedule(afterNanoseconds: delay.nanoseconds, for: session.app) { [self] in
            state.withLock { state in state.pending.removeAll { $0.key == key } }
            witness.ran(mark)
            run(actions)
        }
        state.withLock { state in
            if let index = state.pending.firstIndex(where: { $0.key == key }) { state.pending[index].timer = timer }
        }
    }

    private func run(_ actions: [AppAction]) {
        for action in actions { try? session.perform(action) }
    }
}
