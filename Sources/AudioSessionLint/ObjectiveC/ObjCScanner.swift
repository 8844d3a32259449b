import AudioSessionModel

/// Reads an Objective-C or Objective-C++ file's message sends to `AVAudioSession`.
struct ObjCScanner {
    private let tokens: [ObjCToken]
    /// For each bracket token, the index of its partner.
    private var partner: [Int]
    /// For each token, the function it is in (0: none).
    private var functionOf: [Int]
    /// For each token, whether it is inside a block (`^{ }`) within its function.
    private var inBlock: [Bool]
    /// For each `[` of a send whose value is an `AVAudioSession`, true.
    private var sessionValued: [Int: Bool] = [:]
    private var facts: FileFacts
    private var sessionNames: Set<String> = []

    private static let readingHelpers: Set<String> = [
        "outputs", "inputs", "portType", "portName", "count", "firstObject", "lastObject", "objectAtIndex:",
        "isEqualToString:", "isEqual:", "containsObject:", "UID", "sharedInstance", "floatValue", "length",
        "stringWithFormat:", "description", "NSLog", "NSAssert", "printf", "os_log", "CFEqual",
    ]
    private static let keywords: Set<String> = [
        "if", "for", "while", "switch", "return", "sizeof", "typeof", "__typeof__", "__typeof", "catch", "defined",
        "alignof", "decltype", "selector", "available", "autoreleasepool", "synchronized", "encode", "protocol",
        "static_cast", "dynamic_cast", "reinterpret_cast", "const_cast", "do", "else",
    ]
    private static let qualifiers: Set<String> = [
        "const", "_Nonnull", "_Nullable", "__strong", "__weak", "__nonnull", "__nullable", "nonnull", "nullable",
        "__unsafe_unretained", "__autoreleasing",
    ]
    private static let selfNames: Set<String> = ["self", "weakSelf", "strongSelf", "wself", "sself", "_self"]

    /// The facts of one Objective-C source; unbalanced brackets or an unterminated literal give a problem.
    static func scan(_ source: String, path: String) -> FileFacts {
        let (tokens, problem) = ObjCTokenizer.tokenize(source)
        var facts = FileFacts(path: path)
        if let problem {
            facts.problem = problem
            return facts
        }
        var scanner = ObjCScanner(tokens: tokens, facts: facts)
        if let problem = scanner.matchBrackets() {
            // Both branches of an `#if` may each open a brace that one `}` closes: try the first branches alone.
            let (firstBranches, _) = ObjCTokenizer.tokenize(source, firstBranchOnly: true)
            scanner = ObjCScanner(tokens: firstBranches, facts: facts)
            if scanner.matchBrackets() != nil {
                facts.problem = problem
                return facts
            }
        }
        scanner.findFunctions()
        scanner.collectNames()
        scanner.scanSends()
        return scanner.facts
    }

    private init(tokens: [ObjCToken], facts: FileFacts) {
        self.tokens = tokens
        self.facts = facts
        self.partner = Array(repeating: -1, count: tokens.count)
        self.functionOf = Array(repeating: 0, count: tokens.count)
        self.inBlock = Array(repeating: false, count: tokens.count)
    }

