import ArgumentParser
import AudioSessionLint
import Foundation

/// `audiosession lint PATH...`: finds audio session mistakes in Swift, Objective-C and Info.plist files.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Find audio session mistakes in Swift, Objective-C and Objective-C++ code and Info.plist files.",
        discussion: """
            PATH: files or folders, searched for .swift, .m, .mm, Info.plist and *-Info.plist (hidden folders, \
            Pods, Carthage, .build and DerivedData skipped). Each Xcode target, Swift package target and folder \
            holding an Info.plist found under a PATH is judged on its own. Only calls on an AVAudioSession count. \
            Configuration: .audiosession-lint.yml in a folder linted, or --config (help_url and information_url \
            give SARIF's links, none by default); `// audiosession-lint:disable:next \
            ID reason` and `:this` suppress a finding. \
            `audiosession explain ID` explains a rule. \
            Exit status: 0 no error finding; 1 at least one; 2 a usage error or an unreadable PATH.
            """,
        version: AudioSessionTool.version)

    @Argument(help: "Files or folders to lint.", completion: .file())
    var paths: [String] = []

    @Option(help: "The output format: text, json, or sarif (SARIF 2.1.0, for code-scanning tools).")
    var format: LintArguments.Format = .text

    @Option(
        name: .customLong("emit-scenarios"),
        help: ArgumentHelp(
            "Write a scenario per finding with a run-time consequence into this folder.", valueName: "dir"),
        completion: .directory)
    var scenarioFolder: String?

    @Option(
        help: ArgumentHelp("Rule ids not to report, comma-separated or repeated.", valueName: "id,..."),
        completion: .list(LintRule.all.map(\.id)))
    var disable: [String] = []

    @Option(
        help: ArgumentHelp(
            "The configuration file (by default .audiosession-lint.yml in each folder linted).", valueName: "file"),
        completion: .file(extensions: ["yml", "yaml"]))
    var config: String?

    @Option(
        help: ArgumentHelp("Report only the findings that are not in this baseline file.", valueName: "file"),
        completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp("Write this run's findings to a baseline file.", valueName: "file"),
        completion: .file(extensions: ["json"]))
    var writeBaseline: String?

    @Option(
        name: .customLong("help-url"),
        help: ArgumentHelp(
            "In SARIF, each rule's help page (helpUri): an absolute http or https URL, {rule} standing for the rule's "
                + "id. None by default.",
            valueName: "url"))
    var helpURL: String?

    @Option(
        name: .customLong("information-url"),
        help: ArgumentHelp(
            "In SARIF, the tool's page (informationUri): an absolute http or https URL. None by default.",
            valueName: "url"))
    var informationURL: String?

    /// The options as the linter takes them; a usage error (no path, an unknown rule id) names what is wrong.
    private func lintArguments() throws -> LintArguments {
        var arguments = ["--format", format.rawValue]
        if let scenarioFolder { arguments += ["--emit-scenarios", scenarioFolder] }
        for ids in disable { arguments += ["--disable", ids] }
        if let config { arguments += ["--config", config] }
        if let baseline { arguments += ["--baseline", baseline] }
        if let writeBaseline { arguments += ["--write-baseline", writeBaseline] }
        if let helpURL { arguments += ["--help-url", helpURL] }
        if let informationURL { arguments += ["--information-url", informationURL] }
        do {
            return try LintArguments(parsing: arguments + ["--"] + paths)
        } catch {
            throw ValidationError(error.message)
        }
    }

    func validate() throws { _ = try lintArguments() }

    func run() throws {
        let options = try lintArguments()
        let result: Linter.Result
        do {
            result = try Linter.run(options)
            if let folder = options.scenarioFolder {
                _ = try ScenarioEmitter.write(result.findings.filter { $0.suppression == nil }, to: folder)
            }
        } catch {
            // An unreadable path, a bad configuration or baseline, an unwritable scenario folder or baseline.
            FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
            throw ExitCode(AudioSessionTool.usageErrorStatus)
        }
        switch options.format {
        case .text: print(LintReport.text(result), terminator: "")
        case .json: print(LintReport.json(result), terminator: "")
        case .sarif: print(LintReport.sarif(result), terminator: "")
        }
        if result.hasErrors { throw ExitCode(1) }
    }
}

extension LintArguments.Format: ExpressibleByArgument {}
