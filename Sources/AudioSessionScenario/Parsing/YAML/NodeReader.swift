import AudioSessionModel
import Yams

/// A YAML node with its path in the scenario file: typed access that fails with a ``ScenarioError`` naming the
/// path and line.
struct ScenarioNode {
    /// The YAML node.
    var node: Node
    /// Where it is: `steps[3].do[0]`; `""` for the document.
    var path: String
    /// The file, for errors.
    var file: String

    /// The 1-based line where the node starts.
    var line: Int? { node.mark?.line }

    /// An error at this node.
    func error(_ message: String, suggestion: String? = nil) -> ScenarioError {
        ScenarioError(file: file, path: path, line: line, message: message, suggestion: suggestion)
    }

    /// The node of a map entry, one level down: `device.devices`.
    func child(_ key: String, _ node: Node) -> ScenarioNode {
        ScenarioNode(node: node, path: path.isEmpty ? key : "\(path).\(key)", file: file)
    }

    /// The node of a list element: `steps[3]`.
    func element(_ index: Int, _ node: Node) -> ScenarioNode {
        ScenarioNode(node: node, path: "\(path)[\(index)]", file: file)
    }

    /// Whether the node is a scalar (null included).
    var isScalar: Bool {
        if case .scalar = node { return true }
        return false
    }

    /// Whether the node is a map.
    var isMap: Bool {
        if case .mapping = node { return true }
        return false
    }

    /// The node's resolved YAML type (`tag:yaml.org,2002:bool` for an unquoted `true`).
    var tagName: Tag.Name { Tag.Name(rawValue: node.tag.rawValue) }

    /// Whether the node is YAML's null (`~`, `null`, or nothing at all).
    var isNull: Bool {
        guard case .scalar = node else { return false }
        return tagName == .null
    }

    /// What the node is, for "expected X, found Y" messages: `a list`, `the string 'abc'`.
    var summary: String {
        switch node {
        case .mapping: return "a map"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            let text = Self.quoted(scalar.string)
            switch tagName {
            case .null: return "nothing"
            case .bool: return "the boolean \(scalar.string)"
            case .int, .float: return "the number \(scalar.string)"
            default: return "the string \(text)"
            }
        }
    }

    /// `a` or `an`, for messages: `an action`, `a category`.
    static func article(_ word: String) -> String {
        guard let first = word.lowercased().first else { return "a" }
        return "aeio".contains(first) ? "an" : "a"
    }

    /// `'text'`, shortened and on one line so that messages stay readable whatever the input: at most 40 Unicode
    /// scalars (not characters, which can be any length), line breaks written as `\n`.
    static func quoted(_ text: String) -> String {
        var flat = String.UnicodeScalarView()
        var kept = 0
        for scalar in text.unicodeScalars {
            guard kept < 40 else { return "'\(String(flat))...'" }
            if Self.lineBreaks.contains(scalar) {
                flat.append(contentsOf: "\\n".unicodeScalars)
                kept += 2
            } else {
                flat.append(scalar)
                kept += 1
            }
        }
        return "'\(String(flat))'"
    }

    /// What `quoted` writes as `\n`.
    private static let lineBreaks: Set<Unicode.Scalar> = [
        "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
    ]
}

// MARK: - Scalars

extension ScenarioNode {
    /// The text of a non-null scalar of any type (`2` and `true` read as their text); `what` describes the
    /// expected value in the error.
    func text(_ what: String) throws(ScenarioError) -> String {
        guard case .scalar(let scalar) = node, !isNull else {
            throw error("expected \(what), found \(summary)")
        }
        return scalar.string
    }

    /// A YAML boolean: `true` or `false` (any case), unquoted.
    func bool() throws(ScenarioError) -> Bool {
        if case .scalar(let scalar) = node, tagName == .bool {
            switch scalar.string.lowercased() {
            case "true": return true
            case "false": return false
            default: break
            }
        }
        let found = isScalar && !isNull ? Self.quoted(node.scalar?.string ?? "") : summary
        throw error("expected true or false, found \(found)")
    }

    /// A name that must be one of `candidates`; `what` names the vocabulary in the error (`category`).
    func name(_ what: String, in candidates: [String]) throws(ScenarioError) -> String {
        let text = try text("\(Self.article(what)) \(what) name")
        guard candidates.contains(text) else {
            let suggestion = NameSuggestion.closest(to: text, in: candidates)
            throw error("unknown \(what) \(Self.quoted(text))", suggestion: suggestion)
        }
        return text
    }

    /// A known SDK constant by its Swift name (`playAndRecord`), deprecated alias or Objective-C name
    /// (`AVAudioSessionCategoryPlayAndRecord`).
    func constant<Constant: NamedConstant>(_ type: Constant.Type, _ what: String) throws(ScenarioError) -> Constant {
        let text = try text("\(Self.article(what)) \(what) name")
        // The format names no deprecated Swift spelling (`longForm`) apart from the option `allowBluetooth`.
        let isAlias = Constant.aliases.contains { $0.name == text }
        guard !isAlias, let value = Constant(name: text) else {
            let suggestion =
                text.hasPrefix("AV")
                ? Constant.suggestion(for: text) : NameSuggestion.closest(to: text, in: Constant.knownNames)
            throw error("unknown \(what) \(Self.quoted(text))", suggestion: suggestion)
        }
        return value
    }

