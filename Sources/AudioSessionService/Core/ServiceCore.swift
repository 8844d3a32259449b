import AudioSessionEngine
import AudioSessionModel
import AudioSessionRemote
import AudioSessionRuntime
import AudioSessionScenario
import AudioSessionSimulator
import AudioSessionVocabulary
import Logging

/// The daemon's core: the runtime on a real clock, the apps and their owners, the connections, the record and the
/// enforcement. Every method runs on the daemon's one serial queue, which owns it (the transport and the timers
/// call in from there); nothing in it blocks.
///
/// A request is read, the timers due by then fire, the request is applied to the runtime, and then, in order: the
/// reply, the pushes of what the decision delivered (rules O1, O2), the changed state of every other connected app,
/// and the enforcement that changed.
package final class ServiceCore: @unchecked Sendable {
    struct Connection {
        var peer: PeerCredentials
        var app: String?
    }

    struct App {
        var id: AppID
        var ownerUID: UInt32?
        var connection: ConnectionID?
        var token: String?
        var lastState: [String: JSONValue] = [:]
        var lastSnapshot: SessionStateKeys.Snapshot?
        var enforcement = Enforcement.none
        var output: Enforcer.Output?
    }

    /// The app-name rule of `hello`: 1 to 64 ASCII letters, digits, spaces, `.`, `_` or `-`, starting with a letter or
    /// a digit.
    static func isValidName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        func allowed(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
            guard scalar.isASCII else { return false }
            let value = scalar.value
            let alphanumeric = (48...57).contains(value) || (65...90).contains(value) || (97...122).contains(value)
            return alphanumeric || (!first && " ._-".unicodeScalars.contains(scalar))
        }
        guard (1...64).contains(scalars.count), allowed(scalars[0], first: true) else { return false }
        return scalars.dropFirst().allSatisfy { allowed($0, first: false) }
    }
    /// How long an app in the background runs before L3 suspends it: just under the format's limit, so that a
    /// desktop app not in front keeps running.
    static let desktopSuspendAfter: Int64 = 99_999 * 3_600 * 1_000_000_000

    package let configuration: ServiceConfiguration
    package let clock: ServiceClock
    package let runtime: Runtime
    let transport: any ServiceTransport
    let enforcer: Enforcer
    let logger: Logger
    let record: RecordWriter?
    /// Identifies this daemon's life: a client that reconnects and sees another epoch knows the daemon restarted.
    package let epoch: String
    let makeToken: @Sendable () -> String

    var connections: [ConnectionID: Connection] = [:]
    var apps: [String: App] = [:]
    /// The apps in registration order (the delivery order, O1).
    var appNames: [String] = []
    let happened = Locked<[RuntimeEvent]>([])
    /// The sound server's sinks, sources and cards as its events leave them, and the ports they make.
    var sinks: [UInt32: ServerEndpoint] = [:]
    var sources: [UInt32: ServerEndpoint] = [:]
    var cards: [UInt32: ServerCard] = [:]
    var foundPorts: [PortMap.Found] = []
    let portMap: PortMap
    /// Bluetooth devices gone from the server and not disconnected yet: their profile may be switching.
    var awayBluetooth: Set<String> = []
    /// How long a Bluetooth device may be away before it is disconnected, in nanoseconds.
    static let bluetoothDebounce: Int64 = 500_000_000

    /// A core over `configuration`'s device on `clock`, writing to `transport`.
    package init(
        configuration: ServiceConfiguration, clock: ServiceClock, transport: any ServiceTransport,
        enforcer: Enforcer = Enforcer(), logger: Logger = Logger(label: "audiosession.serve"),
        record: RecordWriter? = nil, epoch: String, started: String = "",
        makeToken: @escaping @Sendable () -> String
    ) {
        self.configuration = configuration
        self.clock = clock
        self.transport = transport
        self.enforcer = enforcer
        self.logger = logger
        self.record = record
        self.epoch = epoch
        self.makeToken = makeToken
        portMap = PortMap(rules: configuration.portRules)
        var state = configuration.device.makeState()
        if configuration.lifecycle == .desktop { state.suspendAfterNanoseconds = Self.desktopSuspendAfter }
        runtime = Runtime(
            engine: Engine(state: state), clock: clock, options: Runtime.Options(stopsOnRejection: false))
        for (index, app) in state.apps.enumerated() where app.role == .declared {
            apps[app.name] = App(id: AppID(index))
            appNames.append(app.name)
        }
        let happened = happened
        runtime.subscribe { event, _ in happened.withLock { $0.append(event) } }
        writeRecordHeader(started: started)
    }

    // MARK: - Connections

    /// A client connected.
    package func connectionOpened(_ connection: ConnectionID, peer: PeerCredentials) {
        connections[connection] = Connection(peer: peer)
        logger.info("\(nowText) \(connection) connected: pid \(peer.pid), uid \(peer.uid)")
    }

    /// A connection closed without `bye` (end of file, an error, or a client that stopped reading): rule SV1, or
    /// SV2 with `--on-client-exit terminate`.
    package func connectionClosed(_ connection: ConnectionID) {
        guard let closed = connections.removeValue(forKey: connection) else { return }
        clock.freeze()
        defer { clock.unfreeze() }
        guard let name = closed.app, var app = apps[name], app.connection == connection else { return }
        fireDueTimers()
        app.connection = nil
        app.token = nil
        app.enforcement = .none
        app.output = nil
        apps[name] = app
        noteStreamsLeft(enforcer.disconnect(app: name), by: name)
        noteOutsideAudio()
        var line = WireLine(["closed": .string(name), "bye": .bool(false)])
        line.setTime(clock.now)
        record?.write(line)
        let rule: ServiceRule = configuration.clientExit == .release ? .sv1 : .sv2
        logger.info("\(nowText) \(name) \(rule.because("\(name)'s connection closed"))")
        if rule == .sv1, reading({ $0.apps[app.id.index].session.isActive }) {
            applyRecorded(
                .app(app.id, .deactivate(.notifyOthersOnDeactivation)),
                recorded: ["app": .string(name), "do": .object(["deactivate": .object(["notifyOthers": .bool(true)])])])
        }
        if reading({ $0.apps[app.id.index].lifecycle }) != .notRunning {
            applyRecorded(.user(.killApp(name)), recorded: Self.killAppStep(name))
        }
        finishDecision(replyingTo: nil)
    }

    /// Timers fell due: fire them and tell the apps what they decided.
    package func timersDue() {
        clock.freeze()
        defer { clock.unfreeze() }
        fireDueTimers()
        finishDecision(replyingTo: nil)
    }

    /// A line longer than the protocol allows arrived; the connection is kept.
    package func lineTooLong(from connection: ConnectionID) {
        send(WireLine(["error": .string("lineTooLong")]), to: connection)
    }

    // MARK: - Requests

    /// One line from a connection.
    package func received(_ line: String, from connection: ConnectionID) {
        guard connections[connection] != nil else { return }
        clock.freeze()
        defer { clock.unfreeze() }
        let request: ServiceRequest
        switch ServiceRequest.parse(line) {
        case .success(let parsed): request = parsed
        case .failure(let error):
            return reply(to: connection, id: error.id, failure: "badRequest", message: error.message)
        }
        fireDueTimers()
        finishDecision(replyingTo: nil) // What the timers decided reaches the apps before this request's reply.
        switch request.kind {
        case .hello(let app, let version): hello(app, version: version, id: request.id, from: connection)
        case .actions(let value): actions(value, id: request.id, from: connection)
        case .get(let what): get(what, id: request.id, from: connection)
        case .user(let value): privileged(value, user: true, id: request.id, from: connection)
        case .system(let value): privileged(value, user: false, id: request.id, from: connection)
        case .bye: bye(id: request.id, from: connection)
        case .ping: reply(to: connection, id: request.id, [:])
        case .unsupported(let type):
            reply(
                to: connection, id: request.id, failure: "unsupported",
                message: "unknown message type '\(type)'; this daemon speaks protocol 1: "
                    + ServiceRequest.types.joined(separator: ", "))
        }
    }

    private func hello(_ name: String, version: Int, id: JSONValue?, from connection: ConnectionID) {
        guard let peer = connections[connection]?.peer else { return }
        if let current = connections[connection]?.app {
            return reply(
                to: connection, id: id, failure: "badRequest", message: "this connection already speaks for \(current)")
        }
        guard version == 1 else {
            return reply(
                to: connection, id: id, failure: "badRequest", message: "protocol \(version) is not spoken; 1 is")
        }
        guard Self.isValidName(name), name != "Music", name != "Phone" else {
            return reply(
                to: connection, id: id, failure: "badRequest",
                message: "'\(name)' cannot name an app: 1 to 64 letters, digits, spaces, '.', '_' or '-', not Music "
                    + "or Phone")
        }
        if apps[name] == nil {
            guard configuration.allowsUnknownApps else {
                return reply(
                    to: connection, id: id, failure: "unknownApp",
                    message: "\(name) is not declared (--apps); --allow-unknown-apps lets any app say hello")
            }
            let state = AppState(
                name: name, backgroundAudio: true, handlesRemoteCommands: false, grantsPermission: true,
                recordPermission: .granted, lifecycle: .notRunning)
            apps[name] = App(id: runtime.register(state))
            appNames.append(name)
        }
        guard var app = apps[name] else { return }
        if let owner = app.ownerUID, owner != peer.uid, peer.uid != 0 {
            return reply(to: connection, id: id, failure: "notOwner", message: "\(name) belongs to uid \(owner)")
        }
        guard app.connection == nil else {
            return reply(to: connection, id: id, failure: "appInUse", message: "\(name) is connected already")
        }
        app.ownerUID = app.ownerUID ?? peer.uid
        app.connection = connection
        app.token = makeToken()
        connections[connection]?.app = name
        enforcer.connect(app: name, pid: peer.pid, token: app.token)
        noteOutsideAudio()
        var line = WireLine([
            "hello": .object([
                "app": .string(name), "uid": .number(Double(peer.uid)),
                "pid": .number(Double(peer.pid)),
            ])
        ])
        line.setTime(clock.now)
        record?.write(line)
        logger.info("\(nowText) \(name) hello from pid \(peer.pid), uid \(peer.uid)")
        apps[name] = app
        let snapshot = snapshots()[name]
        let state = snapshot?.keys ?? [:]
        apps[name]?.lastState = state
        apps[name]?.lastSnapshot = snapshot
        guard let app = apps[name] else { return }
        reply(
            to: connection, id: id,
            ["token": .string(app.token ?? ""), "epoch": .string(epoch), "state": .object(state)])
        finishDecision(replyingTo: nil)
    }

    private func actions(_ value: JSONValue, id: JSONValue?, from connection: ConnectionID) {
        guard let name = connections[connection]?.app, let app = apps[name] else {
            return reply(to: connection, id: id, failure: "badRequest", message: "say hello first")
        }
        let actions: [AppAction]
        do {
            actions = try StepValue.appActions(value.line, os: reading(\.os), source: "request")
        } catch {
            return reply(to: connection, id: id, failure: "badRequest", message: error.description)
        }
        if configuration.front == .acting, reading(\.front) != .app(app.id) {
            applyRecorded(.user(.openApp(name)), recorded: ["user": .object(["openApp": .string(name)])])
        }
        var failure: AudioSessionError?
        var refusal: RuntimeError?
        recordInput(["app": .string(name), "do": value])
        // One request is one step of the app's own, as a scenario's: the app is woken for it (L4) and its held
        // deliveries run first (L5); suspensions are decided once, after its last action (L3).
        runtime.turn {
            runtime.willRunCode(of: app.id)
            for action in actions {
                switch applyRecorded(.app(app.id, action)) {
                case .success(let error?): failure = failure ?? error
                case .success(nil): break
                case .failure(let error): refusal = refusal ?? error
                }
            }
        }
        var members: [String: JSONValue] = [:]
        if let failure {
            members = ["error": .string(failure.code.name), "because": .string(failure.message)]
        } else if let refusal {
            members = ["error": .string("refused"), "because": .string(refusal.description)]
        }
        finishDecision(replyingTo: (connection, id, members))
    }

    private func get(_ what: String, id: JSONValue?, from connection: ConnectionID) {
        guard what == "state" else {
            return reply(to: connection, id: id, failure: "badRequest", message: "get takes \"state\", not '\(what)'")
        }
        guard let name = connections[connection]?.app else {
            return reply(to: connection, id: id, failure: "badRequest", message: "say hello first")
        }
        reply(to: connection, id: id, ["state": .object(snapshots()[name]?.keys ?? [:])])
    }

    private func privileged(_ value: JSONValue, user: Bool, id: JSONValue?, from connection: ConnectionID) {
        guard let peer = connections[connection]?.peer else { return }
        guard isPrivileged(peer) else {
            return reply(
                to: connection, id: id, failure: "notAuthorized",
                message: "\(user ? "user" : "system") events come from root, the daemon's user or --control-group")
        }
        let event: EngineEvent
        do {
            if user {
                event = .user(try StepValue.userAction(value.line, apps: appNames, source: "request"))
            } else {
                event = .system(try StepValue.systemEvent(value.line, model: reading(\.model), source: "request"))
            }
        } catch {
            return reply(to: connection, id: id, failure: "badRequest", message: error.description)
        }
        var members: [String: JSONValue] = [:]
        if case .failure(let refusal) = applyRecorded(event, recorded: [user ? "user" : "system": value]) {
            members = ["error": .string("refused"), "because": .string(refusal.description)]
        }
        finishDecision(replyingTo: (connection, id, members))
    }

    private func bye(id: JSONValue?, from connection: ConnectionID) {
        guard let name = connections[connection]?.app, var app = apps[name] else {
            reply(to: connection, id: id, [:])
            connections[connection] = nil
            return transport.close(connection)
        }
        reply(to: connection, id: id, [:])
        var line = WireLine(["closed": .string(name), "bye": .bool(true)])
        line.setTime(clock.now)
        record?.write(line)
        app.connection = nil
        app.token = nil
        app.enforcement = .none
        app.output = nil
        apps[name] = app
        noteStreamsLeft(enforcer.disconnect(app: name), by: name)
        noteOutsideAudio()
        connections[connection] = nil
        if reading({ $0.apps[app.id.index].lifecycle }) != .notRunning {
            applyRecorded(.user(.killApp(name)), recorded: Self.killAppStep(name))
        }
        finishDecision(replyingTo: nil)
        transport.close(connection)
    }

    /// Whether a client may send `user` and `system` events: root, the daemon's own user, or `--control-group`.
    func isPrivileged(_ peer: PeerCredentials) -> Bool {
        peer.uid == 0 || peer.uid == configuration.daemonUID || configuration.controlGroup?.contains(peer) == true
    }

    // MARK: - Applying

    /// Appends an input line to the record: `members` (`app`, `do`, `user` or `system`) at the time now.
    private func recordInput(_ members: [String: JSONValue]) {
        var line = WireLine(members)
        line.setTime(clock.now)
        record?.write(line)
    }

    /// The scenario form of the user swiping `name` away (`{user: {killApp: NAME}}`), for the record.
    private static func killAppStep(_ name: String) -> [String: JSONValue] {
        ["user": .object([Vocabulary.standard.name(of: UserActionWord.killApp): .string(name)])]
    }

    /// Applies an input to the runtime, first appending `recorded` (its scenario form) to the record when given.
    @discardableResult
    private func applyRecorded(
        _ event: EngineEvent, recorded: [String: JSONValue]? = nil
    ) -> Result<AudioSessionError?, RuntimeError> {
        if let recorded { recordInput(recorded) }
        do throws(RuntimeError) {
            switch event {
            case .app(let id, let action): return .success(try runtime.apply(action, by: id))
            case .user(let action): try runtime.apply(action)
            case .system(let system): try runtime.apply(system)
            default: break
            }
            return .success(nil)
        } catch {
            return .failure(error)
        }
    }

    private func fireDueTimers() { clock.fireDue(in: runtime) }

    /// Sends the reply (if any), then what the runtime decided since the last call: pushes, changed states,
    /// enforcement, log lines and record lines.
    private func finishDecision(replyingTo request: (ConnectionID, JSONValue?, [String: JSONValue])?) {
        let events = happened.withLock { events -> [RuntimeEvent] in
            defer { events = [] }
            return events
        }
        let snapshots = snapshots()
        if let (connection, id, members) = request {
            var members = members
            if let name = connections[connection]?.app, let snapshot = snapshots[name] {
                members["state"] = .object(changedKeys(of: name, to: snapshot))
            }
            reply(to: connection, id: id, members, ok: members["error"] == nil)
        }
        for event in events { handle(event) }
        for name in appNames {
            guard let connection = apps[name]?.connection, let snapshot = snapshots[name] else { continue }
            let changes = changedKeys(of: name, to: snapshot)
            if !changes.isEmpty { send(Push.state(changes, at: clock.now), to: connection) }
        }
        enforce(snapshots)
    }

    /// The keys of the app's state that changed since it was last told, now told; nothing is written out for an
    /// app whose state is as it was.
    private func changedKeys(of name: String, to snapshot: SessionStateKeys.Snapshot) -> [String: JSONValue] {
        guard var app = apps[name], app.lastSnapshot != snapshot else { return [:] }
        let state = snapshot.keys
        let changes = SessionStateKeys.changes(from: app.lastState, to: state)
        app.lastState = state
        app.lastSnapshot = snapshot
        apps[name] = app
        return changes
    }

    private func handle(_ event: RuntimeEvent) {
        switch event {
        case .actionApplied(let applied):
            let actor = actorName(of: applied.event)
            let what = Self.describe(applied.event)
            if let error = applied.error {
                logger.info("\(WireLine.seconds(applied.time)) \(actor) \(what) failed: \(error.message)")
                if case .app(let id, _) = applied.event {
                    var line = WireLine(["app": .string(name(of: id)), "error": .string(error.code.name)])
                    line.setTime(applied.time)
                    record?.write(line)
                }
            } else {
                logger.info("\(WireLine.seconds(applied.time)) \(actor) \(what)")
            }
        case .delivered(let id, let delivery, let because, let time):
            let app = name(of: id)
            let reason = because.map { " because: \($0.description)" } ?? ""
            switch delivery {
            case .notification(let notification):
                logger.info("\(WireLine.seconds(time)) \(app) ← \(Vocabulary.standard.name(of: notification))\(reason)")
                var line = WireLine(["app": .string(app), "received": Push.event(notification)])
                if let because { line["because"] = .string(because.description) }
                line.setTime(time)
                record?.write(line)
            case .lifecycle(let lifecycle):
                logger.info("\(WireLine.seconds(time)) \(app) · \(lifecycle.rawValue)\(reason)")
            }
            if let connection = apps[app]?.connection {
                send(Push.line(delivery, because: because, at: time), to: connection)
            }
        case .note(let actor, let note, let because, let time):
            let who: String
            switch actor {
            case .app(let id): who = name(of: id)
            case .system: who = "system"
            }
            logger.info(
                "\(WireLine.seconds(time)) \(who) · \(Vocabulary.standard.name(of: note)) because: \(because.description)"
            )
        case .rejected(let error):
            logger.warning("\(nowText) refused: \(error.description)")
        }
    }

    /// Tells the sound server what changed in each connected app's enforcement and output.
    private func enforce(_ snapshots: [String: SessionStateKeys.Snapshot]) {
        for name in appNames {
            guard var app = apps[name], app.connection != nil, let snapshot = snapshots[name] else { continue }
            let wanted = snapshot.enforcement
            let output = snapshot.readings.route.outputs.first.flatMap { portMap.output(for: $0, in: foundPorts) }
            guard wanted != app.enforcement || output != app.output else { continue }
            app.enforcement = wanted
            app.output = output
            apps[name] = app
            let (how, ok) = enforcer.enforce(wanted, output: output, app: name)
            var line = WireLine([
                "enforced": .string(name), "as": .string(wanted.rawValue), "how": .string(how), "ok": .bool(ok),
            ])
            if let output { line["sink"] = .string(output.sink) }
            line.setTime(clock.now)
            record?.write(line)
            let destination = output.map { " to \($0.sink)" } ?? ""
            logger.info("\(nowText) \(name) enforced \(wanted.rawValue) (\(how))\(destination)\(ok ? "" : " failed")")
        }
    }

    // MARK: - The sound server

    /// The sound server's backend started with this graph: the enforcer undoes what a previous daemon left (rule
    /// SV4), and the external devices it has are connected.
    package func soundServerStarted(with graph: SoundServerGraph) {
        clock.freeze()
        defer { clock.unfreeze() }
        let undone = enforcer.start(with: graph)
        if undone > 0 {
            logger.info(
                "\(nowText) \(ServiceRule.sv4.because("undid \(undone) enforcement calls a previous daemon left"))")
        }
        for sink in graph.sinks { sinks[sink.index] = sink }
        for source in graph.sources { sources[source.index] = source }
        for card in graph.cards { cards[card.index] = card }
        fireDueTimers()
        rediscoverPorts()
        noteOutsideAudio()
        finishDecision(replyingTo: nil)
    }

    /// The sound server came back after it was lost: the enforcer starts again on the new graph, every connected
    /// app's enforcement and output are applied again (its streams, its sink's port), and the ports that came or went
    /// are devices connected and disconnected.
    package func soundServerRestarted(with graph: SoundServerGraph) {
        clock.freeze()
        defer { clock.unfreeze() }
        enforcer.restart(with: graph)
        logger.info(
            "\(nowText) the sound server is back (\(graph.sinks.count) sinks, \(graph.streams.count) streams): enforcing again"
        )
        sinks = [:]
        sources = [:]
        cards = [:]
        for sink in graph.sinks { sinks[sink.index] = sink }
        for source in graph.sources { sources[source.index] = source }
        for card in graph.cards { cards[card.index] = card }
        for name in appNames {
            guard let app = apps[name], app.connection != nil else { continue }
            enforcer.enforce(app.enforcement, output: app.output, app: name)
        }
        fireDueTimers()
        rediscoverPorts()
        noteOutsideAudio()
        finishDecision(replyingTo: nil)
    }

    /// Logs the streams an app left playing as its connection ended: silenced until they end, since the app is
    /// terminated (L6).
    private func noteStreamsLeft(_ count: Int, by name: String) {
        guard count > 0 else { return }
        let streams = count == 1 ? "1 stream" : "\(count) streams"
        logger.info("\(nowText) \(name) left \(streams) playing: silenced until they end (rule L6)")
    }

    /// Tells the runtime whether a stream of no app plays now, when that changed (it counts for H1; the record has
    /// no step for it); returns whether it changed.
    @discardableResult
    private func noteOutsideAudio() -> Bool {
        let playing = enforcer.isUnmanagedAudioPlaying
        guard playing != runtime.isOutsideAudioPlaying else { return false }
        runtime.setOutsideAudioPlaying(playing)
        let what = playing ? "a stream of no app plays" : "no stream of no app plays any more"
        logger.info("\(nowText) \(what): every app's otherAudioPlaying counts it (rule H1)")
        return true
    }

    /// A change on the sound server: streams get their app's enforcement, and ports that come and go are devices
    /// connected and disconnected (recorded as user steps).
    package func soundServerChanged(_ event: SoundServerEvent) {
        clock.freeze()
        defer { clock.unfreeze() }
        enforcer.handle(event)
        switch event {
        case .sink(let sink): sinks[sink.index] = sink
        case .sinkRemoved(let index): sinks[index] = nil
        case .source(let source): sources[source.index] = source
        case .sourceRemoved(let index): sources[index] = nil
        case .card(let card): cards[card.index] = card
        case .cardRemoved(let index): cards[index] = nil
        case .lost(let reason):
            logger.warning(
                "\(nowText) the sound server was lost: \(reason); enforcement is recorded only until it is back")
            if noteOutsideAudio() { finishDecision(replyingTo: nil) }
            return
        case .stream, .streamRemoved:
            // A stream of no app's counts for every app's `otherAudioPlaying`, as it starts and stops.
            if noteOutsideAudio() { finishDecision(replyingTo: nil) }
            return
        }
        fireDueTimers()
        rediscoverPorts()
        finishDecision(replyingTo: nil)
    }

    /// A Bluetooth device away since 500 ms ago: gone unless it came back meanwhile.
    private func bluetoothAwayEnded(_ name: String) {
        guard awayBluetooth.remove(name) != nil, reading({ $0.devices.contains { $0.name == name } }) else { return }
        clock.freeze()
        defer { clock.unfreeze() }
        fireDueTimers()
        applyRecorded(.user(.disconnect(name)), recorded: Self.disconnectStep(name))
        finishDecision(replyingTo: nil)
    }

    /// The scenario form of a device disconnecting (`{user: {disconnect: NAME}}`), for the record.
    private static func disconnectStep(_ name: String) -> [String: JSONValue] {
        ["user": .object([Vocabulary.standard.name(of: UserActionWord.disconnect): .string(name)])]
    }

    /// Reads the ports the server has now and connects or disconnects the devices that came or went.
    private func rediscoverPorts() {
        let byIndex = { (map: [UInt32: ServerEndpoint]) in map.keys.sorted().map { map[$0]! } }
        let before = portMap.devices(in: foundPorts)
        foundPorts = portMap.ports(
            sinks: byIndex(sinks), sources: byIndex(sources), cards: cards.keys.sorted().map { cards[$0]! })
        let after = portMap.devices(in: foundPorts)
        let connected = Set(reading { $0.devices.map(\.name) })
        for device in before where !after.contains(where: { $0.name == device.name }) && connected.contains(device.name)
        {
            if device.kind.isBluetooth {
                // A profile switch (A2DP ↔ HFP) removes the device's sink and makes another: wait before believing it.
                guard awayBluetooth.insert(device.name).inserted else { continue }
                let name = device.name
                enforcer.schedule(Self.bluetoothDebounce) { [self] in bluetoothAwayEnded(name) }
                continue
            }
            applyRecorded(.user(.disconnect(device.name)), recorded: Self.disconnectStep(device.name))
        }
        for name in awayBluetooth.sorted() where after.contains(where: { $0.name == name }) {
            awayBluetooth.remove(name)
            logger.info("\(nowText) \(name) is back within 500 ms: its profile switched; it stays connected")
        }
        for device in after where !connected.contains(device.name) {
            let connect = Vocabulary.standard.name(of: UserActionWord.connect)
            applyRecorded(
                .user(.connect(device)),
                recorded: [
                    "user": .object([
                        connect: .object(["kind": .string(device.kind.rawValue), "name": .string(device.name)])
                    ])
                ])
        }
    }

    // MARK: - Reading

    /// The time now, as the protocol writes it.
    var nowText: String { WireLine.seconds(clock.now) }

    private func name(of id: AppID) -> String { reading { $0.apps[id.index].name } }

    /// One value of the device state, read in place (`runtime.state` would copy every app's state).
    private func reading<T>(_ body: (DeviceState) -> T) -> T { runtime.reading { engine, _ in body(engine.state) } }

    /// An input's name for the log: `activate`, `openApp`, `incomingCall`.
    static func describe(_ event: EngineEvent) -> String {
        switch event {
        case .app(_, let action): Vocabulary.standard.name(of: action)
        case .user(let action): Vocabulary.standard.name(of: action)
        case .system(let system): Vocabulary.standard.name(of: system)
        default: "\(event)"
        }
    }

    private func actorName(of event: EngineEvent) -> String {
        switch event {
        case .app(let id, _): name(of: id)
        case .user: "user"
        case .system: "system"
        default: "system"
        }
    }

    /// The state of every connected app, by name, read in time linear in the apps.
    private func snapshots() -> [String: SessionStateKeys.Snapshot] {
        runtime.reading { engine, _ in
            let readings = engine.readingsOfEveryApp()
            var snapshots: [String: SessionStateKeys.Snapshot] = [:]
            for (name, app) in apps where app.connection != nil {
                snapshots[name] = SessionStateKeys.Snapshot(of: app.id, readings[app.id.index], in: engine)
            }
            return snapshots
        }
    }

    // MARK: - Writing

    private func reply(
        to connection: ConnectionID, id: JSONValue?, _ members: [String: JSONValue], ok: Bool = true
    ) {
        var line = WireLine(members)
        line["ok"] = .bool(ok)
        if let id { line["id"] = id }
        send(line, to: connection)
    }

    private func reply(to connection: ConnectionID, id: JSONValue?, failure: String, message: String) {
        var line = WireLine(["error": .string(failure), "message": .string(message)])
        if let id {
            line["id"] = id
            line["ok"] = .bool(false)
        }
        send(line, to: connection)
    }

    private func send(_ line: WireLine, to connection: ConnectionID) { transport.send(line.text, to: connection) }

    private func writeRecordHeader(started: String) {
        guard let record else { return }
        let device = configuration.device
        var declared: [String: JSONValue] = [:]
        for app in device.apps {
            declared[app.name] = .object([
                "backgroundAudio": .bool(app.backgroundAudio), "remoteCommands": .bool(app.handlesRemoteCommands),
                "recordPermission": .string(app.recordPermission.description), "callKit": .bool(app.usesCallKit),
            ])
        }
        var deviceKeys: [String: JSONValue] = [
            "model": .string(device.model.rawValue), "os": .number(Double(device.os.rawValue)),
            "ringer": .string(device.ringer.rawValue), "locked": .bool(device.isLocked),
            "callStyle": .string(device.callStyle.rawValue),
        ]
        if !device.devices.isEmpty {
            deviceKeys["devices"] = .array(
                device.devices.map { .object(["kind": .string($0.kind.rawValue), "name": .string($0.name)]) })
        }
        deviceKeys["foreground"] = .string(device.foreground ?? "none")
        let line = WireLine([
            "record": .number(1), "epoch": .string(epoch), "started": .string(started),
            "serve": .object([
                "front": .string(configuration.front.rawValue),
                "onClientExit": .string(configuration.clientExit.rawValue),
                "allowUnknownApps": .bool(configuration.allowsUnknownApps),
            ]),
            "device": .object(deviceKeys), "apps": .object(declared),
        ])
        record.write(line)
    }
}
