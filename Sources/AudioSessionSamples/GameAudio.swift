import AudioSessionKit

/// A sample game sound engine's lifecycle, like Wwise's integration guide: `ambient` so the player's music goes on,
/// suspended in the background and woken in the foreground, the music bus muted while another app's non-mixable
/// audio plays, and everything rebuilt after a media-services reset.
public final class GameAudio: Sendable {
    private let session: any AudioSessionProtocol
    private let engine: any AudioIO
    private let log = Protected<[String]>([])
    private let resetObservation = Protected<AudioSessionObservation?>(nil)

    /// The lifecycle helper the host app forwards its delegate callbacks to.
    public let lifecycle: AudioEngineLifecycle

    /// A game engine rendering through `engine` on the host's session.
    public init(session: any AudioSessionProtocol, engine: any AudioIO) {
        let log = self.log
        self.session = session
        self.engine = engine
        lifecycle = AudioEngineLifecycle(
            session: session,
            callbacks: .init(
                suspend: { [engine] in
                    log.withLock { $0.append("suspend") }
                    engine.stopOutput()
                },
                wake: { [engine] in
                    log.withLock { $0.append("wake") }
                    try? engine.startOutput()
                },
                interruption: { began in log.withLock { $0.append(began ? "interrupted" : "interruption ended") } },
                secondaryAudioHint: { silence in log.withLock { $0.append(silence ? "mute music" : "unmute music") } },
                activationFailed: { error in log.withLock { $0.append("activation failed \(error.code.name)") } }))
        let observation = session.addObserver { [weak self] notification in
            if case .mediaServicesWereReset = notification { self?.rebuild() }
        }
        resetObservation.withLock { $0 = observation }
    }

    /// What the engine did, in order.
    public var events: [String] { log.withLock { $0 } }

    /// `AK::SoundEngine::Init`: the session in `ambient`, active, and the engine rendering.
    public func start() throws {
        try session.setCategory(.ambient)
        try session.setActive(true)
        try engine.startOutput()
    }

    /// After a media-services reset every audio object is gone (QA1749): set the category again, activate, render.
    private func rebuild() {
        log.withLock { $0.append("rebuild") }
        try? start()
    }
}