    /// A case of a string-backed enum by its raw value (`bluetoothHeadset`).
    func choice<Value: RawRepresentable & CaseIterable>(
        _ type: Value.Type, _ what: String
    ) throws(ScenarioError) -> Value where Value.RawValue == String {
        let text = try name(what, in: Value.allCases.map(\.rawValue))
        guard let value = Value(rawValue: text) else { throw error("unknown \(what) \(Self.quoted(text))") }
        return value
    }

    /// A time or duration (``TimeParser``).
    func time() throws(ScenarioError) -> ScenarioTime {
        guard case .scalar(let scalar) = node, !isNull else {
            throw error("bad time: expected a number of seconds or a string such as 1.5s, found \(summary)")
        }
        switch TimeParser.parse(scalar.string) {
        case .success(let time): return time
        case .failure(let failure): throw error("bad time \(Self.quoted(scalar.string)): \(failure.reason)")
        }
    }
}

// MARK: - Collections

extension ScenarioNode {
    /// The elements of a list, each with its path.
    func list() throws(ScenarioError) -> [ScenarioNode] {
        guard case .sequence(let sequence) = node else { throw error("expected a list, found \(summary)") }
        return sequence.enumerated().map { element($0.offset, $0.element) }
    }

    /// The elements of a list, or the node itself when it is not a list (`do: play` or `do: [activate, play]`).
    func listOrSingle() -> [ScenarioNode] {
        guard case .sequence(let sequence) = node else { return [self] }
        return sequence.enumerated().map { element($0.offset, $0.element) }
    }

    /// The entries of a map whose keys must be among `keys` (any key when `nil`); an unknown key is an error
    /// naming it and the closest valid key.
    func map(keys: [String]?, what: String = "key") throws(ScenarioError) -> MapNode {
        guard case .mapping(let mapping) = node else { throw error("expected a map, found \(summary)") }
        var entries: [MapNode.Entry] = []
        for (keyNode, valueNode) in mapping {
            let keyLine = keyNode.mark?.line ?? line
            guard case .scalar(let scalar) = keyNode, !ScenarioNode(node: keyNode, path: path, file: file).isNull else {
                let found = ScenarioNode(node: keyNode, path: path, file: file).summary
                throw ScenarioError(
                    file: file, path: path, line: keyLine, message: "expected a name as key, found \(found)")
            }
            let key = scalar.string
            if let keys, !keys.contains(key) {
                throw ScenarioError(
                    file: file, path: path, line: keyLine, message: "unknown \(what) \(Self.quoted(key))",
                    suggestion: NameSuggestion.closest(to: key, in: keys))
            }
            entries.append(MapNode.Entry(key: key, keyLine: keyLine, value: child(key, valueNode)))
        }
        return MapNode(node: self, entries: entries)
    }

    /// An action or event written as a bare name (`activate`) or a one-key map (`{setMode: voiceChat}`); the
    /// argument is `nil` for a bare name or a null value.
    func nameAndArgument(_ what: String) throws(ScenarioError) -> (name: String, line: Int?, argument: ScenarioNode?) {
        switch node {
        case .scalar:
            return (try text(what), line, nil)
        case .mapping:
            let map = try map(keys: nil)
            guard map.entries.count == 1, let entry = map.entries.first else {
                let keys = map.entries.map(\.key).joined(separator: ", ")
                throw error("expected \(what) as a name or a map with one key, found a map with keys [\(keys)]")
            }
            return (entry.key, entry.keyLine, entry.value.isNull ? nil : entry.value)
        case .sequence, .alias:
            throw error("expected \(what), found \(summary)")
        }
    }
}

/// The entries of a YAML map, in file order, with their keys checked.
struct MapNode {
    /// One key and its value.
    struct Entry {
        /// The key.
        var key: String
        /// The key's line.
        var keyLine: Int?
        /// The value, with the key in its path.
        var value: ScenarioNode
    }

    /// The map itself.
    var node: ScenarioNode
    /// The entries in file order.
    var entries: [Entry]

    /// The value of `key` if present, null included.
    subscript(key: String) -> ScenarioNode? { entries.first { $0.key == key }?.value }

    /// The value of `key` if present and not null; optional keys left empty read as absent.
    func value(_ key: String) -> ScenarioNode? {
        guard let value = self[key], !value.isNull else { return nil }
        return value
    }

    /// The value of a required key; missing or null is an error at the map.
    func required(_ key: String) throws(ScenarioError) -> ScenarioNode {
        guard let value = self[key] else { throw node.error("missing key '\(key)'") }
        guard !value.isNull else { throw value.error("'\(key)' needs a value") }
        return value
    }

    /// The keys present among `keys`, in file order.
    func present(_ keys: [String]) -> [String] { entries.map(\.key).filter { keys.contains($0) } }
}
