import Foundation

/// The targets of an Xcode project, read from its `project.pbxproj`: each native target's source files (through its
/// Sources build phase, build files and file references, or its folders synchronized with the file system in
/// Xcode 16) and its `INFOPLIST_FILE`.
enum XcodeProject {
    /// One target as the project declares it; paths normalized (``PathNames``), relative to the same base as the
    /// project's own path.
    struct Target: Sendable, Equatable {
        /// The target's name.
        var name: String
        /// Its source files and Info.plist files.
        var files: [String]
        /// Folders all of whose files belong to it (Xcode 16's synchronized folders).
        var folders: [String]
    }

    /// The native targets of the project whose `project.pbxproj` is at `path`, in the project's order; empty when
    /// the file cannot be read or parsed (its files are then grouped as if there were no project).
    static func targets(pbxproj path: String) -> [Target] {
        guard let data = FileManager.default.contents(atPath: path), data.count <= LintBudget.maximumFileSize,
            let root = OpenStepPlist.parse(String(decoding: data, as: UTF8.self))
        else { return [] }
        // `App.xcodeproj/project.pbxproj`: the project's folder holds the `.xcodeproj`.
        let projectFolder = PathNames.parent(PathNames.parent(PathNames.normalized(path)))
        return targets(root, projectFolder: projectFolder)
    }

    /// The native targets of a parsed project file whose `.xcodeproj` is in `projectFolder`.
    static func targets(_ root: OpenStepValue, projectFolder: String) -> [Target] {
        guard let objects = root["objects"]?.dictionary, let rootID = root["rootObject"]?.string,
            let project = objects[rootID]
        else { return [] }
        var base = projectFolder
        if let directory = project["projectDirPath"]?.string, !directory.isEmpty {
            base = PathNames.joined(base, directory)
        }
        let paths = GroupPaths(objects: objects, projectFolder: base, mainGroup: project["mainGroup"]?.string)
        var result: [Target] = []
        for id in project["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget",
                let name = target["name"]?.string
            else { continue }
            var files: [String] = []
            for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                guard let phase = objects[phaseID], phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                    guard let reference = objects[buildFileID]?["fileRef"]?.string else { continue }
                    files += paths.files(of: reference)
                }
            }
            files += infoPlists(of: target, objects: objects, base: base)
            let folders = (target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? []).compactMap {
                paths.path(of: $0)
            }
            result.append(Target(name: name, files: files, folders: folders))
        }
        return result
    }

    /// The target's `INFOPLIST_FILE` in each of its build configurations, relative to the project's folder.
    private static func infoPlists(of target: OpenStepValue, objects: [String: OpenStepValue], base: String)
        -> [String]
    {
        guard let listID = target["buildConfigurationList"]?.string,
            let configurations = objects[listID]?["buildConfigurations"]?.array?.compactMap(\.string)
        else { return [] }
        var result: [String] = []
        for id in configurations {
            guard var file = objects[id]?["buildSettings"]?["INFOPLIST_FILE"]?.string, !file.isEmpty else { continue }
            for variable in ["$(SRCROOT)", "${SRCROOT}", "$(PROJECT_DIR)", "${PROJECT_DIR}", "$(SOURCE_ROOT)"]
            where file.hasPrefix(variable) {
                file = String(file.dropFirst(variable.count))
                while file.hasPrefix("/") { file.removeFirst() }
            }
            // Another build variable cannot be resolved here.
            guard !file.contains("$") else { continue }
            let path = PathNames.joined(base, file)
            if !result.contains(path) { result.append(path) }
        }
        return result
    }

    /// The paths of the project's groups and file references, from the group tree.
    private struct GroupPaths {
        var objects: [String: OpenStepValue]
        var projectFolder: String
        var parents: [String: String] = [:]

        init(objects: [String: OpenStepValue], projectFolder: String, mainGroup: String?) {
            self.objects = objects
            self.projectFolder = projectFolder
            for (id, object) in objects {
                for child in object["children"]?.array?.compactMap(\.string) ?? [] { parents[child] = id }
            }
        }

        /// The normalized path of a group or file reference, or `nil` when it is relative to the build products,
        /// the SDK or an unknown root.
        func path(of id: String, depth: Int = 0) -> String? {
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object["path"]?.string ?? ""
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<absolute>":
                return PathNames.normalized(own)
            case "SOURCE_ROOT":
                return PathNames.joined(projectFolder, own)
            case "<group>":
                guard let parent = parents[id] else { return PathNames.joined(projectFolder, own) }
                guard let folder = path(of: parent, depth: depth + 1) else { return nil }
                return own.isEmpty ? folder : PathNames.joined(folder, own)
            default:
                return nil
            }
        }

        /// The files a build file's reference stands for: the file, or each file of a variant (localized) group.
        func files(of reference: String) -> [String] {
            guard let object = objects[reference] else { return [] }
            if object["isa"]?.string == "PBXVariantGroup" || object["isa"]?.string == "XCVersionGroup" {
                return (object["children"]?.array?.compactMap(\.string) ?? []).compactMap { path(of: $0) }
            }
            return path(of: reference).map { [$0] } ?? []
        }
    }
}
