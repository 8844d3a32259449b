/// The big-endian number whose four bytes spell `code` (`"spkr"` is `0x73706B72`), as the SDK's `'spkr'` literals.
func fourCC(_ code: StaticString) -> UInt {
    precondition(code.utf8CodeUnitCount == 4, "a four-character code has four ASCII characters")
    var value: UInt = 0
    code.withUTF8Buffer { for byte in $0 { value = value << 8 | UInt(byte) } }
    return value
}
