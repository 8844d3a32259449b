import AudioSessionEngine
import AudioSessionModel
import AudioSessionScenario
import AudioSessionSimulator
import AudioSessionVocabulary
import Foundation
import Logging

/// Which scenarios the protocol can express: those whose apps are driven by their steps alone. The daemon runs no
/// app code (`reactions`), and the built-in Music app's behaviour and CallKit are not part of it.
package enum ScenarioReach {
    /// Why a scenario cannot be sent to the daemon step by step, or `nil` when it can.
    package static func whyNotThroughTheDaemon(_ scenario: Scenario) -> String? {
        if scenario.apps.contains(where: { !$0.reactions.isEmpty }) { return "its apps react in their own code" }
        if scenario.apps.contains(where: \.callKit) { return "it uses CallKit" }
        if scenario.device.musicPlaying { return "it needs the built-in Music app" }
        for step in scenario.steps {
            if case .app("Music", _) = step.actor { return "it needs the built-in Music app" }
            if case .user(.remote(_)) = step.actor {
                return "its remote commands go to the built-in Music app when no app is Now Playing (N2)"
            }
        }
        return nil
    }
}

extension ScenarioReach {
    /// The scenario files of `folder` the daemon can run step by step, in name order.
    package static func scenarios(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().filter { name in
            guard let scenario = try? ScenarioLoader.load(path: folder + "/" + name) else { return false }
            return whyNotThroughTheDaemon(scenario) == nil
        }
    }

    /// What `simulate` delivered to each app, in order, as ``delivery(_:_:at:)`` writes it.
    package static func deliveries(in report: ScenarioReport, timed: Bool) -> [String: [String]] {
        var deliveries: [String: [String]] = [:]
        for event in report.events where event.category == .notification {
            guard let notification = event.notification else { continue }
            let time = timed ? TimeSpan(nanoseconds: event.nanoseconds) : nil
            deliveries[event.actor, default: []].append(
                delivery(
                    Vocabulary.standard.name(of: notification), Vocabulary.standard.fields(of: notification), at: time))
        }
        return deliveries
    }

    /// The notification a pushed line carries, as ``delivery(_:_:at:)`` writes it; `nil` for other lines.
    package static func delivery(inPush line: String, timed: Bool) -> String? {
        guard case .object(let push)? = JSONValue(parsing: line), case .string(let kind)? = push["received"],
            case .number(let seconds)? = push["t"]
        else { return nil }
        let fields = push.keys.filter { !["t", "received", "because", "rule", "previousRoute"].contains($0) }
            .compactMap { key -> (name: String, value: String)? in
                switch push[key] {
                case .string(let text)?: (key, text)
                case .bool(let flag)?: (key, flag ? "true" : "false")
                default: nil
                }
            }
        let time = timed ? TimeSpan(nanoseconds: Int64((seconds * 1e9).rounded())) : nil
        return delivery(kind, fields, at: time)
    }

    /// `1.500000 interruptionEnded shouldResume=true`: a delivery with its fields sorted by name, and its time.
    package static func delivery(
        _ kind: String, _ fields: [(name: String, value: String)], at time: TimeSpan?
    ) -> String {
        let parts = [kind] + fields.sorted { $0.name < $1.name }.map { "\($0.name)=\($0.value)" }
        return ((time.map { [WireLine.seconds($0)] } ?? []) + parts).joined(separator: " ")
    }
}

extension ScenarioReach {
    /// A daemon configuration that runs `scenario` as the simulator does: its device and apps, the front moved only
    /// by its steps (`--front external`), and iOS's suspensions (`device.suspendAfter`, not a desktop's).
    package static func configuration(for scenario: Scenario, daemonUID: UInt32) -> ServiceConfiguration {
        var configuration = ServiceConfiguration(device: scenario.deviceConfiguration, daemonUID: daemonUID)
        configuration.front = .external
        configuration.lifecycle = .asConfigured
        return configuration
    }

    /// A daemon for `scenario` on a socket in `folder`, on a clock that reads `time` (nanoseconds), logging nothing.
    package static func startDaemon(
        for scenario: Scenario, in folder: URL, time: Locked<UInt64>
    ) throws(ServiceDaemon.StartFailure) -> (ServiceDaemon.Handle, socket: String) {
        var options = ServiceDaemon.Options(
            socketPath: folder.appendingPathComponent("socket").path,
            configuration: configuration(for: scenario, daemonUID: getuid()))
        options.clockSource = { time.withLock { $0 } }
        var logger = Logger(label: "scenario")
        logger.logLevel = .critical
        return (try ServiceDaemon.start(options, logger: logger), options.socketPath)
    }
}
