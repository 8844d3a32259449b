/// What the engine's decisions ask of the sound server for one app's streams (the mapping of the service's
/// enforcement): nothing, silence (interrupted, silenced or output-muted), or a duck.
package enum Enforcement: String, Hashable, Sendable, CaseIterable {
    /// The app may be heard as it plays.
    case none
    /// The app must not be heard.
    case silence
    /// The app is heard at the duck level.
    case duck
}
