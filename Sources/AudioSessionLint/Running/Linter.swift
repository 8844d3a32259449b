import Foundation

/// `audiosession lint`: reads the files under the paths given, splits them into targets (``LintTarget``) and reports
/// what the rules find in each.
public enum Linter {
    /// Files larger than this are skipped with a `parse` warning (see ``LintBudget``).
    public static let maximumFileSize = LintBudget.maximumFileSize

    /// What one run found.
    public struct Result: Sendable {
        /// How many files were read (sources and property lists, skipped ones included).
        public var fileCount: Int
        /// The findings, sorted by file, line and column, without disabled rules or those in the baseline; the
        /// suppressed ones carry their ``Finding/suppression``.
        public var findings: [Finding]
        /// The SARIF log's links: the arguments' over the configuration files'; none unless configured.
        public var helpLinks = HelpLinks()
        /// Whether a finding of severity `error` that no inline directive suppresses is among them.
        public var hasErrors: Bool { findings.contains { $0.severity == .error && $0.suppression == nil } }
    }

    /// Lints the files under `paths`; throws for a path that does not exist or cannot be read, before reading any.
    public static func run(paths: [String], disabled: Set<String> = []) throws(LintUsageError) -> Result {
        var arguments = try LintArguments(parsing: ["--"] + (paths.isEmpty ? ["."] : paths))
        arguments.paths = paths
        arguments.disabled = disabled
        return try run(arguments)
    }

    /// Lints the files the arguments name with their configuration files, suppressions and baseline; throws a usage
    /// error (exit status 2) for a path that cannot be read, a configuration or baseline file that is not valid, or a
    /// baseline that cannot be written, before reading any source.
    public static func run(_ arguments: LintArguments) throws(LintUsageError) -> Result {
        let paths = arguments.paths
        for path in paths { try SourceDiscovery.check(path) }
        let baseline = try arguments.baselinePath.map { (path: String) throws(LintUsageError) in
            try Baseline.load(path: path)
        }
        var (roots, findings) = try roots(arguments)
        let helpLinks = try Self.helpLinks(of: roots, given: arguments.helpLinks)
        // Each file read once, even when two PATHs hold it.
        var seen: Set<String> = []
        var unique: [SourceDiscovery.Entry] = []
        for root in roots {
            for entry in root.found.files where entry.kind != .otherLanguage && seen.insert(entry.path).inserted {
                unique.append(entry)
            }
        }
        let otherLanguages = roots.contains { $0.found.files.contains { $0.kind == .otherLanguage } }
        let fileCount = unique.count
        // Each file on its own: a file past a budget or that cannot be read gives a warning, never the others' loss.
        let files = unique
        let outcomes = LargeStack.run { files.map(lint) }
        var sources: [String: FileFacts] = [:]
        var plists: [String: PlistFacts] = [:]
        var directives: [String: [InlineSuppressions.Directive]] = [:]
        for (entry, outcome) in zip(files, outcomes) {
            switch outcome.content {
            case .source(let facts): sources[entry.path] = facts
            case .plist(let facts): plists[entry.path] = facts
            case .problem(let finding): findings.append(finding)
            }
            if !outcome.directives.isEmpty { directives[entry.path] = outcome.directives }
            findings += outcome.problems.map { parseFinding(entry.path, $0.message, line: $0.line, column: $0.column) }
        }
        var byRoot: [Int: [Finding]] = [:]
        for target in targets(of: roots) {
            let root = roots[target.root]
            let evaluator = RuleEvaluator(
                files: target.target.files.compactMap { sources[$0] },
                plists: target.target.files.compactMap { plists[$0] }, otherLanguages: otherLanguages,
                handledElsewhere: root.configuration.handledElsewhere[target.target.name] ?? [])
            for var finding in evaluator.findings() {
                finding.target = target.target.name
                byRoot[target.root, default: []].append(finding)
            }
        }
        // The per-root configuration: disabled rules and severities.
        for (index, root) in roots.enumerated() {
            for var finding in byRoot[index] ?? [] where !root.configuration.disabledRules.contains(finding.id) {
                if let severity = root.configuration.severities[finding.id] { finding.severity = severity }
                findings.append(finding)
            }
        }
        var identities: Set<String> = []
        findings = findings.filter { !arguments.disabled.contains($0.id) && identities.insert($0.identity).inserted }
        for index in findings.indices {
            let finding = findings[index]
            if let directive = directives[finding.file]?.first(where: {
                $0.covers(id: finding.id, line: finding.line)
            }) {
                findings[index].suppression = Finding.Suppression(justification: directive.reason)
            }
        }
        findings.sort(by: Finding.reportOrder)
        if baseline != nil || arguments.writeBaselinePath != nil {
            let entries = baselineEntries(findings)
            if let path = arguments.writeBaselinePath {
                try Baseline(findings: entries.compactMap { $0 }.sorted()).write(to: path)
            }
            if let baseline {
                var remaining: [Baseline.Entry: Int] = [:]
                for entry in baseline.findings { remaining[entry, default: 0] += 1 }
                var kept: [Finding] = []
                for (finding, entry) in zip(findings, entries) {
                    if let entry, let count = remaining[entry], count > 0 {
                        remaining[entry] = count - 1
                        continue
                    }
                    kept.append(finding)
                }
                findings = kept
            }
        }
        return Result(fileCount: fileCount, findings: findings, helpLinks: helpLinks)
    }

