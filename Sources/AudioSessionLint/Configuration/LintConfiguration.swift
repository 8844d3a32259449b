import Foundation
import Yams

/// The configuration file `.audiosession-lint.yml`: which files are linted, which rules report and how seriously,
/// and which targets handle the session's notifications through a library.
///
/// ```yaml
/// included: [App, Shared]
/// excluded: [App/Generated, "**/*Mock*.swift"]
/// disabled_rules: [activate-to-read]
/// severity:
///   no-interruption-handling: error
/// handled_elsewhere:
///   MyApp: [interruptions, resets]
/// help_url: https://example.org/rules/{rule}
/// information_url: https://example.org/tool
/// ```
public struct LintConfiguration: Sendable, Equatable {
    /// What a target handles through a library the linter does not read.
    public enum Handled: String, Sendable, Equatable, CaseIterable {
        /// `AVAudioSession.interruptionNotification`: `no-interruption-handling` stays silent.
        case interruptions
        /// `AVAudioSession.mediaServicesWereResetNotification`: `no-reset-handling` stays silent.
        case resets
    }

    /// The name of the file looked for in a linted folder.
    public static let fileName = ".audiosession-lint.yml"

    /// The folder the paths are relative to: the one holding the file.
    public var folder: String
    /// Globs of the files and folders linted; empty for all.
    public var included: [String] = []
    /// Globs of the files and folders not linted.
    public var excluded: [String] = []
    /// Rule ids not reported.
    public var disabledRules: [String] = []
    /// Rule ids with the severity their findings take.
    public var severities: [String: LintRule.Severity] = [:]
    /// Target names with what they handle elsewhere.
    public var handledElsewhere: [String: [Handled]] = [:]
    /// The SARIF log's links to the rules' help and the tool's page (`help_url`, `information_url`); none by default.
    public var helpLinks = HelpLinks()

    /// The keys the file may hold.
    static let keys = [
        "included", "excluded", "disabled_rules", "severity", "handled_elsewhere", "help_url", "information_url",
    ]

    /// No file: everything linted, every rule at its own severity.
    public init(folder: String) { self.folder = folder }

