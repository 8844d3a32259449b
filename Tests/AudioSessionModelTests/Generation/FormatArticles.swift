import Foundation

/// Reads the words the scenario format's DocC articles explain in their tables, and writes them as the Swift data
/// of `ScenarioVocabulary.formatWords` (`Sources/AudioSessionReference/ScenarioVocabulary+Format.swift`), so that
/// `audiosession explain` answers every key, action, event and trace word with the articles' own words.
///
/// Every table belongs to the heading above it; ``kinds`` says what kind of word each heading's table lists, and an
/// unknown heading is an error, so that a new table is classified when it is written. The words are the backticked
/// names of the words column (the first, or the one headed `key or name` or `key`); a name followed by `:` outside
/// its backticks (`` `call`: `none`, … ``) takes its values with it. The last column is the summary, the others are
/// facts, and the rule ids the row names are its rules.
enum FormatArticles {
    /// One word of a table.
    struct Word: Equatable {
        var kind: String
        var name: String
        var summary: String
        var facts: [(label: String, value: String)]
        var rules: [String]

        static func == (a: Word, b: Word) -> Bool {
            a.kind == b.kind && a.name == b.name && a.summary == b.summary && a.rules == b.rules
                && a.facts.map(\.label) == b.facts.map(\.label) && a.facts.map(\.value) == b.facts.map(\.value)
        }
    }

    /// The kind of word each table lists, by the article and the heading above the table (`nil`: not explained here,
    /// because another catalog explains these names, such as error codes).
    static let kinds: [String: String?] = [
        "ScenarioDeviceAndApps.md#Top-level keys": "topLevelKey",
        "ScenarioDeviceAndApps.md#The device": "deviceKey",
        "ScenarioDeviceAndApps.md#External devices": "deviceKind",
        "ScenarioDeviceAndApps.md#The map form of a device": "deviceKey",
        "ScenarioDeviceAndApps.md#The apps": "appKey",
        "ScenarioDeviceAndApps.md#Reactions": "reactionKey",
        "ScenarioExpectations.md#Overview": "check",
        "ScenarioExpectations.md#The keys of an expectation": "expectationKey",
        "ScenarioExpectations.md#Events": "event",
        "ScenarioExpectations.md#Their fields": "eventField",
        "ScenarioExpectations.md#Error codes": nil,
        "ScenarioExpectations.md#State keys": "stateKey",
        "ScenarioFormatCallKit.md#Overview": "callKit",
        "ScenarioSteps.md#Overview": "stepKey",
        "ScenarioSteps.md#App actions": "appAction",
        "ScenarioSteps.md#User actions": "userAction",
        "ScenarioSteps.md#System events": "systemEvent",
        "ScenarioSteps.md#Sound keys": "soundKey",
        "ScenarioFormat.md#The words of a trace": "traceWord",
    ]

