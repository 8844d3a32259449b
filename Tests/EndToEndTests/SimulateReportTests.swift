import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `simulate` for CI: folders, `--quiet` over many files, JSON for every outcome, JUnit XML.
@Suite struct SimulateReportTests {
    static let passing = SimulateCommandTests.passing
    static let failing = passing.replacingOccurrences(of: "interruptedBy: Music", with: "interruptedBy: system")
    static let broken = "name: Broken\napps: {Game: {}}\nsteps:\n  - {at: 0s, app: Gmae, do: [activate]}\n"

    /// A fresh folder holding `files` (relative paths, folders made as needed).
    func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reports-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root.path
    }

    @Test func aFolderRunsEveryScenarioUnderItInByteOrder() throws {
        let root = try folder([
            "b.yaml": Self.passing, "a.yml": Self.passing, "Sub/c.yaml": Self.passing, "notes.txt": "not a scenario",
            ".hidden/d.yaml": Self.broken, "golden.json": "{}",
        ])
        let output = try ToolRunner.run(["simulate", "--quiet", root])
        #expect(output.status == 0, "\(output)")
        #expect(output.stdout == "total: 3 files, 3 passed, 0 failed; 6 expectations, 6 passed, 0 failed\n")
        let json = try ToolRunner.run(["simulate", "--format", "json", root + "/"])
        let files = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let order = files.map { ($0["file"] as? String) ?? "" }
        #expect(order == ["Sub/c.yaml", "a.yml", "b.yaml"].map { root + "/" + $0 })
    }

    @Test func aFolderWithoutScenariosIsAnError() throws {
        let root = try folder(["readme.txt": "nothing here"])
        let output = try ToolRunner.run(["simulate", root])
        #expect(output.status == 2, "\(output)")
        #expect(output.stderr.contains("\(root): the folder holds no scenario files (*.yaml, *.yml)"), "\(output)")
    }

    @Test func quietNamesEachFailingFileAndEndsWithATotal() throws {
        let root = try folder(["1-pass.yaml": Self.passing, "2-fail.yaml": Self.failing, "3-broken.yaml": Self.broken])
        let output = try ToolRunner.run(["simulate", "--quiet", root])
        #expect(output.status == 2, "\(output)")
        #expect(
            output.stdout == """
                \(root)/2-fail.yaml:9: FAILED expect[1] Game {interruptedBy: system} at 5s; observed {interruptedBy: Music}
                \(root)/2-fail.yaml: 1 passed, 1 failed
                total: 3 files, 1 passed, 1 failed, 1 could not be used; 4 expectations, 3 passed, 1 failed

                """)
        #expect(output.stderr.contains("\(root)/3-broken.yaml:4: steps[0].app: undefined app 'Gmae'"), "\(output)")
    }

    @Test func jsonReportsAFileThatCannotBeUsedOnStandardOutput() throws {
        let root = try folder(["broken.yaml": Self.broken, "pass.yaml": Self.passing])
        let alone = try ToolRunner.run(["simulate", "--format", "json", root + "/broken.yaml"])
        #expect(alone.status == 2)
        let object = try #require(JSONSerialization.jsonObject(with: Data(alone.stdout.utf8)) as? [String: Any])
        #expect(object["status"] as? Int == 2)
        #expect(object["line"] as? Int == 4)
        #expect(object["path"] as? String == "steps[0].app")
        #expect((object["error"] as? String)?.hasSuffix("undefined app 'Gmae'; did you mean 'Game'?") == true)

        let both = try ToolRunner.run(["simulate", "--format", "json", root])
        let objects = try #require(JSONSerialization.jsonObject(with: Data(both.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 2)
        #expect(objects[0]["status"] as? Int == 2)
        #expect(objects[1]["passed"] as? Int == 2)
        let missing = try ToolRunner.run(["simulate", "--format", "json", root + "/missing.yaml"])
        #expect(missing.status == 2)
        #expect(try JSONSerialization.jsonObject(with: Data(missing.stdout.utf8)) is [String: Any])
    }

    @Test func junitHasASuitePerFileACasePerExpectationAndTheExpectationsLine() throws {
        let root = try folder(["1-pass.yaml": Self.passing, "2-fail.yaml": Self.failing, "3-broken.yaml": Self.broken])
        let output = try ToolRunner.run(["simulate", "--format", "junit", root])
        #expect(output.status == 2)
        let document = try JUnitDocument(output.stdout)
        #expect(document.root == ["name": "audiosession simulate", "tests": "5", "failures": "1", "errors": "1"])
        #expect(document.suites.map { $0["tests"] } == ["2", "2", "1"])
        #expect(document.suites.map { $0["file"] } == ["1-pass", "2-fail", "3-broken"].map { "\(root)/\($0).yaml" })
        let failure = try #require(document.failures.first)
        #expect(document.failures.count == 1)
        #expect(failure.attributes["type"] == "state")
        #expect(
            failure.attributes["message"]
                == "expected {interruptedBy: system} at 5s; observed {interruptedBy: Music}")
        #expect(failure.text.hasPrefix("\(root)/2-fail.yaml:9: expect[1] Game\nexpected: "))
        #expect(document.cases.filter { $0["line"] == "9" }.count == 2)
        #expect(document.errors.first?.attributes["type"] == "unusable")
        let again = try ToolRunner.run(["simulate", "--format", "junit", root])
        #expect(again.stdout == output.stdout)
    }
}

/// A JUnit document read back with Foundation's XML parser (which also proves it well formed).
final class JUnitDocument: NSObject, XMLParserDelegate {
    struct Element {
        var attributes: [String: String]
        var text = ""
    }
    var root: [String: String] = [:]
    var suites: [[String: String]] = []
    var cases: [[String: String]] = []
    var failures: [Element] = []
    var errors: [Element] = []
    private var open: Element?
    private var openName = ""

    init(_ xml: String) throws {
        super.init()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw ToolRunner.Failure(description: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "testsuites": root = attributes
        case "testsuite": suites.append(attributes)
        case "testcase": cases.append(attributes)
        default:
            open = Element(attributes: attributes)
            openName = name
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { open?.text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = open, name == openName else { return }
        if name == "failure" { failures.append(element) } else if name == "error" { errors.append(element) }
        open = nil
    }
}
