import AudioSessionEngine
import AudioSessionScenario

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
