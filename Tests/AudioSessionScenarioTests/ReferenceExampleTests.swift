import AudioSessionModel
import AudioSessionReference
import AudioSessionScenario
import Testing

/// The examples `audiosession explain RULE` prints run, and scenario files take Objective-C names.
@Suite struct ReferenceExampleTests {
    @Test(arguments: RuleCatalog.ids)
    func everyRuleExampleRunsAndHolds(_ id: String) throws {
        let rule = try #require(RuleCatalog.rule(id))
        let scenario = try ScenarioLoader.parse(rule.example, file: "\(id)-example.yaml")
        // O5's example is a run that never settles: it parses here, and the engine's own tests run it.
        guard id != "O5" else { return }
        let report = ScenarioRunner.run(scenario)
        #expect(report.exitStatus == 0, "\(id): \(report.results.filter { !$0.passed })")
        #expect(report.passed > 0 || scenario.expectations.isEmpty, "\(id)")
    }

    @Test func objectiveCNamesInAScenario() throws {
        let text = """
            name: Objective-C names
            device:
              devices: [wiredHeadphones]
            apps:
              Chat:
                reactions:
                  - on: AVAudioSessionRouteChangeNotification
                    if: {reason: AVAudioSessionRouteChangeReasonOldDeviceUnavailable}
                    do: stop
            steps:
              - at: 0s
                app: Chat
                do:
                  - setCategory:
                      category: AVAudioSessionCategoryPlayAndRecord
                      mode: AVAudioSessionModeVoiceChat
                      options: [AVAudioSessionCategoryOptionDefaultToSpeaker, AVAudioSessionCategoryOptionAllowBluetooth]
                      policy: AVAudioSessionRouteSharingPolicyDefault
                  - play
              - {at: 1s, user: {disconnect: wiredHeadphones}}
              - {at: 2s, app: Chat, do: {setCategory: {category: AVAudioSessionCategoryPlayback, options: [AVAudioSessionCategoryOptionDefaultToSpeaker]}}}
            expect:
              - {at: 0s, app: Chat, state: {category: AVAudioSessionCategoryPlayAndRecord, options: [allowBluetoothHFP, AVAudioSessionCategoryOptionDefaultToSpeaker], outputs: [AVAudioSessionPortHeadphones]}}
              - {at: 1s, app: Chat, received: {AVAudioSessionRouteChangeNotification: {reason: AVAudioSessionRouteChangeReasonOldDeviceUnavailable}}}
              - {at: 1s, app: Chat, state: {playing: false, outputs: [builtInSpeaker]}}
              - {at: 2s, app: Chat, error: AVAudioSessionErrorCodeBadParam}
            """
        let scenario = try ScenarioLoader.parse(text, file: "objc.yaml")
        let report = ScenarioRunner.run(scenario)
        #expect(report.exitStatus == 0, "\(report.results.filter { !$0.passed })")
        #expect(report.passed == 4)
    }

    @Test func theInterruptionNotificationIsTwoEvents() {
        let text = """
            name: ambiguous
            apps: {A: {}}
            expect:
              - {app: A, never: AVAudioSessionInterruptionNotification}
            """
        #expect {
            try ScenarioLoader.parse(text, file: "x.yaml")
        } throws: { error in
            "\(error)".contains("arrives as interruptionBegan or interruptionEnded")
        }
    }

    @Test func aMisspelledObjectiveCNameSuggestsTheObjectiveCName() {
        let text = """
            name: typo
            apps: {A: {}}
            steps:
              - {at: 0s, app: A, do: {setCategory: {category: AVAudioSessionCategoryPlayBack}}}
            """
        #expect {
            try ScenarioLoader.parse(text, file: "x.yaml")
        } throws: { error in
            "\(error)".contains("AVAudioSessionCategoryPlayback")
        }
    }
}
