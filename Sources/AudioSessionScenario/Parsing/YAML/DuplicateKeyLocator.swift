import Foundation
import Yams

/// Finds where a duplicated key is: the YAML library reports only the first occurrence's mark, so the text is
/// composed again with that key made unique, and the tree tells its path and the repeat's line.
enum DuplicateKeyLocator {
    /// Makes the first occurrence unique in the copy composed.
    private static let marker = "\u{E001}"

    /// `apps.A: duplicate key 'A' (first at line 2)` at the repeated key's line, or the first line when the repeat
    /// cannot be found.
    static func error(keys: [String], first: Mark, text: String, file: String) -> ScenarioError {
        let names = keys.map { ScenarioNode.quoted($0) }.joined(separator: ", ")
        let noun = keys.count == 1 ? "key" : "keys"
        let fallback = ScenarioError(
            file: file, line: first.line, message: "duplicate \(noun) \(names) in a map; each key may appear once")
        guard keys.count == 1, let key = keys.first, let marked = insertMarker(in: text, at: first),
            let root = try? Yams.compose(yaml: marked),
            let found = locate(key: key, in: root, path: "")
        else { return fallback }
        return ScenarioError(
            file: file, path: found.path, line: found.line ?? first.line,
            message: "duplicate key \(ScenarioNode.quoted(key)); it first appears at line \(first.line) "
                + "and each key may appear once in a map")
    }

    /// `text` with the marker inserted at `mark` (1-based line and column, counted in characters).
    private static func insertMarker(in text: String, at mark: Mark) -> String? {
        var line = 1
        var column = 1
        var index = text.unicodeScalars.startIndex
        while index != text.unicodeScalars.endIndex, line < mark.line || column < mark.column {
            if text.unicodeScalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index = text.unicodeScalars.index(after: index)
        }
        guard line == mark.line, column == mark.column else { return nil }
        var copy = text.unicodeScalars
        copy.insert(contentsOf: marker.unicodeScalars, at: index)
        return String(copy)
    }

    /// The path and line of the key equal to `key` in the map that also holds the marked copy of it.
    private static func locate(key: String, in node: Node, path: String) -> (path: String, line: Int?)? {
        switch node {
        case .mapping(let mapping):
            let keys = mapping.map(\.key)
            let marked = keys.contains { $0.scalar?.string.hasPrefix(marker) == true }
            if marked, let repeated = keys.first(where: { $0.scalar?.string == key }) {
                return (path.isEmpty ? key : "\(path).\(key)", repeated.mark?.line)
            }
            for (child, value) in mapping {
                let name = (child.scalar?.string ?? "").replacingOccurrences(of: marker, with: "")
                if let found = locate(key: key, in: value, path: path.isEmpty ? name : "\(path).\(name)") {
                    return found
                }
            }
        case .sequence(let sequence):
            for (index, element) in sequence.enumerated() {
                if let found = locate(key: key, in: element, path: "\(path)[\(index)]") { return found }
            }
        case .scalar, .alias:
            break
        }
        return nil
    }
}
