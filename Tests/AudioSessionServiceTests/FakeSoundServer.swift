import AudioSessionService
import Foundation

/// A sound server in memory: it keeps a graph, answers every call as a server would (a mute mutes, a move moves, a
/// loaded null sink appears, a loopback plays into its sink), saves mutes and moves in its restore database as
/// PulseAudio's stream-restore does, and queues the events it would send until the test delivers them.
final class FakeSoundServer: SoundServer, @unchecked Sendable {
    private let lock = NSLock()
    private(set) var graph: SoundServerGraph
    private(set) var calls: [String] = []
    private(set) var restore: [String: RestoreEntry] = [:]
    private var pending: [SoundServerEvent] = []
    private var nextIndex: UInt32 = 100
    var failing = false
    let canPauseStreams: Bool
    let name: String

    init(graph: SoundServerGraph, name: String = "pulse", canPause: Bool = false) {
        self.graph = graph
        self.name = name
        canPauseStreams = canPause
    }

    var serverName: String { "Fake 1.0" }
    var hasRestoreDatabase: Bool { true }

    /// How many times a connection was attempted (``start(onEvent:)``), and the last one's event handler.
    private(set) var starts = 0
    /// When each connection was attempted (monotonic nanoseconds).
    private(set) var startTimes: [UInt64] = []
    private var onEvent: (@Sendable (SoundServerEvent) -> Void)?

    func start(onEvent: @escaping @Sendable (SoundServerEvent) -> Void) throws(SoundServerError) -> SoundServerGraph {
        let refused = lock.withLock { () -> Bool in
            starts += 1
            startTimes.append(DispatchTime.now().uptimeNanoseconds)
            if !failing { self.onEvent = onEvent }
            return failing
        }
        if refused { throw SoundServerError("cannot connect to the sound server: Connection refused") }
        return lock.withLock { graph }
    }

    /// The server goes away, as a killed or restarted server does: its streams and the modules loaded on it go with
    /// it (the restore database, on disk, stays), and the connected backend hears it is lost.
    func lose() {
        let handler = lock.withLock { () -> (@Sendable (SoundServerEvent) -> Void)? in
            graph.streams = []
            graph.sinks.removeAll { $0.ownerModule != nil }
            pending = []
            defer { onEvent = nil }
            return onEvent
        }
        handler?(.lost("Connection terminated"))
    }

    /// The events since the last call, in order.
    func takeEvents() -> [SoundServerEvent] {
        lock.withLock {
            defer { pending = [] }
            return pending
        }
    }

    /// Adds a stream as a client would; its event is queued.
    @discardableResult
    func play(sink: String, properties: [String: String]) -> UInt32 {
        lock.withLock {
            nextIndex += 1
            let sinkIndex = graph.sinks.first { $0.name == sink }!.index
            var properties = properties
            properties["module-stream-restore.id"] =
                properties["module-stream-restore.id"]
                ?? "sink-input-by-application-name:\(properties["application.name"] ?? "app")"
            let stream = ServerStream(index: nextIndex, sink: sinkIndex, client: nextIndex, properties: properties)
            graph.streams.append(stream)
            pending.append(.stream(stream))
            return nextIndex
        }
    }

    /// The stream's client corks it (pauses it) or uncorks it; its event is queued.
    func cork(_ index: UInt32, _ corked: Bool) {
        lock.withLock {
            guard let position = graph.streams.firstIndex(where: { $0.index == index }) else { return }
            graph.streams[position].isCorked = corked
            pending.append(.stream(graph.streams[position]))
        }
    }

    /// Adds a stream a module plays (a loopback), not a client; its event is queued.
    @discardableResult
    func playFromModule(_ module: UInt32, sink: String) -> UInt32 {
        let index = play(sink: sink, properties: ["media.name": "loopback"])
        lock.withLock {
            guard let position = graph.streams.firstIndex(where: { $0.index == index }) else { return }
            graph.streams[position].ownerModule = module
            graph.streams[position].client = nil
            pending.removeLast()
            pending.append(.stream(graph.streams[position]))
        }
        return index
    }

    /// Adds or changes a sink as the server would on hotplug; its event is queued.
    func put(_ sink: ServerEndpoint) {
        lock.withLock {
            graph.sinks.removeAll { $0.index == sink.index }
            graph.sinks.append(sink)
            pending.append(.sink(sink))
        }
    }

    /// Removes a sink; its streams move to the first sink left, as the server does.
    func remove(sink index: UInt32) {
        lock.withLock {
            graph.sinks.removeAll { $0.index == index }
            pending.append(.sinkRemoved(index))
            for position in graph.streams.indices where graph.streams[position].sink == index {
                graph.streams[position].sink = graph.sinks.first?.index ?? 0
                pending.append(.stream(graph.streams[position]))
            }
        }
    }

    func stream(_ index: UInt32) -> ServerStream? { lock.withLock { graph.streams.first { $0.index == index } } }

    func sinkName(of stream: UInt32) -> String? {
        lock.withLock {
            guard let sink = graph.streams.first(where: { $0.index == stream })?.sink else { return nil }
            return graph.sinks.first { $0.index == sink }?.name
        }
    }

