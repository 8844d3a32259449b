import AudioSessionModel

/// What restoring after a borrowed configuration did, step by step, and what the session reads afterwards (not in
/// the SDK).
public struct RestoreReport: Hashable, Sendable, CustomStringConvertible {
    /// One call a restore made (not in the SDK).
    public struct Step: Hashable, Sendable, CustomStringConvertible {
        /// The call (not in the SDK).
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

            /// `setConfiguration playback mode default options [] policy default` (not in the SDK).
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

        /// The call (not in the SDK).
        public var action: Action
        /// The error it failed with, if any (not in the SDK).
        public var error: AudioSessionError?

        /// A step (not in the SDK).
        public init(_ action: Action, error: AudioSessionError? = nil) {
            self.action = action
            self.error = error
        }

        /// Whether it failed in a way that leaves the session short of the snapshot (not in the SDK). `isBusy` from a
        /// deactivation does not: the session is inactive anyway (rule A5).
        public var isFailure: Bool {
            guard let error else { return false }
            return !(action == .deactivate && error.code == .isBusy)
        }

        /// `deactivate notifyOthers: isBusy '!act' (560030580)` (not in the SDK).
        public var description: String { error.map { "\(action): \($0)" } ?? "\(action)" }
    }

    /// The borrowing components whose scopes this restore ended, innermost first (not in the SDK).
    public var components: [String]
    /// The state the restore aimed for: the session as it was before the outermost of those borrows (not in the SDK).
    public var target: SessionSnapshot
    /// What the session reads after the restore (not in the SDK).
    public var result: SessionSnapshot
    /// The calls made, in order (not in the SDK).
    public var steps: [Step]
    /// Components whose hold or running I/O kept the session active although the target is inactive (not in the SDK).
    public var keptActiveFor: [String]
    /// Whether the target is active but the session was interrupted meanwhile, so the restore left it inactive for
    /// the interruption to end (rule I2; not in the SDK).
    public var leftInterrupted: Bool
    /// Whether the scope ended while a later borrow was still open, so its restore waits for that one (reverse
    /// order); the later borrow's report then covers it (not in the SDK).
    public var isDeferred: Bool

    /// A report (not in the SDK).
    public init(
        components: [String], target: SessionSnapshot, result: SessionSnapshot, steps: [Step] = [],
        keptActiveFor: [String] = [], leftInterrupted: Bool = false, isDeferred: Bool = false
    ) {
        self.components = components
        self.target = target
        self.result = result
        self.steps = steps
        self.keptActiveFor = keptActiveFor
        self.leftInterrupted = leftInterrupted
        self.isDeferred = isDeferred
    }

    /// The steps that failed (not in the SDK).
    public var failures: [Step] { steps.filter(\.isFailure) }

    /// Whether the session reads exactly the target, activation included when the target's was known (not in the
    /// SDK).
    public var isExact: Bool {
        guard target.activation == .unknown else { return result == target }
        var known = result
        known.activation = .unknown
        return known == target
    }

    /// Whether the activation before the borrow was unknown (the host may have activated the session itself), so
    /// the restore left the session active rather than risk deactivating the host's session (not in the SDK).
    public var leftActiveAsActivationWasUnknown: Bool { target.activation == .unknown && result.isActive }

    /// `XappAds: restored playback mode spokenAudio ... (2 steps, 0 failed)`.
    public var description: String {
        let who = components.joined(separator: ", ")
        if isDeferred { return "\(who): restore deferred until the later borrow ends" }
        var text = "\(who): restored \(result) (\(steps.count) steps, \(failures.count) failed)"
        if !keptActiveFor.isEmpty { text += "; kept active for \(keptActiveFor.joined(separator: ", "))" }
        if leftInterrupted { text += "; left interrupted" }
        return text
    }
}

/// A restore that could not bring the session back to its snapshot, thrown after the scope's value was computed
/// (not in the SDK).
public struct RestoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the restore did (not in the SDK).
    public var report: RestoreReport

    /// An error for a report (not in the SDK).
    public init(_ report: RestoreReport) { self.report = report }

    /// `restore incomplete: ...` (not in the SDK).
    public var description: String {
        "restore incomplete: " + report.failures.map(\.description).joined(separator: "; ")
    }
}
