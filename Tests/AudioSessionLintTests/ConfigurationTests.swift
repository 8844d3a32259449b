import Foundation
import Testing

@testable import AudioSessionLint

/// `.audiosession-lint.yml`, inline suppressions and baselines.
@Suite struct ConfigurationTests {
    static let player = """
        import AVFoundation

        final class Player {
            func start() throws {
                try AVAudioSession.sharedInstance().setCategory(.playback, options: [.defaultToSpeaker])
                try AVAudioSession.sharedInstance().setActive(true)
            }
        }

        """

    static func text(_ string: String) -> Data { Data(string.utf8) }

    static func ids(_ result: Linter.Result) -> [String] {
        result.findings.filter { $0.suppression == nil }.map(\.id).sorted()
    }

    @Test func theFileInTheLintedFolderIsApplied() throws {
        let root = try RobustnessTests.folder([
            "App/Player.swift": Self.text(Self.player),
            "Generated/Copy.swift": Self.text(Self.player),
            ".audiosession-lint.yml": Self.text(
                """
                excluded: [Generated]
                disabled_rules: [no-reset-handling]
                severity:
                  invalid-options: warning
                  no-interruption-handling: error
                handled_elsewhere:
                  Nothing: [resets]
                """),
        ])
        let result = try Linter.run(paths: [root])
        #expect(result.fileCount == 1)
        #expect(Self.ids(result) == ["invalid-options", "no-interruption-handling"])
        #expect(result.findings.map(\.severity) == [.warning, .error])
        #expect(result.hasErrors)
    }

