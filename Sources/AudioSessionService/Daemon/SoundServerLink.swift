import Dispatch
import Logging

/// Keeps the daemon on its sound server: starts the backend, hands its events to the core, and once the server is
/// lost (it stopped or restarted), connects again with backoff (50 ms, doubling, at most 2 s) and hands the core the
/// new graph. Confined to the daemon's queue.
final class SoundServerLink: @unchecked Sendable {
    /// The first wait before connecting again, in nanoseconds.
    static let firstRetry: Int64 = 50_000_000
    /// The longest wait between two attempts, in nanoseconds.
    static let longestRetry: Int64 = 2_000_000_000

    let server: any SoundServer
    let queue: DispatchQueue
    let core: ServiceCore
    private var isStopped = false
    private var retry = SoundServerLink.firstRetry
    /// Bumped at every connection, so that an event of a connection already given up is dropped.
    private var generation = 0

    init(server: any SoundServer, queue: DispatchQueue, core: ServiceCore) {
        self.server = server
        self.queue = queue
        self.core = core
    }

    /// Connects for the first time: the core takes the graph (and undoes what a previous daemon left, SV4).
    func start() throws(SoundServerError) {
        let graph = try server.start(onEvent: onEvent())
        core.soundServerStarted(with: graph)
    }

    /// Disconnects for good: no attempt is made after it.
    func stop() {
        isStopped = true
        server.stop()
    }

    /// What the backend calls with each event, on its own thread: the event goes to the daemon's queue.
    private func onEvent() -> @Sendable (SoundServerEvent) -> Void {
        generation += 1
        let generation = generation
        return { [self] event in queue.async { self.handle(event, of: generation) } }
    }

    private func handle(_ event: SoundServerEvent, of connection: Int) {
        guard !isStopped, connection == generation else { return }
        core.soundServerChanged(event)
        if case .lost = event { scheduleAttempt() }
    }

    private func scheduleAttempt() {
        let delay = retry
        retry = min(retry * 2, Self.longestRetry)
        queue.asyncAfter(deadline: .now() + .nanoseconds(Int(delay))) { [self] in attempt() }
    }

    /// Connects again; on failure, waits longer and tries again.
    private func attempt() {
        guard !isStopped else { return }
        server.stop()
        do throws(SoundServerError) {
            let graph = try server.start(onEvent: onEvent())
            retry = Self.firstRetry
            core.soundServerRestarted(with: graph)
        } catch {
            core.logger.info("\(core.nowText) the sound server is still away: \(error.description)")
            scheduleAttempt()
        }
    }
}
