#if PipeWire
    import CPipeWireNodes

    /// A connection to PipeWire itself, beside libpulse's to pipewire-pulse: what pauses and starts a stream's node
    /// in the graph (`Pause` and `Start`), which stops its client being asked for data and leaves nothing to save.
    final class PipeWireNodes: @unchecked Sendable {
        private let connection: OpaquePointer

        /// Connects to the PipeWire daemon (`PIPEWIRE_REMOTE`, else `pipewire-0` in `XDG_RUNTIME_DIR`).
        init?() {
            guard let connection = as_pw_connect(nil) else { return nil }
            self.connection = connection
        }

        deinit { as_pw_disconnect(connection) }

        /// Pauses or starts a node and waits, at most 500 ms, until PipeWire handled it.
        func setPaused(_ paused: Bool, node: UInt32) -> Bool {
            as_pw_set_paused(connection, node, paused ? 1 : 0, 500) == 0
        }

        /// The version of libpipewire this build links.
        static var libraryVersion: String { String(cString: as_pw_library_version()) }
    }
#endif
