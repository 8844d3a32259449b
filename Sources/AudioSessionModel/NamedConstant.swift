/// A constant of the SDK that has a Swift name (`playback`) besides its raw value.
///
/// Every string-backed and number-backed mirror of an `AVAudioSession` constant conforms, so that
/// command-line tools, scenario files and error messages can list, parse and print the known values.
public protocol NamedConstant: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The known constants with their Swift names, in the SDK's order.
    static var namedCases: [(name: String, value: Self)] { get }
    /// Deprecated spellings accepted when parsing, with the constant they name (`longForm`); empty by default.
    static var aliases: [(name: String, value: Self)] { get }
}

extension NamedConstant {
    /// No deprecated spellings.
    public static var aliases: [(name: String, value: Self)] { [] }

    /// The known constants, in the SDK's order.
    public static var allCases: [Self] { namedCases.map(\.value) }

    /// The Swift names of the known constants, in the SDK's order.
    public static var knownNames: [String] { namedCases.map(\.name) }

    /// Looks up a known constant by its Swift name (`playAndRecord`), or by a deprecated alias.
    public init?(name: String) {
        guard let found = (Self.namedCases + Self.aliases).first(where: { $0.name == name }) else { return nil }
        self = found.value
    }

    /// The Swift name of a known constant, or `nil` for a value this model does not know.
    public var knownName: String? { Self.namedCases.first(where: { $0.value == self })?.name }

    /// The Swift name, or the raw value for a constant this model does not know.
    public var description: String { knownName ?? "\(rawValue)" }
}