    /// The links the options give, else those the roots' configuration files give; two files giving different ones
    /// (that no option replaces) is a usage error.
    private static func helpLinks(of roots: [Root], given options: HelpLinks) throws(LintUsageError) -> HelpLinks {
        var links = HelpLinks()
        var from: (rulePattern: String, information: String) = ("", "")
        for root in roots {
            var given = root.configuration.helpLinks
            if options.rulePattern != nil { given.rulePattern = nil }
            if options.information != nil { given.information = nil }
            let file = PathNames.normalized(root.configuration.folder)
            if let pattern = given.rulePattern {
                if let old = links.rulePattern, old != pattern {
                    throw LintUsageError(
                        "the configuration files in '\(from.rulePattern)' and '\(file)' give different help_url "
                            + "values; give one with --help-url")
                }
                if links.rulePattern == nil { from.rulePattern = file }
                links.rulePattern = pattern
            }
            if let information = given.information {
                if let old = links.information, old != information {
                    throw LintUsageError(
                        "the configuration files in '\(from.information)' and '\(file)' give different "
                            + "information_url values; give one with --information-url")
                }
                if links.information == nil { from.information = file }
                links.information = information
            }
        }
        return links.overridden(by: options)
    }

    /// The names of the targets found under `paths` (each path's own configuration file applied), in the order they
    /// are judged.
    public static func targetNames(paths: [String]) throws(LintUsageError) -> [String] {
        try targets(paths: paths).map(\.name)
    }

    /// The targets found under `paths` (each path's own configuration file applied), in the order they are judged.
    static func targets(paths: [String]) throws(LintUsageError) -> [LintTarget] {
        var arguments = try LintArguments(parsing: ["--"] + paths)
        arguments.paths = paths
        for path in paths { try SourceDiscovery.check(path) }
        return targets(of: try roots(arguments).roots).map(\.target)
    }

