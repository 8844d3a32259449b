import ArgumentParser
import AudioSessionModel
import AudioSessionReference

/// `audiosession explain`: what a name of the SDK, a trace or a scenario means, from the model's tables.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain a rule, category, mode, option, policy, error code, port, reason, event or state key.",
        discussion: """
            Without a name, prints the category table and the mode table. A name can be a rule id (A3), a Swift \
            name (playAndRecord, allowBluetooth, insufficientPriority, headphones, oldDeviceUnavailable), an \
            Objective-C name (AVAudioSessionCategoryPlayback, AVAudioSessionInterruptionNotification), a device \
            kind (bluetoothHeadset), an event (interruptionBegan), a state key (interruptedBy), a four-character \
            code ('!pri' or !pri) or an error value (561017449, -50). Several names are explained in turn. \
            Exit status: 0 success; 2 an unknown name.
            """,
        version: AudioSessionTool.version)

    /// The names; collected as unrecognized input so that negative error values (`-50`) need no `--`.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("Rule ids, SDK names (Swift or Objective-C) or scenario words.", valueName: "name"))
    var names: [String] = []

    /// The names given, without the `--` that may come before a negative value.
    private var givenNames: [String] {
        guard let first = names.first, first == "--" else { return names }
        return Array(names.dropFirst())
    }

    @Option(help: "The output format.")
    var format: OutputFormat = .text

    func validate() throws {
        for name in givenNames where Self.catalogs.allSatisfy({ $0.lookUp(name).isEmpty }) {
            throw ValidationError(NameLookup.unknown(name, kind: "name", suggestion: Self.suggestion(for: name)))
        }
    }

    func run() throws {
        guard !givenNames.isEmpty else {
            let tables = [ReferenceTable.categories, ReferenceTable.modes]
            switch format {
            case .json: print(try JSONOutput.string(["tables": tables]))
            case .text: print(ExplainText.tables(tables))
            }
            return
        }
        let reports = givenNames.map { name in
            ExplainReport(name: name, matches: Self.catalogs.flatMap { $0.lookUp(name) })
        }
        switch format {
        case .json:
            print(reports.count == 1 ? try JSONOutput.string(reports[0]) : try JSONOutput.string(reports))
        case .text:
            print(reports.map { ExplainText.matches($0.matches, for: $0.name) }.joined(separator: "\n\n"))
        }
    }

    /// The catalogs `explain` searches, in order; another catalog (lint's rule ids) is one more element.
    static let catalogs: [ExplainCatalog] = [
        ExplainCatalog(
            lookUp: Explanation.lookUp, knownNames: { Explanation.knownNames }, suggestion: Explanation.suggestion),
        LintExplain.catalog,
    ]

    /// The closest name any catalog knows.
    static func suggestion(for name: String) -> String? {
        let suggestions = catalogs.compactMap { $0.suggestion(name) }
        return suggestions.min { NameSuggestion.editDistance(name, $0) < NameSuggestion.editDistance(name, $1) }
    }
}

/// A source of explanations: a look-up and the names it knows for "did you mean".
struct ExplainCatalog: Sendable {
    /// Everything a name names in this catalog.
    var lookUp: @Sendable (String) -> [Explanation]
    /// The names it knows.
    var knownNames: @Sendable () -> [String]
    /// The closest known name to a misspelled one.
    var suggestion: @Sendable (String) -> String?
}

/// What `audiosession explain NAME --format json` prints (a list of these for several names).
struct ExplainReport: Encodable {
    /// The name as given.
    var name: String
    /// Everything it names.
    var matches: [Explanation]
}
