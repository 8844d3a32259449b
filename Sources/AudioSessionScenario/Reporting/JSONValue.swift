/// A JSON value written with sorted keys and shortest numbers, so equal reports give equal bytes (O3).
public indirect enum JSONValue: Hashable, Sendable {
    /// A string.
    case string(String)
    /// A number.
    case number(Double)
    /// A boolean.
    case bool(Bool)
    /// `null`.
    case null
    /// An array.
    case array([JSONValue])
    /// An object; written with its keys sorted.
    case object([String: JSONValue])

    /// The JSON text, pretty-printed with two-space indents and sorted keys.
    public func serialized(indent: Int = 0) -> String {
        var output = ""
        write(to: &output, indent: indent)
        return output
    }

    /// The JSON text on one line, with sorted keys and no spaces: a line of a JSON-lines stream.
    public var line: String {
        var output = ""
        writeLine(to: &output)
        return output
    }

    private func writeLine(to output: inout String) {
        switch self {
        case .string(let text): output += Self.quote(text)
        case .number(let value): output += Self.format(value)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                item.writeLine(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                output += Self.quote(key) + ":"
                members[key]!.writeLine(to: &output)
            }
            output += "}"
        }
    }

    private func write(to output: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .string(let text): output += Self.quote(text)
        case .number(let value): output += Self.format(value)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            if items.isEmpty {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += pad + "  "
                item.write(to: &output, indent: indent + 1)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += pad + "]"
        case .object(let members):
            if members.isEmpty {
                output += "{}"
                return
            }
            output += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                output += pad + "  " + Self.quote(key) + ": "
                members[key]!.write(to: &output, indent: indent + 1)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += pad + "}"
        }
    }

    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
