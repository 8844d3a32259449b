import Foundation

/// Where a SARIF log's readers find more about the tool and each rule: `informationUri` and the rules' `helpUri`.
///
/// The project has no public web address, so the log names none unless one is configured (`help_url` and
/// `information_url` in `.audiosession-lint.yml`, or `--help-url` and `--information-url`): each must be an
/// absolute `http` or `https` URL, and `{rule}` in the help URL stands for the rule's id.
public struct HelpLinks: Sendable, Equatable {
    /// The text in ``rulePattern`` replaced by a rule's id.
    public static let rulePlaceholder = "{rule}"

    /// The rules' help page, with ``rulePlaceholder`` where the rule's id goes (`https://example.org/rules/{rule}`).
    public var rulePattern: String?
    /// The tool's page.
    public var information: String?

    /// Links; `nil` for none.
    public init(rulePattern: String? = nil, information: String? = nil) {
        self.rulePattern = rulePattern
        self.information = information
    }

    /// Whether no link is configured.
    public var isEmpty: Bool { rulePattern == nil && information == nil }

    /// The help page of the rule `id`, if a help URL is configured.
    public func help(forRule id: String) -> String? {
        rulePattern?.replacingOccurrences(of: Self.rulePlaceholder, with: id)
    }

    /// These links, each taken from `other` where it gives one.
    public func overridden(by other: HelpLinks) -> HelpLinks {
        HelpLinks(rulePattern: other.rulePattern ?? rulePattern, information: other.information ?? information)
    }

    /// Why `text` cannot be a link (for `name`, as the user wrote it: `'help_url'`, `--help-url`), or `nil` when it
    /// is an absolute `http` or `https` URL with a host; ``rulePlaceholder`` is allowed where `takesRule`.
    public static func problem(with text: String, name: String, takesRule: Bool) -> String? {
        let candidate = takesRule ? text.replacingOccurrences(of: rulePlaceholder, with: "rule") : text
        if candidate.contains("{") || candidate.contains("}") {
            return takesRule
                ? "\(name) may hold no braces but the placeholder \(rulePlaceholder), not '\(text)'"
                : "\(name) may hold no braces, not '\(text)'"
        }
        let example = takesRule ? "https://example.org/rules/{rule}" : "https://example.org/tool"
        guard !candidate.contains(where: \.isWhitespace), let components = URLComponents(string: candidate),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty
        else { return "\(name) must be an absolute http or https URL (\(example)), not '\(text)'" }
        return nil
    }
}
