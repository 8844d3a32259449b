/// Encodes options as a list of names (and hex for unknown bits); decodes names, hex strings or a number.
extension CategoryOptions: Codable {
    /// Decodes a list of names, or the raw number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let raw = try? container.decode(UInt.self) {
            self.init(rawValue: raw)
            return
        }
        let names = try container.decode([String].self)
        var options = CategoryOptions()
        for name in names {
            if let option = CategoryOptions(name: name) {
                options.insert(option)
            } else if name.hasPrefix("0x"), let bits = UInt(name.dropFirst(2), radix: 16) {
                options.insert(CategoryOptions(rawValue: bits))
            } else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "unknown category option '\(name)'")
            }
        }
        self = options
    }

    /// Encodes the names, and unknown bits as a hex string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        var parts = names
        if unknownBits != 0 { parts.append(OptionSetText.hex(unknownBits)) }
        try container.encode(parts)
    }
}
