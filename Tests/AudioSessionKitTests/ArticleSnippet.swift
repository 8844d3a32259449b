import Foundation

/// The Swift code blocks of a DocC article, checked against the test file that runs them, so an article's example
/// cannot drift from the code the tests compile.
enum ArticleSnippet {
    /// The article at `path` (from the package's root).
    static func article(_ path: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(path)
    }

    /// The lines of the article's Swift code blocks (indentation aside) that the test file does not contain;
    /// `import` lines, `@Test` lines and lone closing braces are the test file's own business.
    static func linesMissing(from article: URL, in testFile: String) throws -> [String] {
        let text = try String(contentsOf: article, encoding: .utf8)
        let test = try String(contentsOf: URL(fileURLWithPath: testFile), encoding: .utf8)
        let testLines = Set(test.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        var inSwift = false
        var code: [String] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inSwift = !inSwift && trimmed == "```swift"
            } else if inSwift, !trimmed.hasPrefix("import "), !trimmed.hasPrefix("@Test "), trimmed != "}" {
                code.append(trimmed)
            }
        }
        guard !code.isEmpty else { return ["(the article has no Swift code block)"] }
        return code.filter { !testLines.contains($0) }
    }
}
