/// The arguments of `audiosession lint PATH... [--format text|json|sarif] [--emit-scenarios DIR] [--disable ID,...]
/// [--config FILE] [--baseline FILE] [--write-baseline FILE] [--help-url URL] [--information-url URL]`.
public struct LintArguments: Equatable, Sendable {
    /// The output forms.
    public enum Format: String, Equatable, Sendable, CaseIterable {
        case text, json, sarif
    }

    /// Files and folders to lint.
    public var paths: [String] = []
    /// The output form.
    public var format: Format = .text
    /// Where to write one scenario per finding with a run-time consequence.
    public var scenarioFolder: String?
    /// Rule ids not reported.
    public var disabled: Set<String> = []
    /// The configuration file (`--config`), instead of `.audiosession-lint.yml` in each folder given.
    public var configPath: String?
    /// The baseline whose findings are not reported (`--baseline`).
    public var baselinePath: String?
    /// Where to write a baseline of this run's findings (`--write-baseline`).
    public var writeBaselinePath: String?
    /// The SARIF log's links (`--help-url`, `--information-url`), over those of the configuration files.
    public var helpLinks = HelpLinks()

    /// Parses the arguments after `lint`; a usage error names what is wrong.
    public init(parsing arguments: [String]) throws(LintUsageError) {
        var index = 0
        var onlyPaths = false
        func value(_ option: String, _ inline: String?) throws(LintUsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw LintUsageError("\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                paths.append(argument)
                index += 1
                continue
            }
            if argument == "--" {
                onlyPaths = true
                index += 1
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let option = parts[0]
            let inline = parts.count == 2 ? parts[1] : nil
            switch option {
            case "--format":
                let name = try value(option, inline)
                guard let format = Format(rawValue: name) else {
                    throw LintUsageError("unknown format '\(name)'; use text, json or sarif")
                }
                self.format = format
            case "--emit-scenarios":
                scenarioFolder = try value(option, inline)
            case "--config":
                configPath = try value(option, inline)
            case "--baseline":
                baselinePath = try value(option, inline)
            case "--write-baseline":
                writeBaselinePath = try value(option, inline)
            case "--help-url", "--information-url":
                let url = try value(option, inline)
                let takesRule = option == "--help-url"
                if let message = HelpLinks.problem(with: url, name: option, takesRule: takesRule) {
                    throw LintUsageError(message)
                }
                if takesRule { helpLinks.rulePattern = url } else { helpLinks.information = url }
            case "--disable":
                for id in try value(option, inline).split(separator: ",").map({ String($0).trimmed }) where !id.isEmpty
                {
                    guard LintRule(id: id) != nil else {
                        throw LintUsageError(
                            "unknown rule '\(id)' in --disable; rules: "
                                + LintRule.all.map(\.id).joined(separator: ", "))
                    }
                    disabled.insert(id)
                }
            default:
                throw LintUsageError("unknown option '\(argument)'")
            }
            index += 1
        }
        if paths.isEmpty { throw LintUsageError("give at least one file or folder to lint") }
    }
}

extension String {
    fileprivate var trimmed: String {
        var result = Substring(self)
        while result.first?.isWhitespace == true { result.removeFirst() }
        while result.last?.isWhitespace == true { result.removeLast() }
        return String(result)
    }
}
