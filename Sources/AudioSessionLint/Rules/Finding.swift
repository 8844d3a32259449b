import AudioSessionModel

/// One thing `audiosession lint` reports, at a place in a file.
public struct Finding: Hashable, Sendable, Codable {
    /// The lint rule's id (`invalid-options`).
    public var id: String
    /// `error` or `warning`.
    public var severity: LintRule.Severity
    /// The path, as given on the command line.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// What happens at run time.
    public var message: String
    /// The behaviour rule that decides it (`C3`), where one does.
    public var rule: String?
    /// How to fix it, where one fix is known.
    public var fix: String?
    /// Why the finding is not counted, when an inline `audiosession-lint:disable` directive suppresses it.
    public var suppression: Suppression?
    /// What the code configures, for the scenario that reproduces the finding; not printed.
    var setting: FindingSetting?
    /// The target it was found in (``LintTarget/name``); not printed.
    var target: String?

    enum CodingKeys: String, CodingKey {
        case id, severity, file, line, column, message, rule, fix, suppression
    }

    /// An inline suppression of a finding, as SARIF's `suppressions` entries describe it.
    public struct Suppression: Hashable, Sendable, Codable {
        /// `inSource`: a comment in the code suppresses it.
        public var kind = "inSource"
        /// The reason the comment gives, if any.
        public var justification: String?
    }

    /// The key that tells two findings apart in one report: the same finding found in two targets (a file shared
    /// by both) is reported once.
    var identity: String { "\(file)\u{1}\(line)\u{1}\(column)\u{1}\(id)\u{1}\(message)" }

    /// Findings in report order: file, line, column, then id.
    static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.id) < (rhs.file, rhs.line, rhs.column, rhs.id)
    }
}

/// The configuration the code sets where a finding is, for the scenario that reproduces it.
struct FindingSetting: Hashable, Sendable {
    /// The configuration the code gives (`SessionConfiguration.initial` when it gives none).
    var configuration: SessionConfiguration
    /// Whether the deactivation asks to notify others.
    var notifiesOthers = false
}
