import AudioSessionEngine
import AudioSessionModel
import Yams

/// Builds a ``Scenario`` from a YAML tree, section by section (the sections' parsers are extensions in this
/// folder), and checks the references between sections at the end.
struct ScenarioParser {
    /// The keys of the top level.
    static let topLevelKeys = ["format", "name", "description", "device", "apps", "steps", "expect"]
    /// The built-in apps: they cannot be declared, but expectations and `app: Music` steps may name them.
    static let builtInApps = ["Music", "Phone"]
    /// Words with a meaning of their own where an app name may stand (`foreground: none`, `interruptedBy: system`).
    static let keywords = ["none", "system"]

    /// A device name used somewhere, to be checked once every section is read.
    struct DeviceUse {
        /// How the name is used.
        enum Kind {
            /// `device.devices` (at time 0) or a `connect` step.
            case connect
            /// A `disconnect` step.
            case disconnect
            /// `setPreferredInput` with a name that is not a port.
            case preferredInput
        }

        /// How the name is used.
        var kind: Kind
        /// The device name.
        var name: String
        /// When, for steps; `nil` for reactions; `.zero` for `device.devices`.
        var at: ScenarioTime?
        /// Where, for errors.
        var node: ScenarioNode
    }

    /// The file, for errors and for ``Scenario/file``.
    let file: String
    /// The declared app names, in file order.
    var appNames: [String] = []
    /// The same names, for lookups that cost no scan of every app.
    var declaredAppNames: Set<String> = []
    /// Every device name used, in file order.
    var deviceUses: [DeviceUse] = []
    /// `device.model`, for the events only an iPad has.
    var model: DeviceModel = .iPhone
    /// `device.os`, for the actions only iOS 26 has.
    var os: OSVersion = .iOS18

    /// Reads the sound files voices name; `nil` leaves them unread (silent).
    var mediaReader: MediaReader?
    /// Whether sound files are decoded or only checked.
    var soundFiles: SoundFiles
    /// The sound files read so far.
    let soundCache = SoundCache()

    /// A parser for one file.
    init(file: String, mediaReader: MediaReader? = nil, soundFiles: SoundFiles = .decoded) {
        self.file = file
        self.mediaReader = mediaReader
        self.soundFiles = soundFiles
    }

    /// The scenario of a whole document.
    mutating func parseScenario(_ root: ScenarioNode) throws(ScenarioError) -> Scenario {
        guard root.isMap else {
            throw root.error("a scenario is a map with at least 'name' and 'apps', found \(root.summary)")
        }
        let top = try root.map(keys: Self.topLevelKeys)
        if let format = top["format"] {
            let version = format.isNull ? "" : try format.text("the format version 1")
            guard version == "1" else {
                throw format.error("unsupported format \(ScenarioNode.quoted(version)); this version reads format 1")
            }
            guard format.tagName == .int else {
                throw format.error("the format version is the number 1, not the string \(ScenarioNode.quoted(version))")
            }
        }
        let nameNode = try top.required("name")
        let name = try nameNode.text("a one-line title")
        guard !name.contains(where: \.isNewline) else { throw nameNode.error("the name must be one line") }
        let description = try top.value("description")?.text("free text")

        guard let appsNode = top.value("apps") else {
            throw root.error("missing key 'apps': a scenario needs at least one app")
        }
        let appEntries = try declareApps(appsNode)
        let device = try parseDevice(top.value("device"))
        var apps: [AppDefinition] = []
        for entry in appEntries { apps.append(try parseApp(entry)) }
        var steps: [Step] = []
        if let node = top.value("steps") { steps = try parseSteps(node) }
        var expectations: [Expectation] = []
        if let node = top.value("expect") { expectations = try parseExpectations(node) }
        try checkDeviceUses()

        return Scenario(
            file: file, name: name, description: description, device: device, apps: apps, steps: steps,
            expectations: expectations)
    }

    /// Reads the app names of `apps` (needed before anything refers to them) and returns the entries.
    mutating func declareApps(_ node: ScenarioNode) throws(ScenarioError) -> [MapNode.Entry] {
        let map = try node.map(keys: nil)
        guard !map.entries.isEmpty else { throw node.error("a scenario needs at least one app") }
        for entry in map.entries {
            let name = entry.key
            func fail(_ message: String) -> ScenarioError {
                ScenarioError(file: file, path: entry.value.path, line: entry.keyLine, message: message)
            }
            if Self.builtInApps.contains(name) {
                throw fail("'\(name)' is the built-in \(name) app and cannot be declared; give your app another name")
            }
            if Self.keywords.contains(name) { throw fail("'\(name)' is a keyword and cannot name an app") }
            if name.allSatisfy(\.isWhitespace) { throw fail("an app name cannot be empty") }
            if declaredAppNames.contains(name) { throw fail("the app '\(name)' is declared twice") }
            appNames.append(name)
            declaredAppNames.insert(name)
        }
        return map.entries
    }

    /// The name of a declared app; with `builtIns`, `Music` and `Phone` too.
    func appName(_ node: ScenarioNode, builtIns: Bool) throws(ScenarioError) -> String {
        let name = try node.text("an app name")
        if declaredAppNames.contains(name) || (builtIns && Self.builtInApps.contains(name)) { return name }
        if Self.builtInApps.contains(name) {
            throw node.error("'\(name)' is a built-in app; only declared apps can be named here")
        }
        let candidates = builtIns ? appNames + Self.builtInApps : appNames
        let suggestion = NameSuggestion.closest(to: name, in: candidates)
        throw node.error("undefined app \(ScenarioNode.quoted(name))", suggestion: suggestion)
    }
}
