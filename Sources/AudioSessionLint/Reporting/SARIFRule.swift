/// A lint rule as a SARIF `reportingDescriptor`: its catalog entry (``LintCatalog``) as text and Markdown, its tags
/// and default level, and its help page only when one is configured.
extension SARIF.Rule {
    init(_ rule: LintRule, links: HelpLinks) {
        let entry = LintCatalog.entry(for: rule)
        self.init(
            id: rule.id, name: rule.id, shortDescription: .init(text: rule.summary),
            fullDescription: .init(text: entry.explanation),
            help: .init(text: "Fix: " + entry.fix, markdown: Self.markdown(entry)),
            helpUri: links.help(forRule: rule.id), defaultConfiguration: .init(level: rule.severity.rawValue),
            properties: .init(
                tags: Self.tags(of: rule), behaviourRules: rule.behaviourRules.isEmpty ? nil : rule.behaviourRules))
    }

    /// The explanation, the behaviour rules that decide it, the example in a fenced code block, and the fix.
    static func markdown(_ entry: LintCatalog.Entry) -> String {
        var parts = [escaped(entry.explanation)]
        if !entry.rules.isEmpty { parts.append("Decided by the behaviour rules \(escaped(entry.rules)).") }
        if !entry.example.isEmpty {
            let language = entry.id == LintRule.deprecatedCAPI.id ? "objectivec" : "swift"
            parts.append("Example of code it reports:\n\n```\(language)\n\(entry.example)\n```")
        }
        parts.append("**Fix:** " + escaped(entry.fix))
        return parts.joined(separator: "\n\n")
    }

    /// `text` with the characters Markdown reads as emphasis, links or HTML escaped, except inside `` `code` ``.
    static func escaped(_ text: String) -> String {
        var result = ""
        var inCode = false
        for character in text {
            if character == "`" {
                inCode.toggle()
            } else if !inCode, "\\*_[]<>".contains(character) {
                result.append("\\")
            }
            result.append(character)
        }
        return result
    }

    /// What the rule is about (sorted, unique): the part of the session it concerns and the kind of harm.
    static func tags(of rule: LintRule) -> [String] {
        let tags: [String] =
            switch rule {
            case .invalidOptions, .invalidMode, .invalidPolicy: ["category", "correctness"]
            case .overrideNeedsPlayAndRecord: ["correctness", "routing"]
            case .noInterruptionHandling: ["interruptions", "reliability"]
            case .noResetHandling: ["media-services-reset", "reliability"]
            case .backgroundAudioModeMissing: ["background", "reliability"]
            case .micPromptAtLaunch: ["privacy", "user-experience"]
            case .bluetoothHFPForPlayback: ["audio-quality", "bluetooth", "routing"]
            case .mixableWithRemoteCommands: ["correctness", "now-playing"]
            case .deactivateWithoutNotify: ["interruptions", "other-apps"]
            case .activateToRead: ["activation", "other-apps"]
            case .deprecatedCAPI: ["deprecated", "maintainability"]
            default: ["tool"]
            }
        return Array(Set(tags)).sorted()
    }
}
