import AudioSessionModel

/// What one component's release of the shared session did (not in the SDK).
public enum ReleaseOutcome: Hashable, Sendable {
    /// Other components still hold the session, so it stays active.
    case stillHeld(by: [String])
    /// Nobody holds the session, but these components' I/O runs, so it stays active.
    case keptActiveForRunningIO(of: [String])
    /// The last holder released: the session was deactivated with `notifyOthersOnDeactivation`.
    case deactivated
    /// The last holder released and `setActive(false, options: .notifyOthersOnDeactivation)` failed; with `isBusy`
    /// the session is inactive anyway (rule A5).
    case deactivationFailed(AudioSessionError)
    /// The component held nothing: a surplus release, reported and otherwise ignored.
    case surplus
}
