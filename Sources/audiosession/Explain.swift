import ArgumentParser
import AudioSessionModel

/// `audiosession explain`: what a category, mode, option, policy or error code does, from the model's tables.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain a category, mode, option, route-sharing policy, error code or lint rule id.",
        discussion: """
            Without a name, prints the category table and the mode table. A name can be a Swift name \
            (playAndRecord, allowBluetooth, insufficientPriority), a four-character code ('!pri' or !pri) or an \
            error value (561017449, -50). Exit status: 0 success; 64 an unknown name.
            """)

    /// The name; collected as unrecognized input so that negative error values (`-50`) need no `--`.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("A category, mode, option, route-sharing policy or error code.", valueName: "name"))
    var names: [String] = []

    /// The names given, without the `--` that may come before a negative value.
    private var givenNames: [String] {
        guard let first = names.first, first == "--" else { return names }
        return Array(names.dropFirst())
    }

    /// The one name given, if any.
    private var name: String? { givenNames.first }

    @Option(help: "The output format.")
    var format: OutputFormat = .text

    func validate() throws {
        if givenNames.count > 1 {
            let list = givenNames.joined(separator: " ")
            throw ValidationError("give one name to explain, not \(givenNames.count): \(list)")
        }
        if let name, Explanation.lookUp(name).isEmpty, LintExplain.entry(name) == nil {
            throw ValidationError(
                NameLookup.unknown(name, kind: "name", candidates: Explanation.knownNames + LintExplain.ids))
        }
    }

    func run() throws {
        guard let name else {
            let tables = [ReferenceTable.categories, ReferenceTable.modes]
            switch format {
            case .json: print(try JSONOutput.string(["tables": tables]))
            case .text: print(ExplainText.tables(tables))
            }
            return
        }
        if let entry = LintExplain.entry(name) {
            print(format == .json ? try JSONOutput.string(entry) : LintExplain.text(entry))
            return
        }
        let matches = Explanation.lookUp(name)
        switch format {
        case .json: print(try JSONOutput.string(ExplainReport(name: name, matches: matches)))
        case .text: print(ExplainText.matches(matches, for: name))
        }
    }
}

/// What `audiosession explain NAME --format json` prints.
struct ExplainReport: Encodable {
    /// The name as given.
    var name: String
    /// Everything it names.
    var matches: [Explanation]
}
