import AudioSessionEngine
import AudioSessionSimulator
import AudioSessionSound

/// A scenario run with its sound recorded: the report `simulate` prints and the timeline a render plays.
public struct ScenarioSound: Sendable {
    /// The run's report.
    public var report: ScenarioReport
    /// What every source did, instant by instant.
    public var timeline: SoundTimeline

    /// Runs the scenario as `simulate` does, recording what sounds after every instant and timer.
    public init(running scenario: Scenario) {
        var recorder = SoundRecorder(
            apps: scenario.apps.enumerated().map { index, app in
                (app.name, app.sound ?? [Voice.defaultVoice(forAppAt: index)])
            },
            system: scenario.device.sounds, duck: scenario.device.duck)
        var end: Int64 = 0
        report = ScenarioRunner.run(scenario) { device in
            recorder.record(device)
            end = device.nanosecondsNow
        }
        timeline = recorder.timeline(end: TimeSpan(nanoseconds: end))
    }
}
