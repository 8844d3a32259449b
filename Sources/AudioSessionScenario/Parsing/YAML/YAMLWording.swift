/// The YAML library's problem descriptions in the project's words: what is wrong, in terms a scenario author knows.
enum YAMLWording {
    /// Known problems, by a fragment of the library's wording.
    private static let table: [(fragment: String, words: String)] = [
        ("nesting level", "lists and maps nest too deeply (at most 1000 levels)"),
        ("max depth", "lists and maps nest too deeply (at most 1000 levels)"),
        ("cannot start any token", "a character that cannot start a value here (quote the value)"),
        ("mapping values are not allowed", "a ':' where no key can start (quote the value, or check the indentation)"),
        ("did not find expected key", "the indentation does not line up with the keys above"),
        ("did not find expected node content", "a value is missing"),
        ("did not find expected '-' indicator", "a list item does not line up with the items above"),
        ("did not find expected ',' or ']'", "a '[' list is not closed with ']'"),
        ("did not find expected ',' or '}'", "a '{' map is not closed with '}'"),
        ("could not find expected ':'", "a key has no ':' after it"),
        ("unexpected end of stream", "the file ends in the middle of a value (an unclosed quote or bracket?)"),
        ("found undefined alias", "an alias '*name' with no anchor '&name' before it"),
        ("another document", "the file holds several YAML documents; a scenario is one document"),
        ("tab character", "a tab where indentation is expected; indent with spaces"),
        ("unknown escape character", "an unknown escape sequence in a double-quoted string"),
        ("control characters are not allowed", "a control character, which YAML does not allow"),
        ("invalid leading UTF-8 octet", "bytes that are not UTF-8 text"),
        ("incomplete UTF-8 octet", "bytes that are not UTF-8 text"),
        ("invalid trailing UTF-8 octet", "bytes that are not UTF-8 text"),
        ("alphabetic or numeric character", "an anchor or alias name is missing or malformed"),
        ("duplicate %YAML directive", "two %YAML directives"),
        ("incompatible YAML document", "a %YAML version other than 1.1 or 1.2"),
        ("did not find expected <document start>", "text after the end of the document"),
        ("found duplicate anchor", "an anchor defined twice"),
        ("block sequence entries are not allowed", "a '- ' list item where a value was expected on the same line"),
        ("simple key", "a key that is too long or spans lines"),
        ("document indicator", "a '---' or '...' inside a quoted string"),
        ("undefined tag handle", "a tag '!x!' that is not declared"),
    ]

    /// What the library was reading when it failed, in the project's words: `the '[' list that starts`.
    static func context(_ context: String) -> String {
        let lowered = context.lowercased()
        if lowered.contains("flow sequence") { return "in the '[' list that starts" }
        if lowered.contains("flow mapping") { return "in the '{' map that starts" }
        if lowered.contains("block sequence") { return "in the list that starts" }
        if lowered.contains("block mapping") { return "in the map that starts" }
        if lowered.contains("quoted scalar") { return "in the quoted string that starts" }
        if lowered.contains("block scalar") { return "in the block of text that starts" }
        if lowered.contains("anchor") || lowered.contains("alias") { return "in the anchor or alias that starts" }
        if lowered.contains("tag") { return "in the tag that starts" }
        if lowered.contains("simple key") { return "in the key that starts" }
        return "in the value that starts"
    }

    /// The project's words for `problem`: a known problem's explanation, or the library's own text when it reads
    /// as plain English (no function names).
    static func problem(_ problem: String) -> String {
        if let known = table.first(where: { problem.lowercased().contains($0.fragment.lowercased()) }) {
            return known.words
        }
        if problem.contains("yaml_") || problem.contains("()") { return "the YAML syntax is broken here" }
        return problem
    }
}
