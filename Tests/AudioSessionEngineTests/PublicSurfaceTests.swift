import Foundation
import Testing

/// The public API of the model, the engine, the simulator, the testing library and the scenario runner shows no
/// speed work: times are `Duration` (or ``TimeSpan`` in enum payloads), never raw `Int64` nanoseconds, and no public
/// declaration is a counter, a cache, a version stamp, a memo or a reused buffer.
///
/// A scan of the sources, line by line: a public declaration's signature (up to its body or initial value) must
/// not mention `Int64`, and its name and argument labels must not name nanoseconds or a speed device. An enum case
/// has no access keyword of its own, so no enum case in these targets may carry an `Int64` at all.
@Suite struct PublicSurfaceTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The targets whose public API is scanned.
    static let targets = [
        "AudioSessionModel", "AudioSessionEngine", "AudioSessionRuntime", "AudioSessionSimulator",
        "AudioSessionTesting",
        "AudioSessionScenario",
    ]

    /// Whether a public name or argument label names raw nanoseconds, a counter, a cache, a version stamp, a memo,
    /// an interning table, a spare buffer, or the buffer-reusing `appendingTo:`.
    static func isForbidden(_ name: Substring) -> Bool {
        name.contains(#/(?i:nanoseconds|interning)/#)
            || name.contains(#/[a-z](Counter|Version|Cache|Memo|Buffer)$/#)
            || name.contains(#/^(counter|cache|memo|spare\w*|scratch\w*|appendingTo)$/#)
    }

    /// One public declaration that breaks the rule: where it is and why.
    struct Finding: CustomStringConvertible {
        var place: String
        var reason: String
        var description: String { "\(place): \(reason)" }
    }

    /// The `.swift` files of a target, by path relative to the root, in order.
    static func sources(of target: String) -> [(path: String, text: String)] {
        let base = root.appendingPathComponent("Sources").appendingPathComponent(target)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var found: [(String, String)] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            if let text = try? String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8) {
                found.append(("Sources/\(target)/\(relative)", text))
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// What a line declares, without its comment, its body and its initial value (a default argument's value
    /// inside the parameter list stays).
    static func signature(_ line: Substring) -> String {
        var text = line
        if let comment = text.range(of: "//") { text = text[..<comment.lowerBound] }
        var depth = 0
        var end = text.endIndex
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "{" where depth <= 0, "=" where depth <= 0 && text[index...].hasPrefix("= "): end = index
            default: continue
            }
            if end != text.endIndex { break }
        }
        return text[..<end].trimmingCharacters(in: .whitespaces)
    }

    /// The declared name and the argument labels of a signature.
    static func names(in signature: String) -> [Substring] {
        var names: [Substring] = []
        if let match = signature.firstMatch(of: #/\b(?:var|let|func|case)\s+(\w+)/#) { names.append(match.output.1) }
        if let open = signature.firstIndex(of: "(") {
            for match in signature[open...].matches(of: #/[(,]\s*(\w+)(?:\s+\w+)?\s*:/#) {
                names.append(match.output.1)
            }
        }
        return names
    }

    /// Every public declaration (and every enum case) in `text` that breaks the rule; a parameter list spread over
    /// several lines is read whole.
    static func findings(in text: String, path: String) -> [Finding] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var findings: [Finding] = []
        for (index, line) in lines.enumerated() {
            var signature = signature(line)
            guard signature.contains(#/^case\s+\w+\(/#) || signature.contains(#/\bpublic\b/#) else { continue }
            var next = index + 1
            while signature.count(where: { $0 == "(" }) > signature.count(where: { $0 == ")" }), next < index + 8,
                next < lines.count
            {
                signature += " " + Self.signature(lines[next])
                next += 1
            }
            let place = "\(path):\(index + 1)"
            if signature.contains(#/\bU?Int64\b/#) {
                findings.append(Finding(place: place, reason: "Int64 in `\(signature)`"))
            }
            for name in names(in: signature) where isForbidden(name) {
                findings.append(Finding(place: place, reason: "`\(name)` names nanoseconds or a speed device"))
            }
        }
        return findings
    }

    @Test(arguments: targets)
    func thePublicAPIShowsNoRawNanosecondsAndNoSpeedDevices(target: String) {
        let files = Self.sources(of: target)
        #expect(!files.isEmpty, "no sources found for \(target) under \(Self.root.path)")
        let findings = files.flatMap { Self.findings(in: $0.text, path: $0.path) }
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test func theScanCatchesWhatItGuardsAgainst() {
        let bad = """
            public struct Clockwork {
                public var time: Int64
                public private(set) var routingVersion = 0
                public var tokenCounter = 0
                public mutating func apply(
                    _ event: Int, appendingTo outputs: inout [Int]
                ) throws(Failure) -> Int {}
                public var suspendAfterNanoseconds: Int32 = 0
            }
            enum Action {
                case play(forNanoseconds: Int64?)
            }
            """
        let reasons = Self.findings(in: bad, path: "Bad.swift").map(\.description)
        #expect(
            reasons == [
                "Bad.swift:2: Int64 in `public var time: Int64`",
                "Bad.swift:3: `routingVersion` names nanoseconds or a speed device",
                "Bad.swift:4: `tokenCounter` names nanoseconds or a speed device",
                "Bad.swift:5: `appendingTo` names nanoseconds or a speed device",
                "Bad.swift:8: `suspendAfterNanoseconds` names nanoseconds or a speed device",
                "Bad.swift:11: Int64 in `case play(forNanoseconds: Int64?)`",
                "Bad.swift:11: `forNanoseconds` names nanoseconds or a speed device",
            ])
        let good = """
            public struct Fine {
                public var time: Duration { .nanoseconds(nanoseconds) } // Int64 inside a body is fine
                package var nanoseconds: Int64
                public var preferredIOBufferDuration: Double
                public static let version = 2
                public var os: OSVersion
                var routingVersion = 0
            }
            """
        #expect(Self.findings(in: good, path: "Good.swift").isEmpty)
    }
}