    /// Why the articles cannot be read.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// Every word of every table of the articles in `folder`, articles in name order, rows in order; each name once
    /// per kind (its first row).
    static func read(folder: URL) throws -> [Word] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
            .sorted()
        var words: [Word] = []
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            words += try read(article: text, named: name)
        }
        var seen: Set<String> = []
        return words.filter { seen.insert("\($0.kind) \($0.name)").inserted }
    }

    /// The words of one article's tables.
    static func read(article: String, named name: String) throws -> [Word] {
        let lines = article.components(separatedBy: "\n")
        var heading = ""
        var words: [Word] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("#") {
                heading = String(line.drop { $0 == "#" }.dropFirst())
                index += 1
                continue
            }
            guard line.hasPrefix("|"), index + 1 < lines.count, lines[index + 1].hasPrefix("|---") else {
                index += 1
                continue
            }
            let key = "\(name)#\(heading)"
            guard let kind = kinds[key] else {
                throw Problem(
                    description: "\(name):\(index + 1): a table under '\(heading)': add it to FormatArticles.kinds")
            }
            let header = cells(line)
            index += 2
            let wordColumn = header.firstIndex { $0 == "key or name" || $0 == "key" && header.first == "where" } ?? 0
            while index < lines.count, lines[index].hasPrefix("|") {
                let row = cells(lines[index])
                index += 1
                guard let kind, row.count == header.count else { continue }
                let summary = row[row.count - 1]
                let facts = row.indices.filter { $0 != wordColumn && $0 != row.count - 1 }.map { (header[$0], row[$0]) }
                for word in names(in: row[wordColumn]) {
                    words.append(
                        Word(kind: kind, name: word, summary: summary, facts: facts, rules: rules(in: row.joined())))
                }
            }
        }
        return words
    }

    /// The cells of a table row, trimmed.
    static func cells(_ line: String) -> [String] {
        var parts = line.split(separator: "|", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        parts.removeFirst()
        if parts.last == "" { parts.removeLast() }
        return parts
    }

    /// The backticked names of a cell: `` `a` / `b` `` gives both, `` `endCall: NAME` `` gives `endCall`,
    /// `` `call`: `none` `` gives `call` only; placeholders in capitals are left out.
    static func names(in cell: String) -> [String] {
        var found: [String] = []
        var rest = Substring(cell)
        while let open = rest.firstIndex(of: "`") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "`") else { break }
            let span = after[..<close]
            rest = after[after.index(after: close)...]
            let name = span.prefix { $0.isLetter || $0.isNumber }
            if !name.isEmpty, name.first!.isLetter, name.contains(where: \.isLowercase), !found.contains(String(name)) {
                found.append(String(name))
            }
            if rest.first == ":" { break }
        }
        return found
    }

    /// The rule ids a row names (`rule A3`, `rules L3, L5`, `(K1)`), in order, each once.
    static func rules(in text: String) -> [String] {
        var found: [String] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let letter = scalars[index]
            let before = index == 0 ? " " : scalars[index - 1]
            if "CAIDPLSNHROEK".unicodeScalars.contains(letter), !CharacterSet.alphanumerics.contains(before),
                index + 1 < scalars.count, CharacterSet.decimalDigits.contains(scalars[index + 1])
            {
                var end = index + 1
                while end < scalars.count, CharacterSet.decimalDigits.contains(scalars[end]) { end += 1 }
                let id = String(String.UnicodeScalarView(scalars[index..<end]))
                let next = end < scalars.count ? scalars[end] : " "
                let subRule =
                    next == "." && end + 1 < scalars.count && CharacterSet.decimalDigits.contains(scalars[end + 1])
                if !CharacterSet.alphanumerics.contains(next), !subRule, !found.contains(id) { found.append(id) }
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    /// The Swift source of `ScenarioVocabulary+Format.swift` for these words.
    static func swiftSource(_ words: [Word]) -> String {
        func literal(_ text: String) -> String { "#\"" + text + "\"#" }
        var out = """
            // swift-format-ignore-file
            import AudioSessionModel

            // The words of the scenario format's tables, generated from its DocC articles (Sources/AudioSessionScenario/
            // Documentation.docc), where they are written: edit the articles, then run
            // `RECORD_REFERENCE=1 swift test --filter ReferenceGenerationTests` to write this file again. A test fails
            // while this file differs from what the articles give.

            extension ScenarioVocabulary {
                /// Every word the scenario format's articles explain in a table, with its kind, in article order.
                public static let formatWords: [FormatWord] = [

            """
        for word in words {
            out += "        FormatWord(\n"
            out += "            kind: .\(word.kind),\n"
            out += "            Entry(\n"
            out += "                \(literal(word.name)),\n"
            out += "                \(literal(word.summary)),\n"
            if !word.facts.isEmpty {
                out += "                facts: [\n"
                for fact in word.facts {
                    out += "                    .init(\(literal(fact.label)), \(literal(fact.value))),\n"
                }
                out += "                ],\n"
            }
            out += "                rules: [\(word.rules.map { "\"\($0)\"" }.joined(separator: ", "))])),\n"
        }
        out += "    ]\n}\n"
        return out
    }
}
