import AudioSessionLint
import Foundation

/// The `--repository` mode: the generated project doubled (2,000 files) and laid out as a repository whose targets
/// the linter discovers: an Xcode project with two targets (500 files each, listed in its `project.pbxproj`), a Swift
/// package with two targets (one in a `path:` folder), two folders holding an `Info.plist`, and a
/// `.audiosession-lint.yml` that excludes a generated folder, disables a rule, changes a severity and marks a target as
/// handling interruptions elsewhere. Prints the time of a whole-repository run on one core.
enum Repository {
    /// Writes the repository under `folder` and returns how many files are linted and their lines.
    static func write(fileCount: Int, into folder: String) throws -> (files: Int, lines: Int) {
        let quarter = fileCount / 4
        let groups: [(folder: String, count: Int)] = [
            ("App", quarter), ("Widget", quarter), ("Kit/Sources/Kit", quarter / 2),
            ("Kit/Sources/KitUISources", quarter - quarter / 2), ("Plain/MusicApp", quarter / 2),
            ("Plain/GameApp", fileCount - 3 * quarter - quarter / 2),
        ]
        var lines = 0
        var written = 0
        var names: [[String]] = []
        var index = 0
        for group in groups {
            try FileManager.default.createDirectory(
                atPath: folder + "/" + group.folder, withIntermediateDirectories: true)
            var groupNames: [String] = []
            for _ in 0..<group.count {
                let isSwift = index % 10 < 7
                let text = isSwift ? swiftFile(index) : objectiveCFile(index)
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
                let name = isSwift ? "Screen\(index)Model.swift" : "Controller\(index).m"
                try text.write(toFile: folder + "/" + group.folder + "/" + name, atomically: false, encoding: .utf8)
                groupNames.append(name)
                index += 1
                written += 1
            }
            names.append(groupNames)
        }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundlePackageType</key><string>APPL</string></dict></plist>

            """
        for app in ["App", "Plain/MusicApp", "Plain/GameApp"] {
            try plist.write(toFile: folder + "/" + app + "/Info.plist", atomically: false, encoding: .utf8)
            written += 1
        }
        try FileManager.default.createDirectory(atPath: folder + "/Apps.xcodeproj", withIntermediateDirectories: true)
        try project(app: names[0], widget: names[1]).write(
            toFile: folder + "/Apps.xcodeproj/project.pbxproj", atomically: false, encoding: .utf8)
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Kit",
                targets: [
                    .target(name: "Kit"),
                    .target(name: "KitUI", dependencies: ["Kit"], path: "Sources/KitUISources"),
                ]
            )

            """
        try manifest.write(toFile: folder + "/Kit/Package.swift", atomically: false, encoding: .utf8)
        written += 1
        // Generated code the configuration excludes: never read.
        try FileManager.default.createDirectory(atPath: folder + "/Generated", withIntermediateDirectories: true)
        for number in 0..<50 {
            try swiftFile(number).write(
                toFile: folder + "/Generated/Generated\(number).swift", atomically: false, encoding: .utf8)
        }
        let configuration = """
            excluded: [Generated, "**/*.generated.swift"]
            disabled_rules: [activate-to-read]
            severity:
              deactivate-without-notify: error
            handled_elsewhere:
              Widget: [interruptions, resets]

            """
        try configuration.write(toFile: folder + "/.audiosession-lint.yml", atomically: false, encoding: .utf8)
        return (written, lines)
    }

    /// A `project.pbxproj` with two native targets, each with its files in its Sources build phase.
    static func project(app: [String], widget: [String]) -> String {
        var objects: [String] = []
        var groups: [String] = []
        var phases: [[String]] = [[], []]
        var counter = 0
        func id() -> String {
            counter += 1
            return String(format: "%024X", counter)
        }
        var groupIDs: [String] = []
        for (number, (folder, files)) in [("App", app), ("Widget", widget)].enumerated() {
            var children: [String] = []
            for name in files {
                let reference = id()
                let buildFile = id()
                objects.append(
                    "\(reference) = {isa = PBXFileReference; path = \"\(name)\"; sourceTree = \"<group>\"; };")
                objects.append("\(buildFile) = {isa = PBXBuildFile; fileRef = \(reference); };")
                children.append(reference)
                phases[number].append(buildFile)
            }
            let group = id()
            groups.append(
                "\(group) = {isa = PBXGroup; children = (\(children.joined(separator: ", "))); path = \(folder); "
                    + "sourceTree = \"<group>\"; };")
            groupIDs.append(group)
        }
        let main = id()
        groups.append(
            "\(main) = {isa = PBXGroup; children = (\(groupIDs.joined(separator: ", "))); sourceTree = \"<group>\"; };")
        var targets: [String] = []
        for (number, name) in ["App", "Widget"].enumerated() {
            let phase = id()
            let configuration = id()
            let list = id()
            let target = id()
            objects.append(
                "\(phase) = {isa = PBXSourcesBuildPhase; files = (\(phases[number].joined(separator: ", "))); };")
            let plist = number == 0 ? "INFOPLIST_FILE = \"$(SRCROOT)/App/Info.plist\"; " : ""
            objects.append(
                "\(configuration) = {isa = XCBuildConfiguration; buildSettings = {\(plist)}; name = Debug; };")
            objects.append("\(list) = {isa = XCConfigurationList; buildConfigurations = (\(configuration)); };")
            objects.append(
                "\(target) = {isa = PBXNativeTarget; name = \(name); buildConfigurationList = \(list); "
                    + "buildPhases = (\(phase)); };")
            targets.append(target)
        }
        let project = id()
        objects.append(
            "\(project) = {isa = PBXProject; mainGroup = \(main); projectDirPath = \"\"; "
                + "targets = (\(targets.joined(separator: ", "))); };")
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n"
            + (groups + objects).map { "\t\t" + $0 }.joined(separator: "\n")
            + "\n\t};\n\trootObject = \(project);\n}\n"
    }

    /// The processor time the process has used, in seconds (the linter runs on one thread at a time, so this is
    /// its time on one core whatever the machine's load).
    static func processorTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Lints the repository `rounds` times and prints the median.
    static func run(fileCount: Int, rounds: Int, folder: String) throws {
        let root = folder + "/Repository"
        let (files, lines) = try write(fileCount: fileCount, into: root)
        var times: [Double] = []
        var processorTimes: [Double] = []
        var result: Linter.Result?
        for _ in 0..<rounds {
            let clock = ContinuousClock()
            let start = processorTime()
            let elapsed = clock.measure { result = try? Linter.run(paths: [root]) }
            processorTimes.append(processorTime() - start)
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        let start = processorTime()
        let targets = (try? Linter.targetNames(paths: [root])) ?? []
        let discovery = processorTime() - start
        let median = times.sorted()[times.count / 2]
        let processor = processorTimes.sorted()[processorTimes.count / 2]
        print(
            String(
                format: "lint, whole repository: %d files (%d lines) in %d targets (%@), configuration file applied "
                    + "(%d generated files excluded), %d findings (%d files read): %.2f s (median of %d), %.2f s of "
                    + "processor time (median), %.0f files/s; searching the folders and discovering the targets alone: "
                    + "%.3f s of processor time; one core",
                files, lines, targets.count, targets.joined(separator: ", "), 50, result?.findings.count ?? -1,
                result?.fileCount ?? -1, median, rounds, processor, Double(files) / median, discovery))
    }
}
