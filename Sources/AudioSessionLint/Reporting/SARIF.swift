import Foundation

/// The part of SARIF 2.1.0 that `lint` writes.
enum SARIF {
    struct Log: Encodable {
        var version: String
        var runs: [Run]
    }
    struct Run: Encodable {
        var tool: Tool
        var columnKind: String
        var results: [Result]
    }
    struct Tool: Encodable {
        var driver: Driver
    }
    struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var informationUri: String?
        var rules: [Rule]
    }
    struct Text: Encodable {
        var text: String
    }
    /// A multiformat message: plain text, and Markdown where the viewer renders it.
    struct Message: Encodable {
        var text: String
        var markdown: String?
    }
    /// A rule's `reportingDescriptor`.
    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Message
        var helpUri: String?
        var defaultConfiguration: Configuration
        var properties: Properties
    }
    /// A rule's property bag.
    struct Properties: Encodable {
        /// Unique, sorted.
        var tags: [String]
        /// The behaviour rules that decide it (`C3`), absent for rules that have none.
        var behaviourRules: String?
    }
    struct Configuration: Encodable {
        var level: String
    }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
        var suppressions: [Suppression]?
    }
    struct Suppression: Encodable {
        var kind: String
        var justification: String?
    }
    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }
    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }
    struct ArtifactLocation: Encodable {
        var uri: String
    }
    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    /// A path as a relative URI reference: `./` dropped, reserved characters percent-encoded.
    static func uri(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/!$&'()*+,;=:@")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
