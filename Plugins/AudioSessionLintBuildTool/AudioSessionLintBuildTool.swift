import Foundation
import PackagePlugin

/// Lints a target's Swift, Objective-C and Info.plist files on every build that changes them: findings appear as the
/// build's warnings and errors (`FILE:LINE:COLUMN: warning: ...`), and an `error` finding fails the build.
@main
struct AudioSessionLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let inputs = module.sourceFiles.map(\.url).filter { Self.isLinted($0.lastPathComponent) }
        guard !inputs.isEmpty else { return [] }
        let configuration = context.package.directoryURL.appendingPathComponent(".audiosession-lint.yml")
        let hasConfiguration = FileManager.default.fileExists(atPath: configuration.path)
        return [
            Self.command(
                tool: try context.tool(named: "audiosession").url, target: target.name, inputs: inputs,
                configuration: hasConfiguration ? configuration : nil, workFolder: context.pluginWorkDirectoryURL)
        ]
    }

    /// The file names the linter reads.
    static func isLinted(_ name: String) -> Bool {
        name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm") || name == "Info.plist"
            || name.hasSuffix("-Info.plist")
    }

    /// The build command: the linter over the files, then a stamp file written when it passes (a build command
    /// needs an output to be run, and a failed lint leaves none, so it runs again on the next build).
    static func command(tool: URL, target: String, inputs: [URL], configuration: URL?, workFolder: URL) -> Command {
        let stamp = workFolder.appendingPathComponent("\(target).audiosession-lint")
        var lint = ["lint"]
        if let configuration { lint += ["--config", configuration.path] }
        lint += ["--"] + inputs.map(\.path)
        return .buildCommand(
            displayName: "Linting the audio session code of \(target)", executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "\"$0\" \"$@\" && : > \"$AUDIOSESSION_LINT_STAMP\"", tool.path] + lint,
            environment: ["AUDIOSESSION_LINT_STAMP": stamp.path],
            inputFiles: [tool] + inputs + (configuration.map { [$0] } ?? []), outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension AudioSessionLintBuildTool: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let inputs = target.inputFiles.map(\.url).filter { Self.isLinted($0.lastPathComponent) }
            guard !inputs.isEmpty else { return [] }
            let configuration = context.xcodeProject.directoryURL.appendingPathComponent(".audiosession-lint.yml")
            let hasConfiguration = FileManager.default.fileExists(atPath: configuration.path)
            return [
                Self.command(
                    tool: try context.tool(named: "audiosession").url, target: target.displayName, inputs: inputs,
                    configuration: hasConfiguration ? configuration : nil, workFolder: context.pluginWorkDirectoryURL)
            ]
        }
    }
#endif
