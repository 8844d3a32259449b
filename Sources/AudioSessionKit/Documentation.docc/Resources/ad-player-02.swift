import AudioSessionKit

/// A sample ad SDK, like the XappAds plugin: it borrows the host's session for an ad (`playAndRecord` with
/// `defaultToSpeaker`, left alone when the host is already in `playAndRecord`), plays, and gives the session back
/// exactly as it found it. An interruption during the ad ends the ad early.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public final class AdPlayer: Sendable {
    /// How an ad ended.
    public enum Outcome: Hashable, Sendable {
        /// It played to its end.
        case completed
        /// An interruption (a call, an alarm, Siri) or a lost output stopped it.
        case stopped(AudioSessionNotification)
    }

    private struct Playing {
        var borrow: ConfigurationBorrow
        var timer: ScheduledWork
        var observation: AudioSessionObservation
        var completion: @Sendable (Outcome, RestoreReport) -> Void
    }

    private let session: any AudioSessionProtocol
    private let player: any AudioIO
    private let scheduler: any AudioSessionScheduler
    private let playing = Protected<Playing?>(nil)

    /// An ad player on the host's session, playing through `player`, timing ads with `scheduler`.
    public init(session: any AudioSessionProtocol, player: any AudioIO, scheduler: any AudioSessionScheduler) {
        self.session = session
        self.player = player
        self.scheduler = scheduler
    }

    /// Whether an ad plays.
    public var isPlaying: Bool { playing.withLock { $0 != nil } }

    /// Plays an ad of `duration`; `completion` gets how it ended and how the session was restored.
    public func play(for duration: Duration, completion: @escaping @Sendable (Outcome, RestoreReport) -> Void) throws {
        let shared = session.sharedActivation
        let borrow = try shared.borrow(.adPlayback, component: "AdPlayer")
        shared.beginIO("AdPlayer")
        do {
            try player.startOutput()
        } catch {
            shared.endIO("AdPlayer")
            _ = borrow.restore()
            throw error
        }
        // Next: stop on an interruption, time the ad, and give the session back.
    }
}
