import AudioSessionModel
import SwiftSyntax

/// Walks a parsed Swift file, resolving receivers to `AVAudioSession` and recording the calls on them.
final class SwiftFactsVisitor: SyntaxVisitor {
    /// What the walk found.
    private(set) var facts: FileFacts
    private let converter: SourceLocationConverter
    private let members: [String: SwiftBinding]
    /// Local names, innermost scope last.
    private var scopes: [[String: SwiftBinding]] = []
    /// The functions being walked, innermost last, each with how many closures deep the walk is inside it.
    private var frames: [(function: Int, closures: Int)] = [(0, 0)]
    /// The stretches (UTF-8 offsets) of the blocks, `switch` cases and closures being walked, innermost last: a
    /// call's reach (see ``SessionCall/reach``).
    private var reaches: [Range<Int>] = [0..<Int.max]
    /// How many `extension AVAudioSession` blocks the walk is inside.
    private var sessionExtensions = 0
    private var namesRemoteCommandCenter = false
    private var addsTargets = false

    /// Calls that do not make a function more than a read of the session (logging, assertions, collection helpers).
    private static let readingHelpers: Set<String> = [
        "print", "debugPrint", "NSLog", "os_log", "contains", "first", "filter", "map", "compactMap", "forEach",
        "String", "Float", "Double", "Int", "CGFloat", "Bool", "sharedInstance", "log", "debug", "info", "notice",
        "trace", "lowercased", "uppercased", "hasPrefix", "hasSuffix", "append", "reduce", "joined", "sorted",
        "warning", "fault", "critical", "assert", "assertionFailure", "dump",
    ]
    /// How many `catch` clauses the walk is inside: error handling is not what a function activates the session
    /// for, so calls there are not other work.
    private var catchClauses = 0

