import Foundation
import Testing

@testable import AudioSessionLint

/// Targets discovered inside a repository are judged each on its own: linting the repository's root finds what
/// linting each app or target folder finds.
@Suite struct TargetTests {
    static let repositories = FixtureSupport.root + "/Repositories"

    /// `FILE:LINE ID` of a run, paths relative to `base`.
    static func found(_ result: Linter.Result, under base: String) -> [String] {
        result.findings.map { "\($0.file.dropFirst(base.count + 1)):\($0.line) \($0.id)" }.sorted()
    }

    /// The repositories, each with the folders a developer would lint one by one.
    static let cases: [(repository: String, folders: [String])] = [
        ("XcodeApps", ["Radio", "Recorder"]),
        ("Packaged", ["Sources/Player", "Sources/CallKitGlue"]),
        ("Plain", ["MusicApp", "GameApp"]),
    ]

    @Test(arguments: cases.map(\.repository))
    func rootRunFindsWhatPerFolderRunsFind(repository: String) throws {
        let folders = try #require(Self.cases.first { $0.repository == repository }).folders
        let base = Self.repositories + "/" + repository
        let root = try Linter.run(paths: [base])
        var perFolder: [String] = []
        for folder in folders {
            perFolder += Self.found(try Linter.run(paths: [base + "/" + folder]), under: base)
        }
        #expect(Self.found(root, under: base) == perFolder.sorted())
        #expect(
            Self.found(root, under: base)
                == (try FixtureSupport.expected("Repositories/" + repository)).map {
                    String($0.dropFirst("Repositories/\(repository)/".count))
                })
        // Judged as one target, the other target's observers and mixable configuration silence findings.
        let oneTarget = try Linter.run(
            paths: FileManager.default.subpaths(atPath: base)!.sorted().filter {
                $0.hasSuffix(".swift") || $0.hasSuffix(".m") || $0.hasSuffix(".plist")
            }.map { base + "/" + $0 })
        #expect(oneTarget.findings.count < root.findings.count)
    }

    @Test func targetsAreNamedAsTheProjectNamesThem() throws {
        let xcode = try Linter.targets(paths: [Self.repositories + "/XcodeApps"])
        #expect(xcode.map(\.name) == ["Radio", "Recorder"])
        #expect(xcode.map(\.origin) == [.xcode, .xcode])
        // The shared file is in both targets; the Info.plist named by INFOPLIST_FILE is in Radio's.
        #expect(
            xcode[0].files.map { ($0 as NSString).lastPathComponent }.sorted() == [
                "Info.plist", "Log.swift", "RadioPlayer.swift",
            ])
        #expect(xcode[1].files.contains { $0.hasSuffix("Shared/Log.swift") })
        // Package.swift itself, in no target's folder, is among the files left over.
        let package = try Linter.targets(paths: [Self.repositories + "/Packaged"])
        #expect(package.map(\.name) == ["Player", "Calls", "Packaged"])
        #expect(package.map(\.origin) == [.package, .package, .folder])
        let plain = try Linter.targets(paths: [Self.repositories + "/Plain"])
        #expect(plain.map(\.name) == ["GameApp", "MusicApp"])
        #expect(plain.map(\.origin) == [.infoPlist, .infoPlist])
        // Files given by name are one target, as before.
        let named = try Linter.targets(paths: [
            Self.repositories + "/Plain/MusicApp/MusicPlayer.swift",
            Self.repositories + "/Plain/GameApp/Code/GameAudio.m",
        ])
        #expect(named.map(\.name) == ["files"])
    }

    @Test func scenariosUseTheirOwnTargetsConfiguration() throws {
        let result = try Linter.run(paths: [Self.repositories + "/XcodeApps"])
        let finding = try #require(result.findings.first { $0.id == "deactivate-without-notify" })
        #expect(finding.target == "Radio")
        let scenario = try #require(ScenarioEmitter.scenario(for: finding))
        #expect(scenario.text.contains("category: playback"))
        #expect(!scenario.text.contains("ambient"))
    }

    /// The recording exemption is the recording file's own: `explain` says so, and the fixture's playback file in the
    /// same target as a recorder is reported.
    @Test func recordingExemptsItsOwnFileOnly() throws {
        let explanation = LintCatalog.entry(for: .bluetoothHFPForPlayback).explanation
        #expect(explanation.contains("Recording is exempt"))
        #expect(explanation.contains("another file of the target that sets the same configuration for playback"))
        let result = try FixtureSupport.lint("RecordingPerFile")
        #expect(
            FixtureSupport.actual(result).map { $0.split(separator: " ").last ?? "" } == ["bluetooth-hfp-for-playback"])
        #expect(result.findings.allSatisfy { $0.file.hasSuffix("EffectsPlayer.swift") })
    }

    @Test func packageManifestsAreReadLiterally() {
        let manifest = """
            let package = Package(
                name: "Kit",
                targets: [
                    .target(name: "Core", dependencies: [.product(name: "Yams", package: "Yams")]),
                    .executableTarget(name: "tool", dependencies: ["Core"], path: "Tools/tool"),
                    .testTarget(name: "CoreTests", dependencies: ["Core"]),
                    .target(name: computedName),
                ]
            )
            """
        #expect(
            PackageManifest.targets(manifest, packageFolder: "/repo/Kit") == [
                .init(name: "Core", folder: "/repo/Kit/Sources/Core"),
                .init(name: "tool", folder: "/repo/Kit/Tools/tool"),
                .init(name: "CoreTests", folder: "/repo/Kit/Tests/CoreTests"),
            ])
    }

    @Test func xcodeProjectsFallBackGracefully() throws {
        // A project file that does not parse gives no target: its files are grouped as if there were no project.
        #expect(OpenStepPlist.parse("{ objects = { ; }") == nil)
        #expect(XcodeProject.targets(pbxproj: "/no/such/project.pbxproj").isEmpty)
        let root = try RobustnessTests.folder([
            "App.xcodeproj/project.pbxproj": Data("{ broken".utf8),
            "App/Info.plist": Data(
                "<plist><dict><key>CFBundlePackageType</key><string>APPL</string></dict></plist>".utf8),
            "App/Player.swift": Data("let x = 1\n".utf8),
        ])
        #expect(try Linter.targets(paths: [root]).map(\.name) == ["App"])
        // Xcode 16's folders synchronized with the file system.
        let synchronized = """
            // !$*UTF8*$!
            { objects = {
                P = { isa = PBXProject; mainGroup = G; targets = ( T ); };
                G = { isa = PBXGroup; children = ( S ); sourceTree = "<group>"; };
                S = { isa = PBXFileSystemSynchronizedRootGroup; path = "My App"; sourceTree = "<group>"; };
                T = { isa = PBXNativeTarget; name = "My App"; buildPhases = ( ); fileSystemSynchronizedGroups = ( S ); };
              }; rootObject = P; }
            """
        let parsed = try #require(OpenStepPlist.parse(synchronized))
        #expect(
            XcodeProject.targets(parsed, projectFolder: "repo") == [
                .init(name: "My App", files: [], folders: ["repo/My App"])
            ])
    }
}