    @Test func handledElsewhereSilencesTheTargetsHandlerRules() throws {
        let root = try RobustnessTests.folder([
            "Player.swift": Self.text(Self.player),
            "lint.yml": Self.text("handled_elsewhere:\n  Player: [interruptions]\n  Other: [resets]\n"),
        ])
        var arguments = try LintArguments(parsing: ["--config", root + "/lint.yml", root + "/Player.swift"])
        // Files given by name are the target `files`.
        #expect(
            Self.ids(try Linter.run(arguments)) == ["invalid-options", "no-interruption-handling", "no-reset-handling"])
        try "handled_elsewhere:\n  files: [interruptions, resets]\n".write(
            toFile: root + "/lint.yml", atomically: false, encoding: .utf8)
        #expect(Self.ids(try Linter.run(arguments)) == ["invalid-options"])
        arguments.configPath = root + "/missing.yml"
        #expect(throws: LintUsageError("cannot read the configuration file \(root)/missing.yml")) {
            try Linter.run(arguments)
        }
    }

    @Test(arguments: [
        ("exclude: [A]\n", "t.yml:1:1: unknown key 'exclude'; did you mean 'excluded'?"),
        (
            "included: [A]\ndisabled_rules: [no-interuption-handling]\n",
            "t.yml:2:18: unknown rule 'no-interuption-handling'; did you mean 'no-interruption-handling'?"
        ),
        ("severity:\n  parse: fatal\n", "t.yml:2:10: the severity of 'parse' must be warning or error, not 'fatal'"),
        (
            "handled_elsewhere:\n  App: [interruption]\n",
            "t.yml:2:9: unknown notification kind 'interruption' for App; did you mean 'interruptions'?; use interruptions or resets"
        ),
        (
            "- a\n- b\n",
            "t.yml:1:1: the configuration must be a mapping of keys (included, excluded, disabled_rules, severity, handled_elsewhere, help_url, information_url)"
        ),
        ("included: [A\n", "t.yml:2:1: not valid YAML: parser: while parsing a flow sequence in line 1, column 11"),
        ("excluded: [A]\nexcluded: [B]\n", "t.yml:2:1: 'excluded' is given twice"),
    ])
    func badFilesSayWhereAndWhat(text: String, message: String) {
        #expect(throws: LintUsageError(message)) { try LintConfiguration.parse(text, path: "t.yml") }
    }

    @Test func globsMatchFilesAndFolders() {
        #expect(Glob.matches("Generated", "Generated/A/B.swift"))
        #expect(Glob.matches("**/*Mock*.swift", "App/Tests/PlayerMock.swift"))
        #expect(Glob.matches("App/*.m", "App/A.m"))
        #expect(!Glob.matches("App/*.m", "App/Sub/A.m") || Glob.matches("App/*.m", "App/Sub"))
        #expect(!Glob.matches("Gen", "Generated/A.swift"))
        #expect(Glob.matches("A?p", "App/x.swift"))
    }

    @Test func inlineDirectivesSuppressWithTheirReason() throws {
        let source = """
            import AVFoundation

            func start() throws {
                // audiosession-lint:disable:next invalid-options - the speaker is what this demo wants
                try AVAudioSession.sharedInstance().setCategory(.playback, options: [.defaultToSpeaker])
                try AVAudioSession.sharedInstance().setActive(true)  /* audiosession-lint:disable:this no-interruption-handling no-reset-handling */
            }

            """
        let objc = """
            - (void)start {
                [[AVAudioSession sharedInstance] setCategory:AVAudioSessionCategoryAmbient withOptions:AVAudioSessionCategoryOptionDefaultToSpeaker error:nil]; // audiosession-lint:disable:this all legacy
                // audiosession-lint:disable:next invalid-mdoe
                [[AVAudioSession sharedInstance] setCategory:AVAudioSessionCategoryAmbient withOptions:AVAudioSessionCategoryOptionDefaultToSpeaker error:nil];
            }

            """
        let root = try RobustnessTests.folder(["A.swift": Self.text(source), "B.m": Self.text(objc)])
        let result = try Linter.run(paths: [root])
        let suppressed = result.findings.filter { $0.suppression != nil }
        #expect(
            suppressed.map(\.id) == [
                "invalid-options", "no-interruption-handling", "no-reset-handling", "invalid-options",
            ])
        #expect(suppressed.first?.suppression?.justification == "the speaker is what this demo wants")
        #expect(suppressed.last?.suppression?.justification == "legacy")
        // The unknown id is reported where it is written and suppresses nothing.
        #expect(
            Self.ids(result) == ["invalid-options", "parse"]
                && result.findings.contains {
                    $0.id == "parse" && $0.line == 3
                        && $0.message.hasPrefix(
                            "unknown rule 'invalid-mdoe' in audiosession-lint:disable:next; did you mean 'invalid-mode'?"
                        )
                })
        #expect(result.hasErrors) // the unsuppressed invalid-options in B.m
        #expect(LintReport.text(result).hasSuffix("2 files, 2 findings, 4 suppressed\n"))
        #expect(LintReport.json(result).contains("\"justification\" : \"the speaker is what this demo wants\""))
        let sarif = LintReport.sarif(result)
        #expect(sarif.contains("\"suppressions\" : ["))
        #expect(sarif.contains("\"kind\" : \"inSource\""))
        // Suppressed alone, the errors no longer count.
        let onlySwift = try Linter.run(paths: [root + "/A.swift"])
        #expect(!onlySwift.hasErrors)
    }

    @Test func onlyCommentsThatStartWithTheMarkerAreDirectives() {
        #expect(InlineSuppressions.opensComment("    // "))
        #expect(InlineSuppressions.opensComment("    try x()  /* "))
        #expect(InlineSuppressions.opensComment(" * "))
        #expect(InlineSuppressions.opensComment("/// "))
        #expect(!InlineSuppressions.opensComment("/// Use `// "))
        #expect(!InlineSuppressions.opensComment("let text = \"// "))
        #expect(!InlineSuppressions.opensComment("    let x = 1 "))
        let quoted = InlineSuppressions.scan(
            Array("/// Write `// audiosession-lint:disable:next RULE` above it.\n".utf8))
        #expect(quoted.directives.isEmpty && quoted.problems.isEmpty)
    }

    @Test func baselinesMatchMovedCodeAndReportNewFindings() throws {
        let root = try RobustnessTests.folder(["Player.swift": Self.text(Self.player)])
        let baseline = root + "/baseline.json"
        var arguments = try LintArguments(parsing: ["--write-baseline", baseline, root + "/Player.swift"])
        let first = try Linter.run(arguments)
        #expect(first.findings.count == 3)
        let written = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(written.contains("\"fingerprint\""))
        // Code moves down three lines, and a new mistake appears.
        let moved = Self.player.replacingOccurrences(of: "final class Player {", with: "\n\n\nfinal class Player {")
            .replacingOccurrences(
                of: "    }\n}",
                with:
                    "    }\n    func other() throws {\n        try AVAudioSession.sharedInstance().setCategory(.ambient, options: [.defaultToSpeaker])\n    }\n}"
            )
        try moved.write(toFile: root + "/Player.swift", atomically: false, encoding: .utf8)
        arguments = try LintArguments(parsing: ["--baseline", baseline, root + "/Player.swift"])
        let second = try Linter.run(arguments)
        #expect(second.findings.map(\.id) == ["invalid-options"])
        #expect(second.findings.first?.line == 12)
        try "{\"version\": 1, \"findings\": 3}".write(toFile: baseline, atomically: false, encoding: .utf8)
        #expect(
            throws: LintUsageError("\(baseline): not a baseline written by --write-baseline (wrong type at findings)")
        ) {
            try Linter.run(arguments)
        }
    }
}
