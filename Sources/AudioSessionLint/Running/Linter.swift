import Foundation

/// `audiosession lint`: reads the files under the paths given as one target and reports what the rules find.
public enum Linter {
    /// Files larger than this are skipped with a `parse` warning.
    public static let maximumFileSize = 16 * 1024 * 1024

    /// What one run found.
    public struct Result: Sendable {
        /// How many files were read (sources and property lists, skipped ones included).
        public var fileCount: Int
        /// The findings, sorted by file, line and column, without disabled rules.
        public var findings: [Finding]
        /// Whether a finding of severity `error` is among them.
        public var hasErrors: Bool { findings.contains { $0.severity == .error } }
    }

    /// Lints the files under `paths`; throws for a path that does not exist or cannot be read.
    public static func run(paths: [String], disabled: Set<String> = []) throws(LintUsageError) -> Result {
        var discovered: [(path: String, kind: SourceDiscovery.Kind)] = []
        for path in paths { discovered += try SourceDiscovery.files(under: path) }
        var sources: [FileFacts] = []
        var plists: [PlistFacts] = []
        var findings: [Finding] = []
        let otherLanguages = discovered.contains { $0.kind == .otherLanguage }
        discovered.removeAll { $0.kind == .otherLanguage }
        for (path, kind) in discovered {
            switch read(path) {
            case .failure(let problem):
                findings.append(parseFinding(path, problem.message, line: 1, column: 1))
            case .success(let data):
                switch kind {
                case .plist:
                    do throws(PlistProblem) {
                        plists.append(try PlistFacts.read(data, path: path))
                    } catch {
                        findings.append(parseFinding(path, error.message, line: 1, column: 1))
                    }
                case .otherLanguage:
                    break
                case .swift, .objectiveC:
                    let facts = scan(data, path: path, kind: kind)
                    if let problem = facts.problem {
                        findings.append(parseFinding(path, problem.message, line: problem.line, column: problem.column))
                    } else {
                        sources.append(facts)
                    }
                }
            }
        }
        findings += RuleEvaluator(files: sources, plists: plists, otherLanguages: otherLanguages).findings()
        let kept = findings.filter { !disabled.contains($0.id) }.sorted(by: Finding.reportOrder)
        return Result(fileCount: discovered.count, findings: kept)
    }

    /// The facts of one source file's bytes: binary, non-UTF-8 Swift and syntax errors give a problem.
    static func scan(_ data: Data, path: String, kind: SourceDiscovery.Kind) -> FileFacts {
        var facts = FileFacts(path: path)
        if data.count > maximumFileSize {
            facts.problem = ("the file is larger than \(maximumFileSize / 1024 / 1024) MB; it is skipped", 1, 1)
            return facts
        }
        if let zero = data.firstIndex(of: 0) {
            let line = data[..<zero].reduce(1) { $1 == 10 ? $0 + 1 : $0 }
            facts.problem = ("a binary file (a NUL byte); it is skipped", line, 1)
            return facts
        }
        if kind == .swift {
            guard let text = String(data: data, encoding: .utf8) else {
                facts.problem = ("not UTF-8 text; the file is skipped", 1, 1)
                return facts
            }
            return SwiftScanner.scan(text, path: path)
        }
        // Objective-C sources are often in older encodings: Latin-1 keeps every byte, and identifiers are ASCII.
        let text =
            String(data: data, encoding: .utf8) ?? String(decoding: data.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
        return ObjCScanner.scan(text, path: path)
    }

    private struct ReadProblem: Error {
        var message: String
    }

    private static func read(_ path: String) -> Swift.Result<Data, ReadProblem> {
        if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? Int, size > maximumFileSize
        {
            return .failure(
                ReadProblem(message: "the file is larger than \(maximumFileSize / 1024 / 1024) MB; it is skipped"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ReadProblem(message: "cannot read the file; it is skipped"))
        }
        return .success(data)
    }

    private static func parseFinding(_ path: String, _ message: String, line: Int, column: Int) -> Finding {
        Finding(
            id: LintRule.parse.id, severity: .warning, file: path, line: line, column: column, message: message,
            rule: nil, fix: nil)
    }
}
