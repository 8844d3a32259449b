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

    /// A file to read.
    struct Entry: Sendable {
        var path: String
        var kind: Kind
    }

    /// A path met while searching that is not searched or read, and why: it is reported, never skipped silently.
    struct Skipped: Sendable {
        var path: String
        var reason: String
    }

    /// How deep folders are searched below a path given.
    static let maximumDepth = 64

    /// Throws unless `path` (as given on the command line) is a folder that can be listed, or a Swift, Objective-C or
    /// Info.plist file that can be read. Every path is checked before any is searched.
    static func check(_ path: String) throws(LintUsageError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
                throw LintUsageError("cannot read \(path): a symbolic link to nothing (or a loop of links)")
            }
            throw LintUsageError("cannot read \(path): no such file or folder")
        }
        if isDirectory.boolValue {
            guard FileManager.default.isReadableFile(atPath: path),
                (try? FileManager.default.contentsOfDirectory(atPath: path)) != nil
            else { throw LintUsageError("cannot read \(path): permission denied") }
            return
        }
        let name = (path as NSString).lastPathComponent
        guard kind(of: name) != nil else {
            throw LintUsageError("\(path) is not a Swift, Objective-C or Info.plist file")
        }
        // A FIFO or a device would block or never end; only regular files are read.
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard type == .typeRegular else {
            throw LintUsageError("cannot read \(path): not a regular file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw LintUsageError("cannot read \(path): permission denied")
        }
        try? handle.close()
    }

    /// The files under `path` (a file or a folder checked by ``check(_:)``), each as `path` joined with its relative
    /// name, sorted; and the paths met but not searched (unreadable folders, links to folders, folders too deep).
    static func files(under path: String) -> Found {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return Found() }
        if !isDirectory.boolValue {
            guard let kind = kind(of: (path as NSString).lastPathComponent) else { return Found() }
            return Found(files: [Entry(path: path, kind: kind)])
        }
        var found = Found()
        walk(folder: path, depth: 0, into: &found)
        return found
    }

    /// What a search found.
    struct Found: Sendable {
        /// The files to read, sorted.
        var files: [Entry] = []
        /// The paths met but not searched or read.
        var skipped: [Skipped] = []
        /// The `project.pbxproj` files of Xcode projects and the `Package.swift` files met, sorted: what the
        /// targets are read from (``TargetDiscovery``).
        var manifests: [String] = []
    }

    private static func walk(folder: String, depth: Int, into found: inout Found) {
        guard depth < maximumDepth else {
            found.skipped.append(
                Skipped(path: folder, reason: "more than \(maximumDepth) folders deep; the folder is not searched"))
            return
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            found.skipped.append(Skipped(path: folder, reason: "cannot read the folder; it is not searched"))
            return
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for name in names.sorted() {
            let path = prefix + name
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let type = attributes[.type] as? FileAttributeType
            else { continue }
            if type == .typeDirectory {
                if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
                walk(folder: path, depth: depth + 1, into: &found)
            } else if type == .typeSymbolicLink {
                link(path, name: name, into: &found.files, skipped: &found.skipped)
            } else if type == .typeRegular, let kind = kind(of: name) {
                if name == "Package.swift" { found.manifests.append(path) }
                found.files.append(Entry(path: path, kind: kind))
            } else if type == .typeRegular, otherLanguageSuffixes.contains(where: name.hasSuffix) {
                found.files.append(Entry(path: path, kind: .otherLanguage))
            } else if type == .typeRegular, name == "project.pbxproj", folder.hasSuffix(".xcodeproj") {
                found.manifests.append(path)
            } else if type != .typeRegular, kind(of: name) != nil {
                // A FIFO, socket or device with a source's name: reading it could block forever.
                found.skipped.append(Skipped(path: path, reason: "not a regular file; it is skipped"))
            }
        }
    }

    /// A symbolic link met in a folder: one to a file lint reads is read; one to a folder is not followed (it may
    /// loop, or lead out of the project) and is reported; a broken one with a source's name is reported.
    private static func link(_ path: String, name: String, into result: inout [Entry], skipped: inout [Skipped]) {
        if name.hasPrefix(".") { return }
        let target = (try? FileManager.default.attributesOfItem(atPath: resolved(path)))?[.type] as? FileAttributeType
        switch target {
        case .typeDirectory?:
            if skippedFolders.contains(name) { return }
            skipped.append(
                Skipped(
                    path: path,
                    reason: "a symbolic link to a folder; not followed (lint the folder it points to by its own path)"
                ))
        case .typeRegular?:
            if let kind = kind(of: name) {
                result.append(Entry(path: path, kind: kind))
            } else if otherLanguageSuffixes.contains(where: name.hasSuffix) {
                result.append(Entry(path: path, kind: .otherLanguage))
            }
        default:
            if kind(of: name) != nil {
                skipped.append(Skipped(path: path, reason: "a symbolic link to nothing readable; it is skipped"))
            }
        }
    }

    /// `path` with its symbolic links followed (at most 32, as the system does), or `path` if one cannot be read.
    private static func resolved(_ path: String) -> String {
        var current = path
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            current =
                destination.hasPrefix("/")
                ? destination
                : ((current as NSString).deletingLastPathComponent as NSString)
                    .appendingPathComponent(destination)
        }
        return current
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
