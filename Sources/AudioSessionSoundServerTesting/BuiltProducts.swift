#if PulseAudio
    import Foundation

    /// The built executables the tests run (`audiosession`, `audiosession-tone`): next to the test binary, in the
    /// build products folder.
    package enum BuiltProducts {
        /// The executable named `name`, from the folder of the running test binary or of a loaded test bundle.
        package static func executable(_ name: String) throws -> URL {
            var paths = [CommandLine.arguments.first ?? ""]
            if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                paths.append(resolved)
            }
            if let main = Bundle.main.executablePath { paths.append(main) }
            paths += Bundle.allBundles.map(\.bundlePath).filter { $0.hasSuffix(".xctest") }
            for path in paths where !path.isEmpty {
                var folder = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent()
                for _ in 0..<3 {
                    let candidate = folder.appendingPathComponent(name)
                    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                    folder.deleteLastPathComponent()
                }
            }
            throw HeadlessPulseAudioError(
                description: "cannot find the built \(name) next to \(paths): swift build --traits PulseAudio")
        }
    }
#endif
