import AudioSessionModel

/// Remembers which reaction ran last and which last re-armed itself, so that a run stopped as a loop (O1) or by
/// the run bound (O5) can name the reaction and its line.
final class LoopWitness: Sendable {
    /// A reaction of the scenario, as a message names it: made once per reaction and shared, so that recording
    /// which reaction ran copies no string.
    final class Mark: Sendable {
        let app: String
        let path: String
        let line: Int?

        init(app: String, path: String, line: Int?) {
            self.app = app
            self.path = path
            self.line = line
        }

        var description: String {
            "\(app)'s reaction \(path)\(line.map { " (line \($0))" } ?? "")"
        }
    }

    private struct State: Sendable {
        var lastRun: Mark?
        var lastArmed: Mark?
    }

    private let state = Locked(State())

    /// A reaction's actions are about to run.
    func ran(_ mark: Mark) { state.withLock { $0.lastRun = mark } }
    /// A reaction set its `after` timer.
    func armed(_ mark: Mark) { state.withLock { $0.lastArmed = mark } }

    /// The reaction that ran last.
    var lastRun: Mark? { state.withLock { $0.lastRun } }
    /// The reaction that set an `after` timer last.
    var lastArmed: Mark? { state.withLock { $0.lastArmed } }
}
