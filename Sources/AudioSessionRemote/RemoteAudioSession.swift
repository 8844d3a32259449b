import AudioSessionKit
import AudioSessionModel
import Dispatch
import Foundation

/// An audio session arbitrated by `audiosession serve`: the Kit's third adapter, beside the simulated and the
/// system ones, for an app on Linux (not in the SDK, which has `AVAudioSession`).
///
/// Setters are synchronous, one request and its reply, as `AVAudioSession`'s are (a daemon that does not answer
/// within two seconds is `mediaServicesFailed`). Getters read a snapshot that replies and the daemon's state pushes
/// keep current; they never block. Notifications reach observers as on iOS: interruptions, resets, the secondary
/// audio hint and the mute notifications on the main queue, route and input changes on a secondary queue.
///
/// When the daemon goes away the session tells its observers `mediaServicesWereLost`, reconnects (50 ms, doubling,
/// at most 2 s, for ever) and, once the daemon answers again, `mediaServicesWereReset`: the session is new (rule
/// S7) and the app configures and activates it again, as after a media server reset on iOS (rule SV3). Calls made
/// meanwhile fail at once with `mediaServicesFailed`.
public final class RemoteAudioSession: AudioSessionProtocol, @unchecked Sendable {
    /// The app this session speaks for (not in the SDK).
    public let app: String
    /// The daemon's socket (not in the SDK).
    public let socketPath: String
    /// How long a call waits for the daemon's reply (not in the SDK).
    public static let replyTimeout = 2.0

    private struct Link {
        var connection: LineConnection?
        var epoch = ""
        var token = ""
        var nextID = 0
        var waiting: [Int: Waiter] = [:]
        var state: [String: Any] = [:]
        var givenOptions: CategoryOptions?
        var prefersNoInterruptions = false
        var prefersInterruptionOnRouteDisconnect = true
        var preferences = SessionPreferences()
        var isClosed = false
    }

