/// A string raw value kept as a number: its position among a type's known raw values when it is one of them, else
/// its place in a process-wide table of the other raw values seen. Copying one copies four bytes, comparing two
/// compares four bytes, and a value holding one (a configuration, a port) copies without retaining anything.
///
/// Always built by ``init(_:among:)``, so a custom value never equals a known one, and two custom values are equal
/// exactly when their strings are.
struct KnownRawValue: Hashable, Sendable {
    /// Below `customBase`: the position among the known raw values; from `customBase` on: the custom table's entry.
    private let number: UInt32

    /// Known raw values per type (at most this many).
    private static let customBase: UInt32 = 256

    /// The value for `string`, given the type's known raw values (at most 256).
    init(_ string: String, among known: [String]) {
        if let index = known.firstIndex(of: string) {
            number = UInt32(index)
        } else {
            number = Self.customBase + CustomRawValues.number(of: string)
        }
    }

    /// The raw value, given the type's known raw values.
    func string(among known: [String]) -> String {
        number < Self.customBase ? known[Int(number)] : CustomRawValues.string(numbered: number - Self.customBase)
    }
}

/// The raw values the model does not know, each numbered once and kept for the life of the process (a scenario or a
/// host app uses a few; they are strings an SDK newer than the model introduced, or mistakes being reported).
enum CustomRawValues {
    private struct Table: Sendable {
        var strings: [String] = []
        var numbers: [String: UInt32] = [:]
    }

    private static let table = Locked(Table())

    /// The string's number, numbering it if new.
    static func number(of string: String) -> UInt32 {
        table.withLock { table in
            if let number = table.numbers[string] { return number }
            let number = UInt32(table.strings.count)
            table.strings.append(string)
            table.numbers[string] = number
            return number
        }
    }

    /// The string numbered `number`.
    static func string(numbered number: UInt32) -> String {
        table.withLock { $0.strings[Int(number)] }
    }
}
