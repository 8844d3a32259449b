import AudioSessionModel
import Foundation
import SwiftSyntax

/// Reads the arguments of session calls: literals, SDK constants and `let` constants of the file.
extension SwiftFactsVisitor {
    /// What a call named `name` on a session does, with its arguments read.
    func classify(_ name: String, _ arguments: LabeledExprListSyntax) -> SessionCall.Kind {
        let labeled = arguments.map { (label: $0.label?.text, expression: $0.expression) }
        func argument(_ label: String?) -> ExprSyntax? { labeled.first { $0.label == label }?.expression }
        let labels = labeled.map(\.label)
        let firstUnlabeled = !labeled.isEmpty && labeled[0].label == nil
        switch name {
        case "setCategory":
            let allowed: Set<String?> = [nil, "mode", "policy", "options", "with"]
            guard let category = argument(nil), labels.allSatisfy(allowed.contains), firstUnlabeled else {
                return .other(name)
            }
            let options = argument("options") ?? argument("with")
            return .setCategory(
                category: resolve(category, ConstantNames.category),
                mode: argument("mode").map { resolve($0, ConstantNames.mode) } ?? .absent,
                options: options.map(resolveOptions) ?? .absent,
                policy: argument("policy").map { resolve($0, ConstantNames.policy) } ?? .absent)
        case "setMode":
            guard labels == [nil], let mode = argument(nil) else { return .other(name) }
            return .setMode(resolve(mode, ConstantNames.mode))
        case "setActive":
            guard let active = argument(nil), firstUnlabeled, labels.count <= 2 else { return .other(name) }
            let options = argument("options") ?? argument("with")
            if labels.count == 2 && options == nil { return .other(name) }
            return .setActive(resolveBool(active), notifyOthers: options.map(resolveNotify) ?? .absent)
        case "overrideOutputAudioPort":
            guard labels == [nil], let port = argument(nil) else { return .other(name) }
            return .overrideToSpeaker(resolve(port, ConstantNames.speakerOverride))
        case "observe":
            // Key-value observation of `\.outputVolume` (or another read property) is a read of it.
            guard let keyPath = argument(nil)?.as(KeyPathExprSyntax.self),
                let component = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self),
                SessionCall.readProperties.contains(component.declName.baseName.text)
            else { return .other(name) }
            return .read(component.declName.baseName.text)
        default:
            return .other(name)
        }
    }

    /// A constant named by `.name`, `Type.name`, an Objective-C constant, or a `let` that holds one of these.
    func resolve<Value>(_ expression: ExprSyntax, _ named: (String) -> Value?, depth: Int = 0) -> Resolved<Value> {
        let expression = SwiftTypes.unwrapped(expression)
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard member.base.map({ SwiftTypes.constantTypes.contains(Self.typeName($0)) }) ?? true else {
                return .unknown
            }
            return named(member.declName.baseName.text).map(Resolved.known) ?? .unknown
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if lookUp(name) == nil, let value = named(name) { return .known(value) }
            if case .constant(let value)? = lookUp(name), depth < 8 { return resolve(value, named, depth: depth + 1) }
            return .unknown
        }
        return .unknown
    }

    /// Options from `[.a, .b]`, `.a`, `CategoryOptions(rawValue: N)`, a raw number, or a `let` that holds one.
    func resolveOptions(_ expression: ExprSyntax) -> Resolved<CategoryOptions> {
        resolveOptions(expression, depth: 0)
    }

    private func resolveOptions(_ expression: ExprSyntax, depth: Int) -> Resolved<CategoryOptions> {
        let expression = SwiftTypes.unwrapped(expression)
        if let array = expression.as(ArrayExprSyntax.self) {
            var options = CategoryOptions()
            for element in array.elements {
                guard case .known(let option) = resolveOptions(element.expression, depth: depth + 1) else {
                    return .unknown
                }
                options.formUnion(option)
            }
            return .known(options)
        }
        if let number = Self.integer(expression) { return .known(CategoryOptions(rawValue: number)) }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let only = call.arguments.first, only.label?.text == "rawValue",
            let number = Self.integer(only.expression)
        {
            let type = Self.typeName(call.calledExpression)
            if type.hasSuffix("CategoryOptions") || type == ".init" { return .known(CategoryOptions(rawValue: number)) }
            return .unknown
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            case .constant(let value)? = lookUp(reference.baseName.text)
        {
            return depth < 8 ? resolveOptions(value, depth: depth + 1) : .unknown
        }
        return resolve(expression, ConstantNames.option, depth: depth)
    }

    /// `true` or `false`, or a `let` that holds one.
    func resolveBool(_ expression: ExprSyntax, depth: Int = 0) -> Resolved<Bool> {
        let expression = SwiftTypes.unwrapped(expression)
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .known(literal.literal.tokenKind == .keyword(.true))
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            case .constant(let value)? = lookUp(reference.baseName.text), depth < 8
        {
            return resolveBool(value, depth: depth + 1)
        }
        return .unknown
    }

    /// Whether `setActive` options hold `.notifyOthersOnDeactivation`.
    func resolveNotify(_ expression: ExprSyntax) -> Resolved<Bool> {
        let expression = SwiftTypes.unwrapped(expression)
        if let array = expression.as(ArrayExprSyntax.self) {
            var notifies = false
            for element in array.elements {
                guard case .known(let value) = resolve(element.expression, ConstantNames.notifiesOthers) else {
                    return .unknown
                }
                notifies = notifies || value
            }
            return .known(notifies)
        }
        return resolve(expression, ConstantNames.notifiesOthers)
    }

    /// `AVAudioSession.Category` for a type expression, without an `AVFoundation.` prefix; `.init` for `.init`.
    static func typeName(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedDescription.filter { !$0.isWhitespace }
        return text.hasPrefix("AVFoundation.") ? String(text.dropFirst("AVFoundation.".count)) : text
    }

    /// An integer literal's value: decimal, `0x`, `0b` or `0o`, with `_` separators.
    static func integer(_ expression: ExprSyntax) -> UInt? {
        guard let literal = expression.as(IntegerLiteralExprSyntax.self) else { return nil }
        return IntegerText.value(literal.literal.text)
    }
}

/// Integer literals as both languages write them.
enum IntegerText {
    /// `12`, `0x1F`, `0b101`, `0o17`, `1_000`, with C suffixes (`u`, `UL`) dropped; `nil` otherwise.
    static func value(_ text: String) -> UInt? {
        var digits = text.replacingOccurrences(of: "_", with: "")
        while let last = digits.last, "uUlL".contains(last), digits.count > 1 { digits.removeLast() }
        let lower = digits.lowercased()
        if lower.hasPrefix("0x") { return UInt(lower.dropFirst(2), radix: 16) }
        if lower.hasPrefix("0b") { return UInt(lower.dropFirst(2), radix: 2) }
        if lower.hasPrefix("0o") { return UInt(lower.dropFirst(2), radix: 8) }
        return UInt(lower)
    }
}
