import Foundation

/// Reads the behaviour rules out of the engine's DocC articles, where they are written, and writes them as the Swift
/// data of `RuleCatalog` (`Sources/AudioSessionReference/RuleCatalog+Rules.swift`).
///
/// An article holds sections (`## C. Configuration`) of rules, each written as:
///
/// ```text
/// ### C5
///
/// The rule's text (any Markdown, several paragraphs allowed).
///
/// **Source.** Where it comes from, one paragraph.
///
/// **Changed in version 2.** What changed, with the evidence (only where it changed; then version 3 likewise).
///
/// **Example.**
///
/// ```yaml
/// a complete scenario
/// ```
/// ```
///
/// Section V (`## V. Values ...`) is kept as one paragraph of text.
enum RuleArticles {
    /// One rule as the articles write it.
    struct Rule: Equatable {
        var id: String
        var section: String
        var text: String
        var source: String
        var change: String?
        var changeInVersion3: String?
        var example: String
    }

    /// Why an article cannot be read as rules: the file, the line, what is wrong.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The order of the sections in the catalog.
    static let sectionOrder = ["C", "A", "I", "D", "P", "L", "S", "N", "H", "R", "O", "E", "K", "SV"]

    /// The rules of every article in `folders`, in section order, and section V's text.
    static func read(folders: [URL]) throws -> (rules: [Rule], valuesNeverProduced: String) {
        var articles: [URL] = []
        for folder in folders {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
            articles += names.sorted().map { folder.appendingPathComponent($0) }
        }
        var rules: [Rule] = []
        var never: String?
        for article in articles {
            let name = article.lastPathComponent
            let text = try String(contentsOf: article, encoding: .utf8)
            let read = try self.read(article: text, named: name)
            rules += read.rules
            if let values = read.valuesNeverProduced { never = values }
        }
        let sorted = sectionOrder.flatMap { letter in rules.filter { $0.section.hasPrefix(letter + ". ") } }
        guard sorted.count == rules.count else {
            let stray = rules.filter { rule in !sectionOrder.contains { rule.section.hasPrefix($0 + ". ") } }
            throw Problem(description: "rules in unknown sections: \(stray.map(\.id))")
        }
        guard let never else { throw Problem(description: "no article has section V") }
        return (sorted, never)
    }

