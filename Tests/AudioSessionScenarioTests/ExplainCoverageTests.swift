import AudioSessionEngine
import AudioSessionModel
import AudioSessionReference
import AudioSessionSimulator
import AudioSessionVocabulary
import Foundation
import Testing

@testable import AudioSessionScenario

/// `audiosession explain` answers every name the tool prints or accepts: every key and word of the scenario format,
/// every word a trace prints (from running every example, rule file and conformance file), and the model's values.
@Suite struct ExplainCoverageTests {
    static let root = FormatReferenceTests.root

    /// Every word the scenario parser takes.
    static let formatWords: [String] = {
        let keys: [String] =
            ScenarioParser.topLevelKeys + ScenarioParser.deviceKeys + ScenarioParser.externalDeviceKeys
            + ScenarioParser.appKeys + ScenarioParser.reactionKeys + ScenarioParser.stepKeys
        let actions: [String] =
            ScenarioParser.appActionNames + ScenarioParser.setCategoryKeys
            + Vocabulary.standard.names(of: UserActionWord.self) + Vocabulary.standard.names(of: SystemEventWord.self)
        return keys + actions + rest
    }()

    /// The expectation's and the events' words, and the device kinds.
    static let rest: [String] =
        ScenarioParser.expectationKeys + ScenarioParser.checkKeys + ScenarioParser.stateKeys + EventFields.names
        + ScenarioParser.triggerNames + DeviceKind.allCases.map(\.rawValue) + ["suspendAfter", "smartFolio"]

    /// Every event kind and field name the traces of the package's scenario files print.
    static func traceWords() throws -> [String] {
        let folders = [
            "Examples", "Examples/Sound", "Tests/AudioSessionEngineTests/Rules",
            "Tests/AudioSessionScenarioTests/SpecConformance",
        ]
        var words: Set<String> = []
        var files = 0
        for folder in folders {
            let url = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".yaml") {
                guard let scenario = try? ScenarioLoader.load(path: url.appendingPathComponent(name).path) else {
                    continue
                }
                files += 1
                for event in ScenarioRunner.run(scenario).events {
                    words.insert(event.kind)
                    for field in event.fields { words.insert(field.name) }
                }
            }
        }
        #expect(files > 300)
        return words.sorted()
    }

    /// The model's values a trace, a state or an error prints, by their Swift and Objective-C names.
    static let modelWords = [
        "PortOverride", "none", "speaker", "AVAudioSessionPortOverrideSpeaker", "AVAudioSessionPortOverrideNone",
        "PromptStyle", "short", "normal", "AVAudioSessionPromptStyleShort", "IOType", "aggregated",
        "RecordPermission", "undetermined", "denied", "granted", "InterruptionOptions", "SetActiveOptions",
        "notifyOthersOnDeactivation", "AVAudioSessionSetActiveOptionNotifyOthersOnDeactivation",
        "AVAudioSessionInterruptionOptionShouldResume",
    ]

    @Test func explainKnowsEveryWordOfTheFormat() {
        let unknown = Self.formatWords.filter { Explanation.lookUp($0).isEmpty }
        #expect(unknown == [], "explain does not know these words of the scenario format")
    }

    @Test func explainKnowsEveryWordATracePrints() throws {
        let unknown = try Self.traceWords().filter { Explanation.lookUp($0).isEmpty }
        #expect(unknown == [], "explain does not know these words a trace prints")
    }

    @Test func explainKnowsTheModelsOtherValues() {
        let unknown = Self.modelWords.filter { Explanation.lookUp($0).isEmpty }
        #expect(unknown == [], "explain does not know these values of the model")
    }
}
