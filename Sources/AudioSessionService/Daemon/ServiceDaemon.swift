import AudioSessionEngine
import AudioSessionModel
import AudioSessionRemote
import Dispatch
import Foundation
import Logging

/// `audiosession serve`, put together: the socket, the queue that owns everything, the clock's wake-up timer,
/// the signals that stop it, and the core.
package enum ServiceDaemon {
    /// What `serve` was asked for, checked.
    package struct Options: Sendable {
        /// Where to listen.
        package var socketPath: String
        /// The socket file's mode: 0600 for a session daemon, 0660 for a system one.
        package var socketMode: mode_t = 0o600
        /// The socket file's group (`--control-group`), so that its members may connect.
        package var socketGroup: UInt32?
        /// A socket systemd passed (`LISTEN_FDS`), used instead of `socketPath`'s.
        package var inheritedSocket: Int32?
        /// The core's configuration.
        package var configuration: ServiceConfiguration
        /// `--record`.
        package var recordPath: String?
        /// Where the daemon reads the time (monotonic nanoseconds): the system's clock, or a test's, which then also
        /// fires the timers (``Handle/onQueue(_:)`` with ``ServiceCore/timersDue()``).
        package var clockSource: (@Sendable () -> UInt64)?
        /// How decisions are enforced on the sound server (`--enforce`, `--duck-level`, `--duck-ramp`, `--journal`).
        package var enforcement = EnforcementOptions()

        /// Options.
        package init(socketPath: String, configuration: ServiceConfiguration) {
            self.socketPath = socketPath
            self.configuration = configuration
        }
    }

    /// A running daemon: stop it with ``stop()`` or a signal.
    package final class Handle: @unchecked Sendable {
        let queue: DispatchQueue
        let server: SocketServer
        let core: ServiceCore
        let timer: any DispatchSourceTimer
        /// The sound server, connected again whenever it is lost.
        var link: SoundServerLink?
        let stopped = DispatchSemaphore(value: 0)
        let socketPath: String?
        var signalSources: [any DispatchSourceSignal] = []
        private var isStopped = false

        init(
            queue: DispatchQueue, server: SocketServer, core: ServiceCore, timer: any DispatchSourceTimer,
            socketPath: String?
        ) {
            self.queue = queue
            self.server = server
            self.core = core
            self.timer = timer
            self.socketPath = socketPath
        }

        /// Stops accepting, closes every connection, lifts every enforcement and removes the socket file.
        package func stop() {
            queue.sync { stopOnQueue() }
        }

        func stopOnQueue() {
            guard !isStopped else { return }
            isStopped = true
            timer.cancel()
            for source in signalSources { source.cancel() }
            server.stop()
            core.enforcer.liftAll()
            if let link { link.stop() } else { core.enforcer.server?.stop() }
            if let socketPath { unlink(socketPath) }
            core.logger.info("\(core.nowText) stopped")
            stopped.signal()
        }

        /// Waits until the daemon stops.
        package func wait() { stopped.wait() }

        /// Runs `body` on the daemon's queue, for tests that read the core.
        package func onQueue<T>(_ body: (ServiceCore) -> T) -> T { queue.sync { body(core) } }
    }

    /// Why the daemon could not start, with its exit status.
    package struct StartFailure: Error, CustomStringConvertible {
        /// The message.
        package var description: String
        /// 2: bad arguments or files; 3: the socket is in use by a live daemon; 4: the sound server is unavailable.
        package var status: Int32
    }

    /// Starts a daemon; it runs on its own queue until stopped. `handlesSignals` makes SIGTERM and SIGINT stop it.
    package static func start(
        _ options: Options, logger: Logger, soundServer: (any SoundServer)? = nil, handlesSignals: Bool = false
    ) throws(StartFailure) -> Handle {
        // Signals are watched before the socket exists: a client (or a test) that sees the socket may stop the
        // daemon at once, and a SIGTERM between ignoring the signal and watching it would be lost.
        let queue = DispatchQueue(label: "audiosession.serve")
        let stopping = Locked<(handle: Handle?, requested: Bool)>((nil, false))
        var signalSources: [any DispatchSourceSignal] = []
        if handlesSignals {
            // A parent may have left them blocked (a test runner, a shell's job): a daemon must hear its stop.
            var stops = sigset_t()
            sigemptyset(&stops)
            sigaddset(&stops, SIGTERM)
            sigaddset(&stops, SIGINT)
            pthread_sigmask(SIG_UNBLOCK, &stops, nil)
            for number in [SIGTERM, SIGINT] {
                signal(number, SIG_IGN) // As Dispatch asks: its source, not the default action, handles it.
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler {
                    let handle = stopping.withLock { state -> Handle? in
                        state.requested = true
                        return state.handle
                    }
                    handle?.stopOnQueue()
                }
                source.resume()
                signalSources.append(source)
            }
        }
        let listener: Int32
        if let inherited = options.inheritedSocket {
            listener = inherited
            try? UnixSocket.setNonBlocking(listener)
        } else {
            do {
                listener = try UnixSocket.listen(on: options.socketPath, mode: options.socketMode)
                if let group = options.socketGroup { chown(options.socketPath, UInt32.max, group) }
            } catch {
                throw StartFailure(description: error.description, status: error.isInUse ? 3 : 2)
            }
        }
        var record: RecordWriter?
        if let path = options.recordPath {
            do {
                record = try RecordWriter(path: path)
            } catch {
                throw StartFailure(
                    description: "cannot write the record \(path): \(error.localizedDescription)", status: 2)
            }
        }
        let wake = WakeTimer(queue: queue)
        let clock = ServiceClock(
            source: options.clockSource ?? { DispatchTime.now().uptimeNanoseconds },
            onEarliestDeadline: { wake.wake(at: options.clockSource == nil ? $0 : nil) })
        wake.setOrigin(clock.start)
        let timer = wake.source
        let server = SocketServer(listener: listener, queue: queue)
        let started = ISO8601DateFormatter().string(from: Date())
        var enforcement = options.enforcement
        if soundServer != nil, enforcement.journalPath == nil {
            enforcement.journalPath = (options.socketPath as NSString).deletingLastPathComponent + "/journal.jsonl"
        }
        let enforcer = Enforcer(
            server: soundServer, options: enforcement,
            schedule: { delay, body in queue.asyncAfter(deadline: .now() + .nanoseconds(Int(delay)), execute: body) })
        let core = ServiceCore(
            configuration: options.configuration, clock: clock, transport: server, enforcer: enforcer,
            logger: logger, record: record, epoch: UUID().uuidString, started: started,
            makeToken: { String(UInt64.random(in: 1...UInt64.max), radix: 16) })
        server.core = core
        let handle = Handle(
            queue: queue, server: server, core: core, timer: timer,
            socketPath: options.inheritedSocket == nil ? options.socketPath : nil)
        timer.setEventHandler { core.timersDue() }
        timer.schedule(deadline: .distantFuture)
        timer.resume()
        handle.signalSources = signalSources
        if let soundServer {
            let link = SoundServerLink(server: soundServer, queue: queue, core: core)
            handle.link = link
            let failure = queue.sync { () -> SoundServerError? in
                do throws(SoundServerError) {
                    try link.start()
                    return nil
                } catch {
                    return error
                }
            }
            if let failure {
                server.stop()
                if options.inheritedSocket == nil { unlink(options.socketPath) }
                throw StartFailure(description: failure.description, status: 4)
            }
        }
        queue.sync {
            let backend = soundServer.map { "\($0.name) on \($0.serverName)" } ?? "none"
            logger.info("\(core.nowText) listening on \(options.socketPath), backend \(backend)")
            server.start()
            // A signal that came while the daemon was starting stops it now.
            let requested = stopping.withLock { state -> Bool in
                state.handle = handle
                return state.requested
            }
            if requested { handle.stopOnQueue() }
        }
        return handle
    }

    /// The socket path a session daemon uses: `$XDG_RUNTIME_DIR/audiosession/socket`, else the system path.
    package static func defaultSocketPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String
    {
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty { return runtime + "/audiosession/socket" }
        return "/run/audiosession/socket"
    }

}
