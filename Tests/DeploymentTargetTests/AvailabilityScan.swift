import Foundation
import SwiftParser
import SwiftSyntax

/// Finds uses of APIs newer than the package's deployment targets outside a context that declares the newer OS.
///
/// The package ships to iOS 15, tvOS 15, watchOS 8 and visionOS 1, but `Duration`, the `Clock` protocols and
/// everything built on them need iOS 16, tvOS 16 and watchOS 9 (and `Mutex` iOS 18). Linux compilers never check
/// Apple availability, so CI cannot find a forgotten `@available` by building; this scan reads the sources with
/// swift-syntax instead. A use is covered when an enclosing declaration carries `@available` naming every
/// ``requiredVersions`` platform at or above its version, or when it sits in the body of an `if #available` that
/// does. A stored property or an enum case cannot be potentially unavailable on its own: it is covered only by its
/// enclosing type.
struct AvailabilityScan {
    /// The minimum version, per platform, at which the newer APIs exist.
    static let requiredVersions: [(platform: String, major: Int)] = [
        ("iOS", 16), ("tvOS", 16), ("watchOS", 9), ("macOS", 13),
    ]

    /// The standard library's names that need the newer OSes.
    static let newerStandardNames: Set<String> = [
        "Duration", "DurationProtocol", "Clock", "InstantProtocol", "ContinuousClock", "SuspendingClock", "Mutex",
        "Atomic",
    ]

    /// One uncovered use.
    struct Finding: CustomStringConvertible, Equatable {
        var file: String
        var line: Int
        var name: String
        var reason: String
        var description: String { "\(file):\(line): \(name) \(reason)" }
    }

    /// The files scanned, by display path, with their parsed trees.
    let files: [(path: String, tree: SourceFileSyntax)]

    /// A scan over sources given as text, by display path.
    init(sources: [(path: String, text: String)]) {
        files = sources.map { ($0.path, Parser.parse(source: $0.text)) }
    }

    /// The names of the types these sources declare for the newer OSes only: using them needs the same cover.
    var newerDeclaredNames: Set<String> {
        var names: Set<String> = []
        for file in files {
            for node in DeclarationCollector.declarations(in: file.tree)
            where Self.coversNewerOSes(node.attributes) {
                names.insert(node.name)
            }
        }
        return names
    }

    /// Every use of a newer name that no enclosing declaration or `if #available` covers.
    func findings() -> [Finding] {
        let newer = Self.newerStandardNames.union(newerDeclaredNames)
        var findings: [Finding] = []
        for file in files {
            let converter = SourceLocationConverter(fileName: file.path, tree: file.tree)
            for token in file.tree.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, newer.contains(name) else { continue }
                if token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period,
                    !Self.isModuleQualified(token)
                {
                    continue // A member such as `timeSpan.Duration` is not the standard type.
                }
                if let reason = Self.problem(at: token) {
                    let line = token.startLocation(converter: converter).line
                    findings.append(Finding(file: file.path, line: line, name: name, reason: reason))
                }
            }
        }
        return findings
    }

    /// `Swift.Duration` names the type through its module.
    static func isModuleQualified(_ token: TokenSyntax) -> Bool {
        token.previousToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate)?.text == "Swift"
    }

    /// Why the use at `token` is not covered, or `nil` when it is.
    static func problem(at token: TokenSyntax) -> String? {
        var node: Syntax? = Syntax(token)
        var coveredOnlyByItself: String?
        while let current = node {
            if let ifExpression = current.as(IfExprSyntax.self), ifExpression.conditions.contains(where: covers),
                token.position >= ifExpression.body.position, token.endPosition <= ifExpression.body.endPosition
            {
                return nil
            }
            if let declaration = current.asProtocol((any WithAttributesSyntax).self),
                coversNewerOSes(declaration.attributes)
            {
                if let kind = cannotBePotentiallyUnavailable(current) {
                    coveredOnlyByItself = kind
                } else {
                    return nil
                }
            }
            if current.is(ClassDeclSyntax.self) || current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self)
                || current.is(ActorDeclSyntax.self) || current.is(ProtocolDeclSyntax.self)
                || current.is(ExtensionDeclSyntax.self)
            {
                if coversNewerOSes(current.asProtocol((any WithAttributesSyntax).self)?.attributes ?? []) { return nil }
            }
            node = current.parent
        }
        if let kind = coveredOnlyByItself {
            return "is in \(kind), which cannot be potentially unavailable: mark its enclosing type instead"
        }
        let versions = requiredVersions.map { "\($0.platform) \($0.major)" }.joined(separator: ", ")
        return "needs @available(\(versions), *) on an enclosing declaration, or an `if #available` around it"
    }

    /// A stored property or an enum case, which `@available` cannot make potentially unavailable, by kind.
    static func cannotBePotentiallyUnavailable(_ node: Syntax) -> String? {
        if node.is(EnumCaseDeclSyntax.self) { return "an enum case" }
        guard let variable = node.as(VariableDeclSyntax.self), isTypeMember(node) else { return nil }
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        let isStored = variable.bindings.contains { binding in
            guard let accessors = binding.accessorBlock else { return true }
            if case .accessors(let list) = accessors.accessors {
                return list.allSatisfy {
                    $0.accessorSpecifier.tokenKind == .keyword(.willSet)
                        || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
                }
            }
            return false
        }
        return isStored && !isStatic ? "a stored property" : nil
    }

    /// Whether a declaration is a member of a type (not a local or global variable).
    static func isTypeMember(_ node: Syntax) -> Bool {
        node.parent?.is(MemberBlockItemSyntax.self) ?? false
    }

    /// Whether `#available(...)` in a condition names every required platform at its version.
    static func covers(_ condition: ConditionElementSyntax) -> Bool {
        guard case .availability(let availability) = condition.condition,
            availability.availabilityKeyword.tokenKind == .poundAvailable
        else { return false }
        return namesRequiredVersions(availability.availabilityArguments.trimmedDescription)
    }

    /// Whether attributes include an `@available` naming every required platform at its version.
    static func coversNewerOSes(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element,
                attribute.attributeName.trimmedDescription == "available",
                let arguments = attribute.arguments
            else { return false }
            return namesRequiredVersions(arguments.trimmedDescription)
        }
    }

    /// Whether an availability list names every required platform at or above its version.
    static func namesRequiredVersions(_ text: String) -> Bool {
        requiredVersions.allSatisfy { required in
            let pattern = try! Regex("\\b\(required.platform)\\s+(\\d+)")
            guard let match = text.firstMatch(of: pattern), let major = Int(match.output[1].substring ?? "")
            else { return false }
            return major >= required.major
        }
    }
}

/// The named type declarations of a file with their attributes.
private final class DeclarationCollector: SyntaxVisitor {
    var found: [(name: String, attributes: AttributeListSyntax)] = []

    static func declarations(in tree: SourceFileSyntax) -> [(name: String, attributes: AttributeListSyntax)] {
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.found
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append((node.name.text, node.attributes))
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append((node.name.text, node.attributes))
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append((node.name.text, node.attributes))
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append((node.name.text, node.attributes))
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append((node.name.text, node.attributes))
        return .visitChildren
    }
}
