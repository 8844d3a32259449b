import ArgumentParser
import AudioSessionModel
import Foundation

/// Resolves the names given on the command line, or fails with a usage error (exit 64) suggesting the closest name.
///
/// A name can be the Swift name (`playback`), a deprecated alias (`allowBluetooth`) or the Objective-C name
/// (`AVAudioSessionCategoryPlayback`); ``notes`` says what each Objective-C name given stands for.
struct NameLookup {
    /// `AVAudioSessionCategoryPlayback is the Objective-C name of AVAudioSession.Category.playback`, one per
    /// Objective-C name looked up, in the order given.
    private(set) var notes: [String] = []

    /// A known constant by any accepted name; `kind` names the vocabulary in the error.
    mutating func constant<Constant: NamedConstant>(_ name: String, kind: String) throws -> Constant {
        guard let value = Constant(name: name) else {
            throw ValidationError(Self.unknown(name, kind: kind, suggestion: Constant.suggestion(for: name)))
        }
        if let note = Constant.objectiveCNote(for: name) { notes.append(note) }
        return value
    }

    /// `unknown category 'playbak'; did you mean 'playback'?`
    static func unknown(_ name: String, kind: String, suggestion: String?) -> String {
        "unknown \(kind) '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }

    /// `unknown category 'playbak'; did you mean 'playback'?`, the suggestion taken from `candidates`.
    static func unknown(_ name: String, kind: String, candidates: [String]) -> String {
        unknown(name, kind: kind, suggestion: NameSuggestion.closest(to: name, in: candidates))
    }

    /// A category by any accepted name.
    mutating func category(_ name: String) throws -> AudioSessionModel.Category {
        try constant(name, kind: "category")
    }

    /// A mode by any accepted name.
    mutating func mode(_ name: String) throws -> Mode { try constant(name, kind: "mode") }

    /// A route-sharing policy by any accepted name (`longForm`, `AVAudioSessionRouteSharingPolicyLongFormAudio`).
    mutating func policy(_ name: String) throws -> RouteSharingPolicy {
        try constant(name, kind: "route-sharing policy")
    }

    /// Options from `a,b` lists (repeatable), by Swift name, deprecated alias (`allowBluetooth`) or Objective-C name.
    mutating func options(_ lists: [String]) throws -> CategoryOptions {
        var options = CategoryOptions()
        for list in lists {
            let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            for name in names where !name.isEmpty {
                guard let option = CategoryOptions(name: name) else {
                    throw ValidationError(
                        Self.unknown(name, kind: "option", suggestion: CategoryOptions.suggestion(for: name)))
                }
                if let note = CategoryOptions.objectiveCNote(for: name) { notes.append(note) }
                options.insert(option)
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
