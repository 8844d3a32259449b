#if PulseAudio
    import AudioSessionService
    import CPulse
    import Foundation

    /// The `pulse` backend: libpulse's asynchronous API on a threaded main loop, against PulseAudio or pipewire-pulse.
    ///
    /// Its discipline: the main loop's lock guards the context and ``PulseEvents``; `connection` guards the pointers
    /// (an operation issues with both held, and waits for its answer with neither); `facts` guards what `start` learnt
    /// of the server. Events come on the main loop's thread; `onEvent` must not call the backend synchronously.
    package final class PulseSoundServer: SoundServer, @unchecked Sendable {
        /// What the server said about itself when the backend connected.
        struct Facts {
            /// `PulseAudio 16.1`, `PipeWire 0.3.65 (pipewire-pulse)`.
            var serverName = "PulseAudio (not connected)"
            /// Whether `ext_stream_restore` answers and is worth reading.
            var hasRestoreDatabase = false
            /// Pauses or starts a node: the `pipewire` backend's connection to PipeWire itself.
            var pause: (@Sendable (_ paused: Bool, _ node: UInt32) -> Bool)?
        }

        /// The backend's name, as `--backend` writes it.
        package let name: String
        /// The name the server shows for this client (`application.name`).
        package let applicationName: String
        /// The server to connect to (`unix:/run/user/1000/pulse/native`), or `nil` for libpulse's default.
        package let server: String?

        /// How long an operation waits for the server's answer.
        let operationTimeout = DispatchTimeInterval.milliseconds(500)
        /// How long connecting waits for the context to be ready.
        let connectTimeout = DispatchTimeInterval.seconds(2)

        /// What the callbacks reach.
        let events = PulseEvents()
        /// Guards ``mainloop`` and ``context``.
        let connection = NSLock()
        /// The main loop, while connected.
        var mainloop: OpaquePointer?
        /// The context, while connected.
        var context: OpaquePointer?
        private let factsLock = NSLock()
        private var facts = Facts()

        /// A backend that connects to `server` (libpulse's default when `nil`) once started.
        package init(name: String = "pulse", applicationName: String = "audiosession serve", server: String? = nil) {
            self.name = name
            self.applicationName = applicationName
            self.server = server
        }

        deinit { stop() }

        /// The server and its version: `PulseAudio 16.1`, `PipeWire 0.3.65 (pipewire-pulse)`.
        package var serverName: String { factsLock.withLock { facts.serverName } }
        /// Whether the server keeps a restore database worth reading (not on pipewire-pulse, which answers empty).
        package var hasRestoreDatabase: Bool { factsLock.withLock { facts.hasRestoreDatabase } }
        /// Whether streams can be paused in the graph: the `pipewire` backend, on PipeWire.
        package var canPauseStreams: Bool { factsLock.withLock { facts.pause != nil } }

        /// Pauses or starts a stream's node (the `pipewire` backend on PipeWire); false elsewhere.
        package func setPaused(_ paused: Bool, node: UInt32) -> Bool {
            guard let pause = factsLock.withLock({ facts.pause }) else { return false }
            return pause(paused, node)
        }

        /// Records what `start` learnt.
        func record(_ newFacts: Facts) { factsLock.withLock { facts = newFacts } }

        /// Disconnects and frees the main loop; no event comes after it returns. Safe to call twice; on the main
        /// loop's own thread it only silences the events (the loop cannot stop itself).
        package func stop() {
            connection.lock()
            guard let mainloop else { return connection.unlock() }
            if pa_threaded_mainloop_in_thread(mainloop) != 0 {
                events.isStopping = true
                return connection.unlock()
            }
            factsLock.withLock { facts.pause = nil }
            let context = self.context
            self.mainloop = nil
            self.context = nil
            connection.unlock()
            Self.tearDown(mainloop: mainloop, context: context, events: events)
        }

        /// Silences the events, disconnects the context and stops and frees the main loop.
        static func tearDown(mainloop: OpaquePointer, context: OpaquePointer?, events: PulseEvents) {
            pa_threaded_mainloop_lock(mainloop)
            events.isStopping = true
            events.onEvent = nil
            if let context {
                pa_context_set_subscribe_callback(context, nil, nil)
                pa_context_set_state_callback(context, nil, nil)
                pa_context_disconnect(context)
                pa_context_unref(context)
            }
            pa_threaded_mainloop_unlock(mainloop)
            pa_threaded_mainloop_stop(mainloop)
            pa_threaded_mainloop_free(mainloop)
        }
    }
#endif
