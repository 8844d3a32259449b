/// The shared text form of the SDK's option sets: known names in order, then the remaining bits in hex.
package enum OptionSetText {
    /// `[name, name, 0x100]` for `rawValue`, given the named members of an option set.
    package static func describe<Options: OptionSet>(
        _ rawValue: UInt, namedMembers: [(name: String, value: Options)]
    ) -> String where Options.RawValue == UInt {
        var parts: [String] = []
        var covered: UInt = 0
        for member in namedMembers {
            let bits = member.value.rawValue
            guard bits != 0, rawValue & bits == bits else { continue }
            parts.append(member.name)
            covered |= bits
        }
        let unknown = rawValue & ~covered
        if unknown != 0 { parts.append(hex(unknown)) }
        return "[" + parts.joined(separator: ", ") + "]"
    }

    /// `0x11`: lower-case hex with the `0x` prefix.
    package static func hex(_ value: UInt) -> String { "0x" + String(value, radix: 16) }
}
