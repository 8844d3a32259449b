import Foundation

/// Turns each connected app's enforcement into calls on the sound server, for its streams now and for those that
/// appear later, journals each call before making it (rule SV4), and never leaves a mute or a move in the server's
/// restore database. It runs on the daemon's queue, which owns it.
///
/// Per app, the daemon says what it must be (``Enforcement``) and where its output goes (a sink, or where its
/// streams already are); per stream, the enforcer knows what it did, so that it does only what changed and can
/// undo all of it.
package final class Enforcer: @unchecked Sendable {
    /// One decision the enforcer was given, in order: what the `none` backend records and the tests read.
    package struct Call: Hashable, Sendable {
        /// The app.
        package var app: String
        /// What was asked.
        package var enforcement: Enforcement
    }

    /// Where an app's output goes: a sink, and the port to use on it if the sink has several.
    package struct Output: Hashable, Sendable {
        /// The sink's name.
        package var sink: String
        /// The port on it, if it must be set.
        package var port: String?

        /// An output.
        package init(sink: String, port: String? = nil) {
            self.sink = sink
            self.port = port
        }
    }

    struct Target {
        var enforcement = Enforcement.none
        var output: Output?
        var pid: Int32?
        var token: String?
    }

    /// What the enforcer did to one stream, to do only what changes and to undo it.
    struct Managed {
        /// The sink the stream was on before the daemon moved it.
        var home: String
        var isMuted = false
        var isPaused = false
    }

    /// A duck bus: a null sink whose monitor a loopback plays into the real sink at the duck level.
    struct DuckBus {
        var target: String
        var sink: String
        var nullModule: UInt32
        var loopbackModule: UInt32
        var loopbackStream: UInt32?
        var gain = 1.0
        var goal = 1.0
        var ramp = 0
    }

    let server: (any SoundServer)?
    let options: EnforcementOptions
    let journal: EnforcementJournal?
    let schedule: @Sendable (Int64, @escaping @Sendable () -> Void) -> Void
    private(set) package var calls: [Call] = []

    private var targets: [String: Target] = [:]
    private var appOrder: [String] = []
    private var sinks: [UInt32: ServerEndpoint] = [:]
    private var streams: [UInt32: ServerStream] = [:]
    private var managed: [UInt32: Managed] = [:]
    /// Streams an app left playing when its connection ended (L6: the app is terminated): silenced until they end,
    /// and nobody's unless the app connects again.
    private var orphans: Set<UInt32> = []
    private var buses: [DuckBus] = []
    private var parkModule: UInt32?
    private var ownModules: Set<UInt32> = []
    private var busCount = 0
    /// The restore database's entries as they were before the daemon first touched a stream saved under them.
    private var originals: [String: RestoreEntry?] = [:]

    /// The sink parked streams go to.
    package static let parkSink = "audiosession-parked"
    /// The prefix of the daemon's own sinks: never ports, never managed.
    package static let ownSinkPrefix = "audiosession-"

    /// An enforcer on `server` (none: decisions are recorded only); `schedule` runs a closure on the daemon's queue
    /// after a delay in nanoseconds (the duck ramp's steps).
    package init(
        server: (any SoundServer)? = nil, options: EnforcementOptions = EnforcementOptions(),
        schedule: @escaping @Sendable (Int64, @escaping @Sendable () -> Void) -> Void = { _, body in body() }
    ) {
        self.server = server
        self.options = options
        self.schedule = schedule
        journal = options.journalPath.map(EnforcementJournal.init(path:))
    }

    /// The backend's name: `none`, `pulse`, `pipewire`.
    package var backendName: String { server?.name ?? "none" }

    /// How silence is done on this server.
    package var silenceMethod: EnforcementOptions.Silence {
        options.silenceMethod(canPause: server?.canPauseStreams ?? false)
    }

    // MARK: - Start and stop

    /// Takes the server's graph as it starts and undoes what a previous daemon's journal says it left (rule SV4);
    /// returns how many calls that took.
    @discardableResult
    package func start(with graph: SoundServerGraph) -> Int {
        for sink in graph.sinks { sinks[sink.index] = sink }
        for stream in graph.streams { streams[stream.index] = stream }
        guard let journal, let server else { return 0 }
        let entries = journal.entries()
        // What the restore database held before the previous daemon touched anything is what it must hold after.
        for case .restore(let key, let entry) in entries where originals.index(forKey: key) == nil {
            originals[key] = .some(entry)
        }
        var undone = 0
        for entry in entries.reversed() {
            switch entry {
            case .muted(let index):
                guard let stream = streams[index] else { continue }
                _ = restoring(stream) { server.setMuted(false, stream: index) }
            case .paused(let index, let node):
                guard streams[index] != nil else { continue }
                _ = server.setPaused(false, node: node)
            case .moved(let index, let sink):
                guard let stream = streams[index], sinks.values.contains(where: { $0.name == sink }) else { continue }
                _ = restoring(stream) { server.move(stream: index, toSink: sink) }
            case .loaded(let module):
                _ = server.unloadModule(module)
            case .restore(let key, _):
                // The app's streams may be gone, and the server may have saved the mute since: put the entry back.
                putBack(key)
            }
            undone += 1
        }
        originals = [:]
        journal.truncate()
        return undone
    }

    /// The server came back after it was lost: what the daemon did on the old one went with it (its streams, its
    /// modules, what it journalled); the apps' targets stay, and the new graph's streams get them.
    package func restart(with graph: SoundServerGraph) {
        sinks = [:]
        streams = [:]
        managed = [:]
        orphans = []
        buses = []
        parkModule = nil
        ownModules = []
        originals = [:]
        journal?.truncate()
        for sink in graph.sinks { sinks[sink.index] = sink }
        for stream in graph.streams { streams[stream.index] = stream }
        for index in streams.keys.sorted() where owner(of: streams[index]!) != nil { reconcile(index) }
    }

    /// Lifts every enforcement and unloads the daemon's own sinks: the daemon stops.
    package func liftAll() {
        for index in managed.keys.sorted() { release(index) }
        managed = [:]
        orphans = []
        if let server {
            for bus in buses {
                _ = server.unloadModule(bus.loopbackModule)
                _ = server.unloadModule(bus.nullModule)
            }
            if let parkModule { _ = server.unloadModule(parkModule) }
        }
        buses = []
        parkModule = nil
        ownModules = []
        for key in originals.keys.sorted() { putBack(key) }
        originals = [:]
        journal?.truncate()
    }

    // MARK: - Apps

    /// An app's connection said hello: its streams are those with its token, else its process's.
    package func connect(app: String, pid: Int32?, token: String?) {
        if targets[app] == nil { appOrder.append(app) }
        targets[app, default: Target()].pid = pid
        targets[app, default: Target()].token = token
        for index in streams.keys.sorted() where matchedApp(of: streams[index]!) == app {
            orphans.remove(index) // The app is back: what it left playing is its own again.
            reconcile(index)
        }
    }

    /// An app's connection closed (it is terminated, L6): the streams it left are silenced until they end, and no
    /// stream is matched to it any more; returns how many streams it left.
    @discardableResult
    package func disconnect(app: String) -> Int {
        let left = streams.keys.sorted().filter { owner(of: streams[$0]!) == app }
        targets[app] = nil
        appOrder.removeAll { $0 == app }
        for index in left {
            orphans.insert(index)
            reconcile(index)
        }
        return left.count
    }

    /// Sets what an app must be and where its output goes (its streams move there whatever else is done); returns
    /// how it is done (`mute`, `pause`, `park`, `loopback`, `lift`, or `none` without a server) and whether every
    /// call succeeded.
    @discardableResult
    package func enforce(_ enforcement: Enforcement, output: Output? = nil, app: String) -> (how: String, ok: Bool) {
        calls.append(Call(app: app, enforcement: enforcement))
        targets[app, default: Target()].enforcement = enforcement
        targets[app, default: Target()].output = output
        if !appOrder.contains(app) { appOrder.append(app) }
        guard server != nil else { return ("none", true) }
        var ok = true
        if let output, let port = output.port, let sink = sinks.values.first(where: { $0.name == output.sink }),
            sink.activePort != port
        {
            ok = server!.setActivePort(port, sink: output.sink) && ok
        }
        settleBuses()
        for index in streams.keys.sorted() where owner(of: streams[index]!) == app { ok = reconcile(index) && ok }
        return (how(enforcement), ok)
    }

    private func how(_ enforcement: Enforcement) -> String {
        switch enforcement {
        case .silence: silenceMethod.rawValue
        case .duck: "loopback"
        case .none: "lift"
        }
    }

    // MARK: - Server events

    /// A change on the server: a stream that appears or changes gets its app's enforcement at once (silence, for one
    /// its terminated app left); a loopback of the daemon's gets its bus's gain.
    package func handle(_ event: SoundServerEvent) {
        switch event {
        case .sink(let sink): sinks[sink.index] = sink
        case .sinkRemoved(let index): sinks[index] = nil
        case .stream(let stream):
            streams[stream.index] = stream
            if let module = stream.ownerModule, let bus = buses.firstIndex(where: { $0.loopbackModule == module }) {
                guard buses[bus].loopbackStream != stream.index else { return }
                buses[bus].loopbackStream = stream.index
                applyGain(of: bus)
            } else if owner(of: stream) != nil || orphans.contains(stream.index) {
                reconcile(stream.index)
            }
        case .streamRemoved(let index):
            let key = streams[index]?.restoreKey
            streams[index] = nil
            managed[index] = nil
            orphans.remove(index)
            // The server may save the stream's last state as it ends: the first entry goes back once more.
            if let key, originals.index(forKey: key) != nil {
                putBack(key)
                forgetOriginal(of: key)
            }
        case .lost:
            streams = [:]
            managed = [:]
            orphans = []
        default: break
        }
    }

    /// Whether a client's stream that belongs to no app plays (not corked; a module's own streams, such as the
    /// daemon's loopbacks, are no client's): unmanaged audio, never touched, that counts for `otherAudioPlaying`
    /// (H1).
    package var isUnmanagedAudioPlaying: Bool {
        streams.values.contains { stream in
            guard stream.client != nil, !stream.isCorked, !orphans.contains(stream.index) else { return false }
            if let module = stream.ownerModule, ownModules.contains(module) { return false }
            return owner(of: stream) == nil
        }
    }

    /// The app a stream belongs to: by token, else by its process id, else by the process id PipeWire checked;
    /// nobody's for a stream its app left when its connection ended.
    func owner(of stream: ServerStream) -> String? {
        orphans.contains(stream.index) ? nil : matchedApp(of: stream)
    }

    /// The connected app whose token or process a stream has.
    private func matchedApp(of stream: ServerStream) -> String? {
        if let module = stream.ownerModule, ownModules.contains(module) { return nil }
        if let token = stream.token, let app = appOrder.first(where: { targets[$0]?.token == token }) { return app }
        if let pid = stream.processID, let app = appOrder.first(where: { targets[$0]?.pid == pid }) { return app }
        if let pid = stream.securePID, let app = appOrder.first(where: { targets[$0]?.pid == pid }) { return app }
        return nil
    }

    // MARK: - One stream

    private func sinkName(_ index: UInt32) -> String? { sinks[index]?.name }

    /// Brings one stream to what its app's target asks; returns whether every call succeeded.
    @discardableResult
    private func reconcile(_ index: UInt32) -> Bool {
        guard let server, let stream = streams[index] else { return true }
        let target: Target
        if orphans.contains(index) {
            target = Target(enforcement: .silence) // Its app was terminated (L6).
        } else {
            guard let owner = owner(of: stream), let wanted = targets[owner] else { return true }
            target = wanted
        }
        // A stream not linked to a sink yet (PipeWire's first event for it) is enforced once it is: a node paused
        // before it starts would be started by the graph.
        guard let current = sinkName(stream.sink) else { return true }
        var state = managed[index] ?? Managed(home: "")
        if state.home.isEmpty, !current.isEmpty, !current.hasPrefix(Self.ownSinkPrefix) { state.home = current }
        let destination = target.output?.sink ?? state.home
        var wantMuted = false
        var wantPaused = false
        var wantSink = destination
        switch target.enforcement {
        case .silence:
            switch silenceMethod {
            case .pause where stream.node != nil: wantPaused = true
            case .park: wantSink = parkSinkName() ?? destination
            default: wantMuted = true // `mute`, and `pause` where the stream has no node
            }
        case .duck: wantSink = duckBus(for: destination) ?? destination
        case .none:
            // A stream stays on a bus that is ramping back up, and goes home when the ramp ends.
            if let bus = buses.first(where: { $0.sink == current }), bus.ramp > 0, bus.goal >= 1 { wantSink = current }
        }
        var ok = true
        if !wantSink.isEmpty, wantSink != current {
            journal?.append(.moved(stream: index, sink: state.home.isEmpty ? current : state.home))
            ok = restoring(stream) { Self.retried { server.move(stream: index, toSink: wantSink) } } && ok
        }
        if wantMuted != state.isMuted {
            if wantMuted { journal?.append(.muted(stream: index)) }
            let done = restoring(stream) { Self.retried { server.setMuted(wantMuted, stream: index) } }
            if done { state.isMuted = wantMuted }
            ok = done && ok
        }
        if wantPaused != state.isPaused, let node = stream.node {
            if wantPaused { journal?.append(.paused(stream: index, node: node)) }
            let done = Self.retried { server.setPaused(wantPaused, node: node) }
            if done { state.isPaused = wantPaused }
            ok = done && ok
        }
        managed[index] = state
        return ok
    }

    /// A call the server refused or did not answer in time is made once more (each of them is idempotent); its
    /// failure is then reported (`"ok": false` in the record and the log).
    static func retried(_ call: () -> Bool) -> Bool { call() || call() }

    /// Undoes what was done to one stream: unmuted, started, back on the sink it came from.
    private func release(_ index: UInt32) {
        guard let server, let state = managed.removeValue(forKey: index), let stream = streams[index] else { return }
        if state.isMuted { _ = restoring(stream) { server.setMuted(false, stream: index) } }
        if state.isPaused, let node = stream.node { _ = server.setPaused(false, node: node) }
        if !state.home.isEmpty, sinkName(stream.sink) != state.home {
            _ = restoring(stream) { server.move(stream: index, toSink: state.home) }
        }
        putBack(stream.restoreKey ?? "")
        forgetOriginal(of: stream.restoreKey)
    }

    /// Runs a call that the server would save in its restore database, and puts the stream's entry back as it was
    /// before the daemon first touched a stream saved under its key (or deletes it if there was none), so that the
    /// app's next stream starts as it would have. The first entry is kept, and journalled, until the daemon no longer
    /// manages a stream of that key: the server saves the stream's state again on each of its changes, mute
    /// included, so the entry read just before a later call may already be the daemon's doing.
    private func restoring(_ stream: ServerStream, _ call: () -> Bool) -> Bool {
        guard let server, server.hasRestoreDatabase, let key = stream.restoreKey else { return call() }
        if originals.index(forKey: key) == nil {
            let entry = server.restoreEntry(named: key)
            originals[key] = .some(entry)
            journal?.append(.restore(key: key, entry: entry))
        }
        let ok = call()
        putBack(key)
        return ok
    }

    /// Writes the first entry of `key` back, or deletes the entry where there was none.
    private func putBack(_ key: String) {
        guard let server, let original = originals[key] else { return }
        if let entry = original {
            _ = server.writeRestoreEntry(entry)
        } else {
            _ = server.deleteRestoreEntry(named: key)
        }
    }

    /// Forgets the first entry of a key once no stream the daemon manages is saved under it.
    private func forgetOriginal(of key: String?) {
        guard let key, !managed.keys.contains(where: { streams[$0]?.restoreKey == key }) else { return }
        originals[key] = nil
    }

    // MARK: - The daemon's own sinks

    private func load(_ module: String, _ arguments: String) -> UInt32? {
        guard let server, let index = server.loadModule(module, arguments: arguments) else { return nil }
        journal?.append(.loaded(module: index))
        ownModules.insert(index)
        return index
    }

    /// The park sink, loaded and suspended the first time it is needed.
    private func parkSinkName() -> String? {
        if parkModule == nil {
            parkModule = load(
                "module-null-sink",
                "sink_name=\(Self.parkSink) sink_properties=device.description=audiosession-parked")
            if parkModule != nil { _ = server?.setSuspended(true, sink: Self.parkSink) }
        }
        return parkModule == nil ? nil : Self.parkSink
    }

    /// The duck bus into `target`, made the first time it is needed; its gain goes down to the duck level.
    private func duckBus(for target: String) -> String? {
        if let bus = buses.first(where: { $0.target == target }) { return bus.sink }
        // A name no sink has: a killed daemon's buses may still be there, and moves go by name.
        busCount += 1
        while sinks.values.contains(where: { $0.name == "\(Self.ownSinkPrefix)duck-\(busCount)" }) { busCount += 1 }
        let sink = "\(Self.ownSinkPrefix)duck-\(busCount)"
        guard
            let null = load(
                "module-null-sink", "sink_name=\(sink) sink_properties=device.description=audiosession-duck-bus"),
            let loopback = load(
                "module-loopback",
                "source=\(sink).monitor sink=\(target) latency_msec=20 source_dont_move=true sink_dont_move=true")
        else { return nil }
        // A null sink renders its first block at its default latency (2 s on PulseAudio) before the loopback's
        // request counts: suspending and resuming it starts its clock again at the latency asked for, so the
        // ducked streams are heard at once instead of after 2 s of silence.
        if server?.setSuspended(true, sink: sink) == true { _ = server?.setSuspended(false, sink: sink) }
        buses.append(DuckBus(target: target, sink: sink, nullModule: null, loopbackModule: loopback))
        startRamp(buses.count - 1, to: options.duckLevel)
        return sink
    }

    /// After a decision: a bus that no ducked app's stream goes to any more ramps back up, and one that a ducked
    /// app's stream goes to again ramps down.
    private func settleBuses() {
        for index in buses.indices {
            let target = buses[index].target
            let ducked = streams.values.contains { stream in
                guard let app = owner(of: stream), let wanted = targets[app], wanted.enforcement == .duck else {
                    return false
                }
                return (wanted.output?.sink ?? home(of: stream)) == target
            }
            let goal = ducked ? options.duckLevel : 1
            if buses[index].goal != goal { startRamp(index, to: goal) }
        }
    }

    /// Where a stream plays when the daemon does nothing to it.
    private func home(of stream: ServerStream) -> String {
        managed[stream.index]?.home ?? sinkName(stream.sink) ?? ""
    }

    /// Moves a bus's gain to `goal` in 10 steps over the ramp (one step for a ramp of 0), geometric, as a duck is
    /// heard; when it is back at 1, the streams on it go home.
    private func startRamp(_ bus: Int, to goal: Double) {
        buses[bus].goal = goal
        buses[bus].ramp += 1
        let generation = buses[bus].ramp
        let from = max(buses[bus].gain, 0.0001)
        let steps = options.duckRampNanoseconds > 0 ? 10 : 1
        let sink = buses[bus].sink
        for step in 1...steps {
            let gain = step == steps ? goal : from * pow(goal / from, Double(step) / Double(steps))
            let delay = options.duckRampNanoseconds * Int64(step - 1) / Int64(steps)
            let apply: @Sendable () -> Void = { [weak self] in
                self?.rampStep(sink: sink, generation: generation, gain: gain, last: step == steps)
            }
            if delay == 0 { apply() } else { schedule(delay, apply) }
        }
    }

    private func rampStep(sink: String, generation: Int, gain: Double, last: Bool) {
        guard let bus = buses.firstIndex(where: { $0.sink == sink }), buses[bus].ramp == generation else { return }
        buses[bus].gain = gain
        applyGain(of: bus)
        guard last else { return }
        buses[bus].ramp = 0
        if gain >= 1 {
            for index in streams.keys.sorted() where sinkName(streams[index]!.sink) == sink { reconcile(index) }
        }
    }

    private func applyGain(of bus: Int) {
        guard let server, let index = buses[bus].loopbackStream, let stream = streams[index] else { return }
        let gain = buses[bus].gain
        _ = restoring(stream) { server.setVolume(gain, stream: index) }
    }
}
