import Foundation

/// Finds the files `lint` reads under the paths given: `.swift`, `.m`, `.mm`, `Info.plist` and `*-Info.plist`.
enum SourceDiscovery {
    /// The kind of file, from its name.
    enum Kind: Sendable {
        case swift, objectiveC, plist
        /// Dart, JavaScript, TypeScript or C# source of a cross-platform app (Flutter, React Native, Cordova,
        /// Unity): not read, but it may hold the app's audio handling.
        case otherLanguage
    }

    /// Name endings of the cross-platform languages whose code may handle the session's notifications.
    static let otherLanguageSuffixes = [".dart", ".js", ".jsx", ".ts", ".tsx", ".cs"]

    /// Folders never searched.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "DerivedData"]

    /// The kind of a file name, or `nil` for a file lint does not read.
    static func kind(of name: String) -> Kind? {
        if name.hasSuffix(".swift") { return .swift }
        if name.hasSuffix(".m") || name.hasSuffix(".mm") { return .objectiveC }
        if name == "Info.plist" || name.hasSuffix("-Info.plist") { return .plist }
        return nil
    }

    /// The files under `path` (a file or a folder), each as `path` joined with its relative name, sorted.
    static func files(under path: String) throws(LintUsageError) -> [(path: String, kind: Kind)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LintUsageError("cannot read \(path): no such file or folder")
        }
        if !isDirectory.boolValue {
            let name = (path as NSString).lastPathComponent
            guard let kind = kind(of: name) else {
                throw LintUsageError("\(path) is not a Swift, Objective-C or Info.plist file")
            }
            return [(path, kind)]
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw LintUsageError("cannot read \(path): permission denied")
        }
        var result: [(path: String, kind: Kind)] = []
        walk(folder: path, depth: 0, into: &result)
        return result
    }

    private static func walk(folder: String, depth: Int, into result: inout [(path: String, kind: Kind)]) {
        guard depth < 64, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for name in names.sorted() {
            let path = prefix + name
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let type = attributes[.type] as? FileAttributeType
            else { continue }
            if type == .typeDirectory {
                if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
                walk(folder: path, depth: depth + 1, into: &result)
            } else if type == .typeRegular, let kind = kind(of: name) {
                result.append((path, kind))
            } else if type == .typeRegular, otherLanguageSuffixes.contains(where: name.hasSuffix) {
                result.append((path, .otherLanguage))
            }
        }
    }
}

/// A usage error or an unreadable path: `lint` exits 2.
public struct LintUsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// Wraps a message.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