    private final class Waiter: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        var reply: [String: Any]?
    }

    private let link = Locked(Link())
    private let sendLock = Locked(())
    private let observers = Locked<[Int: @Sendable (AudioSessionNotification) -> Void]>([:])
    private let nextObserver = Locked(0)
    private let sharing = SessionSharing(.inactive)
    private let secondaryQueue = DispatchQueue(label: "RemoteAudioSession notifications")

    /// Connects to the daemon and says hello as `app`; the socket is `socket`, else `AUDIOSESSION_SOCKET`, the
    /// session daemon's, the system daemon's (not in the SDK).
    ///
    /// - Throws: `mediaServicesFailed` when no daemon answers within two seconds; the daemon's refusal
    ///   (`unknownApp`, `notOwner`, `appInUse`) as `unspecified` with its message.
    public init(app: String, socket: String? = nil) throws(AudioSessionError) {
        self.app = app
        socketPath = socket ?? Self.defaultSocketPath()
        let (connection, reply) = try Self.connect(app: app, socketPath: socketPath)
        link.withLock { link in
            link.connection = connection
            Self.adopt(reply, into: &link)
        }
        // The reader holds the session weakly, between lines: a session the app lets go is released, and its reader
        // and reconnection stop.
        let reader = Reader(self)
        let thread = Thread { reader.run(connection) }
        thread.name = "RemoteAudioSession \(app)"
        thread.start()
    }

    deinit { close() }

    /// Says bye and closes the connection; the daemon terminates the app (rule L6) (not in the SDK).
    public func close() {
        let connection = link.withLock { link -> LineConnection? in
            guard !link.isClosed else { return nil }
            link.isClosed = true
            return link.connection
        }
        guard let connection else { return }
        _ = try? connection.send(#"{"bye":{}}"#)
        connection.close()
    }

    /// The socket a client uses: `AUDIOSESSION_SOCKET`, the session daemon's, else the system daemon's (not in the
    /// SDK).
    public static func defaultSocketPath(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        if let given = environment["AUDIOSESSION_SOCKET"], !given.isEmpty { return given }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
            let session = runtime + "/audiosession/socket"
            if FileManager.default.fileExists(atPath: session) { return session }
        }
        return "/run/audiosession/socket"
    }

    // MARK: - Streams

    /// The token the daemon gave this connection's hello: the `audiosession.token` of the app's streams (not in the
    /// SDK).
    public var token: String { link.withLock { $0.token } }

    /// The properties to give the app's audio streams so that the daemon enforces its decisions on them
    /// (`pa_stream_new_with_proplist`, `pw_stream` properties) (not in the SDK).
    public var streamProperties: [String: String] {
        ["audiosession.managed": "true", "audiosession.token": token, "audiosession.app": app]
    }

    /// Sets `PULSE_PROP` and `PIPEWIRE_PROPS` to ``streamProperties``, for audio stacks the app does not control
    /// (not in the SDK).
    public func exportEnvironment() {
        let properties = streamProperties.sorted { $0.key < $1.key }
        let pulse = properties.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let pipewire = "{ " + properties.map { "\"\($0.key)\" = \"\($0.value)\"" }.joined(separator: " ") + " }"
        setenv("PULSE_PROP", pulse, 1)
        setenv("PIPEWIRE_PROPS", pipewire, 1)
    }

    // MARK: - Configuration

    /// Mirrors `AVAudioSession.category`.
    public var category: AudioSession.Category { named("category") ?? .soloAmbient }
    /// Mirrors `AVAudioSession.mode`.
    public var mode: AudioSession.Mode { named("mode") ?? .default }
    /// Mirrors `AVAudioSession.categoryOptions`.
    public var categoryOptions: CategoryOptions {
        var options: CategoryOptions = []
        for name in stateValue("options") as? [String] ?? [] { options.formUnion(CategoryOptions(name: name) ?? []) }
        return options
    }
    /// Mirrors `AVAudioSession.routeSharingPolicy`.
    public var routeSharingPolicy: RouteSharingPolicy { named("policy") ?? .default }
    /// Category, mode, the options the app gave and policy (not in the SDK).
    public var configuration: SessionConfiguration {
        let given = link.withLock { $0.givenOptions }
        return SessionConfiguration(
            category: category, mode: mode, options: given ?? categoryOptions, policy: routeSharingPolicy)
    }
    /// What the app can know of the activation: its own calls, less the interruptions and resets since (not in the
    /// SDK).
    public var activation: ActivationKnowledge { sharing.tracker.current }
    /// Tells the Kit what the host app knows of the activation (not in the SDK).
    public func assumeActivation(_ knowledge: ActivationKnowledge) { sharing.tracker.assume(knowledge) }
    /// The one shared activation of this session (not in the SDK).
    public var sharedActivation: SharedActivation { sharing.slot.sharedActivation(for: self) }

    /// Mirrors `AVAudioSession.setCategory(_:mode:policy:options:)`.
    public func setCategory(
        _ category: AudioSession.Category, mode: AudioSession.Mode, policy: RouteSharingPolicy, options: CategoryOptions
    ) throws(AudioSessionError) {
        try perform([
            "setCategory": [
                "category": category.description, "mode": mode.description, "policy": policy.description,
                "options": options.names,
            ]
        ])
        link.withLock { $0.givenOptions = options }
    }
    /// Mirrors `AVAudioSession.setMode(_:)`.
    public func setMode(_ mode: AudioSession.Mode) throws(AudioSessionError) {
        try perform(["setMode": mode.description])
    }
    /// Mirrors `AVAudioSession.setActive(_:options:)`.
    public func setActive(_ active: Bool, options: SetActiveOptions) throws(AudioSessionError) {
        do throws(AudioSessionError) {
            if active {
                try perform("activate")
            } else {
                try perform(["deactivate": ["notifyOthers": options.contains(.notifyOthersOnDeactivation)]])
            }
            sharing.tracker.record(active: active)
        } catch {
            if !active, error.code == .isBusy { sharing.tracker.record(active: false) }
            throw error
        }
    }

    // MARK: - Routing

    /// Mirrors `AVAudioSession.currentRoute`.
    public var currentRoute: RouteDescription {
        let route = stateValue("route") as? [String: Any] ?? [:]
        return Self.route(route)
    }
    /// Mirrors `AVAudioSession.availableInputs`.
    public var availableInputs: [PortDescription]? {
        (stateValue("availableInputs") as? [[String: Any]])?.compactMap(Self.port)
    }
    /// Mirrors `AVAudioSession.preferredInput`.
    public var preferredInput: PortDescription? {
        guard let name = stateValue("preferredInput") as? String, let port = AudioSession.Port(name: name) else {
            return nil
        }
        return availableInputs?.first { $0.portType == port }
    }
    /// Mirrors `AVAudioSession.setPreferredInput(_:)`.
    public func setPreferredInput(_ input: PortDescription?) throws(AudioSessionError) {
        try perform(["setPreferredInput": input?.portType.description ?? "none"])
    }
    /// Mirrors `AVAudioSession.overrideOutputAudioPort(_:)`.
    public func overrideOutputAudioPort(_ portOverride: PortOverride) throws(AudioSessionError) {
        try perform(["overrideOutput": portOverride.description])
        currentOverride.withLock { $0 = portOverride }
    }
    /// The speaker override in effect: kept from the app's own calls, cleared by a route change or an
    /// interruption (not in the SDK).
    public var portOverride: PortOverride { currentOverride.withLock { $0 } }
    private let currentOverride = Locked(PortOverride.none)

    /// Mirrors `AVAudioSession.isOtherAudioPlaying`.
    public var isOtherAudioPlaying: Bool { stateValue("otherAudioPlaying") as? Bool ?? false }
    /// Mirrors `AVAudioSession.secondaryAudioShouldBeSilencedHint`.
    public var secondaryAudioShouldBeSilencedHint: Bool {
        stateValue("secondaryAudioShouldBeSilencedHint") as? Bool ?? false
    }

    // MARK: - Permission and preferences

    /// Mirrors `AVAudioApplication.shared.recordPermission`.
    public var recordPermission: RecordPermission { named("recordPermission") ?? .undetermined }
    /// Mirrors `AVAudioApplication.requestRecordPermission()`; `true` when granted.
    public func requestRecordPermission() async -> Bool {
        (try? perform("requestRecordPermission")) != nil && recordPermission == .granted
    }
    /// Mirrors `AVAudioSession.prefersNoInterruptionsFromSystemAlerts`.
    public var prefersNoInterruptionsFromSystemAlerts: Bool { link.withLock { $0.prefersNoInterruptions } }
    /// Mirrors `AVAudioSession.setPrefersNoInterruptionsFromSystemAlerts(_:)`.
    public func setPrefersNoInterruptionsFromSystemAlerts(_ value: Bool) throws(AudioSessionError) {
        try perform(["setPrefersNoInterruptionsFromSystemAlerts": value])
        link.withLock { $0.prefersNoInterruptions = value }
    }
    /// Mirrors `AVAudioSession.prefersInterruptionOnRouteDisconnect`.
    public var prefersInterruptionOnRouteDisconnect: Bool {
        link.withLock { $0.prefersInterruptionOnRouteDisconnect }
    }
    /// Mirrors `AVAudioSession.setPrefersInterruptionOnRouteDisconnect(_:)`.
    public func setPrefersInterruptionOnRouteDisconnect(_ value: Bool) throws(AudioSessionError) {
        try perform(["setPrefersInterruptionOnRouteDisconnect": value])
        link.withLock { $0.prefersInterruptionOnRouteDisconnect = value }
    }

    /// Mirrors `AVAudioSession.preferredSampleRate`.
    public var preferredSampleRate: Double { link.withLock { $0.preferences.sampleRate } }
    /// Mirrors `AVAudioSession.setPreferredSampleRate(_:)`: a hint, kept here.
    public func setPreferredSampleRate(_ rate: Double) throws(AudioSessionError) {
        guard rate >= 0 else { throw AudioSessionError(.badParam, "a sample rate is positive, or 0 for none") }
        link.withLock { $0.preferences.sampleRate = rate }
    }
    /// Mirrors `AVAudioSession.sampleRate`: 48 kHz, the desktop sound servers' default.
    public var sampleRate: Double { 48_000 }
    /// Mirrors `AVAudioSession.preferredIOBufferDuration`.
    public var preferredIOBufferDuration: Double { link.withLock { $0.preferences.ioBufferDuration } }
    /// Mirrors `AVAudioSession.setPreferredIOBufferDuration(_:)`: a hint, kept here.
    public func setPreferredIOBufferDuration(_ duration: Double) throws(AudioSessionError) {
        guard duration >= 0 else { throw AudioSessionError(.badParam, "a buffer duration is positive, or 0") }
        link.withLock { $0.preferences.ioBufferDuration = duration }
    }
    /// Mirrors `AVAudioSession.ioBufferDuration`: the preferred one, else 10 ms.
    public var ioBufferDuration: Double { preferredIOBufferDuration > 0 ? preferredIOBufferDuration : 0.01 }
    /// Mirrors `AVAudioSession.isInputAvailable`.
    public var isInputAvailable: Bool { !(availableInputs ?? []).isEmpty }
    /// Mirrors `AVAudioSession.outputVolume`: the daemon knows no volume, so the middle one.
    public var outputVolume: Float { 0.5 }
    /// Mirrors `AVAudioSession.inputGain`.
    public var inputGain: Float { link.withLock { $0.preferences.inputGain } }
    /// Mirrors `AVAudioSession.isInputGainSettable`.
    public var isInputGainSettable: Bool { true }
    /// Mirrors `AVAudioSession.setInputGain(_:)`.
    public func setInputGain(_ gain: Float) throws(AudioSessionError) {
        guard (0...1).contains(gain) else { throw AudioSessionError(.badParam, "an input gain is from 0 to 1") }
        link.withLock { $0.preferences.inputGain = gain }
    }
    /// Mirrors `AVAudioSession.promptStyle`: `normal` (the daemon does not say).
    public var promptStyle: PromptStyle { .normal }
    /// Mirrors `AVAudioSession.preferredInputNumberOfChannels`.
    public var preferredInputNumberOfChannels: Int { link.withLock { $0.preferences.inputChannels } }
    /// Mirrors `AVAudioSession.setPreferredInputNumberOfChannels(_:)`.
    public func setPreferredInputNumberOfChannels(_ count: Int) throws(AudioSessionError) {
        guard count >= 0 else { throw AudioSessionError(.badParam, "a channel count is positive, or 0") }
        link.withLock { $0.preferences.inputChannels = count }
    }
    /// Mirrors `AVAudioSession.preferredOutputNumberOfChannels`.
    public var preferredOutputNumberOfChannels: Int { link.withLock { $0.preferences.outputChannels } }
    /// Mirrors `AVAudioSession.setPreferredOutputNumberOfChannels(_:)`.
    public func setPreferredOutputNumberOfChannels(_ count: Int) throws(AudioSessionError) {
        guard count >= 0 else { throw AudioSessionError(.badParam, "a channel count is positive, or 0") }
        link.withLock { $0.preferences.outputChannels = count }
    }
    /// Mirrors `AVAudioSession.maximumInputNumberOfChannels`: 1 per input port on the route, 0 without.
    public var maximumInputNumberOfChannels: Int { currentRoute.inputs.isEmpty ? 0 : 1 }
    /// Mirrors `AVAudioSession.maximumOutputNumberOfChannels`: 2 on a route with an output, 0 without.
    public var maximumOutputNumberOfChannels: Int { currentRoute.outputs.isEmpty ? 0 : 2 }
    /// Mirrors `AVAudioApplication.shared.isInputMuted`.
    public var isInputMuted: Bool { stateValue("inputMuted") as? Bool ?? false }
    /// Mirrors `AVAudioApplication.shared.setInputMuted(_:)`.
    public func setInputMuted(_ muted: Bool) throws(AudioSessionError) { try perform(["setInputMuted": muted]) }
    /// Mirrors `AVAudioSession.isOutputMuted` (iOS 26).
    public var isOutputMuted: Bool { stateValue("outputMuted") as? Bool ?? false }
    /// Mirrors `AVAudioSession.setOutputMuted(_:)` (iOS 26; the daemon's device decides the version).
    public func setOutputMuted(_ muted: Bool) throws(AudioSessionError) { try perform(["setOutputMuted": muted]) }

    // MARK: - Notifications

    /// Runs `handler` for every notification until the token is cancelled; mirrors
    /// `NotificationCenter.addObserver(forName:object:queue:using:)`.
    public func addObserver(_ handler: @escaping @Sendable (AudioSessionNotification) -> Void)
        -> AudioSessionObservation
    {
        let id = nextObserver.withLock { next -> Int in
            next += 1
            return next
        }
        observers.withLock { $0[id] = handler }
        return AudioSessionObservation { [weak self] in self?.observers.withLock { $0[id] = nil } }
    }

    // MARK: - Requests

    /// Sends the app's action (a scenario step's `do` value) and waits for the reply.
    func perform(_ action: Any) throws(AudioSessionError) {
        let reply = try request(["do": action])
        guard reply["ok"] as? Bool == true else {
            let code = (reply["error"] as? String).flatMap(AudioSessionError.Code.init(parsing:)) ?? .unspecified
            let message = reply["because"] as? String ?? reply["message"] as? String ?? "the daemon refused"
            throw AudioSessionError(code, message)
        }
    }

    /// One request and its reply; `mediaServicesFailed` while the daemon is away or silent.
    private func request(_ members: [String: Any]) throws(AudioSessionError) -> [String: Any] {
        let waiter = Waiter()
        let prepared = link.withLock { link -> (LineConnection, Int)? in
            guard !link.isClosed, let connection = link.connection else { return nil }
            link.nextID += 1
            link.waiting[link.nextID] = waiter
            return (connection, link.nextID)
        }
        guard let (connection, id) = prepared else {
            throw AudioSessionError(.mediaServicesFailed, "the audio session daemon is not connected (rule SV3)")
        }
        var message = members
        message["id"] = id
        guard let data = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys]) else {
            link.withLock { _ = $0.waiting.removeValue(forKey: id) }
            throw AudioSessionError(.badParam, "the request cannot be written as JSON")
        }
        let sent = sendLock.withLock { _ in (try? connection.send(String(decoding: data, as: UTF8.self))) != nil }
        guard sent, waiter.done.wait(timeout: .now() + Self.replyTimeout) == .success, let reply = waiter.reply else {
            link.withLock { _ = $0.waiting.removeValue(forKey: id) }
            throw AudioSessionError(.mediaServicesFailed, "the audio session daemon did not answer (rule SV3)")
        }
        if let state = reply["state"] as? [String: Any] { merge(state) }
        return reply
    }

    // MARK: - The reader

    /// The session's reader, on its own thread; it holds the session only while it handles a line.
    private final class Reader: @unchecked Sendable {
        weak var session: RemoteAudioSession?

        init(_ session: RemoteAudioSession) { self.session = session }

        /// Reads replies and pushes until the connection ends; then tells the app the media services were lost,
        /// reconnects and tells it they were reset (rule SV3); stops once the session is closed or released.
        func run(_ first: LineConnection) {
            var connection = first
            while true {
                while let line = try? connection.readLine(timeout: nil) {
                    guard let session else { return }
                    session.handle(line)
                }
                guard let session, !session.connectionEnded() else { return }
                session.post(.mediaServicesWereLost)
                guard let next = reconnect() else { return }
                connection = next
                self.session?.post(.mediaServicesWereReset)
            }
        }

        /// Connects again (50 ms, doubling, at most 2 s), while the session lives and is not closed.
        private func reconnect() -> LineConnection? {
            var delay = 0.05
            while true {
                Thread.sleep(forTimeInterval: delay)
                delay = min(2, delay * 2)
                guard let session, !session.link.withLock({ $0.isClosed }) else { return nil }
                if let connection = session.reconnected() { return connection }
            }
        }
    }

    /// The connection ended: calls waiting for a reply fail; whether the session was closed on purpose.
    private func connectionEnded() -> Bool {
        link.withLock { link -> Bool in
            link.connection = nil
            for waiter in link.waiting.values { waiter.done.signal() }
            link.waiting = [:]
            return link.isClosed
        }
    }

    /// One attempt to connect and say hello again; the session is then new (rule S7).
    private func reconnected() -> LineConnection? {
        guard let (connection, reply) = try? Self.connect(app: app, socketPath: socketPath) else { return nil }
        link.withLock { link in
            link.connection = connection
            link.givenOptions = nil
            link.prefersNoInterruptions = false
            link.prefersInterruptionOnRouteDisconnect = true
            link.preferences = SessionPreferences()
            Self.adopt(reply, into: &link)
        }
        currentOverride.withLock { $0 = .none }
        return connection
    }

    private func handle(_ line: String) {
        guard let data = line.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return }
        if let id = object["id"] as? Int {
            let waiter = link.withLock { $0.waiting.removeValue(forKey: id) }
            waiter?.reply = object
            waiter?.done.signal()
            return
        }
        if let state = object["state"] as? [String: Any] { merge(state) }
        if let notification = Self.notification(object) { post(notification) }
    }

    private func merge(_ state: [String: Any]) {
        link.withLock { link in
            for (key, value) in state { link.state[key] = value }
        }
    }

    /// Delivers a notification to every observer, on the queue iOS posts it on.
    private func post(_ notification: AudioSessionNotification) {
        sharing.tracker.follow(notification)
        switch notification {
        case .routeChange(.override, _): break
        case .routeChange, .interruptionBegan: currentOverride.withLock { $0 = .none } // As iOS clears it.
        default: break
        }
        let handlers = observers.withLock { observers in observers.keys.sorted().compactMap { observers[$0] } }
        let deliver: @Sendable () -> Void = { for handler in handlers { handler(notification) } }
        switch notification {
        case .routeChange, .availableInputsChange: secondaryQueue.async(execute: deliver)
        default: DispatchQueue.main.async(execute: deliver)
        }
    }

    // MARK: - Reading the protocol

    private static func connect(
        app: String, socketPath: String
    ) throws(AudioSessionError) -> (LineConnection, [String: Any]) {
        let connection: LineConnection
        do {
            connection = try LineConnection(path: socketPath)
        } catch {
            throw AudioSessionError(.mediaServicesFailed, "no audio session daemon at \(socketPath): \(error)")
        }
        let hello = #"{"id":0,"hello":{"app":\#(quoted(app)),"protocol":1}}"#
        do {
            try connection.send(hello)
            while let line = try connection.readLine(timeout: replyTimeout) {
                guard let data = line.data(using: .utf8),
                    let reply = try JSONSerialization.jsonObject(with: data) as? [String: Any], reply["id"] as? Int == 0
                else { continue }
                guard reply["ok"] as? Bool == true else {
                    let error = reply["error"] as? String ?? "refused"
                    throw AudioSessionError(.unspecified, "\(error): \(reply["message"] as? String ?? "")")
                }
                return (connection, reply)
            }
        } catch let error as AudioSessionError {
            connection.close()
            throw error
        } catch {
            connection.close()
            throw AudioSessionError(.mediaServicesFailed, "the audio session daemon closed the connection")
        }
        connection.close()
        throw AudioSessionError(.mediaServicesFailed, "the audio session daemon did not answer hello in time")
    }

    private static func adopt(_ reply: [String: Any], into link: inout Link) {
        link.epoch = reply["epoch"] as? String ?? ""
        link.token = reply["token"] as? String ?? ""
        link.state = reply["state"] as? [String: Any] ?? [:]
    }

    private static func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [])) ?? Data("[\"\"]".utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }

    func stateValue(_ key: String) -> Any? { link.withLock { $0.state[key] } }

    private func named<Value: NamedConstant>(_ key: String) -> Value? {
        (stateValue(key) as? String).flatMap(Value.init(name:))
    }

    private static func port(_ object: [String: Any]) -> PortDescription? {
        guard let type = object["type"] as? String, let port = AudioSession.Port(name: type) else { return nil }
        return PortDescription(
            portType: port, portName: object["name"] as? String ?? type, uid: object["uid"] as? String ?? type)
    }

    private static func route(_ object: [String: Any]) -> RouteDescription {
        RouteDescription(
            inputs: (object["inputs"] as? [[String: Any]] ?? []).compactMap(port),
            outputs: (object["outputs"] as? [[String: Any]] ?? []).compactMap(port))
    }

    /// The notification a push carries, if it is one the Kit mirrors.
    static func notification(_ push: [String: Any]) -> AudioSessionNotification? {
        guard let kind = push["received"] as? String else { return nil }
        func flag(_ key: String) -> Bool { push[key] as? Bool ?? false }
        switch kind {
        case "interruptionBegan":
            let reason = (push["reason"] as? String).flatMap(InterruptionReason.init(name:)) ?? .default
            return .interruptionBegan(reason: reason)
        case "interruptionEnded":
            return .interruptionEnded(options: flag("shouldResume") ? .shouldResume : [])
        case "routeChange":
            let reason = (push["reason"] as? String).flatMap(RouteChangeReason.init(name:)) ?? .unknown
            return .routeChange(reason: reason, previousRoute: route(push["previousRoute"] as? [String: Any] ?? [:]))
        case "silenceSecondaryAudioHint":
            let type = (push["type"] as? String).flatMap(SilenceSecondaryAudioHintType.init(name:)) ?? .begin
            return .silenceSecondaryAudioHint(type)
        case "mediaServicesWereLost": return .mediaServicesWereLost
        case "mediaServicesWereReset": return .mediaServicesWereReset
        case "inputMuteStateChange": return .inputMuteStateChange(isMuted: flag("isMuted"))
        case "outputMuteStateChange": return .outputMuteStateChange(isMuted: flag("isMuted"))
        case "userIntentToUnmuteOutput": return .userIntentToUnmuteOutput
        case "availableInputsChange": return .availableInputsChange
        default: return nil
        }
    }
}
