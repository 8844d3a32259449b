/// A constant of the SDK that has a Swift name (`playback`) besides its raw value.
///
/// Every string-backed and number-backed mirror of an `AVAudioSession` constant conforms, so that
/// command-line tools, scenario files and error messages can list, parse and print the known values. A constant is
/// also found by its Objective-C name (`AVAudioSessionCategoryPlayback`), see ``objectiveCPrefixes``.
public protocol NamedConstant: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The known constants with their Swift names, in the SDK's order.
    static var namedCases: [(name: String, value: Self)] { get }
    /// Deprecated spellings accepted when parsing, with the constant they name (`longForm`); empty by default.
    static var aliases: [(name: String, value: Self)] { get }
    /// The SDK's Swift type, for notes: `AVAudioSession.Category`; empty when the SDK has no such type.
    static var swiftTypeName: String { get }
    /// The prefixes of the Objective-C constants (`AVAudioSessionCategory`); the first is the current one. Empty when
    /// the SDK declares no Objective-C constants for the type.
    static var objectiveCPrefixes: [String] { get }
    /// Objective-C spellings that do not follow prefix plus capitalised Swift name (`usbAudio` is `...USBAudio`).
    static var objectiveCSuffixes: [String: String] { get }
    /// Deprecated Objective-C names that do not follow the prefixes (`AVAudioSessionErrorInsufficientPriority`).
    static var objectiveCAliases: [(name: String, value: Self)] { get }
}

extension NamedConstant {
    /// No deprecated spellings.
    public static var aliases: [(name: String, value: Self)] { [] }
    /// No SDK type.
    public static var swiftTypeName: String { "" }
    /// No Objective-C constants.
    public static var objectiveCPrefixes: [String] { [] }
    /// Every Objective-C name is prefix plus capitalised Swift name.
    public static var objectiveCSuffixes: [String: String] { [:] }
    /// No irregular Objective-C names.
    public static var objectiveCAliases: [(name: String, value: Self)] { [] }

    /// The known constants, in the SDK's order.
    public static var allCases: [Self] { namedCases.map(\.value) }

    /// The Swift names of the known constants, in the SDK's order.
    public static var knownNames: [String] { namedCases.map(\.name) }

    /// The Objective-C names of the known constants and aliases (`AVAudioSessionCategoryPlayback`), each with its
    /// constant: every prefix in ``objectiveCPrefixes`` with every Swift name.
    public static var objectiveCNames: [(name: String, value: Self)] {
        ObjectiveCName.names(
            of: namedCases + aliases, prefixes: objectiveCPrefixes, suffixes: objectiveCSuffixes)
            + objectiveCAliases
    }

    /// Every name ``init(name:)`` accepts: Swift names, deprecated aliases and Objective-C names.
    public static var acceptedNames: [String] { (namedCases + aliases + objectiveCNames).map(\.name) }

    /// Looks up a known constant by its Swift name (`playAndRecord`), a deprecated alias, or its Objective-C name
    /// (`AVAudioSessionCategoryPlayAndRecord`).
    public init?(name: String) {
        if let found = (Self.namedCases + Self.aliases).first(where: { $0.name == name }) {
            self = found.value
        } else if name.hasPrefix("AV"), let found = Self.objectiveCNames.first(where: { $0.name == name }) {
            self = found.value
        } else {
            return nil
        }
    }

    /// The closest accepted name to a misspelled one: an Objective-C name for text that starts like one, else a Swift
    /// name or alias.
    public static func suggestion(for name: String) -> String? {
        let candidates =
            name.hasPrefix("AV") && !objectiveCPrefixes.isEmpty
            ? objectiveCNames.map(\.name) : (namedCases + aliases).map(\.name)
        return NameSuggestion.closest(to: name, in: candidates)
    }

    /// `AVAudioSessionCategoryPlayback is the Objective-C name of AVAudioSession.Category.playback` when `name` is an
    /// Objective-C name; `nil` otherwise.
    public static func objectiveCNote(for name: String) -> String? {
        guard name.hasPrefix("AV"), let found = objectiveCNames.first(where: { $0.name == name }) else { return nil }
        return ObjectiveCName.note(
            name, swiftName: found.value.knownName ?? "\(found.value.rawValue)", type: swiftTypeName)
    }

    /// The Swift name of a known constant, or `nil` for a value this model does not know.
    @inlinable
    public var knownName: String? { Self.namedCases.first(where: { $0.value == self })?.name }

    /// The Swift name, or the raw value for a constant this model does not know.
    @inlinable
    public var description: String { knownName ?? "\(rawValue)" }
}
