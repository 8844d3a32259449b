import Yams

/// Refuses YAML alias bombs before any node is expanded: anchors and aliases are measured on a copy of the text in
/// which every alias is an inert scalar, so the measuring tree is never larger than the text.
///
/// Nine levels of ten aliases (`a1: &a1 [*a0, *a0, ...]`, ...) denote a billion nodes in a few hundred bytes; used
/// as a mapping key, they would make the YAML library hash every one of them. Such a file is a status-2 error
/// at the first alias that takes the document over ``limit`` expanded nodes.
enum AliasBudget {
    /// The most nodes aliases may add to a document.
    static let limit = 100_000

    /// Stands for `*` in the copy measured: a private-use character, so that `*name` becomes a plain scalar.
    private static let marker: Unicode.Scalar = "\u{E000}"

    /// Checks `text`; a document without both an anchor and an alias costs one scan.
    static func check(_ text: String, file: String) throws(ScenarioError) {
        guard text.utf8.contains(UInt8(ascii: "&")), text.utf8.contains(UInt8(ascii: "*")) else { return }
        var inert = String.UnicodeScalarView()
        inert.append(contentsOf: text.unicodeScalars.lazy.map { $0 == "*" ? marker : $0 })
        // The parser keeps the anchors alive: nodes refer to them weakly.
        let parser: Parser
        let root: Node?
        do {
            parser = try Parser(yaml: String(inert))
            root = try parser.singleRoot()
        } catch let error as YamlError {
            throw YAMLDocument.scenarioError(error, text: text, file: file)
        } catch {
            throw ScenarioError(file: file, message: "not valid YAML")
        }
        guard let root else { return }
        var measure = Measure(file: file)
        try withExtendedLifetime(parser) { () throws(ScenarioError) in _ = try measure.size(of: root, path: "") }
    }

    /// The walk over the inert tree, in document order, as the YAML library registers anchors.
    private struct Measure {
        var file: String
        /// The expanded size of each anchor, the latest definition winning.
        var sizes: [String: Int] = [:]
        /// The nodes aliases added so far.
        var added = 0

        /// The expanded size of `node`, capped just above the limit.
        mutating func size(of node: Node, path: String) throws(ScenarioError) -> Int {
            var size = 1
            switch node {
            case .scalar(let scalar):
                if scalar.style == .plain, scalar.string.unicodeScalars.first == marker {
                    let name = String(
                        String.UnicodeScalarView(
                            scalar.string.unicodeScalars.dropFirst().prefix { isAnchorCharacter($0) }))
                    if let aliased = sizes[name] {
                        size = aliased
                        added = min(added + aliased, limit + 1)
                        if added > limit {
                            throw ScenarioError(
                                file: file, path: path, line: scalar.mark?.line,
                                message: "aliases expand the document to more than \(limit) nodes "
                                    + "(an alias bomb?); write the repeated parts out or use fewer aliases")
                        }
                    }
                }
            case .sequence(let sequence):
                for (index, element) in sequence.enumerated() {
                    size = min(size + (try self.size(of: element, path: "\(path)[\(index)]")), limit + 1)
                }
            case .mapping(let mapping):
                for (key, value) in mapping {
                    let child = key.scalar.map { path.isEmpty ? $0.string : "\(path).\($0.string)" } ?? path
                    size = min(size + (try self.size(of: key, path: path)), limit + 1)
                    size = min(size + (try self.size(of: value, path: child)), limit + 1)
                }
            case .alias:
                break
            }
            if let anchor = node.anchor { sizes[anchor.rawValue] = size }
            return size
        }

        /// The characters of an anchor name as the YAML library reads them.
        private func isAnchorCharacter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
                || (scalar.value > 0x7F && !scalar.properties.isWhitespace)
        }
    }
}
