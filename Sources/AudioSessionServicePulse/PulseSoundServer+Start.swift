#if PulseAudio
    import AudioSessionService
    import CPulse
    import Dispatch
    import Foundation

    extension PulseSoundServer {
        /// What `pa_context_get_server_info` says.
        struct ServerInfo {
            /// `pulseaudio`, `PulseAudio (on PipeWire 0.3.65)`.
            var name = ""
            /// `16.1`, `15.0.0` (the protocol's version on pipewire-pulse).
            var version = ""
        }

        /// Connects (without autospawning a server), waits until the context is ready, subscribes to sinks,
        /// sources, cards, streams and the server, and lists what the server has; changes come to `onEvent` from
        /// the subscription on.
        package func start(onEvent: @escaping @Sendable (SoundServerEvent) -> Void) throws(SoundServerError)
            -> SoundServerGraph
        {
            try connect()
            do {
                return try describe(onEvent: onEvent)
            } catch {
                stop()
                throw error
            }
        }

        /// Creates the main loop and the context and waits, at most ``connectTimeout``, until it is ready.
        private func connect() throws(SoundServerError) {
            connection.lock()
            guard mainloop == nil else {
                connection.unlock()
                throw SoundServerError("the pulse backend is already started")
            }
            guard let newLoop = pa_threaded_mainloop_new() else {
                connection.unlock()
                throw SoundServerError("cannot connect to the sound server: no main loop")
            }
            let newContext = pa_context_new(pa_threaded_mainloop_get_api(newLoop), applicationName)
            mainloop = newLoop
            context = newContext
            events.isStopping = false
            connection.unlock()
            guard let newContext else { throw failure("no context") }
            pa_context_set_state_callback(newContext, pulseContextStateChanged, events.pointer)
            if pa_context_connect(newContext, server, PA_CONTEXT_NOAUTOSPAWN, nil) < 0 {
                throw failure(String(cString: pa_strerror(pa_context_errno(newContext))))
            }
            guard pa_threaded_mainloop_start(newLoop) >= 0 else { throw failure("the main loop did not start") }
            let deadline = DispatchTime.now() + connectTimeout
            while true {
                pa_threaded_mainloop_lock(newLoop)
                let state = pa_context_get_state(newContext)
                let reason = String(cString: pa_strerror(pa_context_errno(newContext)))
                pa_threaded_mainloop_unlock(newLoop)
                if state == PA_CONTEXT_READY { return }
                if state == PA_CONTEXT_FAILED || state == PA_CONTEXT_TERMINATED { throw failure(reason) }
                if events.stateChanged.wait(timeout: deadline) == .timedOut { throw failure("timed out") }
            }
        }

        /// Stops and returns the error that says why connecting failed.
        private func failure(_ reason: String) -> SoundServerError {
            stop()
            return SoundServerError("cannot connect to the sound server: \(reason)")
        }

        /// Reads the server's name and extensions, subscribes and lists.
        private func describe(onEvent: @escaping @Sendable (SoundServerEvent) -> Void) throws(SoundServerError)
            -> SoundServerGraph
        {
            guard let info = call(ServerInfo(), { pa_context_get_server_info($0, pulseServerInfo, $1) }) else {
                throw SoundServerError("the sound server did not say what it is")
            }
            let isPipeWire = info.name.contains("PipeWire")
            let restoreVersion = call(pulseInvalidIndex) { pa_ext_stream_restore_test($0, pulseRestoreTested, $1) }
            record(
                Facts(
                    serverName: isPipeWire
                        ? "PipeWire \(Self.pipeWireVersion(info.name) ?? info.version) (pipewire-pulse)"
                        : "PulseAudio \(info.version)",
                    hasRestoreDatabase: !isPipeWire && restoreVersion.map { $0 != pulseInvalidIndex } == true,
                    pause: isPipeWire && name == "pipewire" ? Self.pipeWirePause() : nil))
            guard subscribe(onEvent: onEvent) else {
                throw SoundServerError("the sound server refused the subscription to its changes")
            }
            guard
                let sinks = call([ServerEndpoint](), { pa_context_get_sink_info_list($0, pulseSinkListed, $1) }),
                let sources = call([ServerEndpoint](), { pa_context_get_source_info_list($0, pulseSourceListed, $1) }),
                let cards = call([ServerCard](), { pa_context_get_card_info_list($0, pulseCardListed, $1) }),
                let streams = call([ServerStream](), { pa_context_get_sink_input_info_list($0, pulseStreamListed, $1) })
            else { throw SoundServerError("the sound server did not list its sinks, sources, cards and streams") }
            return SoundServerGraph(sinks: sinks, sources: sources, cards: cards, streams: streams)
        }

        /// The `pipewire` backend's pause: a connection to PipeWire itself (with the trait `PipeWire`), or none.
        static func pipeWirePause() -> (@Sendable (Bool, UInt32) -> Bool)? {
            #if PipeWire
                guard let nodes = PipeWireNodes() else { return nil }
                return { paused, node in nodes.setPaused(paused, node: node) }
            #else
                return nil
            #endif
        }

        /// Sets the event handler and subscribes; the events of the subscription come after this call's answer.
        private func subscribe(onEvent: @escaping @Sendable (SoundServerEvent) -> Void) -> Bool {
            let mask =
                PA_SUBSCRIPTION_MASK_SINK.rawValue | PA_SUBSCRIPTION_MASK_SOURCE.rawValue
                | PA_SUBSCRIPTION_MASK_CARD.rawValue | PA_SUBSCRIPTION_MASK_SINK_INPUT.rawValue
                | PA_SUBSCRIPTION_MASK_SERVER.rawValue
            let events = events
            return succeeds { context, reply in
                events.onEvent = onEvent
                pa_context_set_subscribe_callback(context, pulseSubscriptionEvent, events.pointer)
                return pa_context_subscribe(context, pa_subscription_mask_t(rawValue: mask), pulseSucceeded, reply)
            }
        }

        /// `0.3.65` from `PulseAudio (on PipeWire 0.3.65)`.
        static func pipeWireVersion(_ serverName: String) -> String? {
            guard let range = serverName.range(of: "PipeWire ") else { return nil }
            let version = serverName[range.upperBound...].prefix { $0 != ")" && $0 != " " }
            return version.isEmpty ? nil : String(version)
        }
    }

    /// The `pa_server_info_cb_t` of a ``PulseReply`` of ``PulseSoundServer/ServerInfo``.
    private func pulseServerInfo(
        _ context: OpaquePointer?, _ info: UnsafePointer<pa_server_info>?, _ userdata: UnsafeMutableRawPointer?
    ) {
        let reply = PulseReply<PulseSoundServer.ServerInfo>.from(userdata)
        guard let info else { return reply.finish(failed: true) }
        reply.value = .init(
            name: pulseString(info.pointee.server_name) ?? "", version: pulseString(info.pointee.server_version) ?? "")
        reply.finish()
    }

    /// The `pa_ext_stream_restore_test_cb_t` of a ``PulseReply`` of the extension's version.
    private func pulseRestoreTested(_ context: OpaquePointer?, _ version: UInt32, _ userdata: UnsafeMutableRawPointer?)
    {
        let reply = PulseReply<UInt32>.from(userdata)
        reply.value = version
        reply.finish()
    }

    /// Collects one item of a list, or ends it (`eol` 1, or negative when the server refused).
    private func pulseListed<Item>(
        _ item: Item?, _ eol: Int32, _ userdata: UnsafeMutableRawPointer?
    ) {
        let reply = PulseReply<[Item]>.from(userdata)
        if eol != 0 { return reply.finish(failed: eol < 0) }
        if let item { reply.value.append(item) }
    }

    /// Collects the sinks.
    private func pulseSinkListed(
        _ context: OpaquePointer?, _ info: UnsafePointer<pa_sink_info>?, _ eol: Int32,
        _ userdata: UnsafeMutableRawPointer?
    ) { pulseListed(info.map { ServerEndpoint(sink: $0.pointee) }, eol, userdata) }

    /// Collects the sources.
    private func pulseSourceListed(
        _ context: OpaquePointer?, _ info: UnsafePointer<pa_source_info>?, _ eol: Int32,
        _ userdata: UnsafeMutableRawPointer?
    ) { pulseListed(info.map { ServerEndpoint(source: $0.pointee) }, eol, userdata) }

    /// Collects the cards.
    private func pulseCardListed(
        _ context: OpaquePointer?, _ info: UnsafePointer<pa_card_info>?, _ eol: Int32,
        _ userdata: UnsafeMutableRawPointer?
    ) { pulseListed(info.map { ServerCard($0.pointee) }, eol, userdata) }

    /// Collects the streams.
    private func pulseStreamListed(
        _ context: OpaquePointer?, _ info: UnsafePointer<pa_sink_input_info>?, _ eol: Int32,
        _ userdata: UnsafeMutableRawPointer?
    ) { pulseListed(info.map { ServerStream($0.pointee) }, eol, userdata) }
#endif
