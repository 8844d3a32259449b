/// Path strings as the linter compares them: `.` and empty components dropped, `..` applied, no file system access.
enum PathNames {
    /// `a/./b/../c` → `a/c`; keeps a leading `/`; `..` above the start is kept.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }

    /// `base` joined with `relative` (returned as is when absolute), normalized.
    static func joined(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalized(relative) }
        if base.isEmpty { return normalized(relative) }
        return normalized(base + "/" + relative)
    }

    /// The folder holding `path` (`""` for a bare name).
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component of `path`.
    static func name(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Whether `path` is `folder` or inside it (both normalized).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        if folder.isEmpty { return !path.hasPrefix("/") }
        return path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
