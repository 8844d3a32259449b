/// Why a scenario file could not be used: where in the file, and what is wrong (the CLI exits with status 2).
///
/// Printed as `FILE:LINE: PATH: MESSAGE; did you mean 'X'?`, leaving out the line when YAML gives none, the
/// path when the error concerns the whole file, and the suggestion when no valid name is close:
///
/// ```text
/// calls.yaml:14: steps[3].do[0]: unknown action 'activte'; did you mean 'activate'?
/// ```
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as given to the loader.
    public var file: String
    /// Where in the file: `steps[3].do[0]`, `apps.Game.reactions[1].on`, or `""` for the whole file.
    public var path: String
    /// The 1-based line, when YAML gives one.
    public var line: Int?
    /// What is wrong.
    public var message: String
    /// The closest valid name, when a name is misspelled.
    public var suggestion: String?

    /// An error at a place in a file.
    public init(file: String, path: String = "", line: Int? = nil, message: String, suggestion: String? = nil) {
        self.file = file
        self.path = path
        self.line = line
        self.message = message
        self.suggestion = suggestion
    }

    /// `FILE:LINE: PATH: MESSAGE; did you mean 'X'?`, without the parts that are absent.
    public var description: String {
        var text = Self.displayName(file)
        if let line { text += ":\(line)" }
        text += ": "
        if !path.isEmpty { text += "\(path): " }
        text += message
        if let suggestion { text += "; did you mean '\(suggestion)'?" }
        return text
    }

    /// The file name as messages print it: as is, or in double quotes with `\n`, `\"` and `\\` escaped when it holds
    /// a colon, a quote, a backslash, a control character or surrounding spaces that would break `FILE:LINE:`.
    public static func displayName(_ file: String) -> String {
        let plain = file.unicodeScalars.allSatisfy { scalar in
            scalar.value >= 0x20 && scalar.value != 0x7F && !":\"\\".unicodeScalars.contains(scalar)
                && !scalar.properties.isWhitespace || scalar == " "
        }
        guard !plain || file.isEmpty || file.first == " " || file.last == " " else { return file }
        var quoted = "\""
        for scalar in file.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.isWhitespace && scalar != " ":
                quoted += "\\u{\(String(scalar.value, radix: 16))}"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
