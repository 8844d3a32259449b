import AudioSessionModel
import Foundation

/// The three output forms of `audiosession lint`: text, JSON and SARIF 2.1.0; byte-identical on rerun.
public enum LintReport {
    /// One finding a line, `FILE:LINE:COLUMN: error|warning: MESSAGE [ID]`, then `N files, M findings` (and
    /// `, K suppressed` when inline directives suppressed some, which are not printed).
    public static func text(_ result: Linter.Result) -> String {
        var output = ""
        let reported = result.findings.filter { $0.suppression == nil }
        for finding in reported {
            output +=
                "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
                + "\(finding.message) [\(finding.id)]\n"
        }
        let files = result.fileCount == 1 ? "1 file" : "\(result.fileCount) files"
        let findings = reported.count == 1 ? "1 finding" : "\(reported.count) findings"
        let suppressed = result.findings.count - reported.count
        return output + "\(files), \(findings)" + (suppressed > 0 ? ", \(suppressed) suppressed\n" : "\n")
    }

    /// `{"files": N, "findings": [...]}`, keys sorted.
    public static func json(_ result: Linter.Result) -> String {
        struct Document: Encodable {
            var files: Int
            var findings: [Finding]
        }
        return encode(Document(files: result.fileCount, findings: result.findings))
    }

    /// A SARIF 2.1.0 log with one run: the rules that can fire (each with its help in text and Markdown, its tags and
    /// default level) and one result per finding; the tool's `informationUri` and the rules' `helpUri` only when
    /// configured (``Linter/Result/helpLinks``).
    public static func sarif(_ result: Linter.Result) -> String {
        let rules = LintRule.all.map { SARIF.Rule($0, links: result.helpLinks) }
        let results = result.findings.map { finding in
            SARIF.Result(
                ruleId: finding.id, ruleIndex: LintRule.all.firstIndex { $0.id == finding.id } ?? 0,
                level: finding.severity.rawValue, message: .init(text: finding.message),
                locations: [
                    .init(
                        physicalLocation: .init(
                            artifactLocation: .init(uri: SARIF.uri(finding.file)),
                            region: .init(startLine: finding.line, startColumn: finding.column)))
                ],
                suppressions: finding.suppression.map {
                    [SARIF.Suppression(kind: $0.kind, justification: $0.justification)]
                })
        }
        let log = SARIF.Log(
            version: "2.1.0",
            runs: [
                .init(
                    tool: .init(
                        driver: .init(
                            name: "audiosession lint", version: toolVersion, semanticVersion: toolVersion,
                            informationUri: result.helpLinks.information, rules: rules)),
                    columnKind: "unicodeCodePoints", results: results)
            ])
        return encode(log)
    }

    /// The version the SARIF log gives the tool (`tool.driver.version` and `semanticVersion`).
    static let toolVersion = PackageVersion.current

    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
