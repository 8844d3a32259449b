extension RuleEvaluator {
    /// `deprecated-c-api`: each call of the C Audio Session API, with its replacement.
    func deprecatedAPIFindings(in file: FileFacts) -> [Finding] {
        file.cAPICalls.map { call in
            let replacement = CAudioSessionAPI.replacements[call.name] ?? "AVAudioSession"
            return Finding(
                id: LintRule.deprecatedCAPI.id, severity: LintRule.deprecatedCAPI.severity, file: file.path,
                line: call.line, column: call.column,
                message: "\(call.name) is the C Audio Session API, deprecated since iOS 7, and the linter does not "
                    + "check what it configures: use \(replacement)",
                rule: nil, fix: LintCatalog.entry(for: .deprecatedCAPI).fix)
        }
    }
}
