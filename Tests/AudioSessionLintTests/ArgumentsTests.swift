import Testing

@testable import AudioSessionLint

/// `lint PATH... [--format text|json|sarif] [--emit-scenarios DIR] [--disable ID,...]`; usage errors exit 2.
@Suite struct ArgumentsTests {
    @Test func parsesEveryOption() throws {
        let arguments = try LintArguments(parsing: [
            "App", "--format", "sarif", "--emit-scenarios=out", "--disable", "activate-to-read, no-reset-handling",
            "Sources",
        ])
        #expect(arguments.paths == ["App", "Sources"])
        #expect(arguments.format == .sarif)
        #expect(arguments.scenarioFolder == "out")
        #expect(arguments.disabled == ["activate-to-read", "no-reset-handling"])
    }

    @Test func pathsAfterDoubleDash() throws {
        #expect(try LintArguments(parsing: ["--", "--odd-name"]).paths == ["--odd-name"])
    }

    @Test(arguments: [
        ([], "give at least one file or folder to lint"),
        (["App", "--format", "xml"], "unknown format 'xml'; use text, json or sarif"),
        (["App", "--format"], "--format needs a value"),
        (["App", "--verbose"], "unknown option '--verbose'"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: LintUsageError(message)) { try LintArguments(parsing: arguments) }
    }

    @Test func unknownRuleInDisableNamesTheRules() {
        do {
            _ = try LintArguments(parsing: ["App", "--disable", "invalid-option"])
            Issue.record("an unknown rule id must be a usage error")
        } catch {
            #expect(error.message.hasPrefix("unknown rule 'invalid-option' in --disable; rules: invalid-options,"))
        }
    }
}
