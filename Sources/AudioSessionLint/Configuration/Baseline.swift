import Foundation

/// A baseline file: the findings accepted when it was written, so that a run reports only new ones. Findings match
/// by rule, file and a fingerprint of their line's text (whitespace at both ends dropped), not by line number, so
/// code moving up or down does not break the match; each entry matches one finding.
public struct Baseline: Sendable, Equatable, Codable {
    /// One accepted finding.
    public struct Entry: Sendable, Equatable, Hashable, Codable, Comparable {
        /// The rule id.
        public var rule: String
        /// The file, relative to the current folder where it is inside it.
        public var file: String
        /// The fingerprint of the line's text (64-bit FNV-1a, hexadecimal).
        public var fingerprint: String

        /// Report order.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.fingerprint) < (rhs.file, rhs.rule, rhs.fingerprint)
        }
    }

    /// The format's version.
    public var version = 1
    /// The accepted findings, sorted.
    public var findings: [Entry]

    /// Reads a baseline file.
    public static func load(path: String) throws(LintUsageError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LintUsageError("cannot read the baseline \(path)")
        }
        do {
            let baseline = try JSONDecoder().decode(Baseline.self, from: data)
            guard baseline.version == 1 else {
                throw LintUsageError("\(path): baseline version \(baseline.version) is not supported (use 1)")
            }
            return baseline
        } catch let error as LintUsageError {
            throw error
        } catch {
            throw LintUsageError(
                "\(path): not a baseline written by --write-baseline (\(Self.describe(error)))")
        }
    }

    /// Writes the baseline as JSON (sorted, byte-identical for the same findings).
    public func write(to path: String) throws(LintUsageError) {
        guard FileManager.default.createFile(atPath: path, contents: Data(LintReport.encode(self).utf8)) else {
            throw LintUsageError("cannot write the baseline \(path)")
        }
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "no '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "not valid JSON"
        }
    }

    /// The entry for a finding whose line reads `text`.
    static func entry(_ finding: Finding, lineText text: String) -> Entry {
        Entry(rule: finding.id, file: portable(finding.file), fingerprint: fingerprint(text))
    }

    /// A path relative to the current folder when it is inside it, `./` dropped.
    static func portable(_ path: String) -> String {
        var normalized = PathNames.normalized(path)
        if normalized.hasPrefix("/") {
            let current = PathNames.normalized(FileManager.default.currentDirectoryPath)
            if normalized.hasPrefix(current + "/") { normalized = String(normalized.dropFirst(current.count + 1)) }
        }
        return normalized
    }

    /// 64-bit FNV-1a of the text with whitespace at both ends dropped.
    static func fingerprint(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in trimmed.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
