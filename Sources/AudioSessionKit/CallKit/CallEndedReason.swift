/// Why a call ended without the user, as the app reports it; mirrors `CXCallEndedReason` (same raw values).
public enum CallEndedReason: Int, Hashable, Sendable, CaseIterable {
    /// Mirrors `CXCallEndedReason.failed`.
    case failed = 1
    /// Mirrors `CXCallEndedReason.remoteEnded`: the other party hung up.
    case remoteEnded = 2
    /// Mirrors `CXCallEndedReason.unanswered`.
    case unanswered = 3
    /// Mirrors `CXCallEndedReason.answeredElsewhere`.
    case answeredElsewhere = 4
    /// Mirrors `CXCallEndedReason.declinedElsewhere`.
    case declinedElsewhere = 5
}
