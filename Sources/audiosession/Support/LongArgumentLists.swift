import ArgumentParser

/// Parses command lines with thousands of files or names in time proportional to their number.
///
/// ArgumentParser matches positional arguments in time that grows with the square of their number (20,000 files
/// took seconds), so `simulate`, `lint` and `explain` are parsed with their first positional argument only and given
/// the whole list afterwards.
enum LongArgumentLists {
    /// The options of `simulate`, `lint` and `explain` that take a value.
    private static let valued: Set<String> = [
        "--format", "--emit-scenarios", "--disable", "--config", "--baseline", "--write-baseline", "--help-url",
        "--information-url",
    ]

    /// Parses `arguments` (without the program name) into the command to run.
    static func parse(_ arguments: [String]) throws -> any ParsableCommand {
        if arguments.first == "check" { return try AudioSessionTool.parseAsRoot(joiningRepeatedOptions(arguments)) }
        guard let name = arguments.first, ["simulate", "lint", "explain"].contains(name) else {
            return try AudioSessionTool.parseAsRoot(arguments)
        }
        var options: [String] = []
        var positionals: [String] = []
        var index = 1
        var afterDashes = false
        while index < arguments.count {
            let argument = arguments[index]
            if afterDashes || !argument.hasPrefix("-") || argument == "-" || (name == "explain" && isNumber(argument)) {
                positionals.append(argument)
            } else if argument == "--" {
                afterDashes = true
                if name == "explain" { positionals.append(argument) }
            } else {
                options.append(argument)
                if valued.contains(argument), index + 1 < arguments.count {
                    index += 1
                    options.append(arguments[index])
                }
            }
            index += 1
        }
        guard positionals.count > 1 else { return try AudioSessionTool.parseAsRoot(arguments) }
        if name == "simulate" {
            let command = try AudioSessionTool.parseAsRoot([name] + options + ["--", positionals[0]])
            guard var simulate = command as? Simulate else { return command }
            simulate.files = positionals
            return simulate
        }
        if name == "lint" {
            let command = try AudioSessionTool.parseAsRoot([name] + options + ["--", positionals[0]])
            guard var lint = command as? Lint else { return command }
            lint.paths = positionals
            return lint
        }
        let command = try AudioSessionTool.parseAsRoot([name] + options)
        guard var explain = command as? Explain else { return command }
        explain.names = positionals
        try explain.validate()
        return explain
    }

    /// `check` with its repeated `--options` given as one comma-separated list, where the first one was: the same
    /// options (the list is read as comma-separated or repeated), parsed in time proportional to their number
    /// (ArgumentParser takes time that grows with the square of the repetitions of an array option: 8,000 took
    /// seconds).
    static func joiningRepeatedOptions(_ arguments: [String]) -> [String] {
        var values: [String] = []
        var rest: [String] = []
        var first: Int?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                rest += arguments[index...]
                break
            }
            if argument == "--options", index + 1 < arguments.count {
                first = first ?? rest.count
                values.append(arguments[index + 1])
                index += 2
                continue
            }
            if argument.hasPrefix("--options=") {
                first = first ?? rest.count
                values.append(String(argument.dropFirst("--options=".count)))
                index += 1
                continue
            }
            rest.append(argument)
            index += 1
        }
        guard values.count > 1, let first else { return arguments }
        rest.insert(contentsOf: ["--options", values.joined(separator: ",")], at: first)
        return rest
    }

    /// `-50`, `-12.5`: a negative error value, which `explain` reads as a name.
    private static func isNumber(_ text: String) -> Bool { Double(text) != nil }
}
