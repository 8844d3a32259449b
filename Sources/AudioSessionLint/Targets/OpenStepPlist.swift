/// A value of an old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`.
enum OpenStepValue: Sendable, Equatable {
    case string(String)
    case array([OpenStepValue])
    case dictionary([String: OpenStepValue])

    /// The string, if this is one.
    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    var array: [OpenStepValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The entries, if this is a dictionary.
    var dictionary: [String: OpenStepValue]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The entry for `key`, if this is a dictionary that has it.
    subscript(key: String) -> OpenStepValue? { dictionary?[key] }
}

/// Reads old-style property lists: `{ key = value; }`, `( a, b )`, quoted and bare strings, `//` and `/* */`
/// comments. Data (`<0fa3>`) is read as a string. Returns `nil` for text that is not one.
struct OpenStepPlist {
    private let bytes: [UInt8]
    private var index = 0

    /// Parses `text`; `nil` when it is not an old-style property list.
    static func parse(_ text: String) -> OpenStepValue? {
        var parser = OpenStepPlist(bytes: Array(text.utf8))
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipSpace()
        return parser.index == parser.bytes.count ? value : nil
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func skipSpace() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
            } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
                index += 2
                while index + 1 < bytes.count && !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
                index = min(bytes.count, index + 2)
            } else {
                return
            }
        }
    }

    private mutating func value(depth: Int) -> OpenStepValue? {
        guard depth < 100 else { return nil }
        skipSpace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var entries: [String: OpenStepValue] = [:]
            while true {
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .dictionary(entries)
                }
                guard let key = string() else { return nil }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
                index += 1
                guard let entry = value(depth: depth + 1) else { return nil }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return nil }
                index += 1
                entries[key] = entry
            }
        case UInt8(ascii: "("):
            index += 1
            var elements: [OpenStepValue] = []
            while true {
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ")") {
                    index += 1
                    return .array(elements)
                }
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") { index += 1 }
            }
        case UInt8(ascii: "<"):
            let start = index
            while index < bytes.count && bytes[index] != UInt8(ascii: ">") { index += 1 }
            guard index < bytes.count else { return nil }
            index += 1
            return .string(String(decoding: bytes[start..<index], as: UTF8.self))
        default:
            return string().map(OpenStepValue.string)
        }
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || [
                UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: ":"),
                UInt8(ascii: "-"), UInt8(ascii: "+"),
            ].contains(byte) || byte >= 0x80
    }

    private mutating func string() -> String? {
        skipSpace()
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            var result: [UInt8] = []
            while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                    switch bytes[index] {
                    case UInt8(ascii: "n"): result.append(0x0A)
                    case UInt8(ascii: "t"): result.append(0x09)
                    default: result.append(bytes[index])
                    }
                } else {
                    result.append(bytes[index])
                }
                index += 1
            }
            guard index < bytes.count else { return nil }
            index += 1
            return String(decoding: result, as: UTF8.self)
        }
        let start = index
        while index < bytes.count && Self.isBare(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
