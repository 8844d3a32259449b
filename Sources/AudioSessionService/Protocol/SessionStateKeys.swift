import AudioSessionEngine
import AudioSessionModel
import AudioSessionScenario
import AudioSessionVocabulary

/// The `state` an app reads in a reply or a push: the keys of the scenario format's `expect.state`, valued as a
/// scenario writes them.
package enum SessionStateKeys {
    /// What an app's state is made of, typed: compared after each decision, so that only an app whose state changed
    /// has its keys written out.
    package struct Snapshot: Hashable, Sendable {
        var readings: Engine.AppReadings
        var policy: RouteSharingPolicy
        var options: CategoryOptions
        var recordPermission: RecordPermission
        var preferredInput: AudioSessionPort?
        var availableInputs: [PortDescription]

        /// App `id`'s state now, from its readings (`Engine.readingsOfEveryApp()`).
        package init(of id: AppID, _ readings: Engine.AppReadings, in engine: Engine) {
            let app = engine.state.apps[id.index]
            self.readings = readings
            policy = app.session.configuration.policy
            options = app.session.configuration.effectiveOptions
            recordPermission = app.recordPermission
            preferredInput = app.session.preferredInput?.port
            availableInputs = engine.state.availableInputs(for: app.session.configuration)
                .compactMap { engine.state.resolve($0) }
        }

        /// Every key, valued as a scenario writes it.
        package var keys: [String: JSONValue] {
            var keys: [String: JSONValue] = [:]
            for key in StateKeyWord.allCases {
                if let value = value(of: key) { keys[Vocabulary.standard.name(of: key)] = value }
            }
            return keys
        }

        /// One key's value, as a scenario writes it; `nil` for the keys the wire does not report.
        func value(of key: StateKeyWord) -> JSONValue? {
            switch key {
            case .appState: .string(readings.appState.rawValue)
            case .active: .bool(readings.isActive)
            case .interrupted: .bool(readings.isInterrupted)
            case .interruptedBy: .string(readings.interruptedBy)
            case .playing: .bool(readings.isPlaying)
            case .recording: .bool(readings.isRecording)
            case .audible: .bool(readings.isAudible)
            case .silenced: .bool(readings.isSilenced)
            case .ducked: .bool(readings.isDucked)
            case .inputIsSilent: .bool(readings.inputIsSilent)
            case .category: .string(readings.category.description)
            case .mode: .string(readings.mode.description)
            case .policy: .string(policy.description)
            case .options: .array(options.names.map(JSONValue.string))
            case .outputs: .array(readings.route.outputs.map { .string($0.portType.description) })
            case .inputs: .array(readings.route.inputs.map { .string($0.portType.description) })
            case .otherAudioPlaying: .bool(readings.isOtherAudioPlaying)
            case .secondaryAudioShouldBeSilencedHint: .bool(readings.secondaryAudioShouldBeSilencedHint)
            case .recordPermission: .string(recordPermission.description)
            case .nowPlaying: .bool(readings.isNowPlaying)
            case .preferredInput: .string(preferredInput?.description ?? "none")
            case .route: SessionStateKeys.route(readings.route)
            case .availableInputs: .array(availableInputs.map(SessionStateKeys.port))
            case .inputMuted: .bool(readings.isInputMuted)
            case .outputMuted: .bool(readings.isOutputMuted)
            case .engineSuspended, .mutedBuses, .call: nil
            }
        }

        /// What the sound server must do for the app: silence it (interrupted, silenced, output-muted), duck it,
        /// or nothing.
        package var enforcement: Enforcement {
            if readings.isInterrupted || readings.isSilenced || readings.isOutputMuted { return .silence }
            return readings.isDucked ? .duck : .none
        }
    }

    /// A route with its ports' types, names and ids (`AVAudioSessionRouteDescription`), beyond the scenario's
    /// `outputs` and `inputs`, which name the types only.
    package static func route(_ route: RouteDescription) -> JSONValue {
        let (outputs, inputs) = (
            Vocabulary.standard.name(of: TraceFieldWord.outputs), Vocabulary.standard.name(of: TraceFieldWord.inputs)
        )
        return .object([outputs: .array(route.outputs.map(port)), inputs: .array(route.inputs.map(port))])
    }

    /// A port: `{"type": "headphones", "name": "EarPods", "uid": "EarPods:headphones"}`.
    static func port(_ port: PortDescription) -> JSONValue {
        .object([
            "type": .string(port.portType.description), "name": .string(port.portName), "uid": .string(port.uid),
        ])
    }

    /// The keys of `new` whose values differ from `old`'s.
    package static func changes(from old: [String: JSONValue], to new: [String: JSONValue]) -> [String: JSONValue] {
        new.filter { old[$0.key] != $0.value }
    }
}