    /// Reads the file at `path`; a file that cannot be read or is not valid throws an error naming the file, line and
    /// column.
    public static func load(path: String) throws(LintUsageError) -> LintConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LintUsageError("cannot read the configuration file \(path)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw LintUsageError("\(path): the configuration file is not UTF-8 text")
        }
        return try parse(text, path: path)
    }

    /// Parses the text of a configuration file found at `path`.
    public static func parse(_ text: String, path: String) throws(LintUsageError) -> LintConfiguration {
        var configuration = LintConfiguration(folder: PathNames.parent(path))
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch YamlError.duplicatedKeysInMapping(let duplicates, _) {
            let key = duplicates.sorted().first ?? ""
            throw LintUsageError("\(path):\(secondLine(of: key, in: text)):1: '\(key)' is given twice")
        } catch {
            // `2:1: error: parser: ...`: the position, then what the YAML parser says.
            let description = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
            throw LintUsageError(
                "\(path):" + description.replacingOccurrences(of: ": error: ", with: ": not valid YAML: "))
        }
        guard let node else { return configuration }
        guard let mapping = node.mapping else {
            throw problem(path, node, "the configuration must be a mapping of keys (\(keys.joined(separator: ", ")))")
        }
        var seen: Set<String> = []
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard keys.contains(key) else {
                throw problem(path, keyNode, "unknown key '\(key)'" + suggestion(key, among: keys))
            }
            guard seen.insert(key).inserted else { throw problem(path, keyNode, "'\(key)' is given twice") }
            switch key {
            case "included": configuration.included = try strings(value, key, path)
            case "excluded": configuration.excluded = try strings(value, key, path)
            case "disabled_rules":
                configuration.disabledRules = try strings(value, key, path, rule: true)
            case "help_url": configuration.helpLinks.rulePattern = try link(value, key, path, takesRule: true)
            case "information_url": configuration.helpLinks.information = try link(value, key, path, takesRule: false)
            case "severity":
                guard let entries = value.mapping else {
                    throw problem(path, value, "'severity' must map rule ids to warning or error")
                }
                for (ruleNode, levelNode) in entries {
                    let id = try ruleID(ruleNode, path)
                    guard let level = levelNode.string.flatMap(LintRule.Severity.init(rawValue:)) else {
                        throw problem(
                            path, levelNode,
                            "the severity of '\(id)' must be warning or error, not '\(levelNode.string ?? "")'")
                    }
                    configuration.severities[id] = level
                }
            default:
                guard let entries = value.mapping else {
                    throw problem(path, value, "'handled_elsewhere' must map target names to [interruptions, resets]")
                }
                for (targetNode, kinds) in entries {
                    guard let target = targetNode.string, !target.isEmpty else {
                        throw problem(path, targetNode, "a target name must be a string")
                    }
                    var handled: [Handled] = []
                    for kindNode in kinds.sequence.map(Array.init) ?? [kinds] {
                        let name = kindNode.string ?? ""
                        guard let kind = Handled(rawValue: name) else {
                            throw problem(
                                path, kindNode,
                                "unknown notification kind '\(name)' for \(target)"
                                    + suggestion(name, among: Handled.allCases.map(\.rawValue))
                                    + "; use interruptions or resets")
                        }
                        if !handled.contains(kind) { handled.append(kind) }
                    }
                    configuration.handledElsewhere[target] = handled
                }
            }
        }
        return configuration
    }

    /// The line where `key` starts a mapping entry the second time (1 if it cannot be found).
    private static func secondLine(of key: String, in text: String) -> Int {
        var count = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix(key), trimmed.dropFirst(key.count).drop(while: { $0 == " " }).hasPrefix(":")
            else { continue }
            count += 1
            if count == 2 { return index + 1 }
        }
        return 1
    }

    private static func strings(_ node: Node, _ key: String, _ path: String, rule: Bool = false)
        throws(LintUsageError) -> [String]
    {
        let items = node.sequence.map(Array.init) ?? [node]
        var result: [String] = []
        for item in items {
            if rule {
                result.append(try ruleID(item, path))
            } else {
                guard let text = item.string, item.scalar != nil, !text.isEmpty else {
                    throw problem(path, item, "'\(key)' must be a list of paths")
                }
                result.append(text)
            }
        }
        return result
    }

    /// A `help_url` or `information_url`: an absolute http(s) URL, or an error at its line and column.
    private static func link(_ node: Node, _ key: String, _ path: String, takesRule: Bool) throws(LintUsageError)
        -> String
    {
        guard let text = node.scalar?.string else {
            throw problem(path, node, "'\(key)' must be a URL")
        }
        if let message = HelpLinks.problem(with: text, name: "'\(key)'", takesRule: takesRule) {
            throw problem(path, node, message)
        }
        return text
    }

    private static func ruleID(_ node: Node, _ path: String) throws(LintUsageError) -> String {
        let id = node.string ?? ""
        guard LintRule(id: id) != nil else {
            throw problem(
                path, node, "unknown rule '\(id)'" + suggestion(id, among: LintRule.all.map(\.id)))
        }
        return id
    }

    private static func problem(_ path: String, _ node: Node, _ message: String) -> LintUsageError {
        guard let mark = node.mark else { return LintUsageError("\(path): \(message)") }
        return LintUsageError("\(path):\(mark.line):\(mark.column): \(message)")
    }

    /// `; did you mean 'excluded'?` for the closest name within a third of its length, or nothing.
    static func suggestion(_ word: String, among names: [String]) -> String {
        let scored = names.map { ($0, Self.distance(word.lowercased(), $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, best.0.count / 3) else { return "" }
        return "; did you mean '\(best.0)'?"
    }

    /// The Levenshtein distance.
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// Whether the file at `path` (as discovered) is linted: inside an `included` entry (when there are any) and
    /// inside no `excluded` entry. Paths are matched relative to ``folder``.
    func includes(_ path: String) -> Bool {
        guard !included.isEmpty || !excluded.isEmpty else { return true }
        let relative = relativePath(path)
        if !included.isEmpty && !included.contains(where: { Glob.matches($0, relative) }) { return false }
        return !excluded.contains(where: { Glob.matches($0, relative) })
    }

    private func relativePath(_ path: String) -> String {
        let normalized = PathNames.normalized(path)
        let base = PathNames.normalized(folder)
        if base.isEmpty { return normalized }
        if normalized.hasPrefix(base + "/") { return String(normalized.dropFirst(base.count + 1)) }
        return normalized
    }
}
