import AudioSessionEngine
import AudioSessionModel
import AudioSessionScenario
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Each class of hostile input found by mutation fuzzing gives a clear status-2 error with path and line, quickly:
/// huge times, alias bombs, huge files and names, bytes that are not UTF-8, duplicate keys, files that are not
/// regular files, odd file names and the YAML library's own wording.
@Suite struct ParserHardeningTests {
    /// The error `text` gives; a scenario that loads is a test failure.
    func error(_ text: String, file: String = "t.yaml") -> ScenarioError? {
        do {
            _ = try ScenarioLoader.parse(text, file: file)
            Issue.record("expected an error for:\n\(text.prefix(300))")
            return nil
        } catch {
            return error
        }
    }

    static let head = "name: T\napps:\n  A: {}\n"

    // MARK: - Times

    static let hugeTimes: [(text: String, path: String, line: Int)] = [
        (head + "steps:\n  - {at: 1h, app: A, do: {play: {for: 2562047h}}}\n", "steps[0].do.play.for", 5),
        (head + "steps:\n  - {at: 2562047h, app: A, do: {play: {for: 1h}}}\n", "steps[0].at", 5),
        (head + "steps:\n  - {at: 1h, app: A, do: {record: {for: 2562047h}}}\n", "steps[0].do.record.for", 5),
        (head + "steps:\n  - {at: 100000h, user: lock}\n", "steps[0].at", 5),
        (head + "steps:\n  - {at: 360000000s, user: lock}\n", "steps[0].at", 5),
        (head + "steps:\n  - {at: 1e308s, user: lock}\n", "steps[0].at", 5),
        (head + "steps:\n  - {at: 1e20, user: lock}\n", "steps[0].at", 5),
        (head + "steps:\n  - {at: 99999999999999999999999999h, user: lock}\n", "steps[0].at", 5),
        (
            "name: T\napps:\n  A:\n    reactions:\n      - {on: routeChange, after: 2562047h, do: stop}\n",
            "apps.A.reactions[0].after", 5
        ),
        (head + "expect:\n  - {app: A, never: routeChange, between: [0s, 200000h]}\n", "expect[0].between[1]", 5),
    ]

    @Test(arguments: hugeTimes)
    func timesOfAHundredThousandHoursOrMore_areErrorsWithPathAndLine(_ text: String, _ path: String, _ line: Int) {
        guard let error = error(text) else { return }
        #expect(error.path == path, "\(error)")
        #expect(error.line == line, "\(error)")
        #expect(error.message.contains("under 100,000 hours"), "\(error)")
    }

    @Test(arguments: ["nan", ".nan", "inf", ".inf", "1e", "1e+", "1.2.3", "1e99999999999999", "0x10", "1_000"])
    func malformedTimes_areErrorsNotTraps(_ time: String) {
        guard let error = error(Self.head + "steps:\n  - {at: \(time), user: lock}\n") else { return }
        #expect(error.path == "steps[0].at", "\(error)")
        #expect(error.message.hasPrefix("bad time"), "\(error)")
    }

    @Test func aMillionDigitTime_isAnErrorNotATrap() {
        let digits = String(repeating: "9", count: 1_000_000)
        for time in [digits, "1e" + digits, digits + "." + digits] {
            guard let error = error(Self.head + "steps:\n  - {at: \(time), user: lock}\n") else { continue }
            #expect(error.path == "steps[0].at" && error.line == 5, "\(error.path) \(error.line ?? 0)")
        }
    }

    @Test func timesJustUnderTheBound_areAccepted() throws {
        let text = Self.head + "steps:\n  - {at: 99999h, app: A, do: {play: {for: 359999999.999999999s}}}\n"
        let scenario = try ScenarioLoader.parse(text, file: "t.yaml")
        #expect(scenario.steps.count == 1)
    }

    // MARK: - Aliases and size

