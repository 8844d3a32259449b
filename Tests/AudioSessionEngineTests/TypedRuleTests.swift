import AudioSessionModel
import Testing

@testable import AudioSessionEngine

/// Reasons, errors and stopped runs name their rule as a ``RuleID``, the same rule their text names.
@Suite struct TypedRuleTests {
    /// Two apps with the audio background mode; the first in front.
    static func device() -> DeviceState {
        var apps = (0..<2).map { AppState(name: "App\($0)", backgroundAudio: true, handlesRemoteCommands: true) }
        apps[0].lifecycle = .foreground
        var state = DeviceState(apps: apps)
        state.front = .app(AppID(0))
        return state
    }

    /// The reasons of the interruptions `outputs` deliver to `app`.
    static func interruptionReasons(_ outputs: [EngineOutput], to app: AppID) -> [Because] {
        outputs.compactMap { output in
            guard case .notification(app, .interruptionBegan, let because) = output else { return nil }
            return because
        }
    }

    @Test func aNonMixableActivationInterruptsForRuleA3() throws {
        var engine = Engine(state: Self.device())
        _ = try engine.apply(.app(AppID(0), .setCategory(SessionConfiguration(category: .playback))))
        let play = try engine.apply(.app(AppID(0), .play(for: nil)))
        #expect(play.error == nil)
        _ = try engine.apply(.user(.openApp("App1")))
        _ = try engine.apply(.app(AppID(1), .setCategory(SessionConfiguration(category: .playback))))
        let step = try engine.apply(.app(AppID(1), .activate))
        #expect(step.error == nil)
        let reasons = Self.interruptionReasons(step.outputs, to: AppID(0))
        #expect(reasons.map(\.ruleID) == ["A3"])
        #expect(reasons.first?.rule == "A3")
        #expect(reasons.first?.description.hasSuffix("(rule A3)") == true)
    }

    @Test func anIncomingCallInterruptsForRuleI6() throws {
        var engine = Engine(state: Self.device())
        _ = try engine.apply(.app(AppID(0), .setCategory(SessionConfiguration(category: .playback))))
        _ = try engine.apply(.app(AppID(0), .play(for: nil)))
        let step = try engine.apply(.system(.incomingCall))
        let reasons = Self.interruptionReasons(step.outputs, to: AppID(0))
        #expect(reasons.map(\.ruleID) == ["I6"])
    }

    @Test func aFailedCallNamesItsRule() throws {
        var engine = Engine(state: Self.device())
        _ = try engine.apply(.app(AppID(0), .setCategory(SessionConfiguration(category: .record))))
        let play = try engine.apply(.app(AppID(0), .play(for: nil)))
        #expect(play.error?.code == .incompatibleCategory)
        #expect(play.error?.rule == "P1")
        let invalid = try engine.apply(
            .app(AppID(0), .setCategory(SessionConfiguration(category: .ambient, mode: .voiceChat))))
        #expect(invalid.error?.rule == "C5")
        _ = try engine.apply(.system(.siri))
        let activate = try engine.apply(.app(AppID(0), .activate))
        #expect(activate.error?.code == .siriIsRecording)
        #expect(activate.error?.rule == "A1")
        #expect(activate.error?.message.hasSuffix("(rule A1)") == true)
    }

    @Test func anImpossibleStepNamesItsRule() {
        var engine = Engine(state: Self.device())
        do {
            _ = try engine.apply(.user(.answerCall))
            Issue.record("answering with no call ringing cannot happen")
        } catch {
            #expect(error.rule == "E9")
            #expect(error.message.hasSuffix("(rule E9)"))
        }
    }

    @Test func aReasonsTypedRuleIsItsRule() {
        var because = Because("Maps activated playback", ruleID: "A3")
        #expect(because.rule == "A3")
        #expect(because.description == "Maps activated playback (rule A3)")
        let duck: RuleID = "D1"
        because.ruleID = duck
        #expect(because.rule == "D1")
        #expect(because == Because("Maps activated playback", rule: "D1"))
        #expect(because != Because("Maps activated playback", rule: "A3"))
    }

    @Test func anErrorsRuleLeavesItsEqualityAndTextAlone() {
        let named = AudioSessionError(.badParam, "mode voiceChat is not valid (rule C5)", rule: "C5")
        #expect(named.rule == "C5")
        #expect(named == AudioSessionError(.badParam))
        #expect(named.description == "badParam -50: mode voiceChat is not valid (rule C5)")
        #expect(AudioSessionError(.badParam, "unknown mode x").rule == nil)
    }
}
