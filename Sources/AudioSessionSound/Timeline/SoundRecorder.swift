import AudioSessionEngine
import AudioSessionModel
import AudioSessionSimulator
import AudioSessionVocabulary

/// Watches a simulated device and notes, at every instant it is shown, what each sound source does: the
/// simulator's own answers (audible, ducked, route, playing, call, alarm, Siri) and the apps' sound engines. Nothing
/// is decided here that the simulator decides: an app's route, gain and playing come from the policy the runtime
/// enforces, and its sound engine from the actions the runtime applies, as it reports each.
///
/// The device shown twice at one instant (as configured at time 0, then after the steps of time 0) counts once, as
/// last shown: what sounds from time 0 is what the simulation decided then.
public struct SoundRecorder: Sendable {
    private enum Kind: Sendable {
        case app(String)
        case ringtone
        case call
        case alarm
        case siri
    }

    private let kinds: [Kind]
    private var sources: [SoundSource]
    private var states: [SourceState]
    private var ports: [PortID] = []
    private var changes: [SoundChange] = []
    private var consumed = 0
    private let duck: DuckSettings
    /// Each source's app on the device, looked up by name at the first record (the device's apps never change).
    private var appIDs: [AppID?]?
    /// What the device enforces on each app, kept from the runtime's policy changes from the first record on.
    private var policy: PolicyMirror?
    /// The apps' sound engines, as the first record found them in the trace, then kept from the runtime's events.
    private var soundEngines: SoundEngineMirror?
    /// What the last record saw and noted, to be taken back when the device is shown again at the same instant.
    private var beforeLastRecord:
        (
            time: Int64, states: [SourceState], ports: [PortID], changes: Int, consumed: Int
        )?

    /// A recorder for these apps (in file order, each with its voices), the system's sounds and ducking.
    public init(apps: [(name: String, voices: [Voice])], system: SystemSounds = SystemSounds(), duck: DuckSettings) {
        var kinds = apps.map { Kind.app($0.name) }
        var sources = apps.map { SoundSource(name: $0.name, voices: $0.voices) }
        kinds += [.app("Music"), .ringtone, .call, .alarm, .siri]
        sources += [
            SoundSource(name: "Music", voices: system.music),
            SoundSource(name: "ringtone", voices: system.ringtone, isDuckable: false),
            SoundSource(name: "call", voices: system.call, isDuckable: false),
            SoundSource(name: "alarm", voices: system.alarm, isDuckable: false),
            SoundSource(name: "siri", voices: system.siri, isDuckable: false),
        ]
        self.kinds = kinds
        self.sources = sources
        self.states = sources.map { _ in SourceState() }
        self.duck = duck
    }

    /// Notes the device as it is now (call after every instant and every timer).
    public mutating func record(_ device: SimulatedDevice) {
        let now = device.nanosecondsNow
        if let before = beforeLastRecord, before.time == now {
            // Shown again at the same instant: this record replaces the last one.
            states = before.states
            ports = before.ports
            changes.removeSubrange(before.changes...)
            consumed = before.consumed
        }
        beforeLastRecord = (now, states, ports, changes.count, consumed)
        let state = device.state
        if policy?.mirrors(device) != true { policy = PolicyMirror(device) }
        if soundEngines?.mirrors(device) != true { soundEngines = SoundEngineMirror(device) }
        let views = policy?.current(appCount: state.apps.count) ?? []
        let trace = device.trace
        let fresh = trace[min(consumed, trace.count)...]
        consumed = trace.count
        notePorts(state)
        if appIDs == nil {
            var ids: [String: AppID] = [:]
            for index in state.apps.indices where ids[state.apps[index].name] == nil {
                ids[state.apps[index].name] = AppID(index)
            }
            appIDs = kinds.map { kind in
                guard case .app(let name) = kind else { return nil }
                return ids[name]
            }
        }
        let appIDs = self.appIDs ?? []
        var playbackRoute: [PortID]?
        func systemRoute() -> [PortID] {
            if let playbackRoute { return playbackRoute }
            let route = state.systemSoundOutputs().map(PortID.init)
            playbackRoute = route
            return route
        }
        let events = fresh.filter { $0.nanoseconds == now }
        for (index, kind) in kinds.enumerated() {
            var new = SourceState()
            switch kind {
            case .app:
                guard let id = appIDs[index] else { continue }
                let soundEngine = soundEngines?.state(of: id) ?? SoundEngineState()
                let view = views[id.index]
                new.ports = view.isAudible ? view.outputs.map(PortID.init) : []
                new.isAdvancing = view.isPlaying && !(soundEngine.isSuspended && !soundEngine.rendersAnyway)
                new.isDucked = view.isDucked
                new.isEngineSuspended = soundEngine.isSuspended
                new.mutedBuses = soundEngine.mutedBuses
            case .ringtone:
                let ringing = state.call.map { !$0.isConnected } ?? false
                new.isAdvancing = ringing && state.ringer == .ring
                new.ports = new.isAdvancing ? systemRoute() : []
            case .call:
                new.isAdvancing = state.call?.isConnected ?? false
                if new.isAdvancing, let phone = state.phone {
                    new.ports = state.route(of: phone).outputs.map(PortID.init)
                }
            case .alarm:
                new.isAdvancing = state.isAlarmRinging
                new.ports = new.isAdvancing ? systemRoute() : []
            case .siri:
                new.isAdvancing = state.isSiriListening
                new.ports = new.isAdvancing ? systemRoute() : []
            }
            for port in new.ports where !ports.contains(port) { ports.append(port) }
            let old = states[index]
            guard new != old else { continue }
            states[index] = new
            changes.append(
                SoundChange(
                    time: TimeSpan(nanoseconds: now), source: index, state: new,
                    reason: Self.reason(for: kind, sources[index].name, old, new, events)))
        }
    }

