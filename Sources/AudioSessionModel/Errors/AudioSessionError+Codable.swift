/// Encodes an error as `{"code": "badParam", "value": -50, "fourCharacterCode": null, "message": "..."}`.
///
/// Decoding reads `value`, or `code` (the Swift name) when there is no `value`; `AVAudioSession` errors are `NSError`s
/// in `NSOSStatusErrorDomain`, which this form keeps readable.
extension AudioSessionError: Codable {
    private enum CodingKeys: String, CodingKey {
        case code, value, fourCharacterCode, message
    }

    /// Decodes `value` (or `code`, a Swift name) and `message`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let message = try container.decodeIfPresent(String.self, forKey: .message) ?? ""
        if let value = try container.decodeIfPresent(Int.self, forKey: .value) {
            self.init(Code(rawValue: value), message)
            return
        }
        let name = try container.decode(String.self, forKey: .code)
        guard let code = Code(name: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .code, in: container, debugDescription: "unknown error code '\(name)'")
        }
        self.init(code, message)
    }

    /// Encodes the Swift name, the value, the four-character code (`null` when it has none) and the message.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code.name, forKey: .code)
        try container.encode(code.rawValue, forKey: .value)
        try container.encode(code.fourCharacterCode, forKey: .fourCharacterCode)
        try container.encode(message, forKey: .message)
    }
}
