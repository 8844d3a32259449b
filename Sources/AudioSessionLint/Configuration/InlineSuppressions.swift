import Foundation

/// Inline suppressions: `// audiosession-lint:disable:next RULE [reason]` (the next line) and
/// `// audiosession-lint:disable:this RULE [reason]` (its own line), in `//` or `/* */` comments of Swift and
/// Objective-C, as SwiftLint's `swiftlint:disable:next` and `:this`. Several ids may be given (space- or
/// comma-separated), or `all`; the words after them (an optional `-` first) are the reason.
enum InlineSuppressions {
    /// One directive.
    struct Directive: Sendable, Equatable {
        /// The line whose findings it suppresses.
        var line: Int
        /// The rule ids, or `["all"]`.
        var rules: [String]
        /// Why, if given.
        var reason: String?

        /// Whether it suppresses a finding of `id` on `line`.
        func covers(id: String, line: Int) -> Bool {
            self.line == line && (rules.contains(id) || rules.contains("all"))
        }
    }

    /// A directive that names no rule the linter knows, at its place: reported as a `parse` warning.
    struct Problem: Sendable, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    private static let marker = Array("audiosession-lint:disable".utf8)

    /// Whether the text before the marker on its line ends with a comment opener (`//`, `///`, `/*`, `/**`) and
    /// spaces, or is the `*` of a block comment's line: the directive starts the comment, as in SwiftLint. A marker
    /// quoted in the middle of a comment (`` `// audiosession-lint:...` ``) or a string is not a directive.
    static func opensComment(_ before: String) -> Bool {
        var text = Substring(before)
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        if text.drop(while: { $0 == " " || $0 == "\t" }) == "*" { return true }
        var opener = 0
        while let last = text.last, last == "/" || last == "*" || last == "!" {
            text.removeLast()
            opener += 1
        }
        guard opener >= 2 else { return false }
        guard let previous = text.last else { return true }
        return previous == " " || previous == "\t" || previous == ";" || previous == ")" || previous == "}"
    }

    /// The directives in a file's text and the ones that cannot be used. Cheap when the marker is absent.
    static func scan(_ bytes: some Collection<UInt8>) -> (directives: [Directive], problems: [Problem]) {
        let bytes = Array(bytes)
        var directives: [Directive] = []
        var problems: [Problem] = []
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 10 {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            guard byte == marker[0], index + marker.count <= bytes.count,
                bytes[index..<(index + marker.count)].elementsEqual(marker)
            else {
                index += 1
                continue
            }
            let before = String(decoding: bytes[lineStart..<index], as: UTF8.self)
            var end = index
            while end < bytes.count && bytes[end] != 10 { end += 1 }
            var text = String(decoding: bytes[(index + marker.count)..<end], as: UTF8.self)
            let column = before.count + 1
            index = end
            guard Self.opensComment(before) else { continue }
            if let close = text.range(of: "*/") { text = String(text[..<close.lowerBound]) }
            let applies: Int
            if text.hasPrefix(":next") {
                applies = line + 1
                text.removeFirst(5)
            } else if text.hasPrefix(":this") {
                applies = line
                text.removeFirst(5)
            } else {
                problems.append(
                    Problem(
                        line: line, column: column,
                        message: "audiosession-lint:disable needs :next or :this (the line after the comment, or its "
                            + "own line); the directive is ignored"))
                continue
            }
            var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)[...]
            var rules: [String] = []
            while let word = words.first, word == "all" || LintRule(id: word) != nil {
                rules.append(word)
                words = words.dropFirst()
            }
            guard !rules.isEmpty else {
                let named = words.first.map { "unknown rule '\($0)'" } ?? "no rule"
                problems.append(
                    Problem(
                        line: line, column: column,
                        message: "\(named) in audiosession-lint:disable\(applies == line ? ":this" : ":next")"
                            + LintConfiguration.suggestion(words.first ?? "", among: LintRule.all.map(\.id))
                            + "; the directive is ignored"))
                continue
            }
            while let word = words.first, word == "-" || word == "--" || word == "—" || word == ":" {
                words = words.dropFirst()
            }
            let reason = words.joined(separator: " ")
            directives.append(Directive(line: applies, rules: rules, reason: reason.isEmpty ? nil : reason))
        }
        return (directives, problems)
    }
}
