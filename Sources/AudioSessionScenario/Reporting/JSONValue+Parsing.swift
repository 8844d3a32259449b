import Foundation

extension JSONValue {
    /// The value of a JSON text, or `nil` when it is not JSON.
    package init?(parsing text: String) {
        guard let decoded = try? JSONDecoder().decode(DecodedJSON.self, from: Data(text.utf8)) else { return nil }
        self = decoded.value
    }
}

/// A JSON value as `JSONDecoder` reads it: booleans, numbers and strings told apart by the decoder.
private struct DecodedJSON: Decodable {
    var value: JSONValue

    init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !list.isAtEnd { items.append(try list.decode(DecodedJSON.self).value) }
            value = .array(items)
            return
        }
        if let map = try? decoder.container(keyedBy: Key.self) {
            var members: [String: JSONValue] = [:]
            for key in map.allKeys { members[key.stringValue] = try map.decode(DecodedJSON.self, forKey: key).value }
            value = .object(members)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            value = .null
        } else if let flag = try? single.decode(Bool.self) {
            value = .bool(flag)
        } else if let number = try? single.decode(Double.self) {
            value = .number(number)
        } else {
            value = .string(try single.decode(String.self))
        }
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
