/// A string raw value kept as its position among a type's known raw values when it is one of them, so that copying
/// a known constant retains nothing and comparing two compares one byte; any other string is kept as it is.
///
/// Always built by ``init(_:among:)``, so a custom value never equals a known one.
enum KnownRawValue: Hashable, Sendable {
    /// The position in the type's known raw values.
    case known(UInt8)
    /// A raw value the model does not know.
    case custom(String)

    /// The value for `string`, given the type's known raw values (at most 256).
    init(_ string: String, among known: [String]) {
        if let index = known.firstIndex(of: string) {
            self = .known(UInt8(index))
        } else {
            self = .custom(string)
        }
    }

    /// The raw value, given the type's known raw values.
    func string(among known: [String]) -> String {
        switch self {
        case .known(let index): known[Int(index)]
        case .custom(let string): string
        }
    }
}
