import Foundation
import Testing

/// What the `audiosession` binary links: the command line and the scenario runner never link Swift Testing (the
/// testing library's issue recorder is a separate target, found at run time by the tests that link it).
@Suite struct LinkageTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd"), "ldd reads ELF binaries"))
    func theCommandLineDoesNotLinkSwiftTesting() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [try ToolRunner.executable().path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return } // A static binary: nothing is linked at run time.
        #expect(output.contains("libc.so"), "ldd listed the binary's libraries: \(output)")
        let testing = output.split(separator: "\n").filter { $0.localizedCaseInsensitiveContains("testing") }
        #expect(testing.isEmpty, "the audiosession binary links \(testing)")
    }
}
