import ArgumentParser
import AudioSessionLint
import Foundation

/// `audiosession lint PATH...`: finds audio session mistakes in Swift, Objective-C and Info.plist files.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Find audio session mistakes in Swift, Objective-C and Objective-C++ code and Info.plist files.",
        usage: "audiosession lint PATH... [--format text|json|sarif] [--emit-scenarios DIR] [--disable ID,...]",
        discussion: """
            PATH: files or folders, searched for .swift, .m, .mm, Info.plist and *-Info.plist (hidden folders, \
            Pods, Carthage, .build and DerivedData skipped). Only calls on an AVAudioSession count. \
            --format text|json|sarif; --emit-scenarios DIR writes a scenario per finding with a run-time \
            consequence; --disable ID,... drops rules. `audiosession explain ID` explains a rule. \
            Exit status: 0 no error finding; 1 at least one; 2 a usage error or an unreadable PATH.
            """)

    /// Everything after `lint`, parsed by ``LintArguments`` so that usage errors exit 2.
    @Argument(parsing: .captureForPassthrough, help: "PATH... and options (see the usage line).")
    var arguments: [String] = []

    func run() throws {
        let options: LintArguments
        let result: Linter.Result
        do {
            options = try LintArguments(parsing: arguments)
            result = try Linter.run(paths: options.paths, disabled: options.disabled)
            if let folder = options.scenarioFolder {
                _ = try ScenarioEmitter.write(result.findings, to: folder)
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
            throw ExitCode(2)
        }
        switch options.format {
        case .text: print(LintReport.text(result), terminator: "")
        case .json: print(LintReport.json(result), terminator: "")
        case .sarif: print(LintReport.sarif(result), terminator: "")
        }
        if result.hasErrors { throw ExitCode(1) }
    }
}
