import AudioSessionEngine
import AudioSessionModel
import AudioSessionSimulator

/// The device and the declared apps of `audiosession serve`, read from its `--device` and `--apps` files with the
/// scenario format's keys and errors: a `device:` block (`model`, `os`, `ringer`, ...) and an `apps:` map, each
/// written bare or under its key.
package enum ServiceSetup {
    /// The device configuration of the two files (either may be absent: an iPhone's defaults, no declared app).
    package static func configuration(
        device: (text: String, file: String)?, apps: (text: String, file: String)?
    ) throws(ScenarioError) -> DeviceConfiguration {
        var declared: [AppDefinition] = []
        var names: [String] = []
        if let apps {
            var parser = ScenarioParser(file: apps.file, soundFiles: .checked)
            let root = try section("apps", of: YAMLDocument.compose(apps.text, file: apps.file))
            for entry in try parser.declareApps(root) { declared.append(try parser.parseApp(entry)) }
            names = parser.appNames
        }
        var setup = DeviceSetup()
        if let device {
            var parser = ScenarioParser(file: device.file, soundFiles: .checked)
            parser.appNames = names
            parser.declaredAppNames = Set(names)
            setup = try parser.parseDevice(section("device", of: YAMLDocument.compose(device.text, file: device.file)))
        }
        return Scenario(file: apps?.file ?? device?.file ?? "", name: "serve", device: setup, apps: declared)
            .deviceConfiguration
    }

    /// The value under `key` when the document is a one-key map of it, else the document itself.
    private static func section(_ key: String, of root: ScenarioNode) throws(ScenarioError) -> ScenarioNode {
        guard root.isMap else { return root }
        let map = try root.map(keys: nil)
        if map.entries.count == 1, let entry = map.entries.first, entry.key == key { return entry.value }
        return root
    }
}
