import Foundation

/// Appends the daemon's record (`--record FILE`), one JSON line at a time, each written through at once so that a
/// killed daemon leaves every line it decided.
package final class RecordWriter: Sendable {
    private let handle: FileHandle

    /// Opens `path` for appending, creating it.
    ///
    /// - Throws: the file system's error, for the command line to report with the path.
    package init(path: String) throws {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        }
        handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
    }

    /// Appends a line.
    package func write(_ line: WireLine) {
        try? handle.write(contentsOf: Data((line.text + "\n").utf8))
    }

    deinit { try? handle.close() }
}