    private func isPunctuation(_ index: Int, _ text: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].text == text
    }

    private func isIdentifier(_ index: Int, _ text: String? = nil) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier
            && (text == nil || tokens[index].text == text)
    }

    // MARK: Structure

    /// Pairs `(` `)`, `[` `]` and `{` `}`; a mismatch is a problem.
    private mutating func matchBrackets() -> (String, Int, Int)? {
        var stack: [Int] = []
        let pairs: [String: String] = [")": "(", "]": "[", "}": "{"]
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{":
                stack.append(index)
            case ")", "]", "}":
                guard let open = stack.last, tokens[open].text == pairs[token.text] else {
                    return ("unbalanced '\(token.text)'; the file is skipped", token.line, token.column)
                }
                stack.removeLast()
                partner[open] = index
                partner[index] = open
            default:
                break
            }
        }
        if let open = stack.last {
            return ("unclosed '\(tokens[open].text)'; the file is skipped", tokens[open].line, tokens[open].column)
        }
        return nil
    }

    /// Each top-level `{ }` is a function (a method, a C function or a declaration block); `^{ }` marks blocks.
    private mutating func findFunctions() {
        var index = 0
        while index < tokens.count {
            guard isPunctuation(index, "{"), partner[index] > index else {
                index += 1
                continue
            }
            let close = partner[index]
            let name = header(before: index)
            facts.functions.append(
                FunctionFacts(name: name, runsAtLaunch: name == "application:didFinishLaunchingWithOptions:"))
            let function = facts.functions.count - 1
            var blockEnds: [Int] = []
            for inner in (index + 1)..<close {
                functionOf[inner] = function
                while let last = blockEnds.last, last < inner { blockEnds.removeLast() }
                if isPunctuation(inner, "{"), isBlockOpening(inner) { blockEnds.append(partner[inner]) }
                inBlock[inner] = !blockEnds.isEmpty
            }
            index = close + 1
        }
    }

    /// Whether the `{` at `index` opens a block literal: `^{` or `^(...) {`, or `^ReturnType (...) {`.
    private func isBlockOpening(_ index: Int) -> Bool {
        if isPunctuation(index - 1, "^") { return true }
        if isPunctuation(index - 1, ")"), partner[index - 1] >= 0 {
            let open = partner[index - 1]
            return isPunctuation(open - 1, "^") || (isIdentifier(open - 1) && isPunctuation(open - 2, "^"))
        }
        return false
    }

    /// The name of the function whose body opens at `brace`: a selector (`application:didFinish...:`) or a C name.
    private func header(before brace: Int) -> String {
        var start = brace - 1
        while start >= 0 && !isPunctuation(start, ";") && !isPunctuation(start, "}") && brace - start < 200 {
            start -= 1
        }
        start += 1
        guard start < brace else { return "block" }
        // An Objective-C method: from its `-` or `+`.
        if let sign = (start..<brace).last(where: { isPunctuation($0, "-") || isPunctuation($0, "+") }),
            isPunctuation(sign + 1, "(")
        {
            var parts = ""
            var firstName: String?
            var index = sign + 1
            while index < brace {
                if isPunctuation(index, "("), partner[index] > index {
                    index = partner[index] + 1
                    continue
                }
                if isIdentifier(index) {
                    if isPunctuation(index + 1, ":") {
                        parts += tokens[index].text + ":"
                        index += 2
                        continue
                    }
                    if firstName == nil && parts.isEmpty { firstName = tokens[index].text }
                }
                index += 1
            }
            return parts.isEmpty ? (firstName ?? "method") : parts
        }
        if let paren = (start..<brace).first(where: { isPunctuation($0, "(") }), isIdentifier(paren - 1) {
            return tokens[paren - 1].text
        }
        return "block"
    }

    /// Names declared as `AVAudioSession *` or assigned `[AVAudioSession sharedInstance]`, unless also declared
    /// with another class.
    private mutating func collectNames() {
        var session: Set<String> = []
        var other: Set<String> = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            let text = tokens[index].text
            if text == "MPRemoteCommandCenter" { facts.handlesRemoteCommands = true }
            if !facts.mentionsInterruption && Mentions.interruption(text) { facts.mentionsInterruption = true }
            if !facts.mentionsReset && Mentions.reset(text) { facts.mentionsReset = true }
            if !facts.recordsAudio && Mentions.recording(text) { facts.recordsAudio = true }
            // TYPE * [qualifiers] ) NAME or TYPE * NAME
            if isPunctuation(index + 1, "*") {
                var name = index + 2
                while isIdentifier(name),
                    [
                        "const", "_Nonnull", "_Nullable", "__strong", "__weak", "__nonnull", "__nullable", "nonnull",
                        "nullable", "__unsafe_unretained", "__autoreleasing",
                    ].contains(tokens[name].text)
                {
                    name += 1
                }
                if isPunctuation(name, ")") { name += 1 }
                if isIdentifier(name) {
                    if text == "AVAudioSession" {
                        session.insert(tokens[name].text)
                    } else if text.first?.isUppercase == true {
                        other.insert(tokens[name].text)
                    }
                }
            }
            // NAME = [AVAudioSession sharedInstance]
            if isPunctuation(index + 1, "="), isPunctuation(index + 2, "["), isIdentifier(index + 3, "AVAudioSession"),
                isIdentifier(index + 4, "sharedInstance"), isPunctuation(index + 5, "]")
            {
                session.insert(text)
            }
        }
        for token in tokens where token.kind == .string {
            if !facts.mentionsInterruption && Mentions.interruption(token.text) { facts.mentionsInterruption = true }
            if !facts.mentionsReset && Mentions.reset(token.text) { facts.mentionsReset = true }
        }
        let addsTargets = tokens.contains {
            $0.kind == .identifier && ($0.text == "addTargetWithHandler" || $0.text == "addTarget")
        }
        facts.handlesRemoteCommands = facts.handlesRemoteCommands && addsTargets
        sessionNames = session.subtracting(other)
    }

    /// Whether a name (a variable, `_ivar` or property) holds an `AVAudioSession`.
    private func isSessionName(_ name: String) -> Bool {
        if sessionNames.contains(name) { return true }
        return name.hasPrefix("_") && sessionNames.contains(String(name.dropFirst()))
    }

    // MARK: Sends

    /// A message send between `[` and `]`.
    private struct Send {
        var receiverIsSession: Bool
        var selector: String
        /// Each keyword argument's token range.
        var arguments: [Range<Int>]
        /// The first selector token.
        var selectorToken: Int
    }

    private mutating func scanSends() {
        for close in tokens.indices where isPunctuation(close, "]") {
            let open = partner[close]
            guard open >= 0, isSendPosition(open), let send = parseSend(open, close) else { continue }
            if send.receiverIsSession {
                record(classify(send), at: send.selectorToken)
            } else if send.selector == "sharedInstance", close == open + 3, isIdentifier(open + 1, "AVAudioSession") {
                sessionValued[open] = true
            } else if send.arguments.isEmpty, close == open + 3, isIdentifier(open + 1, "self"),
                isSessionName(send.selector)
            {
                sessionValued[open] = true
            } else if !Self.readingHelpers.contains(send.selector) {
                facts.functions[functionOf[open]].otherCalls += 1
            }
        }
        for index in tokens.indices {
            // Dot-syntax reads: session.currentRoute, self.session.outputVolume, [AVAudioSession sharedInstance].x
            if isPunctuation(index, "."), isIdentifier(index + 1),
                SessionCall.readProperties.contains(tokens[index + 1].text), isSessionExpression(endingAt: index - 1)
            {
                record(.read(tokens[index + 1].text), at: index + 1)
            }
            // C calls count as other work in the function.
            if isIdentifier(index), isPunctuation(index + 1, "("), !Self.keywords.contains(tokens[index].text),
                !Self.readingHelpers.contains(tokens[index].text), !isPunctuation(index - 1, "^")
            {
                facts.functions[functionOf[index]].otherCalls += 1
            }
            if isIdentifier(index), isPunctuation(index + 1, "("), CAudioSessionAPI.isFunction(tokens[index].text),
                functionOf[index] > 0
            {
                let token = tokens[index]
                facts.cAPICalls.append(.init(name: token.text, line: token.line, column: token.column))
            }
        }
        facts.calls.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        assignReaches()
    }

    /// Whether the expression that ends at `index` is an `AVAudioSession`.
    private func isSessionExpression(endingAt index: Int) -> Bool {
        if isPunctuation(index, "]") { return sessionValued[partner[index]] == true }
        guard isIdentifier(index) else { return false }
        let name = tokens[index].text
        if isPunctuation(index - 1, ".") || isPunctuation(index - 1, "->") {
            return isIdentifier(index - 2) && Self.selfNames.contains(tokens[index - 2].text)
                && !isPunctuation(index - 3, ".") && isSessionName(name)
        }
        return isSessionName(name)
    }

    /// Whether `[` at `index` starts a message send (not a subscript, an array literal or a C++ attribute).
    private func isSendPosition(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = tokens[index - 1]
        switch previous.kind {
        case .identifier: return ["return", "in", "case", "else", "do"].contains(previous.text)
        case .number, .string: return false
        case .punctuation:
            if previous.text == ")" { return isCastOrCondition(closingAt: index - 1) }
            return !["]", "@"].contains(previous.text)
        }
    }

    /// Whether the `)` at `index` ends a cast (`(void)`, `(id)`) or a condition (`if (ok)`), after which `[` starts a
    /// send, rather than a call whose result is subscripted (`items(0)[1]`).
    private func isCastOrCondition(closingAt index: Int) -> Bool {
        let open = partner[index]
        guard open >= 0 else { return false }
        if isIdentifier(open - 1) {
            return ["if", "while", "for", "switch"].contains(tokens[open - 1].text)
        }
        let inside = (open + 1)..<index
        return !inside.isEmpty && inside.count <= 3
            && inside.allSatisfy { isIdentifier($0) || isPunctuation($0, "*") }
    }

    private func parseSend(_ open: Int, _ close: Int) -> Send? {
        var index = open + 1
        guard index < close else { return nil }
        var receiverIsSession = false
        if isPunctuation(index, "[") {
            receiverIsSession = sessionValued[index] == true
            index = partner[index] + 1
        } else if isPunctuation(index, "("), partner[index] < close {
            let castEnd = partner[index]
            if isIdentifier(castEnd + 1), isIdentifier(castEnd + 2) || isPunctuation(castEnd + 2, ".") {
                // A cast: (AVAudioSession *)name.
                receiverIsSession = isIdentifier(index + 1, "AVAudioSession") && isPunctuation(index + 2, "*")
                index = castEnd + 2
            } else {
                index = castEnd + 1
            }
        } else if isIdentifier(index) {
            let start = index
            index += 1
            while (isPunctuation(index, ".") || isPunctuation(index, "->")) && isIdentifier(index + 1) {
                index += 2
            }
            receiverIsSession =
                index - 1 == start || index - 1 == start + 2 ? isSessionExpression(endingAt: index - 1) : false
        } else {
            return nil
        }
        guard index < close, isIdentifier(index) else { return nil }
        let selectorToken = index
        if index + 1 == close {
            return Send(
                receiverIsSession: receiverIsSession, selector: tokens[index].text, arguments: [],
                selectorToken: selectorToken)
        }
        var selector = ""
        var arguments: [Range<Int>] = []
        while index < close {
            guard isIdentifier(index), isPunctuation(index + 1, ":") else { return nil }
            selector += tokens[index].text + ":"
            let start = index + 2
            var end = start
            var pendingTernary = 0
            while end < close {
                if isPunctuation(end, "(") || isPunctuation(end, "[") || isPunctuation(end, "{") {
                    end = partner[end] + 1
                    continue
                }
                if isPunctuation(end, "?") { pendingTernary += 1 }
                if isPunctuation(end, ":") && pendingTernary > 0 { pendingTernary -= 1 }
                if isIdentifier(end), isPunctuation(end + 1, ":"), pendingTernary == 0, end > start { break }
                end += 1
            }
            arguments.append(start..<end)
            index = end
        }
        return Send(
            receiverIsSession: receiverIsSession, selector: selector, arguments: arguments,
            selectorToken: selectorToken)
    }

    private func classify(_ send: Send) -> SessionCall.Kind {
        classifyImplementation(selector: send.selector, arguments: send.arguments.map { Array(tokens[$0]) })
    }

    private mutating func record(_ kind: SessionCall.Kind, at index: Int) {
        let token = tokens[index]
        facts.calls.append(
            SessionCall(
                kind: kind, line: token.line, column: token.column, function: functionOf[index],
                inClosure: inBlock[index], position: index, reach: index..<(index + 1)))
    }

    /// Gives every recorded call its reach, all in two passes over the tokens (see ``ObjCReachFinder``).
    private mutating func assignReaches() {
        let finder = ObjCReachFinder(tokens: tokens, partner: partner)
        let reaches = finder.reaches(of: facts.calls.map(\.position))
        for index in facts.calls.indices {
            facts.calls[index].reach = reaches[facts.calls[index].position] ?? facts.calls[index].reach
        }
    }
}
