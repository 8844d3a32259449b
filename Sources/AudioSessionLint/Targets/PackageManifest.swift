import Foundation

/// The targets of a Swift package, read from its `Package.swift` text without running it: each `.target`,
/// `.executableTarget`, `.testTarget` and `.macro` with a literal `name:`, in its literal `path:` or its default
/// folder (`Sources/NAME`, `Source/NAME`, `src/NAME`, `srcs/NAME`; `Tests/NAME` for tests).
enum PackageManifest {
    /// One target: its name and its folder (normalized, relative to the same base as the manifest's path).
    struct Target: Sendable, Equatable {
        /// The target's name.
        var name: String
        /// The folder holding its sources.
        var folder: String
    }

    /// The kinds of target declarations that hold sources.
    static let declarations = [".target(", ".executableTarget(", ".testTarget(", ".macro("]

    /// The targets the manifest at `path` declares literally; empty when it cannot be read.
    static func targets(manifest path: String) -> [Target] {
        guard let data = FileManager.default.contents(atPath: path), data.count <= LintBudget.maximumFileSize else {
            return []
        }
        let packageFolder = PathNames.parent(PathNames.normalized(path))
        return targets(String(decoding: data, as: UTF8.self), packageFolder: packageFolder)
    }

    /// The targets declared in manifest text of a package in `packageFolder`.
    static func targets(_ text: String, packageFolder: String) -> [Target] {
        let bytes = Array(text.utf8)
        var result: [Target] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "."),
                let declaration = declarations.first(where: { matches($0, bytes, at: index) })
            else {
                index += 1
                continue
            }
            let open = index + declaration.utf8.count - 1
            let close = closing(bytes, open: open)
            let arguments = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
            index = open + 1
            guard let name = literal(after: "name:", in: arguments) else { continue }
            let folder: String
            if let path = literal(after: "path:", in: arguments) {
                folder = PathNames.joined(packageFolder, path)
            } else if declaration == ".testTarget(" {
                folder = PathNames.joined(packageFolder, "Tests/" + name)
            } else {
                let roots = ["Sources", "Source", "src", "srcs"]
                let existing = roots.first {
                    var isDirectory: ObjCBool = false
                    let candidate = PathNames.joined(packageFolder, $0 + "/" + name)
                    return FileManager.default.fileExists(
                        atPath: candidate.isEmpty ? "." : candidate,
                        isDirectory: &isDirectory) && isDirectory.boolValue
                }
                folder = PathNames.joined(packageFolder, (existing ?? "Sources") + "/" + name)
            }
            if !result.contains(where: { $0.folder == folder }) { result.append(Target(name: name, folder: folder)) }
        }
        return result
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private static func matches(_ word: String, _ bytes: [UInt8], at index: Int) -> Bool {
        let needle = Array(word.utf8)
        guard index + needle.count <= bytes.count else { return false }
        return Array(bytes[index..<(index + needle.count)]) == needle
    }

    /// The index of the parenthesis closing the one at `open` (string literals skipped), or the end.
    private static func closing(_ bytes: [UInt8], open: Int) -> Int {
        var depth = 0
        var index = open
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return bytes.count
    }

    /// The string literal right after the first `label` at the top level of `arguments` (not inside a nested call
    /// or array), if it is a plain literal.
    private static func literal(after label: String, in arguments: String) -> String? {
        var depth = 0
        var inString = false
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let character = arguments[index]
            if inString {
                if character == "\\" {
                    index = arguments.index(after: index)
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth -= 1
            } else if depth == 0, arguments[index...].hasPrefix(label),
                index == arguments.startIndex || !isIdentifier(arguments[arguments.index(before: index)])
            {
                var rest = arguments[arguments.index(index, offsetBy: label.count)...].drop { $0 == " " || $0 == "\n" }
                guard rest.first == "\"" else { return nil }
                rest = rest.dropFirst()
                guard let end = rest.firstIndex(of: "\""), !rest[..<end].contains("\\") else { return nil }
                return String(rest[..<end])
            }
            if index < arguments.endIndex { index = arguments.index(after: index) }
        }
        return nil
    }
}