    /// The rules of one article, and its section V if it has one.
    static func read(article: String, named name: String) throws -> (rules: [Rule], valuesNeverProduced: String?) {
        let lines = article.components(separatedBy: "\n")
        var rules: [Rule] = []
        var section: String?
        var never: String?
        var index = 0
        var heading = 0
        /// A problem of the rule whose heading is at line `heading` (1-based).
        func problem(_ message: String) -> Problem { Problem(description: "\(name):\(heading): \(message)") }
        /// The paragraph starting at `index` (lines up to a blank line), joined with newlines; moves past it.
        func paragraph() -> [String] {
            var found: [String] = []
            while index < lines.count, !lines[index].isEmpty {
                found.append(lines[index])
                index += 1
            }
            return found
        }
        func skipBlank() { while index < lines.count, lines[index].isEmpty { index += 1 } }

        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("## ") {
                let title = String(line.dropFirst(3))
                // `C. Configuration`, `SV. The service`: one or two capitals, a full stop, a title.
                let letters = title.prefix { $0.isUppercase && $0.isLetter }
                let isRuleSection =
                    (1...2).contains(letters.count) && title.dropFirst(letters.count).hasPrefix(". ")
                    && title.count > letters.count + 2
                section = isRuleSection ? title : nil
                index += 1
                if title.hasPrefix("V. ") {
                    skipBlank()
                    never = paragraph().joined(separator: "\n")
                    section = nil
                }
                continue
            }
            guard let current = section, line.hasPrefix("### ") else {
                index += 1
                continue
            }
            let id = String(line.dropFirst(4))
            heading = index + 1
            let letters = id.prefix { $0.isLetter }
            guard !letters.isEmpty, current.hasPrefix("\(letters). "), !id.dropFirst(letters.count).isEmpty,
                id.dropFirst(letters.count).allSatisfy(\.isNumber)
            else {
                throw problem("'### \(id)' is not a rule id of section \(current)")
            }
            index += 1
            var text: [String] = []
            while index < lines.count, !lines[index].hasPrefix("**Source.** ") {
                guard !lines[index].hasPrefix("#"), !lines[index].hasPrefix("**Example.**") else {
                    throw problem("\(id) has no '**Source.**' paragraph")
                }
                text.append(lines[index])
                index += 1
            }
            guard index < lines.count else { throw problem("\(id) has no '**Source.**' paragraph") }
            while text.last == "" { text.removeLast() }
            while text.first == "" { text.removeFirst() }
            var source = paragraph()
            source[0] = String(source[0].dropFirst("**Source.** ".count))
            skipBlank()
            /// The paragraph of a `**Changed in version N.**` label, if the next one has it.
            func changed(_ label: String) -> String? {
                guard index < lines.count, lines[index].hasPrefix(label) else { return nil }
                var changed = paragraph()
                changed[0] = String(changed[0].dropFirst(label.count))
                skipBlank()
                return changed.joined(separator: "\n")
            }
            let change = changed("**Changed in version 2.** ")
            let changeInVersion3 = changed("**Changed in version 3.** ")
            guard index < lines.count, lines[index] == "**Example.**" else {
                throw problem("\(id) has no '**Example.**'")
            }
            index += 1
            skipBlank()
            guard index < lines.count, lines[index] == "```yaml" else { throw problem("\(id)'s example is not YAML") }
            index += 1
            var example: [String] = []
            while index < lines.count, lines[index] != "```" {
                example.append(lines[index])
                index += 1
            }
            guard index < lines.count else { throw problem("\(id)'s example never ends") }
            index += 1
            rules.append(
                Rule(
                    id: id, section: current, text: text.joined(separator: "\n"),
                    source: source.joined(separator: "\n"), change: change, changeInVersion3: changeInVersion3,
                    example: example.joined(separator: "\n")))
        }
        return (rules, never)
    }

    /// The Swift source of `RuleCatalog+Rules.swift` for these rules.
    static func swiftSource(rules: [Rule], valuesNeverProduced: String) -> String {
        func literal(_ text: String, indent: String) -> String {
            let body = text.components(separatedBy: "\n").map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
            return "#\"\"\"\n" + body + "\n" + indent + "\"\"\"#"
        }
        var out = """
            // swift-format-ignore-file
            import AudioSessionModel

            // The behaviour rules as data, generated from the engine's DocC articles (Sources/AudioSessionEngine/
            // Documentation.docc), where they are written: edit the articles, then run
            // `RECORD_REFERENCE=1 swift test --filter RuleCatalogGenerationTests` to write this file again. A test fails
            // while this file differs from what the articles give.

            extension RuleCatalog {
                /// Every rule, in the order of the sections C, A, I, D, P, L, S, N, H, R, O, E, K.
                public static let rules: [BehaviorRule] = [

            """
        let inner = "                "
        for rule in rules {
            out += "        BehaviorRule(\n"
            out += "            id: \"\(rule.id)\", section: \"\(rule.section)\",\n"
            out += "            text: \(literal(rule.text, indent: inner)),\n"
            out += "            source: \(literal(rule.source, indent: inner)),\n"
            if let change = rule.change { out += "            changeInVersion2: \(literal(change, indent: inner)),\n" }
            if let change = rule.changeInVersion3 {
                out += "            changeInVersion3: \(literal(change, indent: inner)),\n"
            }
            out += "            example: \(literal(rule.example, indent: inner))),\n"
        }
        out += "    ]\n\n"
        out += "    /// Section V: values the scenario format accepts that the rules never produce.\n"
        out += "    public static let valuesNeverProduced = \(literal(valuesNeverProduced, indent: "        "))\n"
        out += "}\n"
        return out
    }
}
