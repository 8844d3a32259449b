import Foundation

/// The enforcement journal (rule SV4): before each enforcement call the daemon appends what would undo it, so that
/// the next daemon can undo what a killed one left on the sound server.
package final class EnforcementJournal: @unchecked Sendable {
    /// One entry: what undoes one call.
    package enum Entry: Hashable, Sendable, Codable {
        /// The stream was muted: unmute it.
        case muted(stream: UInt32)
        /// The stream's node was paused: start it.
        case paused(stream: UInt32, node: UInt32)
        /// The stream was moved off `sink`: move it back.
        case moved(stream: UInt32, sink: String)
        /// The daemon loaded a module (a duck bus, the park sink): unload it.
        case loaded(module: UInt32)
        /// The restore database's entry `key` was this (none: there was none) before the daemon touched a stream
        /// saved under it: put it back.
        case restore(key: String, entry: RestoreEntry?)
    }

    let path: String
    private var handle: FileHandle?

    /// A journal at `path`; the file is made when the first entry is written.
    package init(path: String) { self.path = path }

    /// The entries a previous daemon left, oldest first; unreadable lines are skipped.
    package func entries() -> [Entry] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let decoder = JSONDecoder()
        return data.split(separator: UInt8(ascii: "\n")).compactMap { try? decoder.decode(Entry.self, from: $0) }
    }

    /// Appends an entry and flushes it before the call it undoes is made.
    package func append(_ entry: Entry) {
        if handle == nil {
            if !FileManager.default.fileExists(atPath: path) {
                FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
            }
            handle = FileHandle(forWritingAtPath: path)
            _ = try? handle?.seekToEnd()
        }
        guard let handle, var data = try? JSONEncoder().encode(entry) else { return }
        data.append(UInt8(ascii: "\n"))
        try? handle.write(contentsOf: data)
    }

    /// Empties the journal: everything in it is undone.
    package func truncate() {
        try? handle?.close()
        handle = nil
        FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
    }
}
