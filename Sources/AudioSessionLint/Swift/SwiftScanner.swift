import Foundation
import SwiftParser
import SwiftSyntax

/// Reads a Swift file's session calls with swift-syntax.
enum SwiftScanner {
    /// The facts of one Swift source; a file that does not parse, or is past the nesting budget (``LintBudget``),
    /// gets a ``FileFacts/problem`` and no calls. Run it on a ``LargeStack`` thread: the tree is walked recursively.
    static func scan(_ source: String, path: String) -> FileFacts {
        var source = XcodePlaceholders.blanked(source)
        if let problem = SwiftShape.measure(source.utf8).problem {
            var facts = FileFacts(path: path)
            facts.problem = problem
            return facts
        }
        let tree = source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: LintBudget.parserNestingLevel) }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        if tree.hasError {
            var facts = FileFacts(path: path)
            let location = firstErrorLocation(in: tree, converter: converter)
            facts.problem = ("Swift syntax error; the file is skipped", location.line, location.column)
            return facts
        }
        let members = SwiftMemberCollector(viewMode: .sourceAccurate)
        members.walk(tree)
        let visitor = SwiftFactsVisitor(path: path, converter: converter, members: members.bindings)
        visitor.walk(tree)
        return visitor.facts
    }

    /// Where the first missing or unexpected token is.
    private static func firstErrorLocation(
        in tree: SourceFileSyntax, converter: SourceLocationConverter
    ) -> (line: Int, column: Int) {
        for token in tree.tokens(viewMode: .all)
        where token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true {
            let location = token.startLocation(converter: converter)
            return (location.line, location.column)
        }
        return (1, 1)
    }
}

/// What a name declared in the file holds, as far as the linter can tell.
enum SwiftBinding {
    /// An `AVAudioSession`.
    case session
    /// A `let` constant whose value may be a literal the rules can read.
    case constant(ExprSyntax)
    /// Anything else, or a name declared twice with different values.
    case other
}

/// Collects the file's stored properties and globals (outside function bodies), with what each holds.
final class SwiftMemberCollector: SyntaxVisitor {
    /// Name to binding; a name declared twice with different bindings becomes ``SwiftBinding/other``.
    private(set) var bindings: [String: SwiftBinding] = [:]

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let new = SwiftTypes.binding(
                type: binding.typeAnnotation?.type, value: binding.initializer?.value,
                isLet: isLet && binding.accessorBlock == nil, isSession: SwiftTypes.isSharedInstance)
            if let old = bindings[name] {
                bindings[name] = SwiftTypes.merge(old, new)
            } else {
                bindings[name] = new
            }
        }
        return .visitChildren
    }
}

/// Type and expression shapes that name `AVAudioSession`.
enum SwiftTypes {
    /// The nested type names under which the SDK's constants are written.
    static let constantTypes: Set<String> = [
        "AVAudioSession.Category", "AVAudioSession.CategoryOptions", "AVAudioSessionCategoryOptions",
        "AVAudioSession.Mode", "AVAudioSession.RouteSharingPolicy", "AVAudioSessionRouteSharingPolicy",
        "AVAudioSession.SetActiveOptions", "AVAudioSessionSetActiveOptions", "AVAudioSession.PortOverride",
        "AVAudioSessionPortOverride", "AVAudioSession.CategoryOptions.Element",
    ]

    /// Whether `type` is `AVAudioSession`, optional or not.
    static func isSession(_ type: TypeSyntax) -> Bool {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.name.text == "AVAudioSession" && identifier.genericArgumentClause == nil
        }
        if let optional = type.as(OptionalTypeSyntax.self) { return isSession(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return isSession(unwrapped.wrappedType)
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return member.name.text == "AVAudioSession" && member.baseType.trimmedDescription == "AVFoundation"
        }
        return false
    }

    /// Whether `expression` names the type `AVAudioSession`.
    static func isSessionType(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "AVAudioSession"
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text == "AVAudioSession"
                && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "AVFoundation"
        }
        return false
    }

    /// Whether `expression` is `AVAudioSession.sharedInstance()`, under `try`, `!` or parentheses.
    static func isSharedInstance(_ expression: ExprSyntax) -> Bool {
        let expression = unwrapped(expression)
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            call.trailingClosure == nil,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "sharedInstance", let base = member.base
        else { return false }
        return isSessionType(base)
    }

    /// `expression` without `try`, `await`, `!`, `?` and one level of parentheses at a time.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        for _ in 0..<16 {
            if let node = current.as(TryExprSyntax.self) {
                current = node.expression
            } else if let node = current.as(AwaitExprSyntax.self) {
                current = node.expression
            } else if let node = current.as(ForceUnwrapExprSyntax.self) {
                current = node.expression
            } else if let node = current.as(OptionalChainingExprSyntax.self) {
                current = node.expression
            } else if let node = current.as(TupleExprSyntax.self), node.elements.count == 1,
                let only = node.elements.first, only.label == nil
            {
                current = only.expression
            } else {
                return current
            }
        }
        return current
    }

    /// What a declaration binds its name to.
    static func binding(
        type: TypeSyntax?, value: ExprSyntax?, isLet: Bool, isSession: (ExprSyntax) -> Bool
    ) -> SwiftBinding {
        if let type, SwiftTypes.isSession(type) { return .session }
        if let value {
            if isSession(value) { return .session }
            if isLet { return .constant(value) }
        }
        return .other
    }

    /// One binding for a name declared twice: the same session stays a session; anything else is unknown.
    static func merge(_ old: SwiftBinding, _ new: SwiftBinding) -> SwiftBinding {
        switch (old, new) {
        case (.session, .session): .session
        default: .other
        }
    }
}