    /// Each PATH with its configuration (`--config`, or its own `.audiosession-lint.yml`) and the files found under
    /// it that the configuration includes; and a `parse` warning for each path met but not searched.
    private static func roots(_ arguments: LintArguments) throws(LintUsageError) -> (
        roots: [Root], findings: [Finding]
    ) {
        let given = try arguments.configPath.map { (path: String) throws(LintUsageError) in
            try LintConfiguration.load(path: path)
        }
        var roots: [Root] = []
        var findings: [Finding] = []
        for path in arguments.paths {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            var configuration = given
            if configuration == nil && isDirectory.boolValue {
                let candidate = (path as NSString).appendingPathComponent(LintConfiguration.fileName)
                if FileManager.default.fileExists(atPath: candidate) {
                    configuration = try LintConfiguration.load(path: candidate)
                }
            }
            let settings = configuration ?? LintConfiguration(folder: isDirectory.boolValue ? path : "")
            var found = SourceDiscovery.files(under: path)
            found.files.removeAll { !settings.includes($0.path) }
            found.skipped.removeAll { !settings.includes($0.path) }
            findings += found.skipped.map { parseFinding($0.path, $0.reason, line: 1, column: 1) }
            roots.append(Root(path: path, isFolder: isDirectory.boolValue, configuration: settings, found: found))
        }
        return (roots, findings)
    }

    /// A PATH given, its configuration and what its search found.
    private struct Root {
        var path: String
        var isFolder: Bool
        var configuration: LintConfiguration
        var found: SourceDiscovery.Found
    }

    /// The targets of every PATH: those discovered in each folder, and the files given by name together as one.
    private static func targets(of roots: [Root]) -> [(root: Int, target: LintTarget)] {
        var result: [(root: Int, target: LintTarget)] = []
        var named: [String] = []
        var namedRoot = 0
        for (index, root) in roots.enumerated() {
            let paths = root.found.files.filter { $0.kind != .otherLanguage }.map(\.path)
            guard root.isFolder else {
                if named.isEmpty { namedRoot = index }
                named += paths
                continue
            }
            let plists = Set(root.found.files.filter { $0.kind == .plist }.map(\.path))
            for target in TargetDiscovery.targets(
                root: root.path, paths: paths, plists: plists, manifests: root.found.manifests)
            {
                result.append((index, target))
            }
        }
        if !named.isEmpty {
            result.append((namedRoot, LintTarget(name: "files", origin: .folder, files: named)))
        }
        return result
    }

    /// The baseline entry of each finding (`nil` for a suppressed one), each file read once for its lines.
    private static func baselineEntries(_ findings: [Finding]) -> [Baseline.Entry?] {
        var lines: [String: [Substring]] = [:]
        return findings.map { finding in
            guard finding.suppression == nil else { return nil }
            if lines[finding.file] == nil {
                let data = FileManager.default.contents(atPath: finding.file) ?? Data()
                let text = String(decoding: data, as: UTF8.self)
                lines[finding.file] = text.split(separator: "\n", omittingEmptySubsequences: false)
            }
            let fileLines = lines[finding.file] ?? []
            let text = finding.line >= 1 && finding.line <= fileLines.count ? String(fileLines[finding.line - 1]) : ""
            return Baseline.entry(finding, lineText: text)
        }
    }

    /// What reading one file gave.
    private struct Outcome: Sendable {
        enum Content: Sendable {
            case source(FileFacts)
            case plist(PlistFacts)
            case problem(Finding)
        }
        var content: Content
        /// Its inline suppressions.
        var directives: [InlineSuppressions.Directive] = []
        /// Its suppression comments that cannot be used.
        var problems: [InlineSuppressions.Problem] = []
    }

    @Sendable private static func lint(_ file: SourceDiscovery.Entry) -> Outcome {
        let data: Data
        switch read(file.path, kind: file.kind) {
        case .failure(let problem):
            return Outcome(content: .problem(parseFinding(file.path, problem.message, line: 1, column: 1)))
        case .success(let read): data = read
        }
        var outcome = Outcome(content: content(file, data))
        if file.kind != .plist {
            (outcome.directives, outcome.problems) = InlineSuppressions.scan(data)
        }
        return outcome
    }

    private static func content(_ file: SourceDiscovery.Entry, _ data: Data) -> Outcome.Content {
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
                return .problem(parseFinding(file.path, problem.message, line: problem.line, column: problem.column))
            }
            return .source(facts)
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
