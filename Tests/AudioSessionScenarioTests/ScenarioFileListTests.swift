import AudioSessionScenario
import Foundation
import Testing

/// The files a `simulate` command line names: folders searched in byte order, links to folders not followed, and a
/// folder that gives nothing, or nests too deep, said so.
@Suite struct ScenarioFileListTests {
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "file-list-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func touch(_ path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: path, contents: Data("name: x\n".utf8)))
    }

    @Test func aLinkToAFolderIsNotFollowedSoALoopEnds() throws {
        let root = try Self.folder()
        try Self.touch(root + "/a/one.yaml")
        try FileManager.default.createSymbolicLink(atPath: root + "/a/loop", withDestinationPath: root)
        try FileManager.default.createSymbolicLink(
            atPath: root + "/link.yaml", withDestinationPath: root + "/a/one.yaml")
        #expect(ScenarioFileList.expand([root]) == [.file(root + "/a/one.yaml"), .file(root + "/link.yaml")])
    }

    @Test func foldersNestedPastTheLimitAreReportedNotSearched() throws {
        let root = try Self.folder()
        var deep = root
        for level in 0...ScenarioFileList.maximumDepth { deep += "/\(level % 10)" }
        try Self.touch(deep + "/lost.yaml")
        try Self.touch(root + "/found.yaml")
        let entries = ScenarioFileList.expand([root])
        #expect(entries.contains(.file(root + "/found.yaml")))
        #expect(!entries.contains(.file(deep + "/lost.yaml")))
        let problems = entries.compactMap { entry -> ScenarioError? in
            if case .unusable(let error) = entry { return error }
            return nil
        }
        #expect(problems.count == 1)
        #expect(problems.first?.message == "not searched: folders nested more than 64 deep below \(root)")
    }

    @Test func filesAreKeptAsGivenAndInOrder() {
        #expect(
            ScenarioFileList.expand(["b.yaml", "a.json", "missing"]) == [
                .file("b.yaml"), .file("a.json"), .file("missing"),
            ])
    }
}
