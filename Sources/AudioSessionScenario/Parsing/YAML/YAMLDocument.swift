import Yams

/// Turns the text of a scenario file into its YAML node tree, with YAML's own errors as ``ScenarioError``s in the
/// project's words (line and column; never the YAML library's internal wording).
enum YAMLDocument {
    /// The single document of `text`; an empty file, a syntax error, an alias bomb or several documents are errors.
    static func compose(_ text: String, file: String) throws(ScenarioError) -> ScenarioNode {
        try AliasBudget.check(text, file: file)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw scenarioError(error, text: text, file: file)
        } catch {
            throw ScenarioError(file: file, message: "not valid YAML")
        }
        guard let root else {
            throw ScenarioError(file: file, line: 1, message: "the file is empty; a scenario needs 'name' and 'apps'")
        }
        return ScenarioNode(node: root, path: "", file: file)
    }

    /// The message and line of a YAML error.
    static func scenarioError(_ error: YamlError, text: String, file: String) -> ScenarioError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            var message = "not valid YAML at column \(mark.column): \(YAMLWording.problem(problem))"
            if let context, context.mark.line != mark.line || context.mark.column != mark.column {
                message += " (\(YAMLWording.context(context.text)) at line \(context.mark.line))"
            }
            return ScenarioError(file: file, line: mark.line, message: message)
        case .reader(let problem, let offset, _, _):
            let line = offset.map { offset in 1 + text.prefix(offset).count { $0 == "\n" || $0 == "\r\n" } }
            return ScenarioError(file: file, line: line, message: "not valid YAML: \(YAMLWording.problem(problem))")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return DuplicateKeyLocator.error(keys: duplicates, first: context.mark, text: text, file: file)
        case .memory:
            return ScenarioError(file: file, message: "not valid YAML: the document is too large to read")
        default:
            return ScenarioError(file: file, message: "not valid YAML")
        }
    }
}
