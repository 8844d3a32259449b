import AudioSessionEngine
import AudioSessionModel
import AudioSessionScenario

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
            [
                "appState": .string(readings.appState.rawValue),
                "active": .bool(readings.isActive),
                "interrupted": .bool(readings.isInterrupted),
                "interruptedBy": .string(readings.interruptedBy),
                "playing": .bool(readings.isPlaying),
                "recording": .bool(readings.isRecording),
                "audible": .bool(readings.isAudible),
                "silenced": .bool(readings.isSilenced),
                "ducked": .bool(readings.isDucked),
                "inputIsSilent": .bool(readings.inputIsSilent),
                "category": .string(readings.category.description),
                "mode": .string(readings.mode.description),
                "policy": .string(policy.description),
                "options": .array(options.names.map(JSONValue.string)),
                "outputs": .array(readings.route.outputs.map { .string($0.portType.description) }),
                "inputs": .array(readings.route.inputs.map { .string($0.portType.description) }),
                "otherAudioPlaying": .bool(readings.isOtherAudioPlaying),
                "secondaryAudioShouldBeSilencedHint": .bool(readings.secondaryAudioShouldBeSilencedHint),
                "recordPermission": .string(recordPermission.description),
                "nowPlaying": .bool(readings.isNowPlaying),
                "preferredInput": .string(preferredInput?.description ?? "none"),
                "route": SessionStateKeys.route(readings.route),
                "availableInputs": .array(availableInputs.map(SessionStateKeys.port)),
                "inputMuted": .bool(readings.isInputMuted),
                "outputMuted": .bool(readings.isOutputMuted),
            ]
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
        .object(["outputs": .array(route.outputs.map(port)), "inputs": .array(route.inputs.map(port))])
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
