import Foundation
import Testing

/// `audiosession explain`, run as a built executable.
@Suite struct ExplainCommandTests {
    /// The JSON `explain NAME` prints.
    private struct Report: Decodable {
        struct Match: Decodable {
            struct Fact: Decodable {
                var label: String
                var value: String
            }
            var kind: String
            var name: String
            var rawValue: String
            var summary: String
            var facts: [Fact]
            var rules: [String]
            var source: String
            var note: String?
            var text: String?
            var example: String?
        }
        var name: String
        var matches: [Match]
    }

    /// The JSON `explain` prints without a name.
    private struct Tables: Decodable {
        struct Table: Decodable {
            var title: String
            var columns: [String]
            var rows: [[String]]
        }
        var tables: [Table]
    }

    private func explain(_ name: String) throws -> Report {
        let output = try ToolRunner.run(["explain", name, "--format", "json"])
        #expect(output.status == 0, "\(output)")
        return try JSONDecoder().decode(Report.self, from: Data(output.stdout.utf8))
    }

    @Test func tablesAsText() throws {
        let output = try ToolRunner.run(["explain"])
        #expect(output.status == 0, "\(output)")
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasPrefix("Categories") == true)
        #expect(lines.contains { $0.hasPrefix("Modes") })
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
        let header = try #require(lines.first { $0.hasPrefix("category ") })
        let ambient = try #require(lines.first { $0.hasPrefix("ambient ") })
        let column = try #require(header.range(of: "silenced by switch/lock"))
        let offset = header.distance(from: header.startIndex, to: column.lowerBound)
        #expect(ambient.dropFirst(offset).hasPrefix("yes"), "columns are aligned")
        let modeRow = try #require(lines.first { $0.hasPrefix("videoChat ") })
        #expect(modeRow.contains("allowBluetoothHFP, defaultToSpeaker"))
        #expect(lines.contains { $0.hasPrefix("dualRoute ") && $0.contains("allowBluetoothHFP") && $0.hasSuffix("26") })
    }

    @Test func tablesAsJSON() throws {
        let output = try ToolRunner.run(["explain", "--format", "json"])
        #expect(output.status == 0, "\(output)")
        let tables = try JSONDecoder().decode(Tables.self, from: Data(output.stdout.utf8)).tables
        #expect(tables.map(\.rows.count) == [6, 11])
        #expect(
            tables.first?.rows.map(\.first) == [
                "ambient", "soloAmbient", "playback", "record", "playAndRecord",
                "multiRoute",
            ])
        #expect(tables.first?.columns.count == 6)
    }

    @Test func aCategory() throws {
        let report = try explain("playAndRecord")
        #expect(report.matches.map(\.kind) == ["category"])
        let match = try #require(report.matches.first)
        #expect(match.rawValue == "AVAudioSessionCategoryPlayAndRecord")
        #expect(match.facts.first { $0.label == "AirPlay" }?.value == "mirrored only")
        #expect(match.facts.first { $0.label == "valid modes" }?.value.contains("voiceChat") == true)
        #expect(!match.source.isEmpty)
    }

    @Test func aModeAsText() throws {
        let output = try ToolRunner.run(["explain", "videoChat"])
        #expect(output.status == 0, "\(output)")
        #expect(output.stdout.hasPrefix("videoChat (mode)\n"))
        #expect(output.stdout.contains("implies                 allowBluetoothHFP, defaultToSpeaker"))
        #expect(output.stdout.contains("raw value               AVAudioSessionModeVideoChat"))
        #expect(output.stdout.contains("source"))
    }

    @Test func anOptionByItsAlias() throws {
        let report = try explain("allowBluetooth")
        #expect(report.matches.map(\.name) == ["allowBluetoothHFP"])
        #expect(report.matches.first?.rawValue == "0x4 (4)")
        #expect(report.matches.first?.facts.contains { $0.label == "looked up as" } == true)
        let text = try ToolRunner.run(["explain", "allowBluetooth"])
        #expect(text.stdout.contains("allowBluetooth, the deprecated name of allowBluetoothHFP"))
    }

    @Test func anAmbiguousName() throws {
        let report = try explain("default")
        #expect(report.matches.map(\.kind) == ["mode", "policy", "interruptionReason"])
        let text = try ToolRunner.run(["explain", "default"])
        #expect(
            text.stdout.hasPrefix(
                "'default' names 3 things: a mode, a route-sharing policy and an interruption reason.\n"))
        #expect(text.stdout.contains("default (mode)") && text.stdout.contains("default (route-sharing policy)"))
    }

    @Test func aPolicy() throws {
        let report = try explain("longFormVideo")
        #expect(report.matches.map(\.kind) == ["policy"])
        #expect(report.matches.first?.rules == ["C7", "R2"])
        #expect(report.matches.first?.facts.first { $0.label == "valid with" }?.value.contains("playback") == true)
    }

    @Test(arguments: ["insufficientPriority", "'!pri'", "!pri", "561017449"])
    func anErrorCode(spelling: String) throws {
        let report = try explain(spelling)
        #expect(report.name == spelling)
        #expect(report.matches.map(\.name) == ["insufficientPriority"])
        #expect(report.matches.first?.rawValue == "'!pri' (561017449)")
        let text = try ToolRunner.run(["explain", spelling])
        #expect(text.status == 0)
        #expect(text.stdout.hasPrefix("insufficientPriority (error code)\n"))
    }

    @Test func badParamByItsNegativeValue() throws {
        for arguments in [["explain", "-50"], ["explain", "--", "-50"]] {
            let output = try ToolRunner.run(arguments)
            #expect(output.status == 0, "\(output)")
            #expect(output.stdout.hasPrefix("badParam (error code)\n"))
            #expect(output.stdout.contains("raw value            -50"))
        }
    }

    @Test func aCodeVersionOneNeverReturns() throws {
        let output = try ToolRunner.run(["explain", "inac"])
        #expect(output.status == 0, "\(output)")
        #expect(output.stdout.hasPrefix("sessionNotActive (error code)"))
        #expect(output.stdout.contains("section V"))
    }

    @Test func anUnknownName() throws {
        for format in ["text", "json"] {
            let output = try ToolRunner.run(["explain", "playbak", "--format", format])
            #expect(output.status == 2, "\(output)")
            #expect(output.stderr.contains("unknown name 'playbak'; did you mean 'playback'?"), "\(output)")
            #expect(output.stdout.isEmpty)
        }
        let far = try ToolRunner.run(["explain", "xyzzy"])
        #expect(far.status == 2)
        #expect(far.stderr.contains("unknown name 'xyzzy'"))
        #expect(!far.stderr.contains("did you mean"))
    }

    @Test func severalNamesInTurn() throws {
        let output = try ToolRunner.run(["explain", "playback", "record"])
        #expect(output.status == 0, "\(output)")
        #expect(output.stdout.hasPrefix("playback (category)\n"))
        #expect(output.stdout.contains("\n\nrecord (category)\n"))
        let json = try ToolRunner.run(["explain", "A3", "headphones", "--format", "json"])
        let reports = try JSONDecoder().decode([Report].self, from: Data(json.stdout.utf8))
        #expect(reports.map(\.name) == ["A3", "headphones"])
        let unknown = try ToolRunner.run(["explain", "playback", "playbak"])
        #expect(unknown.status == 2 && unknown.stdout.isEmpty, "\(unknown)")
    }

    @Test func everyRuleAnswersWithItsTextSourceAndExample() throws {
        let ids =
            (1...8).map { "C\($0)" } + (1...5).map { "A\($0)" } + (1...8).map { "I\($0)" } + ["D1", "D2"]
            + (1...8).map { "P\($0)" } + (1...6).map { "L\($0)" } + (1...8).map { "S\($0)" }
            + (1...3).map { "N\($0)" } + (1...3).map { "H\($0)" } + (1...11).map { "R\($0)" }
            + (1...5).map { "O\($0)" } + (1...12).map { "E\($0)" }
        let output = try ToolRunner.run(["explain"] + ids + ["--format", "json"])
        #expect(output.status == 0, "\(output)")
        let reports = try JSONDecoder().decode([Report].self, from: Data(output.stdout.utf8))
        #expect(reports.map(\.name) == ids)
        for report in reports {
            let rule = report.matches.first { $0.kind == "rule" }
            #expect(rule?.name == report.name, "\(report.name)")
            #expect(rule?.text?.isEmpty == false && rule?.source.isEmpty == false, "\(report.name)")
            #expect(rule?.example?.contains("apps:") == true, "\(report.name)")
        }
        let text = try ToolRunner.run(["explain", "A3"])
        #expect(text.stdout.hasPrefix("A3 (behaviour rule)\n  On success the session is active"))
        #expect(text.stdout.contains("  source   The Audio Session Programming Guide, Figure 1-1"))
        #expect(text.stdout.contains("  example:\n    name: "))
        let lower = try ToolRunner.run(["explain", "r10"])
        #expect(lower.stdout.hasPrefix("R10 (behaviour rule)"))
    }

    @Test(arguments: [
        ("headphones", "port"), ("bluetoothHeadset", "deviceKind"), ("oldDeviceUnavailable", "routeChangeReason"),
        ("builtInMicMuted", "interruptionReason"), ("interruptionBegan", "event"), ("becameActive", "event"),
        ("interruptedBy", "stateKey"), ("secondaryAudioShouldBeSilencedHint", "stateKey"),
        ("AVAudioSessionRouteChangeNotification", "event"), ("AVAudioSessionPortHeadphones", "port"),
    ])
    func everyKindOfName(name: String, kind: String) throws {
        let report = try explain(name)
        #expect(report.matches.map(\.kind).contains(kind), "\(report.matches.map(\.kind))")
    }

    @Test func objectiveCNamesSayTheSwiftName() throws {
        let text = try ToolRunner.run(["explain", "AVAudioSessionCategoryPlayback"])
        #expect(text.status == 0)
        #expect(
            text.stdout.contains(
                "note: AVAudioSessionCategoryPlayback is the Objective-C name of AVAudioSession.Category.playback"))
        let report = try explain("AVAudioSessionErrorCodeCannotInterruptOthers")
        #expect(report.matches.map(\.name) == ["cannotInterruptOthers"])
        #expect(report.matches.first?.note?.contains("AVAudioSession.ErrorCode.cannotInterruptOthers") == true)
        let reason = try explain("AVAudioSessionInterruptionReasonBuiltInMicMuted")
        #expect(reason.matches.map(\.name) == ["builtInMicMuted"])
        let typo = try ToolRunner.run(["explain", "AVAudioSessionCategoryPlaybak"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("did you mean 'AVAudioSessionCategoryPlayback'?"), "\(typo)")
        let ruleTypo = try ToolRunner.run(["explain", "interuptedBy"])
        #expect(ruleTypo.stderr.contains("did you mean 'interruptedBy'?"), "\(ruleTypo)")
    }

    @Test func jsonIsTheSameOnEveryRun() throws {
        let arguments = ["explain", "A3", "default", "AVAudioSessionInterruptionNotification", "--format", "json"]
        let first = try ToolRunner.run(arguments)
        let second = try ToolRunner.run(arguments)
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
    }
}
