import AudioSessionModel

/// Reads the arguments of Objective-C session sends: constants, `YES`/`NO`, numbers and `|` of options.
extension ObjCScanner {
    /// What a send to a session does.
    func classifyImplementation(
        selector: String, arguments: [[ObjCToken]]
    ) -> SessionCall.Kind {
        func argument(_ index: Int) -> [ObjCToken] { index < arguments.count ? arguments[index] : [] }
        switch selector {
        case "setCategory:error:":
            return .setCategory(
                category: Self.named(argument(0), ConstantNames.category), mode: .absent, options: .absent,
                policy: .absent)
        case "setCategory:withOptions:error:":
            return .setCategory(
                category: Self.named(argument(0), ConstantNames.category), mode: .absent,
                options: Self.options(argument(1)), policy: .absent)
        case "setCategory:mode:options:error:":
            return .setCategory(
                category: Self.named(argument(0), ConstantNames.category),
                mode: Self.named(argument(1), ConstantNames.mode), options: Self.options(argument(2)), policy: .absent)
        case "setCategory:mode:routeSharingPolicy:options:error:":
            return .setCategory(
                category: Self.named(argument(0), ConstantNames.category),
                mode: Self.named(argument(1), ConstantNames.mode),
                options: Self.options(argument(3)), policy: Self.named(argument(2), ConstantNames.policy))
        case "setMode:error:":
            return .setMode(Self.named(argument(0), ConstantNames.mode))
        case "setActive:error:":
            return .setActive(Self.bool(argument(0)), notifyOthers: .absent)
        case "setActive:withOptions:error:":
            return .setActive(Self.bool(argument(0)), notifyOthers: Self.notify(argument(1)))
        case "overrideOutputAudioPort:error:":
            return .overrideToSpeaker(Self.named(argument(0), ConstantNames.speakerOverride))
        case "outputVolume", "availableInputs", "currentRoute":
            return .read(selector)
        case "addObserver:forKeyPath:options:context:":
            // Key-value observation of `@"outputVolume"` (or another read property) is a read of it.
            let strings = argument(1).filter { $0.kind == .string }
            guard strings.count == 1, SessionCall.readProperties.contains(strings[0].text) else {
                return .other(selector)
            }
            return .read(strings[0].text)
        default:
            return .other(selector)
        }
    }

    /// The tokens without outer parentheses and a leading cast `(Type)`.
    static func stripped(_ tokens: [ObjCToken]) -> [ObjCToken] {
        var tokens = tokens
        for _ in 0..<8 {
            if tokens.count >= 3, tokens.first?.text == "(", tokens.last?.text == ")",
                balanced(tokens.dropFirst().dropLast())
            {
                tokens = Array(tokens.dropFirst().dropLast())
            } else if tokens.count >= 4, tokens[0].text == "(", tokens[1].kind == .identifier, tokens[2].text == ")" {
                tokens = Array(tokens.dropFirst(3))
            } else {
                break
            }
        }
        return tokens
    }

    private static func balanced(_ tokens: ArraySlice<ObjCToken>) -> Bool {
        var depth = 0
        for token in tokens where token.kind == .punctuation {
            if token.text == "(" { depth += 1 }
            if token.text == ")" { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0
    }

    /// A single constant name.
    static func named<Value>(_ tokens: [ObjCToken], _ lookUp: (String) -> Value?) -> Resolved<Value> {
        let tokens = stripped(tokens)
        guard tokens.count == 1, tokens[0].kind == .identifier, let value = lookUp(tokens[0].text) else {
            return .unknown
        }
        return .known(value)
    }

    /// Options joined by `|`, as constants or numbers.
    static func options(_ tokens: [ObjCToken]) -> Resolved<CategoryOptions> {
        let tokens = stripped(tokens)
        guard !tokens.isEmpty else { return .unknown }
        var result = CategoryOptions()
        var piece: [ObjCToken] = []
        for token in tokens + [ObjCToken(kind: .punctuation, text: "|", line: 0, column: 0)] {
            guard token.kind == .punctuation && token.text == "|" else {
                piece.append(token)
                continue
            }
            let part = stripped(piece)
            piece = []
            guard part.count == 1 else { return .unknown }
            if part[0].kind == .number, let number = IntegerText.value(part[0].text) {
                result.formUnion(CategoryOptions(rawValue: number))
            } else if part[0].kind == .identifier, let option = ConstantNames.option(part[0].text) {
                result.formUnion(option)
            } else {
                return .unknown
            }
        }
        return .known(result)
    }

    /// `YES`, `NO`, `true`, `false`.
    static func bool(_ tokens: [ObjCToken]) -> Resolved<Bool> {
        let tokens = stripped(tokens)
        guard tokens.count == 1 else { return .unknown }
        switch tokens[0].text {
        case "YES", "true", "TRUE": return .known(true)
        case "NO", "false", "FALSE": return .known(false)
        default: return .unknown
        }
    }

    /// Whether `setActive` options hold `AVAudioSessionSetActiveOptionNotifyOthersOnDeactivation`.
    static func notify(_ tokens: [ObjCToken]) -> Resolved<Bool> {
        let tokens = stripped(tokens)
        guard tokens.count == 1 else { return .unknown }
        if tokens[0].kind == .number, let number = IntegerText.value(tokens[0].text) {
            return .known(number & 1 == 1)
        }
        return ConstantNames.notifiesOthers(tokens[0].text).map(Resolved.known) ?? .unknown
    }
}
