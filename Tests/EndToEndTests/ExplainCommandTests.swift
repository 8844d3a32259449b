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
        #expect(report.matches.map(\.kind) == ["mode", "policy"])
        let text = try ToolRunner.run(["explain", "default"])
        #expect(text.stdout.hasPrefix("'default' names 2 things: a mode and a route-sharing policy.\n"))
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
            #expect(output.status == 64, "\(output)")
            #expect(output.stderr.contains("unknown name 'playbak'; did you mean 'playback'?"), "\(output)")
            #expect(output.stdout.isEmpty)
        }
        let far = try ToolRunner.run(["explain", "xyzzy"])
        #expect(far.status == 64)
        #expect(far.stderr.contains("unknown name 'xyzzy'"))
        #expect(!far.stderr.contains("did you mean"))
    }

    @Test func oneNameAtATime() throws {
        let output = try ToolRunner.run(["explain", "playback", "record"])
        #expect(output.status == 64, "\(output)")
    }
}
