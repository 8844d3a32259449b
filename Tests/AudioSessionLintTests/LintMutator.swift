import AudioSessionModel
import Foundation

/// Mutates Swift, Objective-C and property-list sources the way fuzzing found the linter's failures: deep runs of
/// brackets, long chains, Xcode placeholders, broken UTF-8 and NUL bytes, cut, duplicated and swapped stretches.
/// Deterministic for a given seed.
struct LintMutator {
    /// Fragments inserted whole: unbalanced brackets, literals, comments and directives that change how the rest of
    /// the file reads.
    static let fragments = [
        "(", ")", "[", "]", "{", "}", "<", ">", "\"", "\"\"\"", "#\"", "\"#", "\\(", "/*", "*/", "//", "#if X\n",
        "#endif\n", "<#placeholder#>", "@", "^{", "?", "!", ".", "..<", "->", ";", ":", ",", "\u{0}", "\u{FEFF}",
        "try ", "await ", "AVAudioSession.sharedInstance().", "[[AVAudioSession sharedInstance] ", "setActive(",
        "setCategory:", ".playAndRecord", "options: [.defaultToSpeaker, .mixWithOthers]", "\n", "\r\n", "\t",
        "</dict>", "<array>", "<key>UIBackgroundModes</key>", "@end", "- (void)f {",
    ]

    var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(state: seed) }

    mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + generator.next(below: range.count) }

    /// One to four mutations of `bytes`.
    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<(1 + int(0..<4)) {
            let at = bytes.isEmpty ? 0 : int(0..<(bytes.count + 1))
            switch int(0..<10) {
            case 0:
                // A stretch cut out.
                let end = min(bytes.count, at + int(0..<200))
                bytes.removeSubrange(at..<end)
            case 1:
                // A stretch repeated.
                let end = min(bytes.count, at + int(0..<200))
                bytes.insert(contentsOf: Array(bytes[at..<end]), at: at)
            case 2:
                // A byte flipped (invalid UTF-8 included).
                if !bytes.isEmpty { bytes[min(at, bytes.count - 1)] ^= UInt8(1 << int(0..<8)) }
            case 3:
                bytes.insert(contentsOf: Array(Self.fragments[int(0..<Self.fragments.count)].utf8), at: at)
            case 4:
                bytes.insert(contentsOf: nesting(), at: at)
            case 5:
                bytes.insert(contentsOf: chain(), at: at)
            case 6:
                // Two stretches swapped.
                guard bytes.count > 2 else { continue }
                let other = int(0..<bytes.count)
                bytes.swapAt(min(at, bytes.count - 1), other)
            case 7:
                // The file cut short.
                bytes.removeSubrange(at...)
            case 8:
                let count = int(1..<64)
                bytes.insert(contentsOf: (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }, at: at)
            default:
                bytes.insert(contentsOf: Array(Self.fragments[int(0..<Self.fragments.count)].utf8), at: at)
                bytes.insert(contentsOf: Array(Self.fragments[int(0..<Self.fragments.count)].utf8), at: at)
            }
        }
        return bytes
    }

    /// A run of openers, up to far past the budget, closed or not, of one or mixed kinds.
    mutating func nesting() -> [UInt8] {
        let depth = [4, 12, 17, 24, 60, 101, 300, 2_000][int(0..<8)]
        let kinds: [(String, String)] = [("[", "]"), ("(", ")"), ("{", "}"), ("A<", ">"), ("[(", ")]"), ("f(a.", ")")]
        let (open, close) = kinds[int(0..<kinds.count)]
        let body = String(repeating: open, count: depth) + "x"
        return Array((int(0..<2) == 0 ? body : body + String(repeating: close, count: depth)).utf8)
    }

    /// A postfix chain, up to far past the budget.
    mutating func chain() -> [UInt8] {
        let length = [8, 300, 999, 1_001, 5_000][int(0..<5)]
        let links = [".a", "()", "[0]", "!", "?.b", " { }"]
        return Array(("a" + String(repeating: links[int(0..<links.count)], count: length)).utf8)
    }
}
