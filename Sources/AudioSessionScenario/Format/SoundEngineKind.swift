import AudioSessionEngine

/// A sound engine an app uses, whose built-in reactions it gets (`engine: wwise`).
public enum SoundEngineKind: String, Hashable, Sendable, CaseIterable {
    /// Audiokinetic Wwise: on `interruptionBegan` it suspends with `renderAnyway`, on `interruptionEnded` it wakes,
    /// on `silenceSecondaryAudioHint` `begin` it mutes the `bgm` bus and on `end` unmutes it.
    case wwise

    /// The reactions the engine runs inside the app, before the app's own (`path` names them in messages).
    public func reactions(path: String) -> [Reaction] {
        switch self {
        case .wwise:
            [
                Reaction(
                    on: .notification(.interruptionBegan), actions: [.soundEngine(.suspend(renderAnyway: true))],
                    path: path),
                Reaction(on: .notification(.interruptionEnded), actions: [.soundEngine(.wake)], path: path),
                Reaction(
                    on: .notification(.silenceSecondaryAudioHint),
                    conditions: [EventField(name: "type", value: "begin")], actions: [.soundEngine(.muteBus("bgm"))],
                    path: path),
                Reaction(
                    on: .notification(.silenceSecondaryAudioHint),
                    conditions: [EventField(name: "type", value: "end")], actions: [.soundEngine(.unmuteBus("bgm"))],
                    path: path),
            ]
        }
    }
}
