/// A token of Objective-C or Objective-C++ source; comments and preprocessor lines are dropped.
struct ObjCToken: Sendable {
    /// What kind of token.
    enum Kind: Sendable {
        case identifier, number, string, punctuation
    }

    var kind: Kind
    /// The text; a string literal's contents without quotes.
    var text: String
    /// 1-based line.
    var line: Int
    /// 1-based column, in bytes.
    var column: Int
}

/// Splits Objective-C (and C, C++) source into tokens, skipping comments, character literals and preprocessor
/// lines; both branches of `#if` are kept, unless `firstBranchOnly` asks for the code of the first branch alone (for
/// files whose branches each open a brace they share a close for).
enum ObjCTokenizer {
    /// The tokens, or a problem (an unterminated comment or string) with where it starts.
    static func tokenize(
        _ source: String, firstBranchOnly: Bool = false
    ) -> (tokens: [ObjCToken], problem: (String, Int, Int)?) {
        var bytes = Array(source.utf8)
        bytes.append(0)
        var tokens: [ObjCToken] = []
        tokens.reserveCapacity(bytes.count / 4)
        var index = 0
        var line = 1
        var lineStart = 0
        var atLineStart = true
        let end = bytes.count - 1
        // For `firstBranchOnly`: per open `#if`, whether its current branch is skipped.
        var conditionals: [Bool] = []

        func text(_ from: Int, _ to: Int) -> String {
            String(decoding: bytes[from..<to], as: UTF8.self)
        }

        /// The directive's name (`if`, `ifdef`, `else`, `endif`...) of the preprocessor line starting at `start`.
        func directive(at start: Int) -> String {
            var index = start + 1
            while index < end && (bytes[index] == 32 || bytes[index] == 9) { index += 1 }
            let nameStart = index
            while index < end && isIdentifierPart(bytes[index]) { index += 1 }
            return text(nameStart, index)
        }

        while index < end {
            let byte = bytes[index]
            let column = index - lineStart + 1
            switch byte {
            case 10:
                index += 1
                line += 1
                lineStart = index
                atLineStart = true
                continue
            case 32, 9, 13, 12, 11:
                index += 1
                continue
            case UInt8(ascii: "#") where atLineStart:
                if firstBranchOnly {
                    switch directive(at: index) {
                    case "if", "ifdef", "ifndef": conditionals.append(false)
                    case "elif", "else": if !conditionals.isEmpty { conditionals[conditionals.count - 1] = true }
                    case "endif": if !conditionals.isEmpty { conditionals.removeLast() }
                    default: break
                    }
                }
                // A preprocessor line, with its backslash continuations.
                while index < end && bytes[index] != 10 {
                    if bytes[index] == UInt8(ascii: "\\") && bytes[index + 1] == 10 {
                        index += 2
                        line += 1
                        lineStart = index
                        continue
                    }
                    if bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "*") { break }
                    index += 1
                }
                continue
            case UInt8(ascii: "/") where bytes[index + 1] == UInt8(ascii: "/"):
                while index < end && bytes[index] != 10 { index += 1 }
                continue
            case UInt8(ascii: "/") where bytes[index + 1] == UInt8(ascii: "*"):
                let startLine = line
                index += 2
                while index < end && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    if bytes[index] == 10 {
                        line += 1
                        lineStart = index + 1
                    }
                    index += 1
                }
                if index >= end { return (tokens, ("unterminated comment; the file is skipped", startLine, column)) }
                index += 2
                continue
            default:
                if conditionals.contains(true) {
                    // A line of a branch that is not kept.
                    while index < end && bytes[index] != 10 { index += 1 }
                    continue
                }
            }
            atLineStart = false
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let quote = byte
                let start = index + 1
                index += 1
                while index < end && bytes[index] != quote && bytes[index] != 10 {
                    index += bytes[index] == UInt8(ascii: "\\") && bytes[index + 1] != 0 ? 2 : 1
                }
                guard index < end, bytes[index] == quote else {
                    return (tokens, ("unterminated string or character literal; the file is skipped", line, column))
                }
                if quote == UInt8(ascii: "\"") {
                    tokens.append(ObjCToken(kind: .string, text: text(start, index), line: line, column: column))
                }
                index += 1
                continue
            }
            if isIdentifierStart(byte) {
                let start = index
                while isIdentifierPart(bytes[index]) { index += 1 }
                tokens.append(ObjCToken(kind: .identifier, text: text(start, index), line: line, column: column))
                continue
            }
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                let start = index
                while isIdentifierPart(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
                tokens.append(ObjCToken(kind: .number, text: text(start, index), line: line, column: column))
                continue
            }
            // Two-character punctuation the scanner cares about.
            let next = bytes[index + 1]
            if (byte == UInt8(ascii: "-") && next == UInt8(ascii: ">"))
                || (byte == UInt8(ascii: ":") && next == UInt8(ascii: ":"))
                || (byte == UInt8(ascii: "|") && next == UInt8(ascii: "|"))
            {
                tokens.append(ObjCToken(kind: .punctuation, text: text(index, index + 2), line: line, column: column))
                index += 2
                continue
            }
            tokens.append(ObjCToken(kind: .punctuation, text: text(index, index + 1), line: line, column: column))
            index += 1
        }
        return (tokens, nil)
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
