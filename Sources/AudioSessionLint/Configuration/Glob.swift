/// The globs of `included` and `excluded`: `*` any run of characters within a path component, `?` one character,
/// `**` any number of components. A glob that matches a folder matches every file below it.
enum Glob {
    /// Whether `pattern` matches `path` (both relative, `/`-separated) or one of the folders holding it.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        let patternParts = PathNames.normalized(pattern).split(separator: "/").map(String.init)
        let pathParts = path.split(separator: "/").map(String.init)
        guard !patternParts.isEmpty else { return false }
        // The path or any of its folders.
        return (1...max(1, pathParts.count)).contains { count in
            components(patternParts[...], Array(pathParts.prefix(count))[...])
        }
    }

    private static func components(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (path.startIndex...path.endIndex).contains { components(rest, path[$0...]) }
        }
        guard let name = path.first, component(Array(first)[...], Array(name)[...]) else { return false }
        return components(pattern.dropFirst(), path.dropFirst())
    }

    private static func component(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            return (name.startIndex...name.endIndex).contains { component(pattern.dropFirst(), name[$0...]) }
        case "?":
            return !name.isEmpty && component(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && component(pattern.dropFirst(), name.dropFirst())
        }
    }
}