    init(path: String, converter: SourceLocationConverter, members: [String: SwiftBinding]) {
        self.facts = FileFacts(path: path)
        self.converter = converter
        self.members = members
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Scopes

    func lookUp(_ name: String) -> SwiftBinding? {
        for scope in scopes.reversed() {
            if let binding = scope[name] { return binding }
        }
        return members[name]
    }

    private func declare(_ name: String, _ binding: SwiftBinding) {
        if scopes.isEmpty {
            return // File level: the member collector has it.
        }
        scopes[scopes.count - 1][name] = binding
    }

    private func enterFunction(
        _ name: String, runsAtLaunch: Bool, parameters: FunctionParameterListSyntax?, node: some SyntaxProtocol
    ) {
        facts.functions.append(FunctionFacts(name: name, runsAtLaunch: runsAtLaunch))
        reaches.append(Self.extent(node))
        frames.append((facts.functions.count - 1, 0))
        var scope: [String: SwiftBinding] = [:]
        for parameter in parameters ?? [] {
            let name = (parameter.secondName ?? parameter.firstName).text
            scope[name] = SwiftTypes.isSession(parameter.type) ? .session : .other
        }
        scopes.append(scope)
    }

    private func leaveFunction() {
        frames.removeLast()
        scopes.removeLast()
        reaches.removeLast()
    }

    /// A node's stretch, in UTF-8 offsets.
    private static func extent(_ node: some SyntaxProtocol) -> Range<Int> {
        node.position.utf8Offset..<node.endPosition.utf8Offset
    }

    /// Whether a code block is a branch of its own: every block but a `do` body, which always runs.
    private static func isBranch(_ node: CodeBlockSyntax) -> Bool {
        !(node.parent?.is(DoStmtSyntax.self) ?? false)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        let labels = parameters.map { $0.firstName.text + ":" }.joined()
        let launch =
            node.name.text == "application"
            && parameters.contains { $0.firstName.text == "didFinishLaunchingWithOptions" }
        noteMentions(node.name.text)
        enterFunction("\(node.name.text)(\(labels))", runsAtLaunch: launch, parameters: parameters, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { leaveFunction() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(
            "init", runsAtLaunch: Self.isAppInitializer(node), parameters: node.signature.parameterClause.parameters,
            node: node)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { leaveFunction() }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction("deinit", runsAtLaunch: false, parameters: nil, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: DeinitializerDeclSyntax) { leaveFunction() }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        enterFunction("accessor", runsAtLaunch: false, parameters: nil, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) { leaveFunction() }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        frames[frames.count - 1].closures += 1
        var scope: [String: SwiftBinding] = [:]
        switch node.signature?.parameterClause {
        case .simpleInput(let list)?:
            for parameter in list { scope[parameter.name.text] = .other }
        case .parameterClause(let clause)?:
            for parameter in clause.parameters {
                let name = (parameter.secondName ?? parameter.firstName).text
                scope[name] = parameter.type.map(SwiftTypes.isSession) == true ? .session : .other
            }
        case nil:
            break
        }
        scopes.append(scope)
        reaches.append(Self.extent(node))
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) {
        frames[frames.count - 1].closures -= 1
        scopes.removeLast()
        reaches.removeLast()
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        scopes.append([:])
        if Self.isBranch(node) { reaches.append(Self.extent(node)) }
        return .visitChildren
    }
    override func visitPost(_ node: CodeBlockSyntax) {
        scopes.removeLast()
        if Self.isBranch(node) { reaches.removeLast() }
    }

    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        catchClauses += 1
        return .visitChildren
    }
    override func visitPost(_ node: CatchClauseSyntax) { catchClauses -= 1 }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        reaches.append(Self.extent(node))
        return .visitChildren
    }
    override func visitPost(_ node: SwitchCaseSyntax) { reaches.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if SwiftTypes.isSession(node.extendedType) { sessionExtensions += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        if SwiftTypes.isSession(node.extendedType) { sessionExtensions -= 1 }
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !scopes.isEmpty else { return .visitChildren }
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            declare(
                name,
                SwiftTypes.binding(
                    type: binding.typeAnnotation?.type, value: binding.initializer?.value, isLet: isLet,
                    isSession: isSession))
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        if let value = node.initializer?.value {
            declare(
                name,
                SwiftTypes.binding(type: node.typeAnnotation?.type, value: value, isLet: false, isSession: isSession))
        } else {
            var isSessionName = false
            if case .session? = lookUp(name) { isSessionName = true }
            declare(name, isSessionName ? .session : .other)
        }
        return .visitChildren
    }

    // MARK: Receivers

    /// Whether `expression` is an `AVAudioSession`: the shared instance, or a name or property declared as one.
    func isSession(_ expression: ExprSyntax) -> Bool {
        let expression = SwiftTypes.unwrapped(expression)
        if SwiftTypes.isSharedInstance(expression) { return true }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" { return sessionExtensions > 0 }
            if case .session? = lookUp(name) { return true }
            return false
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            SwiftTypes.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            if case .session? = members[member.declName.baseName.text] { return true }
            return false
        }
        if let cast = expression.as(AsExprSyntax.self) {
            return SwiftTypes.isSession(cast.type)
        }
        return false
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "addTarget" { addsTargets = true }
            if let base = member.base, isSession(base) {
                record(classify(name, node.arguments), at: member.declName)
                return .visitChildren
            }
            if name == "sharedInstance", let base = member.base, SwiftTypes.isSessionType(base) {
                return .visitChildren
            }
            countOtherCall(name)
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if CAudioSessionAPI.isFunction(name), lookUp(name) == nil {
                let location = reference.startLocation(converter: converter)
                facts.cAPICalls.append(.init(name: name, line: location.line, column: location.column))
            }
            if sessionExtensions > 0, Self.sessionMethods.contains(name), lookUp(name) == nil {
                record(classify(name, node.arguments), at: reference)
                return .visitChildren
            }
            countOtherCall(name)
        } else {
            countOtherCall("")
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if name == "MPRemoteCommandCenter" { namesRemoteCommandCenter = true }
        if SessionCall.readProperties.contains(name), let base = node.base, isSession(base) {
            record(.read(name), at: node.declName)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        if text == "MPRemoteCommandCenter" { namesRemoteCommandCenter = true }
        noteMentions(text)
        if !facts.recordsAudio && Mentions.recording(text) { facts.recordsAudio = true }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        noteMentions(node.name.text)
        if !facts.recordsAudio && Mentions.recording(node.name.text) { facts.recordsAudio = true }
        return .visitChildren
    }

    override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind {
        noteMentions(node.content.text)
        return .visitChildren
    }

    private func noteMentions(_ text: String) {
        if !facts.mentionsInterruption && Mentions.interruption(text) { facts.mentionsInterruption = true }
        if !facts.mentionsReset && Mentions.reset(text) { facts.mentionsReset = true }
    }

    override func visitPost(_ node: SourceFileSyntax) {
        facts.handlesRemoteCommands = namesRemoteCommandCenter && addsTargets
    }

    private static let sessionMethods: Set<String> = [
        "setCategory", "setMode", "setActive", "overrideOutputAudioPort",
    ]

    private func countOtherCall(_ name: String) {
        guard !Self.readingHelpers.contains(name), catchClauses == 0 else { return }
        facts.functions[frames[frames.count - 1].function].otherCalls += 1
    }

    private func record(_ kind: SessionCall.Kind, at node: some SyntaxProtocol) {
        let location = node.startLocation(converter: converter)
        let frame = frames[frames.count - 1]
        facts.calls.append(
            SessionCall(
                kind: kind, line: location.line, column: location.column, function: frame.function,
                inClosure: frame.closures > 0, position: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                reach: reaches[reaches.count - 1]))
    }

    private static func isAppInitializer(_ node: InitializerDeclSyntax) -> Bool {
        var parent = node.parent
        while let current = parent {
            if let structure = current.as(StructDeclSyntax.self) {
                return structure.inheritanceClause?.inheritedTypes.contains {
                    let name = $0.type.trimmedDescription
                    return name == "App" || name == "SwiftUI.App"
                } ?? false
            }
            if current.is(ClassDeclSyntax.self) || current.is(ExtensionDeclSyntax.self) { return false }
            parent = current.parent
        }
        return false
    }
}
