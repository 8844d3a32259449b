/// Splits the files found under one PATH into targets, each judged on its own: first the native targets of every
/// Xcode project (`project.pbxproj`), then the targets of every Swift package (`Package.swift`), then each folder
/// holding an `Info.plist` with the files below it, then the rest.
enum TargetDiscovery {
    /// The targets of the files `paths` (as discovered under `root`), given the manifests met while searching.
    /// A file claimed by two Xcode targets (shared code) is in both; every file is in at least one target.
    static func targets(root: String, paths: [String], plists: Set<String>, manifests: [String]) -> [LintTarget] {
        let normalized = paths.map(PathNames.normalized)
        var claimed = Array(repeating: false, count: paths.count)
        var index: [String: Int] = [:]
        for (position, path) in normalized.enumerated() where index[path] == nil { index[path] = position }
        var result: [LintTarget] = []

        // Xcode projects.
        for manifest in manifests where manifest.hasSuffix(".xcodeproj/project.pbxproj") {
            for target in XcodeProject.targets(pbxproj: manifest) {
                var members = Set(target.files.compactMap { index[$0] })
                if !target.folders.isEmpty {
                    for (position, path) in normalized.enumerated()
                    where target.folders.contains(where: { PathNames.isInside(path, $0) }) {
                        members.insert(position)
                    }
                }
                guard !members.isEmpty else { continue }
                let ordered = members.sorted()
                for position in ordered { claimed[position] = true }
                result.append(LintTarget(name: target.name, origin: .xcode, files: ordered.map { paths[$0] }))
            }
        }

        // Swift packages: each file goes to the target with the deepest folder holding it.
        var packageTargets: [PackageManifest.Target] = []
        for manifest in manifests where PathNames.name(manifest) == "Package.swift" {
            packageTargets += PackageManifest.targets(manifest: manifest)
        }
        if !packageTargets.isEmpty {
            var members = Array(repeating: [Int](), count: packageTargets.count)
            for position in normalized.indices where !claimed[position] {
                var best: Int?
                for (number, target) in packageTargets.enumerated()
                where PathNames.isInside(normalized[position], target.folder) {
                    if best == nil || target.folder.count > packageTargets[best!].folder.count { best = number }
                }
                if let best {
                    members[best].append(position)
                    claimed[position] = true
                }
            }
            for (number, target) in packageTargets.enumerated() where !members[number].isEmpty {
                result.append(
                    LintTarget(name: target.name, origin: .package, files: members[number].map { paths[$0] }))
            }
        }

        // Folders holding an Info.plist; one with no source below it stands for its parent folder (an app's
        // `Supporting Files`).
        let unclaimed = normalized.indices.filter { !claimed[$0] }
        var plistFolders: [String] = []
        for position in unclaimed where plists.contains(paths[position]) {
            var folder = PathNames.parent(normalized[position])
            let hasSources = unclaimed.contains {
                !plists.contains(paths[$0]) && PathNames.isInside(normalized[$0], folder)
            }
            let rootFolder = PathNames.normalized(root)
            if !hasSources && folder != rootFolder && PathNames.isInside(PathNames.parent(folder), rootFolder) {
                folder = PathNames.parent(folder)
            }
            if !plistFolders.contains(folder) { plistFolders.append(folder) }
        }
        let plistFolderSet = Set(plistFolders)
        var byFolder: [String: [Int]] = [:]
        var rest: [Int] = []
        for position in unclaimed {
            var folder = PathNames.parent(normalized[position])
            var owner: String?
            while true {
                if plistFolderSet.contains(folder) {
                    owner = folder
                    break
                }
                let up = PathNames.parent(folder)
                if up == folder || folder.isEmpty { break }
                folder = up
            }
            if let owner {
                byFolder[owner, default: []].append(position)
            } else {
                rest.append(position)
            }
        }
        for folder in plistFolders.sorted() {
            guard let members = byFolder[folder] else { continue }
            let name = folder.isEmpty ? PathNames.name(PathNames.normalized(root)) : PathNames.name(folder)
            result.append(LintTarget(name: name, origin: .infoPlist, files: members.map { paths[$0] }))
        }
        if !rest.isEmpty {
            let rootName = PathNames.name(PathNames.normalized(root))
            result.append(
                LintTarget(name: rootName.isEmpty ? "." : rootName, origin: .folder, files: rest.map { paths[$0] }))
        }
        return result
    }
}