    private func change(_ index: UInt32, _ body: (inout ServerStream) -> Void) -> Bool {
        guard !failing, let position = graph.streams.firstIndex(where: { $0.index == index }) else { return false }
        body(&graph.streams[position])
        pending.append(.stream(graph.streams[position]))
        return true
    }

    private func save(_ stream: ServerStream, _ body: (inout RestoreEntry) -> Void) {
        guard let key = stream.restoreKey else { return }
        var entry = restore[key] ?? RestoreEntry(name: key)
        body(&entry)
        restore[key] = entry
    }

    func setMuted(_ muted: Bool, stream: UInt32) -> Bool {
        lock.withLock {
            calls.append("mute \(stream) \(muted)")
            return change(stream) { stream in
                stream.isMuted = muted
                save(stream) { $0.isMuted = muted }
            }
        }
    }

    func move(stream: UInt32, toSink sink: String) -> Bool {
        lock.withLock {
            calls.append("move \(stream) \(sink)")
            guard let target = graph.sinks.first(where: { $0.name == sink }) else { return false }
            return change(stream) { stream in
                stream.sink = target.index
                save(stream) { $0.device = sink }
            }
        }
    }

    func setVolume(_ volume: Double, stream: UInt32) -> Bool {
        lock.withLock {
            calls.append("volume \(stream) \(String(format: "%.3f", volume))")
            return change(stream) { $0.volume = volume }
        }
    }

    func setSuspended(_ suspended: Bool, sink: String) -> Bool {
        lock.withLock {
            calls.append("suspend \(sink) \(suspended)")
            return !failing
        }
    }

    func setActivePort(_ port: String, sink: String) -> Bool {
        lock.withLock {
            calls.append("port \(sink) \(port)")
            guard let position = graph.sinks.firstIndex(where: { $0.name == sink }) else { return false }
            graph.sinks[position].activePort = port
            pending.append(.sink(graph.sinks[position]))
            return true
        }
    }

    func loadModule(_ name: String, arguments: String) -> UInt32? {
        lock.withLock {
            calls.append("load \(name) \(arguments)")
            guard !failing else { return nil }
            nextIndex += 1
            let module = nextIndex
            let argument = { (key: String) in
                arguments.split(separator: " ").first { $0.hasPrefix(key + "=") }.map {
                    String($0.dropFirst(key.count + 1))
                }
            }
            if name == "module-null-sink", let sinkName = argument("sink_name") {
                nextIndex += 1
                let sink = ServerEndpoint(
                    index: nextIndex, name: sinkName, ownerModule: module, monitor: sinkName + ".monitor")
                graph.sinks.append(sink)
                pending.append(.sink(sink))
            }
            if name == "module-loopback", let target = argument("sink"),
                let sink = graph.sinks.first(where: { $0.name == target })
            {
                nextIndex += 1
                let stream = ServerStream(
                    index: nextIndex, sink: sink.index, ownerModule: module,
                    properties: ["module-stream-restore.id": "sink-input-by-media-name:Loopback"])
                graph.streams.append(stream)
                pending.append(.stream(stream))
            }
            return module
        }
    }

    func unloadModule(_ index: UInt32) -> Bool {
        lock.withLock {
            calls.append("unload \(index)")
            for sink in graph.sinks where sink.ownerModule == index {
                graph.sinks.removeAll { $0.index == sink.index }
                pending.append(.sinkRemoved(sink.index))
            }
            for stream in graph.streams where stream.ownerModule == index {
                graph.streams.removeAll { $0.index == stream.index }
                pending.append(.streamRemoved(stream.index))
            }
            return true
        }
    }

    func setPaused(_ paused: Bool, node: UInt32) -> Bool {
        lock.withLock {
            calls.append("pause \(node) \(paused)")
            return canPauseStreams && !failing
        }
    }

    func restoreEntry(named name: String) -> RestoreEntry? { lock.withLock { restore[name] } }

    func writeRestoreEntry(_ entry: RestoreEntry) -> Bool {
        lock.withLock {
            restore[entry.name] = entry
            return true
        }
    }

    func deleteRestoreEntry(named name: String) -> Bool {
        lock.withLock {
            restore[name] = nil
            return true
        }
    }

    func stop() { lock.withLock { onEvent = nil } }

    /// The stream's client changed something (corked, asked for a new latency): the server saves the stream's
    /// state again, its mute included, as PulseAudio's stream-restore does on every change.
    func clientChanged(_ index: UInt32) {
        lock.withLock {
            _ = change(index) { stream in save(stream) { $0.isMuted = stream.isMuted } }
        }
    }

    /// The stream ends; the server saves its last state as it goes.
    func end(_ index: UInt32) {
        lock.withLock {
            guard let stream = graph.streams.first(where: { $0.index == index }) else { return }
            save(stream) { $0.isMuted = stream.isMuted }
            graph.streams.removeAll { $0.index == index }
            pending.append(.streamRemoved(index))
        }
    }

    /// Clears the call log.
    func forgetCalls() { lock.withLock { calls = [] } }

    /// Sets a saved entry, as a previous session of the app left it.
    func saveEntry(_ entry: RestoreEntry) { lock.withLock { restore[entry.name] = entry } }
}
