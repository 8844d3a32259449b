import Foundation
import Testing

/// `audiosession check`, run as a built executable.
@Suite struct CheckCommandTests {
    /// The JSON `check` prints.
    private struct Report: Decodable {
        struct Implication: Decodable, Equatable {
            var name: String
            var impliedBy: [String]
        }
        struct ReportedError: Decodable {
            var code: String
            var value: Int
            var fourCharacterCode: String?
            var message: String
        }
        var valid: Bool
        var os: Int
        var category: String?
        var mode: String?
        var options: [String]?
        var impliedOptions: [Implication]?
        var policy: String?
        var mixable: Bool?
        var error: ReportedError?
    }

    private func report(_ output: ToolRunner.Output) throws -> Report {
        try JSONDecoder().decode(Report.self, from: Data(output.stdout.utf8))
    }

    @Test func validConfigurationAsText() throws {
        let output = try ToolRunner.run(["check", "--category", "playback", "--options", "duckOthers"])
        #expect(output.status == 0, "\(output)")
        #expect(
            output.stdout == """
                valid     yes, on iOS 18
                category  playback
                mode      default
                options   mixWithOthers, duckOthers
                implied   mixWithOthers, implied by option duckOthers (rule C4)
                policy    default
                mixable   yes

                """)
        #expect(output.stderr.isEmpty)
    }

    @Test func validConfigurationAsJSON() throws {
        let output = try ToolRunner.run([
            "check", "--category", "playAndRecord", "--mode", "videoChat", "--options", "duckOthers",
            "--format", "json",
        ])
        #expect(output.status == 0, "\(output)")
        let report = try report(output)
        #expect(report.valid)
        #expect(report.os == 18)
        #expect(report.category == "playAndRecord")
        #expect(report.mode == "videoChat")
        #expect(report.options == ["mixWithOthers", "duckOthers", "allowBluetoothHFP", "defaultToSpeaker"])
        #expect(
            report.impliedOptions == [
                .init(name: "mixWithOthers", impliedBy: ["option duckOthers"]),
                .init(name: "allowBluetoothHFP", impliedBy: ["mode videoChat"]),
                .init(name: "defaultToSpeaker", impliedBy: ["mode videoChat"]),
            ])
        #expect(report.policy == "default")
        #expect(report.mixable == true)
        #expect(report.error == nil)
    }

    @Test func jsonKeysAreSortedAndOutputIsRepeatable() throws {
        let arguments = ["check", "--category", "playback", "--options", "mixWithOthers", "--format", "json"]
        let first = try ToolRunner.run(arguments)
        let second = try ToolRunner.run(arguments)
        #expect(first.stdout == second.stdout)
        let keys = first.stdout.split(separator: "\n").filter { $0.hasPrefix("  \"") }
            .map { $0.dropFirst(3).prefix { $0 != "\"" } }
        #expect(keys == keys.sorted(), "\(keys)")
        #expect(keys.contains("valid") && keys.contains("impliedOptions"))
    }

    @Test func invalidConfigurationAsText() throws {
        let output = try ToolRunner.run(["check", "--category", "playback", "--options", "defaultToSpeaker"])
        #expect(output.status == 1, "\(output)")
        #expect(
            output.stdout
                == "badParam -50: option defaultToSpeaker is not valid with category playback; it is valid with "
                + "playAndRecord (rule C3)\n")
    }

    @Test func invalidConfigurationAsJSON() throws {
        let output = try ToolRunner.run([
            "check", "--category", "playback", "--options", "defaultToSpeaker", "--format", "json",
        ])
        #expect(output.status == 1, "\(output)")
        #expect(
            output.stdout == """
                {
                  "error" : {
                    "code" : "badParam",
                    "fourCharacterCode" : null,
                    "message" : "option defaultToSpeaker is not valid with category playback; it is valid with \
                playAndRecord (rule C3)",
                    "value" : -50
                  },
                  "os" : 18,
                  "valid" : false
                }

                """)
    }

    @Test func modeInTheWrongCategory() throws {
        let output = try ToolRunner.run([
            "check", "--category", "playback", "--mode", "voiceChat", "--format", "json",
        ])
        #expect(output.status == 1, "\(output)")
        let error = try #require(try report(output).error)
        #expect(error.code == "badParam")
        #expect(error.value == -50)
        #expect(error.fourCharacterCode == nil)
        #expect(error.message.contains("mode voiceChat") && error.message.contains("playAndRecord"))
    }

    @Test func theVersionDecides() throws {
        let arguments = ["check", "--category", "multiRoute", "--mode", "dualRoute", "--options", "allowBluetoothHFP"]
        let on26 = try ToolRunner.run(arguments + ["--os", "26"])
        #expect(on26.status == 0, "\(on26)")
        let on18 = try ToolRunner.run(arguments + ["--os", "18"])
        #expect(on18.status == 1, "\(on18)")
        #expect(on18.stdout.contains("needs iOS 26"))
        let withoutHFP = try ToolRunner.run(["check", "--category", "multiRoute", "--mode", "dualRoute", "--os", "26"])
        #expect(withoutHFP.status == 1)
        #expect(withoutHFP.stdout.contains("requires option allowBluetoothHFP"))
    }

    @Test func aliasesAndRepeatedOptions() throws {
        let output = try ToolRunner.run([
            "check", "--category", "record", "--options", "allowBluetooth", "--options", "farFieldInput", "--os", "26",
            "--format", "json",
        ])
        #expect(output.status == 0, "\(output)")
        #expect(try report(output).options == ["allowBluetoothHFP", "farFieldInput"])
        let policy = try ToolRunner.run(["check", "--category", "playback", "--policy", "longForm"])
        #expect(policy.status == 0, "\(policy)")
        #expect(policy.stdout.contains("policy    longFormAudio"))
    }

    @Test func policiesFollowRuleC7() throws {
        let output = try ToolRunner.run([
            "check", "--category", "playback", "--policy", "longFormAudio", "--options", "mixWithOthers",
        ])
        #expect(output.status == 1, "\(output)")
        #expect(output.stdout.hasPrefix("badParam -50: policy longFormAudio takes no options"))
        let independent = try ToolRunner.run(["check", "--category", "playback", "--policy", "independent"])
        #expect(independent.status == 1)
    }

    @Test(arguments: [
        (["--category", "playbak"], "unknown category 'playbak'; did you mean 'playback'?"),
        (["--category", "playback", "--mode", "spokenAudo"], "unknown mode 'spokenAudo'; did you mean 'spokenAudio'?"),
        (
            ["--category", "playback", "--options", "mixWithOthers,duckOther"],
            "unknown option 'duckOther'; did you mean 'duckOthers'?"
        ),
        (
            ["--category", "playback", "--policy", "longFormAudi"],
            "unknown route-sharing policy 'longFormAudi'; did you mean 'longFormAudio'?"
        ),
        (["--category", "playback", "--os", "17"], "unknown iOS version '17'; use 18 or 26"),
    ])
    func unknownNamesAreUsageErrors(arguments: [String], message: String) throws {
        for format in ["text", "json"] {
            let output = try ToolRunner.run(["check"] + arguments + ["--format", format])
            #expect(output.status == 2, "\(output)")
            #expect(output.stderr.contains(message), "\(output)")
            #expect(output.stdout.isEmpty)
        }
    }

    @Test func aCategoryIsRequired() throws {
        let output = try ToolRunner.run(["check"])
        #expect(output.status == 2, "\(output)")
        #expect(output.stderr.contains("--category"))
    }

    @Test func objectiveCNamesAreAcceptedWithANote() throws {
        let output = try ToolRunner.run([
            "check", "--category", "AVAudioSessionCategoryPlayAndRecord", "--mode", "AVAudioSessionModeVoiceChat",
            "--options", "AVAudioSessionCategoryOptionMixWithOthers", "--policy",
            "AVAudioSessionRouteSharingPolicyDefault",
        ])
        #expect(output.status == 0, "\(output)")
        #expect(
            output.stdout.hasPrefix(
                "note: AVAudioSessionCategoryPlayAndRecord is the Objective-C name of "
                    + "AVAudioSession.Category.playAndRecord\n"))
        #expect(
            output.stdout.contains(
                "note: AVAudioSessionCategoryOptionMixWithOthers is the Objective-C name of "
                    + "AVAudioSession.CategoryOptions.mixWithOthers"))
        #expect(output.stdout.contains("category  playAndRecord\n"))
        let invalid = try ToolRunner.run([
            "check", "--category", "AVAudioSessionCategoryPlayback", "--options",
            "AVAudioSessionCategoryOptionDefaultToSpeaker", "--format", "json",
        ])
        #expect(invalid.status == 1)
        #expect(invalid.stdout.contains("AVAudioSession.CategoryOptions.defaultToSpeaker"))
        let typo = try ToolRunner.run(["check", "--category", "AVAudioSessionCategoryPlayAndRecrd"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("did you mean 'AVAudioSessionCategoryPlayAndRecord'?"), "\(typo)")
    }
}
