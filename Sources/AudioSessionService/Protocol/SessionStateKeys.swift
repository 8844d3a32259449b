import AudioSessionEngine
import AudioSessionModel
import AudioSessionScenario

/// The `state` an app reads in a reply or a push: the keys of the scenario format's `expect.state`, valued as a
/// scenario writes them.
package enum SessionStateKeys {
    /// Every key of app `id`'s state now, from its readings (`Engine.readingsOfEveryApp()`).
    package static func state(of id: AppID, _ readings: Engine.AppReadings, in engine: Engine) -> [String: JSONValue] {
        let app = engine.state.apps[id.index]
        let session = app.session
        return [
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
            "category": .string(session.configuration.category.description),
            "mode": .string(session.configuration.mode.description),
            "policy": .string(session.configuration.policy.description),
            "options": .array(session.configuration.effectiveOptions.names.map(JSONValue.string)),
            "outputs": .array(readings.route.outputs.map { .string($0.portType.description) }),
            "inputs": .array(readings.route.inputs.map { .string($0.portType.description) }),
            "otherAudioPlaying": .bool(engine.isOtherAudioPlaying(for: id)),
            "secondaryAudioShouldBeSilencedHint": .bool(engine.secondaryAudioShouldBeSilencedHint(for: id)),
            "recordPermission": .string(app.recordPermission.description),
            "nowPlaying": .bool(readings.isNowPlaying),
            "preferredInput": .string(session.preferredInput?.port.description ?? "none"),
            "route": route(readings.route),
            "availableInputs": .array(
                engine.state.availableInputs(for: session.configuration).compactMap { engine.state.resolve($0) }
                    .map(port)),
            "inputMuted": .bool(app.isInputMuted),
            "outputMuted": .bool(session.isOutputMuted),
        ]
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