    /// Nine levels of ten aliases, then the ninth level used as a mapping key.
    static let aliasBomb: String = {
        var lines = ["name: T", "apps: {A: {}}", "a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...8 {
            lines.append(
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        lines.append("? *a8 : 1")
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func anAliasBomb_isRefusedBeforeExpansion() {
        guard let error = error(Self.aliasBomb) else { return }
        #expect(error.message.contains("aliases expand the document to more than 100000 nodes"), "\(error)")
        #expect(error.line == 7, "\(error)")
        #expect(error.path == "a4[7]", "\(error)")
    }

    @Test func ordinaryAnchorsAndAliases_stillWork() throws {
        let text = """
            name: T
            apps:
              A: {reactions: &r [{on: routeChange, do: stop}]}
              B: {reactions: *r}
            steps:
              - &step {at: 1s, user: lock}
              - *step
            """
        let scenario = try ScenarioLoader.parse(text, file: "t.yaml")
        #expect(scenario.steps.count == 2)
    }

    @Test func aTextOverTheSizeLimit_isRefusedWithItsSize() {
        let text = "name: " + String(repeating: "x", count: ScenarioLoader.maximumFileSize)
        guard let error = error(text) else { return }
        #expect(error.message.contains("too large") && error.message.contains("limited to 8 MB"), "\(error)")
    }

    @Test func aFiftyMegabyteFile_isRefusedBeforeReading() throws {
        let path = try temporaryFile(named: "big.yaml", bytes: [])
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 50 << 20) // a sparse file: no 50 MB written, none read
        try handle.close()
        #expect(throws: ScenarioError.self) { try ScenarioLoader.load(path: path) }
        do { _ = try ScenarioLoader.load(path: path) } catch {
            #expect(error.message.contains("too large (50 MB)"), "\(error)")
        }
    }

    // MARK: - Names

    @Test func aMillionCharacterName_getsNoSuggestionAndAShortMessage() {
        let name = String(repeating: "q", count: 1_000_000)
        guard let error = error(Self.head + "steps:\n  - {at: 1s, app: A, do: \(name)}\n") else { return }
        #expect(error.suggestion == nil)
        #expect(error.description.count < 300, "\(error.description.prefix(300))")
        #expect(NameSuggestion.closest(to: name, in: ["activate", "play"]) == nil)
        #expect(NameSuggestion.closest(to: "actvate", in: ["activate", "play"]) == "activate")
    }

    @Test func anUnknownDeviceKind_listsEveryKind() {
        guard let error = error(Self.head + "device: {devices: [walkman]}\n") else { return }
        #expect(error.path == "device.devices[0]" && error.line == 4, "\(error)")
        for kind in DeviceKind.allCases { #expect(error.message.contains(kind.rawValue), "\(error)") }
    }

    // MARK: - Messages

    @Test func bytesThatAreNotUTF8_giveTheLineOfTheFirstBadByte() throws {
        let bytes = Array("name: T\napps:\n  A: {}\n# caf".utf8) + [0xE9] + Array("\n".utf8)
        let path = try temporaryFile(named: "latin1.yaml", bytes: bytes)
        do {
            _ = try ScenarioLoader.load(path: path)
            Issue.record("a Latin-1 file loaded")
        } catch {
            #expect(error.line == 4, "\(error)")
            #expect(error.message.contains("not UTF-8") && error.message.contains("0xE9"), "\(error)")
            #expect(error.message.contains("column 6"), "\(error)")
        }
    }

    @Test func aDuplicateKey_namesItsPathAndBothLines() {
        let text = "name: T\napps:\n  A: {}\n  B:\n    reactions: []\n    reactions: []\n"
        guard let error = error(text) else { return }
        #expect(error.path == "apps.B.reactions", "\(error)")
        #expect(error.line == 6, "\(error)")
        #expect(error.message.contains("duplicate key 'reactions'") && error.message.contains("line 5"), "\(error)")
    }

    @Test func deepNesting_isAClearErrorInOurWords() {
        let text =
            "name: T\napps: {A: {}}\nx: " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
        guard let error = error(text) else { return }
        #expect(error.line == 3, "\(error)")
        #expect(error.message.contains("nest too deeply"), "\(error)")
        #expect(!error.message.contains("yaml_"), "\(error)")
    }

    @Test(arguments: ParserRobustnessTests.garbage)
    func yamlErrors_neverLeakTheLibrarysWording(_ text: String) {
        do { _ = try ScenarioLoader.parse(text, file: "g.yaml") } catch {
            #expect(!error.message.contains("yaml_") && !error.message.contains("()"), "\(error)")
        }
    }

    @Test func fileNamesWithAColonOrANewline_areQuotedInFileLineForm() {
        let error = ScenarioError(file: "a:b\nc.yaml", line: 3, message: "m")
        #expect(error.description == #""a:b\nc.yaml":3: m"#)
        #expect(ScenarioError(file: "plain name.yaml", line: 3, message: "m").description == "plain name.yaml:3: m")
        #expect(ScenarioError.displayName(#"q"\.yaml"#) == #""q\"\\.yaml""#)
    }

    // MARK: - Files that are not regular files

    @Test func devNull_isReportedAsEmpty() {
        expectLoadError("/dev/null", contains: "/dev/null, which is always empty")
    }

    @Test func devZero_isReportedAsADevice() {
        expectLoadError("/dev/zero", contains: "it is a device")
    }

    @Test func aDirectory_isReportedAsADirectory() {
        expectLoadError(FileManager.default.temporaryDirectory.path, contains: "it is a directory")
    }

    @Test func aFIFO_isReportedAsAFIFOWithoutBlocking() throws {
        let path = try temporaryFile(named: "fifo", bytes: [])
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o600) == 0)
        expectLoadError(path, contains: "FIFO")
    }

    @Test func aMissingFile_isReportedAsMissing() {
        expectLoadError("/nonexistent-folder/x.yaml", contains: "no such file")
    }

    @Test(.enabled(if: geteuid() != 0, "root can read every folder: run the tests as a normal user to check this"))
    func aFileInAnUnsearchableFolder_isAPermissionProblem() throws {
        let path = try temporaryFile(named: "x.yaml", bytes: Array("name: T\napps: {A: {}}\n".utf8))
        let folder = (path as NSString).deletingLastPathComponent
        #expect(chmod(folder, 0o000) == 0)
        defer { chmod(folder, 0o755) }
        expectLoadError(path, contains: "permission denied")
    }

    // MARK: - Helpers

    func expectLoadError(_ path: String, contains fragment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try ScenarioLoader.load(path: path)
            Issue.record("\(path) loaded", sourceLocation: sourceLocation)
        } catch {
            #expect(error.message.contains(fragment), "\(error)", sourceLocation: sourceLocation)
            #expect(!error.message.contains("permission") || fragment.contains("permission"), "\(error)")
        }
    }

    func temporaryFile(named name: String, bytes: [UInt8]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hardening-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }
}
