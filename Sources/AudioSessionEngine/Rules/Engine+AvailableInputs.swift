import AudioSessionModel

extension Engine {
    /// R12 (iOS 26): the inputs each app with a session in an input category could choose before a device connects
    /// or disconnects; none before iOS 26, which has no such notification.
    func availableInputsOfInputApps() -> [(id: AppID, inputs: [PreferredInput])] {
        guard state.os >= .iOS26 else { return [] }
        var result: [(id: AppID, inputs: [PreferredInput])] = []
        for index in state.apps.indices {
            let app = state.apps[index]
            guard app.lifecycle != .notRunning, app.role != .phone, app.session.configuration.category.hasInput
            else { continue }
            result.append((AppID(index), state.availableInputs(for: app.session.configuration)))
        }
        return result
    }

    /// R12: tells each of those apps whose available inputs changed (`availableInputsChange`), after its route
    /// change (O2).
    mutating func tellAvailableInputsChanges(
        since before: [(id: AppID, inputs: [PreferredInput])], _ because: Because, _ decision: inout Decision
    ) {
        for (id, inputs) in before where state.availableInputs(for: state[id].session.configuration) != inputs {
            decision.deliver(id, .availableInputsChange, because, order: .other)
        }
    }
}
