import AudioSessionModel

/// What restoring after a borrowed configuration did, step by step, and what the session reads afterwards (not in
/// the SDK).
public struct RestoreReport: Hashable, Sendable, CustomStringConvertible {
    /// One call a restore made.
    public struct Step: Hashable, Sendable, CustomStringConvertible {
        /// The call.
        public enum Action: Hashable, Sendable, CustomStringConvertible {
            /// `setCategory(_:mode:policy:options:)` back to this configuration.
            case setConfiguration(SessionConfiguration)
            /// `setPreferredInput(_:)` back to this input.
            case setPreferredInput(PortDescription?)
            /// `overrideOutputAudioPort(_:)` back to this override.
            case overrideOutput(PortOverride)
            /// `setActive(true)`.
            case activate
            /// `setActive(false, options: .notifyOthersOnDeactivation)`.
            case deactivate

            /// `setConfiguration playback mode default options [] policy default`.
            public var description: String {
                switch self {
                case .setConfiguration(let configuration): "setConfiguration \(configuration)"
                case .setPreferredInput(let input): "setPreferredInput \(input.map(\.description) ?? "none")"
                case .overrideOutput(let value): "overrideOutput \(value)"
                case .activate: "activate"
                case .deactivate: "deactivate notifyOthers"
                }
            }
        }

        /// The call.
        public var action: Action
        /// The error it failed with, if any.
        public var error: AudioSessionError?

        /// A step.
        public init(_ action: Action, error: AudioSessionError? = nil) {
            self.action = action
            self.error = error
        }

        /// Whether it failed in a way that leaves the session short of the snapshot. `isBusy` from a deactivation
        /// does not: the session is inactive anyway (rule A5).
        public var isFailure: Bool {
            guard let error else { return false }
            return !(action == .deactivate && error.code == .isBusy)
        }

        /// `deactivate notifyOthers: isBusy '!act' (560030580)`.
        public var description: String { error.map { "\(action): \($0)" } ?? "\(action)" }
    }

    /// The borrowing components whose scopes this restore ended, innermost first.
    public var components: [String]
    /// The state the restore aimed for: the session as it was before the outermost of those borrows.
    public var target: SessionSnapshot
    /// What the session reads after the restore.
    public var result: SessionSnapshot
    /// The calls made, in order.
    public var steps: [Step]
    /// Components whose hold or running I/O kept the session active although the target is inactive.
    public var keptActiveFor: [String]
    /// Whether the scope ended while a later borrow was still open, so its restore waits for that one (reverse
    /// order); the later borrow's report then covers it.
    public var isDeferred: Bool

    /// A report.
    public init(
        components: [String], target: SessionSnapshot, result: SessionSnapshot, steps: [Step] = [],
        keptActiveFor: [String] = [], isDeferred: Bool = false
    ) {
        self.components = components
        self.target = target
        self.result = result
        self.steps = steps
        self.keptActiveFor = keptActiveFor
        self.isDeferred = isDeferred
    }

    /// The steps that failed.
    public var failures: [Step] { steps.filter(\.isFailure) }

    /// Whether the session reads exactly the target, activation included.
    public var isExact: Bool { result == target }

    /// `XappAds: restored playback mode spokenAudio ... (2 steps, 0 failed)`.
    public var description: String {
        let who = components.joined(separator: ", ")
        if isDeferred { return "\(who): restore deferred until the later borrow ends" }
        var text = "\(who): restored \(result) (\(steps.count) steps, \(failures.count) failed)"
        if !keptActiveFor.isEmpty { text += "; kept active for \(keptActiveFor.joined(separator: ", "))" }
        return text
    }
}

/// A restore that could not bring the session back to its snapshot, thrown after the scope's value was computed
/// (not in the SDK).
public struct RestoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the restore did.
    public var report: RestoreReport

    /// An error for a report.
    public init(_ report: RestoreReport) { self.report = report }

    /// `restore incomplete: ...`.
    public var description: String {
        "restore incomplete: " + report.failures.map(\.description).joined(separator: "; ")
    }
}
