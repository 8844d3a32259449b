/// A set of files judged together by the target-level rules: an Xcode target, a Swift package's target, a folder
/// holding an `Info.plist`, or the files left over.
public struct LintTarget: Sendable, Equatable {
    /// Where a target was found.
    public enum Origin: String, Sendable, Equatable {
        /// A native target of an Xcode project's `project.pbxproj`.
        case xcode
        /// A target of a Swift package's `Package.swift`.
        case package
        /// A folder holding an `Info.plist`, with the files below it.
        case infoPlist
        /// Files that no project, package or `Info.plist` folder claims: one target per PATH given (the files given
        /// by name together).
        case folder
    }

    /// The target's name (`handled_elsewhere` in the configuration file names it).
    public var name: String
    /// Where it was found.
    public var origin: Origin
    /// Its files, as discovered (paths as given), in discovery order.
    public var files: [String]
}
