import Foundation
import PackagePlugin

/// `swift package lint-audio-session [--target NAME ...] [lint options]`: runs `audiosession lint` over the source
/// folders of the package's targets (all of them, or those named), with the package's `.audiosession-lint.yml` when
/// it has one. In Xcode: the package's or project's context menu, Lint Audio Session.
@main
struct LintAudioSession: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let folders = targets.compactMap { $0 as? SourceModuleTarget }.map(\.directoryURL.path)
        let root = context.package.directoryURL.path
        try Self.lint(
            tool: try context.tool(named: "audiosession").url, folders: folders, root: root,
            options: extractor.remainingArguments)
    }

    /// Runs the linter on `folders` with `options`, adding the configuration file of `root` unless one is given;
    /// the linter's exit status becomes the command's.
    static func lint(tool: URL, folders: [String], root: String, options: [String]) throws {
        var arguments = ["lint"] + options
        let configuration = root + "/.audiosession-lint.yml"
        if !options.contains(where: { $0 == "--config" || $0.hasPrefix("--config=") }),
            FileManager.default.fileExists(atPath: configuration)
        {
            arguments += ["--config", configuration]
        }
        arguments += ["--"] + (folders.isEmpty ? [root] : folders)
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 1: Diagnostics.error("audiosession lint found errors")
        default: Diagnostics.error("audiosession lint could not run (exit status \(process.terminationStatus))")
        }
        throw LintFailed(status: process.terminationStatus)
    }
}

/// The linter exited with a status other than 0.
struct LintFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "audiosession lint exited with status \(status)" }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension LintAudioSession: XcodeCommandPlugin {
        /// In an Xcode project: lints the project's folder, whose targets the linter reads from the project file.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let root = context.xcodeProject.directoryURL.path
            try Self.lint(
                tool: try context.tool(named: "audiosession").url, folders: [root], root: root, options: arguments)
        }
    }
#endif
