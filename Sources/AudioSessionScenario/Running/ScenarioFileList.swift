import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files a `simulate` command line names: files as given, and every scenario file under a folder.
///
/// A folder is searched to any depth for `*.yaml` and `*.yml` files (JSON scenario files run when named), in
/// byte order of their paths, so every machine runs them in the same order. Hidden entries (a name starting with
/// `.`) are skipped and symbolic links to folders are not followed (no loops); a folder without scenario files, or
/// one nested deeper than ``maximumDepth``, is an error rather than silently nothing.
public enum ScenarioFileList {
    /// One entry of the expanded list: a file to run, or why an argument gave none.
    public enum Entry: Hashable, Sendable {
        /// A file to load and run.
        case file(String)
        /// An argument that gave no file (a folder without scenario files, a folder too deep).
        case unusable(ScenarioError)
    }

    /// The deepest folder searched below a named folder.
    public static let maximumDepth = 64

    /// The file extensions a folder search runs.
    public static let extensions: [String] = ["yaml", "yml"]

    /// Each argument in turn: a folder becomes its scenario files, anything else stays as it is (the loader
    /// reports what it is if it cannot be read).
    public static func expand(_ arguments: [String]) -> [Entry] {
        var entries: [Entry] = []
        for argument in arguments {
            guard isFolder(argument) else {
                entries.append(.file(argument))
                continue
            }
            var found: [String] = []
            var problems: [ScenarioError] = []
            collect(in: argument, below: argument, depth: 0, into: &found, problems: &problems)
            entries += problems.map(Entry.unusable)
            if found.isEmpty, problems.isEmpty {
                entries.append(
                    .unusable(
                        ScenarioError(
                            file: argument, message: "the folder holds no scenario files (*.yaml, *.yml) at any depth"))
                )
            }
            entries += found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map(Entry.file)
        }
        return entries
    }

    private static func collect(
        in folder: String, below root: String, depth: Int, into found: inout [String],
        problems: inout [ScenarioError]
    ) {
        guard access(folder, R_OK | X_OK) == 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else {
            let reason = errno == 0 ? "it cannot be listed" : FileReader.reason(errno)
            problems.append(ScenarioError(file: folder, message: "cannot read the folder: \(reason)"))
            return
        }
        for name in names where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            if isFolder(path, followingLinks: false) {
                if depth < maximumDepth {
                    collect(in: path, below: root, depth: depth + 1, into: &found, problems: &problems)
                } else {
                    problems.append(
                        ScenarioError(
                            file: path,
                            message: "not searched: folders nested more than \(maximumDepth) deep below \(root)"))
                }
            } else if let dot = name.lastIndex(of: "."), extensions.contains(String(name[name.index(after: dot)...])) {
                found.append(path)
            }
        }
    }

    /// Whether `path` is a folder; with `followingLinks: false`, a symbolic link to a folder is not one.
    private static func isFolder(_ path: String, followingLinks: Bool = true) -> Bool {
        if !followingLinks,
            let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
            type == .typeSymbolicLink
        {
            return false
        }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
