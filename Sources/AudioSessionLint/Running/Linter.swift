import Foundation

/// `audiosession lint`: reads the files under the paths given as one target and reports what the rules find.
public enum Linter {
    /// Files larger than this are skipped with a `parse` warning (see ``LintBudget``).
    public static let maximumFileSize = LintBudget.maximumFileSize

    /// What one run found.
    public struct Result: Sendable {
        /// How many files were read (sources and property lists, skipped ones included).
        public var fileCount: Int
        /// The findings, sorted by file, line and column, without disabled rules.
        public var findings: [Finding]
        /// Whether a finding of severity `error` is among them.
        public var hasErrors: Bool { findings.contains { $0.severity == .error } }
    }

    /// Lints the files under `paths`; throws for a path that does not exist or cannot be read, before reading any.
    public static func run(paths: [String], disabled: Set<String> = []) throws(LintUsageError) -> Result {
        for path in paths { try SourceDiscovery.check(path) }
        var discovered: [SourceDiscovery.Entry] = []
        var findings: [Finding] = []
        for path in paths {
            let found = SourceDiscovery.files(under: path)
            discovered += found.files
            findings += found.skipped.map { parseFinding($0.path, $0.reason, line: 1, column: 1) }
        }
        let otherLanguages = discovered.contains { $0.kind == .otherLanguage }
        discovered.removeAll { $0.kind == .otherLanguage }
        let files = discovered
        // Each file on its own: a file past a budget or that cannot be read gives a warning, never the others' loss.
        let outcomes = LargeStack.run { files.map(lint) }
        var sources: [FileFacts] = []
        var plists: [PlistFacts] = []
        for outcome in outcomes {
            switch outcome {
            case .source(let facts): sources.append(facts)
            case .plist(let facts): plists.append(facts)
            case .problem(let finding): findings.append(finding)
            }
        }
        findings += RuleEvaluator(files: sources, plists: plists, otherLanguages: otherLanguages).findings()
        let kept = findings.filter { !disabled.contains($0.id) }.sorted(by: Finding.reportOrder)
        return Result(fileCount: discovered.count, findings: kept)
    }

    /// What reading one file gave.
    private enum Outcome: Sendable {
        case source(FileFacts)
        case plist(PlistFacts)
        case problem(Finding)
    }

    @Sendable private static func lint(_ file: SourceDiscovery.Entry) -> Outcome {
        switch read(file.path, kind: file.kind) {
        case .failure(let problem):
            return .problem(parseFinding(file.path, problem.message, line: 1, column: 1))
        case .success(let data):
            switch file.kind {
            case .plist:
                do throws(PlistProblem) {
                    return .plist(try PlistFacts.read(data, path: file.path))
                } catch {
                    return .problem(parseFinding(file.path, error.message, line: 1, column: 1))
                }
            case .swift, .objectiveC, .otherLanguage:
                let facts = scan(data, path: file.path, kind: file.kind)
                if let problem = facts.problem {
                    return .problem(
                        parseFinding(file.path, problem.message, line: problem.line, column: problem.column))
                }
                return .source(facts)
            }
        }
    }

    /// The facts of one source file's bytes: binary, non-UTF-8 Swift and syntax errors give a problem.
    static func scan(_ data: Data, path: String, kind: SourceDiscovery.Kind) -> FileFacts {
        var facts = FileFacts(path: path)
        if let message = sizeProblem(data.count, kind: kind) {
            facts.problem = (message, 1, 1)
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

    /// Why a file of `size` bytes is skipped, or `nil`.
    static func sizeProblem(_ size: Int, kind: SourceDiscovery.Kind) -> String? {
        let limit = kind == .swift ? LintBudget.maximumSwiftFileSize : LintBudget.maximumFileSize
        guard size > limit else { return nil }
        let language = kind == .swift ? "Swift file" : "file"
        return "the \(language) is larger than \(limit / 1024 / 1024) MB; it is skipped"
    }

    private static func read(_ path: String, kind: SourceDiscovery.Kind) -> Swift.Result<Data, ReadProblem> {
        if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? Int, let message = sizeProblem(size, kind: kind)
        {
            return .failure(ReadProblem(message: message))
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
