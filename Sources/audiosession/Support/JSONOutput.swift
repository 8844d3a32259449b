import Foundation

/// The JSON every subcommand prints: sorted keys, pretty-printed, slashes unescaped.
enum JSONOutput {
    /// `value` as JSON text.
    static func string(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
