import Foundation

/// What an Info.plist tells the rules, read with `PropertyListSerialization`.
struct PlistFacts: Sendable {
    /// The path, as given.
    var path: String
    /// Whether it describes an app (not a framework, test bundle, extension or XPC service).
    var isApp: Bool
    /// Whether `UIBackgroundModes` lists `audio`.
    var listsBackgroundAudio: Bool

    /// Reads a property list, or throws a message saying why it cannot be read.
    static func read(_ data: Data, path: String) throws(PlistProblem) -> PlistFacts {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw PlistProblem(message: "not a property list; the file is skipped")
        }
        guard let root = object as? [String: Any] else {
            throw PlistProblem(message: "the property list is not a dictionary; the file is skipped")
        }
        let packageType = root["CFBundlePackageType"] as? String ?? "APPL"
        let isApp =
            !["FMWK", "BNDL", "XPC!"].contains(packageType) && root["NSExtension"] == nil
            && root["WKWatchKitApp"] == nil
        let modes = root["UIBackgroundModes"] as? [Any] ?? []
        let audio = modes.contains { ($0 as? String) == "audio" }
        return PlistFacts(path: path, isApp: isApp, listsBackgroundAudio: audio)
    }
}

/// Why a property list was skipped.
struct PlistProblem: Error {
    var message: String
}
