/// A sound server the daemon enforces its decisions on (`--backend`). Every method is called on the daemon's queue
/// and returns once the server has answered (or a bounded time has passed: then it fails); events come on the
/// backend's own thread, in the server's order.
package protocol SoundServer: AnyObject, Sendable {
    /// The backend's name, as `--backend` writes it: `none`, `pulse`, `pipewire`.
    var name: String { get }
    /// The server and its version, for reports and figures: `PulseAudio 16.1`, `PulseAudio (on PipeWire 0.3.65)`.
    var serverName: String { get }
    /// Whether the server keeps a restore database that the daemon reads and writes back (`ext_stream_restore`).
    var hasRestoreDatabase: Bool { get }
    /// Whether streams can be paused in the graph (PipeWire's node `Pause` and `Start`).
    var canPauseStreams: Bool { get }

    /// Connects, lists everything the server has and subscribes to its changes, which come to `onEvent` from then
    /// on.
    func start(onEvent: @escaping @Sendable (SoundServerEvent) -> Void) throws(SoundServerError) -> SoundServerGraph
    /// Mutes or unmutes a stream (`pa_context_set_sink_input_mute`).
    func setMuted(_ muted: Bool, stream: UInt32) -> Bool
    /// Moves a stream to the sink named `sink` (`pa_context_move_sink_input_by_name`).
    func move(stream: UInt32, toSink sink: String) -> Bool
    /// Sets a stream's volume, linear, on every channel (`pa_context_set_sink_input_volume`).
    func setVolume(_ volume: Double, stream: UInt32) -> Bool
    /// Suspends or resumes a sink (`pa_context_suspend_sink_by_name`): the park sink is kept suspended, so that a
    /// parked stream is not asked for data.
    func setSuspended(_ suspended: Bool, sink: String) -> Bool
    /// Sets a sink's active port (`pa_context_set_sink_port_by_name`).
    func setActivePort(_ port: String, sink: String) -> Bool
    /// Loads a module (a null sink, a loopback) and returns its index (`pa_context_load_module`).
    func loadModule(_ name: String, arguments: String) -> UInt32?
    /// Unloads a module the daemon loaded (`pa_context_unload_module`).
    func unloadModule(_ index: UInt32) -> Bool
    /// Pauses or starts a stream's node in the graph (PipeWire's `Pause` and `Start`).
    func setPaused(_ paused: Bool, node: UInt32) -> Bool
    /// The restore database's entry named `name`, if it has one (`pa_ext_stream_restore_read`).
    func restoreEntry(named name: String) -> RestoreEntry?
    /// Writes an entry back, replacing the one of its name without applying it to live streams
    /// (`pa_ext_stream_restore_write`, `PA_UPDATE_REPLACE`).
    func writeRestoreEntry(_ entry: RestoreEntry) -> Bool
    /// Deletes the entry named `name` (`pa_ext_stream_restore_delete`).
    func deleteRestoreEntry(named name: String) -> Bool
    /// Disconnects; no event comes after it returns.
    func stop()
}
