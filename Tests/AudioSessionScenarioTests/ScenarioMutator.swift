import AudioSessionModel
import Foundation

/// Mutates scenario files the way fuzzing found bugs: byte flips, line deletions and duplications, number
/// changes, key swaps, huge values and YAML oddities. Deterministic for a given generator state.
struct ScenarioMutator {

    /// Numbers and times that stress the parser and the simulator's arithmetic.
    static let numbers = [
        "0", "-1", "1e308", "2562047h", "99999h", "100000h", "359999999s", ".nan", "-.inf", "0.000000001",
        "9223372036854775807", "1e-400", "250ms", "1000h", "1", "3", "1001", "0x10", "1_000",
    ]

    /// Tokens inserted as values or keys.
    static let tokens = [
        "~", "null", "[]", "{}", "true", "&a", "*a", "!!binary", "? ", ": ", "- ", "#", "'", "\"", "|", ">", "\t",
        "{at: 99999h, user: lock}", "{after: 99999h, do: play}", "[*a, *a]", "<<: *a", "\u{0}", "\u{FEFF}",
        "play", "activate", "routeChange", "interruptionBegan", "connect: wiredHeadphones", "system: alarm",
    ]

    var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(state: seed) }

    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &generator) }

    /// One to four mutations of `text`.
    mutating func mutate(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<(1 + int(0..<4)) {
            guard !lines.isEmpty else {
                lines = [""]
                continue
            }
            let index = int(0..<lines.count)
            switch int(0..<8) {
            case 0: lines.remove(at: index)
            case 1: lines.insert(lines[index], at: index)
            case 2: lines[index] = flipByte(lines[index])
            case 3: lines[index] = changeNumber(lines[index])
            case 4:
                let other = int(0..<lines.count)
                lines.swapAt(index, other)
            case 5: lines[index] = swapKey(lines[index], with: lines[int(0..<lines.count)])
            case 6: lines[index] = insert(Self.tokens[int(0..<Self.tokens.count)], into: lines[index])
            default: lines[index] = insert(Self.numbers[int(0..<Self.numbers.count)], into: lines[index])
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A byte of the line flipped, as a damaged file would have it (kept as text: invalid UTF-8 is repaired).
    mutating func flipByte(_ line: String) -> String {
        var bytes = Array(line.utf8)
        guard !bytes.isEmpty else { return line }
        bytes[int(0..<bytes.count)] ^= UInt8(1 << int(0..<8))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The first run of digits replaced by a stressing number.
    mutating func changeNumber(_ line: String) -> String {
        guard let start = line.firstIndex(where: \.isNumber) else {
            return insert(Self.numbers[int(0..<Self.numbers.count)], into: line)
        }
        let end = line[start...].firstIndex { !($0.isNumber || $0 == ".") } ?? line.endIndex
        var copy = line
        copy.replaceSubrange(start..<end, with: Self.numbers[int(0..<Self.numbers.count)])
        return copy
    }

    /// The key of `line` (before `: `) replaced by the key of `other`.
    func swapKey(_ line: String, with other: String) -> String {
        guard let colon = line.range(of: ": "), let otherColon = other.range(of: ": ") else { return line }
        let indent = line.prefix { $0 == " " || $0 == "-" }
        let key = other[..<otherColon.lowerBound].drop { $0 == " " || $0 == "-" || $0 == "{" }
        return String(indent + key + line[colon.lowerBound...])
    }

    /// `token` inserted at a random character position.
    mutating func insert(_ token: String, into line: String) -> String {
        let offset = int(0..<(line.count + 1))
        var copy = line
        copy.insert(contentsOf: token, at: copy.index(copy.startIndex, offsetBy: offset))
        return copy
    }
}