    /// The timeline so far, ending at `end` (rule O4).
    public func timeline(end: TimeSpan) -> SoundTimeline {
        SoundTimeline(sources: sources, ports: ports, changes: changes, end: end, duck: duck)
    }

    /// Adds the built-in output ports and every connected device's output ports, in order of appearance.
    private mutating func notePorts(_ state: DeviceState) {
        var seen: [PortID] = [PortID(device: nil, port: .builtInSpeaker)]
        if state.model == .iPhone { seen.append(PortID(device: nil, port: .builtInReceiver)) }
        for device in state.devices {
            for port in device.kind.outputPorts { seen.append(PortID(device: device.name, port: port)) }
        }
        for port in seen where !ports.contains(port) { ports.append(port) }
    }

    /// The trace line that explains a change: for an app, its interruption, route change or note, else its own
    /// action, else what the user or system did; for the system's sounds, the user's or system's action.
    private static func reason(
        for kind: Kind, _ name: String, _ old: SourceState, _ new: SourceState, _ events: [TraceEvent]
    ) -> SoundReason {
        func because(_ event: TraceEvent) -> SoundReason? {
            event.because.map { SoundReason(rule: $0.rule, because: $0.text) }
        }
        func action(_ event: TraceEvent) -> SoundReason {
            SoundReason(rule: nil, because: "\(event.actor) \(event.kind)")
        }
        let own = events.filter { $0.actor == name && $0.category != .lifecycle }
        let outside = events.filter { $0.actor == "user" || $0.actor == "system" }
        guard case .app = kind else {
            let rule: String? =
                switch kind {
                case .ringtone: "S1"
                case .call: "S3"
                case .alarm: "S5"
                default: "S6"
                }
            if let event = outside.first(where: { $0.category == .action }) {
                return SoundReason(rule: rule, because: "\(event.actor) \(event.kind)")
            }
            return events.lazy.compactMap(because).first ?? SoundReason(rule: rule, because: "\(name) changed")
        }
        let soundActions = own.filter { $0.category == .action && SoundEngineState.action(of: $0) != nil }
        let moved = old.ports != new.ports || old.isAdvancing != new.isAdvancing
        if moved {
            let interruption = own.first { event in
                switch event.notification {
                case .interruptionBegan?, .interruptionEnded?: event.because != nil
                default: false
                }
            }
            if let interruption, let reason = because(interruption) { return reason }
            if !old.ports.isEmpty, !new.ports.isEmpty,
                let change = own.first(where: { $0.notification?.kind == .routeChange && $0.because != nil }),
                let reason = because(change)
            {
                return reason
            }
            if old.isAdvancing != new.isAdvancing, let last = own.last(where: Self.startsOrStops) {
                return action(last)
            }
            let notes = own.filter { $0.category == .note && $0.because != nil }
            if let note = notes.first(where: { ![.woken, .nowPlaying, .ducked, .unducked].contains($0.note) }),
                let reason = because(note)
            {
                return reason
            }
            if let last = own.last(where: { $0.category == .action && SoundEngineState.action(of: $0) == nil }) {
                return action(last)
            }
        } else if old.isDucked != new.isDucked {
            if let note = own.first(where: { $0.note == .ducked || $0.note == .unducked }),
                let reason = because(note)
            {
                return reason
            }
        }
        if let last = soundActions.last { return action(last) }
        if let event = events.first(where: { $0.because != nil }), let reason = because(event) { return reason }
        if let event = outside.first ?? own.last ?? events.first { return action(event) }
        return SoundReason(rule: nil, because: "\(name) changed")
    }

    /// Whether a trace line is an app's call that starts or stops its audio (`play`, `stop`, `activate`,
    /// `deactivate`), or Music's tap.
    private static func startsOrStops(_ event: TraceEvent) -> Bool {
        guard event.category == .action else { return false }
        switch event.action {
        case .app(_, .play)?, .app(_, .stop)?, .app(_, .activate)?, .app(_, .deactivate)?: return true
        case nil: return Vocabulary.standard.case(named: event.kind, as: TraceWord.self) == .tap
        default: return false
        }
    }
}
