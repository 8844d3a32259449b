import AudioSessionModel

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

/// A sound server the daemon enforces its decisions on (`--backend`); `none` records them only.
package protocol SoundServer: AnyObject, Sendable {
    /// The backend's name, as `--backend` writes it and the record's `how` reports when nothing is done.
    var name: String { get }
    /// Applies `enforcement` to the streams of `app` (its connection's process, its token); returns how it was
    /// done (`pause`, `mute`, `park`, `loopback`, or `none`) and whether the server acknowledged it.
    func enforce(_ enforcement: Enforcement, app: String, pid: Int32?, token: String?) -> (how: String, ok: Bool)
    /// Lifts every enforcement: the daemon stops.
    func liftAll()
}

/// The `none` backend: no sound server; every enforcement is recorded, here and in the record, and nothing is done.
package final class RecordingSoundServer: SoundServer {
    /// One call.
    package struct Call: Hashable, Sendable {
        /// The app.
        package var app: String
        /// What was asked.
        package var enforcement: Enforcement
    }

    private let log = Locked<[Call]>([])

    /// A backend that records.
    package init() {}

    /// `none`.
    package var name: String { "none" }

    /// Every call so far, in order.
    package var calls: [Call] { log.withLock { $0 } }

    /// Records the call; nothing is done (`how` is `none`).
    package func enforce(_ enforcement: Enforcement, app: String, pid: Int32?, token: String?) -> (
        how: String, ok: Bool
    ) {
        log.withLock { $0.append(Call(app: app, enforcement: enforcement)) }
        return ("none", true)
    }

    /// Nothing to lift.
    package func liftAll() {}
}
