import Foundation
import Testing

/// Command lines with tens of thousands of files or names are parsed in linear time (ArgumentParser alone took
/// seconds for 20,000 files) and every argument is still used.
@Suite struct LongArgumentListTests {
    @Test func simulate_withTwentyThousandFiles_reportsEveryOne() throws {
        let files = (0..<20_000).map { "missing-\($0).yaml" }
        let output = try ToolRunner.run(["simulate", "--quiet"] + files)
        #expect(output.status == 2)
        let lines = output.stderr.split(separator: "\n")
        #expect(lines.count == 20_000)
        #expect(lines.first == "error: missing-0.yaml: cannot read the file: no such file")
        #expect(lines.last == "error: missing-19999.yaml: cannot read the file: no such file")
    }

    @Test func simulate_optionsAfterFiles_stillApply() throws {
        let output = try ToolRunner.run(["simulate", "a.yaml", "b.yaml", "--format", "json"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("error: a.yaml:") && output.stderr.contains("error: b.yaml:"))
    }

    @Test func explain_withFortyThousandNames_stopsAtTheFirstUnknownOne() throws {
        let names = (0..<40_000).map { "name\($0)" }
        let output = try ToolRunner.run(["explain"] + names)
        #expect(output.status == 2)
        #expect(output.stderr.contains("unknown name 'name0'"), "\(output.stderr.prefix(200))")
        #expect(!output.stderr.contains("name1'"))
        #expect(output.stdout.isEmpty)
    }

    @Test func explain_withThousandsOfKnownNames_explainsEveryOne() throws {
        let names = Array(repeating: "C1", count: 5_000)
        let output = try ToolRunner.run(["explain"] + names)
        #expect(output.status == 0)
        #expect(output.stdout.components(separatedBy: "C1 (behaviour rule)\n").count == 5_001)
    }

    @Test func check_withAnOptionRepeatedThousandsOfTimes_readsEveryOne() throws {
        var arguments = ["check", "--category", "playback"]
        for _ in 0..<8_000 { arguments += ["--options", "mixWithOthers"] }
        arguments += ["--options=duckOthers"]
        let output = try ToolRunner.run(arguments)
        #expect(output.status == 0, "\(output.stderr.prefix(200))")
        #expect(output.stdout.contains("options   mixWithOthers, duckOthers"))
    }

    @Test func check_withAnUnknownOptionAmongRepeatedOnes_namesIt() throws {
        let output = try ToolRunner.run([
            "check", "--category", "playback", "--options", "mixWithOthers", "--options", "duckOthrs",
        ])
        #expect(output.status != 0)
        #expect(output.stderr.contains("duckOthrs"))
    }
}
