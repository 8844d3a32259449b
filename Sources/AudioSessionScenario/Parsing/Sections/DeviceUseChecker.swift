import AudioSessionEngine
import AudioSessionModel

extension ScenarioParser {
    /// Checks the device names once every section is read: `disconnect` and `setPreferredInput` name a device of
    /// `device.devices` or of some `connect` step, and no two connected devices share a name at any time.
    func checkDeviceUses() throws(ScenarioError) {
        let known = deviceUses.filter { $0.kind == .connect }.map(\.name)
        for use in deviceUses where use.kind != .connect && !known.contains(use.name) {
            let quoted = ScenarioNode.quoted(use.name)
            switch use.kind {
            case .preferredInput:
                throw use.node.error(
                    "\(quoted) is neither a port name nor a device of device.devices or of a connect step",
                    suggestion: NameSuggestion.closest(to: use.name, in: Port.knownNames + known))
            default:
                throw use.node.error(
                    "unknown device \(quoted): disconnect names a device of device.devices or of a connect step",
                    suggestion: NameSuggestion.closest(to: use.name, in: known))
            }
        }
        try checkConnectionTimeline()
    }

    /// Replays `connect` and `disconnect` steps in time order (file order at the same time): connecting a second
    /// device under a name that is still connected, or disconnecting a device that is not connected, is an error.
    private func checkConnectionTimeline() throws(ScenarioError) {
        let timeline = deviceUses.enumerated()
            .compactMap { index, use in use.at.map { (time: $0, index: index, use: use) } }
            .sorted { ($0.time, $0.index) < ($1.time, $1.index) }
        var connected: [String] = []
        for entry in timeline where entry.use.kind != .preferredInput {
            let name = entry.use.name
            if entry.use.kind == .disconnect {
                guard connected.contains(name) else {
                    throw entry.use.node.error("no device named '\(name)' is connected at \(entry.time)")
                }
                connected.removeAll { $0 == name }
                continue
            }
            if connected.contains(name) {
                throw entry.use.node.error(
                    "a device named '\(name)' is already connected at \(entry.time); two devices need distinct names")
            }
            connected.append(name)
        }
    }
}
