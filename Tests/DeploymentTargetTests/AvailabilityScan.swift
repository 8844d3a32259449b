import Foundation
import SwiftParser
import SwiftSyntax

/// Finds uses of APIs newer than the package's deployment targets outside a context that declares the newer OS.
///
/// The package ships to iOS 15, tvOS 15, watchOS 8 and visionOS 1, but `Duration`, the `Clock` protocols and
/// everything built on them need iOS 16, tvOS 16 and watchOS 9 (and `Mutex` iOS 18), and Apple's SDKs declare some of
/// the members the adapters use for later releases (`prefersInterruptionOnRouteDisconnect`: iOS 17, tvOS 17, watchOS
/// 10; `AVAudioApplication.isInputMuted`: visionOS 26). Linux compilers never check Apple availability, so CI cannot
/// find a forgotten `@available` or `if #available` by building; this scan reads the sources with swift-syntax instead.
///
/// What needs a newer OS comes from three places: the standard library's names above, the types the scanned sources
/// declare with `@available`, and every declaration of the SDK stand-ins (`sdk` sources) whose `@available` introduces
/// it after a deployment target. A use is covered when an enclosing declaration carries `@available`, or it sits in
/// the body of an `if #available`, whose versions meet the requirement on every platform the file is compiled for (a
/// file whose first line is `#if ... os(iOS) ...` is compiled only for the platforms it names). A stored property or an
/// enum case cannot be potentially unavailable on its own: it is covered only by its enclosing type.
///
/// The scan works on names, not types: an SDK member (`.isInputMuted`) counts where it follows a `.` in a file that
/// imports the SDK's module (or its stand-in), and a name the SDK declares twice is covered when either declaration's
/// requirement is met.
struct AvailabilityScan {
    /// An OS version, `major.minor`.
    struct Version: Comparable, CustomStringConvertible {
        var major: Int
        var minor = 0
        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }
        var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }
    }

    /// The Apple platforms, in the order findings name them.
    static let platforms = ["iOS", "tvOS", "watchOS", "macOS", "visionOS"]

    /// The package's deployment targets (`Package.swift`).
    static let deploymentTargets: [String: Version] = [
        "iOS": Version(major: 15), "tvOS": Version(major: 15), "watchOS": Version(major: 8),
        "macOS": Version(major: 13), "visionOS": Version(major: 1),
    ]

    /// The deployment targets as a cover: what every context guarantees.
    static let deployed: [String: Version?] = deploymentTargets.mapValues { Optional($0) }

    /// The minimum version, per platform, at which the standard library's newer APIs exist.
    static let requiredVersions: [(platform: String, major: Int)] = [
        ("iOS", 16), ("tvOS", 16), ("watchOS", 9), ("macOS", 13),
    ]

    /// The standard library's names that need the newer OSes.
    static let newerStandardNames: Set<String> = [
        "Duration", "DurationProtocol", "Clock", "InstantProtocol", "ContinuousClock", "SuspendingClock", "Mutex",
        "Atomic",
    ]

    /// The modules whose members are checked after a `.` (the SDK frameworks and their stand-ins).
    static let sdkModules: Set<String> = ["AVFAudio", "AVFAudioStandIn", "CallKit", "CallKitStandIn", "AVFoundation"]

    /// What a declaration needs: per platform, the version it was introduced in (above the deployment target) or
    /// `nil` where it is unavailable.
    struct Requirement: Equatable {
        var versions: [String: Version?]

        /// The standard library's newer APIs.
        static let standard = Requirement(
            versions: Dictionary(
                uniqueKeysWithValues: requiredVersions.map { ($0.platform, Optional(Version(major: $0.major))) }))

        /// Whether anything is needed beyond the deployment targets.
        var isEmpty: Bool { versions.isEmpty }

        /// How to cover it, for a finding.
        var attribute: String {
            let introduced = AvailabilityScan.platforms.compactMap { platform in
                versions[platform].flatMap { $0 }.map { "\(platform) \($0)" }
            }
            return "@available(\((introduced + ["*"]).joined(separator: ", ")))"
        }
    }

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
    /// What the SDK stand-ins declare for newer OSes: type names (usable anywhere) and member names (after a `.`).
    let sdkTypes: [String: [Requirement]]
    let sdkMembers: [String: [Requirement]]

    /// A scan over sources given as text, by display path, against the SDK stand-ins' sources.
    init(sources: [(path: String, text: String)], sdk: [(path: String, text: String)] = []) {
        files = sources.map { ($0.path, Parser.parse(source: $0.text)) }
        var types: [String: [Requirement]] = [:]
        var members: [String: [Requirement]] = [:]
        for source in sdk {
            for declaration in SDKDeclarationCollector.declarations(in: Parser.parse(source: source.text)) {
                let requirement = Self.requirement(declaration.attributes)
                guard !requirement.isEmpty else { continue }
                if declaration.isMember {
                    members[declaration.name, default: []].append(requirement)
                } else {
                    types[declaration.name, default: []].append(requirement)
                }
            }
        }
        sdkTypes = types
        sdkMembers = members
    }

    /// The names of the types these sources declare for newer OSes, with what they need.
    var newerDeclaredTypes: [String: [Requirement]] {
        var names: [String: [Requirement]] = [:]
        for file in files {
            for node in DeclarationCollector.declarations(in: file.tree) {
                let requirement = Self.requirement(node.attributes)
                if !requirement.isEmpty { names[node.name, default: []].append(requirement) }
            }
        }
        return names
    }

    /// The names of the types these sources declare for the newer OSes only.
    var newerDeclaredNames: Set<String> { Set(newerDeclaredTypes.keys) }

    /// Every use of a newer name that no enclosing declaration or `if #available` covers.
    func findings() -> [Finding] {
        var anywhere = newerDeclaredTypes.merging(sdkTypes) { $0 + $1 }
        for name in Self.newerStandardNames { anywhere[name, default: []].append(.standard) }
        var findings: [Finding] = []
        for file in files {
            let converter = SourceLocationConverter(fileName: file.path, tree: file.tree)
            let compiledFor = Self.compiledPlatforms(file.tree)
            let importsSDK = Self.importsSDK(file.tree)
            for token in file.tree.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, !Self.isDeclarationName(token) else { continue }
                let afterPeriod = token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
                var requirements: [Requirement] = []
                if let needed = anywhere[name], !afterPeriod || Self.isModuleQualified(token) {
                    requirements = needed // A member such as `timeSpan.Duration` is not the standard type.
                } else if importsSDK, afterPeriod, let needed = sdkMembers[name] {
                    requirements = needed
                }
                guard !requirements.isEmpty,
                    let reason = Self.problem(at: token, requirements: requirements, compiledFor: compiledFor)
                else { continue }
                let line = token.startLocation(converter: converter).line
                findings.append(Finding(file: file.path, line: line, name: name, reason: reason))
            }
        }
        return findings
    }

    /// `Swift.Duration` names the type through its module.
    static func isModuleQualified(_ token: TokenSyntax) -> Bool {
        guard let module = token.previousToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate)
        else { return false }
        return module.text == "Swift" || sdkModules.contains(module.text)
    }

    /// Whether the token names a declaration rather than using one (`var isInputMuted`, `func setInputMuted`).
    static func isDeclarationName(_ token: TokenSyntax) -> Bool {
        guard let parent = token.parent else { return false }
        if let pattern = parent.as(IdentifierPatternSyntax.self) { return pattern.identifier.id == token.id }
        if let function = parent.as(FunctionDeclSyntax.self) { return function.name.id == token.id }
        if let element = parent.as(EnumCaseElementSyntax.self) { return element.name.id == token.id }
        return false
    }

    /// Whether the file imports an SDK framework or its stand-in.
    static func importsSDK(_ tree: SourceFileSyntax) -> Bool {
        tree.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .keyword(.import)
                && sdkModules.contains(token.nextToken(viewMode: .sourceAccurate)?.text ?? "")
        }
    }

    /// The platforms the file is compiled for: those an `#if` around the whole file names with `os(...)`, else all.
    static func compiledPlatforms(_ tree: SourceFileSyntax) -> Set<String> {
        guard tree.statements.count == 1, let item = tree.statements.first?.item.as(IfConfigDeclSyntax.self),
            let condition = item.clauses.first?.condition?.trimmedDescription
        else { return Set(platforms) }
        let named = condition.matches(of: /os\((\w+)\)/).map { String($0.output.1) }.filter(platforms.contains)
        return named.isEmpty ? Set(platforms) : Set(named)
    }

    /// The platforms the `#if` or `#elseif` clauses around `token` name with `os(...)` (every platform where they
    /// name none, or negate one): `#if os(iOS)` inside a file compiled for iOS and visionOS is compiled for iOS only.
    static func compiledPlatforms(around token: TokenSyntax) -> Set<String> {
        var result = Set(platforms)
        var node = token.parent
        while let current = node {
            if let clause = current.as(IfConfigClauseSyntax.self), clause.poundKeyword.tokenKind != .poundElse,
                let condition = clause.condition?.trimmedDescription, !condition.contains("!")
            {
                let named = condition.matches(of: /os\((\w+)\)/).map { String($0.output.1) }.filter(platforms.contains)
                if !named.isEmpty { result.formIntersection(named) }
            }
            node = current.parent
        }
        return result
    }

    /// Why the use at `token` is not covered, or `nil` when it is.
    static func problem(at token: TokenSyntax, requirements: [Requirement], compiledFor: Set<String>) -> String? {
        let compiledFor = compiledFor.intersection(compiledPlatforms(around: token))
        let needed = requirements.map { requirement in
            Requirement(versions: requirement.versions.filter { compiledFor.contains($0.key) })
        }
        if needed.contains(where: \.isEmpty) { return nil }
        func met(_ cover: [String: Version?]) -> Bool {
            needed.contains { requirement in
                requirement.versions.allSatisfy { platform, version in
                    guard let version else { return cover[platform] == .some(nil) } // Unavailable: needs the same.
                    guard let covered = cover[platform] else { return false }
                    return covered.map { $0 >= version } ?? true // Code never compiled there is covered.
                }
            }
        }
        var node: Syntax? = Syntax(token)
        var coveredOnlyByItself: String?
        while let current = node {
            if let ifExpression = current.as(IfExprSyntax.self),
                token.position >= ifExpression.body.position, token.endPosition <= ifExpression.body.endPosition,
                ifExpression.conditions.contains(where: { met(cover(of: $0)) })
            {
                return nil
            }
            if let declaration = current.asProtocol((any WithAttributesSyntax).self),
                met(cover(of: declaration.attributes))
            {
                if let kind = cannotBePotentiallyUnavailable(current) {
                    coveredOnlyByItself = kind
                } else {
                    return nil
                }
            }
            node = current.parent
        }
        if let kind = coveredOnlyByItself {
            return "is in \(kind), which cannot be potentially unavailable: mark its enclosing type instead"
        }
        let options = needed.map(\.attribute).joined(separator: " or ")
        return "needs \(options) on an enclosing declaration, or an `if #available` around it"
    }

    /// The versions an `if #available(...)` condition guarantees, per platform (the deployment targets elsewhere).
    static func cover(of condition: ConditionElementSyntax) -> [String: Version?] {
        guard case .availability(let availability) = condition.condition,
            availability.availabilityKeyword.tokenKind == .poundAvailable
        else { return [:] }
        return deployed.merging(versions(in: availability.availabilityArguments.trimmedDescription)) { $1 }
    }

    /// The versions `@available` attributes guarantee, per platform (`nil` where they make it unavailable).
    static func cover(of attributes: AttributeListSyntax) -> [String: Version?] {
        var result: [String: Version?] = [:]
        for text in availabilityArguments(attributes) { result.merge(versions(in: text)) { $1 } }
        return deployed.merging(result) { $1 }
    }

    /// What a declaration with these attributes needs beyond the deployment targets.
    static func requirement(_ attributes: AttributeListSyntax) -> Requirement {
        var result: [String: Version?] = [:]
        for text in availabilityArguments(attributes) {
            for (platform, version) in versions(in: text) {
                guard let deployed = deploymentTargets[platform] else { continue }
                if let version, version <= deployed { continue }
                result[platform] = version
            }
        }
        return Requirement(versions: result)
    }

    /// The argument text of each `@available` attribute.
    static func availabilityArguments(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { element in
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available"
            else { return nil }
            return attribute.arguments?.trimmedDescription
        }
    }

    /// The platforms an availability list names, with their introduction (`iOS 17.0`, `iOS, introduced: 17.0`) or
    /// `nil` for `unavailable`; deprecations alone say nothing.
    static func versions(in text: String) -> [String: Version?] {
        var result: [String: Version?] = [:]
        if let long = text.firstMatch(of: /^(\w+)\s*,(.*)$/), platforms.contains(String(long.output.1)) {
            let platform = String(long.output.1)
            let rest = long.output.2
            if rest.contains(/\bunavailable\b/) {
                result[platform] = .some(nil)
            } else if let introduced = rest.firstMatch(of: /introduced:\s*(\d+)(?:\.(\d+))?/) {
                result[platform] = Version(
                    major: Int(introduced.output.1) ?? 0, minor: introduced.output.2.flatMap { Int($0) } ?? 0)
            }
            return result
        }
        for match in text.matches(of: /\b(iOS|tvOS|watchOS|macOS|visionOS)\s+(\d+)(?:\.(\d+))?/) {
            result[String(match.output.1)] = Version(
                major: Int(match.output.2) ?? 0, minor: match.output.3.flatMap { Int($0) } ?? 0)
        }
        return result
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

/// Every named declaration of an SDK stand-in with its attributes, types and members apart.
private final class SDKDeclarationCollector: SyntaxVisitor {
    var found: [(name: String, attributes: AttributeListSyntax, isMember: Bool)] = []

    static func declarations(
        in tree: SourceFileSyntax
    ) -> [(name: String, attributes: AttributeListSyntax, isMember: Bool)] {
        let collector = SDKDeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.found
    }

    private func add(_ name: TokenSyntax, _ attributes: AttributeListSyntax, _ node: some SyntaxProtocol) {
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) ?? false
        found.append((name.text, attributes, isMember))
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name, node.attributes, node)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name, node.attributes, node)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name, node.attributes, node)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name, node.attributes, node)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name, node.attributes, node)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier {
                add(name, node.attributes, node)
            }
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        for element in node.elements { add(element.name, node.attributes, node) }
        return .skipChildren
    }
}
