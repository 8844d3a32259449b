import Foundation
import Testing

/// The `audiosession` root command.
@Suite struct RootCommandTests {
    @Test func helpListsTheSubcommands() throws {
        let output = try ToolRunner.run(["--help"])
        #expect(output.status == 0, "\(output)")
        for subcommand in ["check", "explain", "simulate"] {
            #expect(output.stdout.contains("  \(subcommand) "), "\(subcommand)")
        }
        #expect(output.stdout.contains("USAGE: audiosession"))
    }

    @Test func anUnknownSubcommandIsAUsageError() throws {
        let output = try ToolRunner.run(["chekc"])
        #expect(output.status == 2, "\(output)")
    }

    @Test func subcommandHelp() throws {
        for subcommand in ["check", "explain", "simulate"] {
            let output = try ToolRunner.run([subcommand, "--help"])
            #expect(output.status == 0, "\(subcommand): \(output)")
            #expect(output.stdout.contains("--format"), "\(subcommand)")
        }
    }
}
