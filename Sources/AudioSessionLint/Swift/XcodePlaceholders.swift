/// Xcode's editor placeholders (`<#name#>`, `<#T##type: Type##Type#>`): code pasted from a template or a completion
/// and not yet filled in. swift-syntax reads each as an identifier with an error, which would make the file a syntax
/// error; the linter reads the code around them instead.
enum XcodePlaceholders {
    /// `source` with each placeholder replaced by an identifier of underscores of the same length in bytes, so that
    /// lines and columns stay where they were. A placeholder is read as the Swift lexer reads it: from `<#` to the
    /// next `#>` on the same line, without another `<#` between. As an identifier it is a value the linter cannot
    /// read: a rule that needs it stays silent.
    static func blanked(_ source: String) -> String {
        var previous: UInt8 = 0
        let opens = source.utf8.contains { byte in
            defer { previous = byte }
            return previous == UInt8(ascii: "<") && byte == UInt8(ascii: "#")
        }
        guard opens else { return source }
        var bytes = Array(source.utf8)
        var changed = false
        var index = 0
        while index + 3 < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "#") else {
                index += 1
                continue
            }
            var end = index + 2
            var closed = false
            while end + 1 < bytes.count {
                let byte = bytes[end]
                if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "<") && bytes[end + 1] == UInt8(ascii: "#")) {
                    break
                }
                if byte == UInt8(ascii: "#") && bytes[end + 1] == UInt8(ascii: ">") {
                    closed = true
                    break
                }
                end += 1
            }
            guard closed else {
                index = end
                continue
            }
            for offset in index...(end + 1) { bytes[offset] = UInt8(ascii: "_") }
            changed = true
            index = end + 2
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : source
    }
}
