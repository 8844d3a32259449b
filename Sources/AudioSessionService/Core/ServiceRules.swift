/// The service's own rules, SV1 to SV4: what the daemon does around the engine, named in its log and record as the
/// engine's rules are.
package enum ServiceRule: String, Hashable, Sendable, CaseIterable {
    /// A connection that closes without `bye` releases: an active session is deactivated with `notifyOthers`, then
    /// the app is terminated (L6).
    case sv1 = "SV1"
    /// With `--on-client-exit terminate`, a closed connection only terminates the app (L6); what it interrupted is
    /// orphaned (I5).
    case sv2 = "SV2"
    /// A daemon restart is media services lost, then reset: the client library tells its app both, and the app
    /// configures and activates again (S7).
    case sv3 = "SV3"
    /// Enforcement is journalled before it is applied, and a starting daemon undoes what a previous one left.
    case sv4 = "SV4"

    /// `Podcasts's connection closed (rule SV1)`.
    package func because(_ text: String) -> String { "\(text) (rule \(rawValue))" }
}
