import ArgumentParser
import AudioSessionModel
import Foundation

/// Resolves the names given on the command line, or fails with a usage error (exit 64) suggesting the closest name.
enum NameLookup {
    /// The value named `name` among `candidates` and `aliases`; suggestions come from the candidates only.
    static func value<Value>(
        named name: String, kind: String, candidates: [(name: String, value: Value)],
        aliases: [(name: String, value: Value)] = []
    ) throws -> Value {
        if let found = (candidates + aliases).first(where: { $0.name == name }) { return found.value }
        throw ValidationError(unknown(name, kind: kind, candidates: candidates.map(\.name)))
    }

    /// `unknown category 'playbak'; did you mean 'playback'?`
    static func unknown(_ name: String, kind: String, candidates: [String]) -> String {
        "unknown \(kind) '\(name)'" + NameSuggestion.didYouMean(name, in: candidates)
    }

    /// A category by its Swift name.
    static func category(_ name: String) throws -> AudioSessionModel.Category {
        try value(
            named: name, kind: "category", candidates: AudioSessionModel.Category.namedCases,
            aliases: AudioSessionModel.Category.aliases)
    }

    /// A mode by its Swift name.
    static func mode(_ name: String) throws -> Mode {
        try value(named: name, kind: "mode", candidates: Mode.namedCases, aliases: Mode.aliases)
    }

    /// A route-sharing policy by its Swift name or deprecated alias (`longForm`).
    static func policy(_ name: String) throws -> RouteSharingPolicy {
        try value(
            named: name, kind: "route-sharing policy", candidates: RouteSharingPolicy.namedCases,
            aliases: RouteSharingPolicy.aliases)
    }

    /// Options from `a,b` lists (repeatable), by Swift name or deprecated alias (`allowBluetooth`).
    static func options(_ lists: [String]) throws -> CategoryOptions {
        var options = CategoryOptions()
        for list in lists {
            let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            for name in names where !name.isEmpty {
                options.insert(
                    try value(
                        named: name, kind: "option", candidates: CategoryOptions.namedMembers,
                        aliases: CategoryOptions.aliases))
            }
        }
        return options
    }

    /// The iOS version the rules follow.
    static func os(_ name: String) throws -> OSVersion {
        if let version = OSVersion(name: name) { return version }
        throw ValidationError("unknown iOS version '\(name)'; use " + OSVersion.knownNames.joined(separator: " or "))
    }
}
