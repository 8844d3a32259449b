/// Turns a file's bytes into text, naming the line and column of the first byte that is not UTF-8.
enum UTF8Text {
    /// The text of `bytes`, or an error at the first invalid byte.
    static func decode(_ bytes: [UInt8], file: String) throws(ScenarioError) -> String {
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        var offset = 0
        var line = 1
        var lineStart = 0
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" {
                    line += 1
                    lineStart = offset
                }
            case .emptyInput:
                break decoding
            case .error:
                let byte = String(bytes[offset], radix: 16, uppercase: true)
                throw ScenarioError(
                    file: file, line: line,
                    message: "the file is not UTF-8 text: byte 0x\(byte) at column \(offset - lineStart + 1) "
                        + "(byte offset \(offset)) is not valid UTF-8; save the file as UTF-8")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
