import AudioSessionModel
import Foundation

/// Writes, for each finding with a consequence at run time, a scenario that reproduces it with the code's own
/// configuration, so `audiosession simulate` shows what happens.
public enum ScenarioEmitter {
    /// The scenario for a finding, with its file name (`ID-FILE-LINE.yaml`); `nil` when it has no run-time
    /// consequence it can show (`parse`, `deprecated-c-api`).
    public static func scenario(for finding: Finding) -> (name: String, text: String)? {
        guard let setting = finding.setting, let body = body(for: finding, setting.configuration) else { return nil }
        let base = (finding.file as NSString).lastPathComponent
        let safe = String(base.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" ? $0 : "_" })
        let name = "\(finding.id)-\(safe)-\(finding.line).yaml"
        let header = """
            format: 1
            name: \(quoted("\(finding.id) at \(finding.file):\(finding.line)"))
            description: \(quoted(finding.message))

            """
        return (name, header + body)
    }

    /// Writes every scenario into `folder` (created if needed); returns the files written, in finding order. Each
    /// finding's scenario uses its own target's configuration; when two targets share a file and both have a finding
    /// at the same place, the second scenario's name ends with its target's name.
    public static func write(_ findings: [Finding], to folder: String) throws(LintUsageError) -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw LintUsageError("cannot create \(folder): \(error.localizedDescription)")
        }
        var written: [String] = []
        for finding in findings {
            guard let scenario = scenario(for: finding) else { continue }
            var path = (folder as NSString).appendingPathComponent(scenario.name)
            if written.contains(path), let target = finding.target {
                let safe = String(target.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
                path = String(path.dropLast(".yaml".count)) + "-\(safe).yaml"
            }
            guard FileManager.default.createFile(atPath: path, contents: Data(scenario.text.utf8)) else {
                throw LintUsageError("cannot write \(path)")
            }
            written.append(path)
        }
        return written
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// `{setCategory: {category: playback, mode: default, options: [mixWithOthers], policy: default}}`.
    static func setCategory(_ configuration: SessionConfiguration) -> String {
        let options = configuration.options.names.joined(separator: ", ")
        return "{setCategory: {category: \(configuration.category), mode: \(configuration.mode), "
            + "options: [\(options)], policy: \(configuration.policy)}}"
    }

    private static func body(for finding: Finding, _ configuration: SessionConfiguration) -> String? {
        let configure = setCategory(configuration)
        switch finding.id {
        case LintRule.invalidOptions.id, LintRule.invalidMode.id, LintRule.invalidPolicy.id:
            return """
                device: {foreground: App}
                apps:
                  App: {}
                steps:
                  - {at: 0s, app: App, do: [\(configure)]}
                expect:
                  - {at: 0s, app: App, error: badParam}
                  - {at: 0s, app: App, state: {category: soloAmbient}}

                """
        case LintRule.overrideNeedsPlayAndRecord.id:
            return """
                device: {foreground: App}
                apps:
                  App: {}
                steps:
                  - {at: 0s, app: App, do: [\(configure), activate, play]}
                  - {at: 1s, app: App, do: {overrideOutput: speaker}}
                expect:
                  - {at: 1s, app: App, error: badParam}

                """
        case LintRule.noInterruptionHandling.id:
            return """
                device: {foreground: App}
                apps:
                  App: {}
                steps:
                  - {at: 0s, app: App, do: [\(configure), activate, play]}
                  - {at: 5s, system: incomingCall}
                  - {at: 20s, system: remoteHangUp}
                expect:
                  - {at: 5s, app: App, state: {playing: false}}
                  - {at: 30s, app: App, state: {playing: false, active: false}}

                """
        case LintRule.noResetHandling.id:
            return """
                device: {foreground: App}
                apps:
                  App: {}
                steps:
                  - {at: 0s, app: App, do: [\(configure), activate, play]}
                  - {at: 10s, system: resetMediaServices}
                expect:
                  - {at: 10s, app: App, received: mediaServicesWereReset}
                  - {at: 10s, app: App, state: {active: false, playing: false, category: soloAmbient}}

                """
        case LintRule.backgroundAudioModeMissing.id:
            return """
                device: {foreground: App}
                apps:
                  App: {backgroundAudio: false}
                steps:
                  - {at: 0s, app: App, do: [\(configure), activate, play]}
                  - {at: 5s, user: home}
                expect:
                  - {at: 0s, app: App, state: {playing: true}}
                  - {at: 5s, app: App, state: {playing: false}}

                """
        case LintRule.micPromptAtLaunch.id:
            return """
                device: {foreground: App}
                apps:
                  App: {recordPermission: undetermined}
                steps:
                  - {at: 0s, app: App, do: [\(configure), activate]}
                expect:
                  - {at: 0s, app: App, received: recordPermissionPrompt}

                """
        case LintRule.bluetoothHFPForPlayback.id:
            return """
                device:
                  foreground: App
                  devices: [bluetoothHeadset]
                apps:
                  App: {recordPermission: granted}
                steps:
                  - {at: 0s, app: App, do: [\(configure), activate, play]}
                expect:
                  - {at: 0s, app: App, state: {outputs: [bluetoothHFP]}}

                """
        case LintRule.mixableWithRemoteCommands.id:
            return """
                device: {foreground: App}
                apps:
                  App: {remoteCommands: true, backgroundAudio: true}
                steps:
                  - {at: 0s, app: App, do: [\(configure), activate, play]}
                expect:
                  - {at: 0s, app: App, state: {playing: true, nowPlaying: false}}

                """
        case LintRule.deactivateWithoutNotify.id:
            return """
                device: {foreground: App, music: playing}
                apps:
                  App: {recordPermission: granted}
                steps:
                  - {at: 0s, app: App, do: [\(configure), activate, play]}
                  - {at: 10s, app: App, do: [stop, deactivate]}
                expect:
                  - {at: 0s, app: Music, state: {playing: false}}
                  - {app: Music, never: interruptionEnded}

                """
        case LintRule.activateToRead.id:
            return """
                device: {foreground: App, music: playing}
                apps:
                  App: {recordPermission: granted}
                steps:
                  - {at: 0s, app: App, do: [\(configure), activate]}
                expect:
                  - {at: 0s, app: Music, state: {playing: false}}

                """
        default:
            return nil
        }
    }
}
