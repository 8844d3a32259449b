/// Finds the reaches (see ``SessionCall/reach``) of many tokens of an Objective-C file in two passes over its tokens,
/// so that a function of N calls costs N, not N² (each call once walked back to its enclosing `{`).
///
/// The reach of the token at `index`, in token indexes: its statement when that is a brace-less `if`, `else`, `for` or
/// `while` body; else its `switch` case (from the `case` label to the next one); else its innermost `{ }`.
struct ObjCReachFinder {
    let tokens: [ObjCToken]
    /// For each bracket token, the index of its partner (all brackets are matched).
    let partner: [Int]

    /// What is visible from a token looking back to its innermost `{`: the groups it is in are passed through,
    /// groups closed before it are skipped whole.
    private struct Behind {
        /// The innermost enclosing `{`, or -1 at file level.
        var brace: Int
        /// The last `;` or `}` seen, or -1.
        var separator: Int
        /// The last `case` or `default:` label seen, or -1.
        var label: Int
    }

    /// What is visible from a token looking ahead to its innermost `}`, likewise.
    private struct Ahead {
        /// The first `;` seen, or `Int.max`.
        var semicolon: Int
        /// The first `case` or `default:` label seen, or `Int.max`.
        var label: Int
    }

    private func isPunctuation(_ index: Int, _ text: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].text == text
    }

    private func isIdentifier(_ index: Int, _ text: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier && tokens[index].text == text
    }

    private func isLabel(_ index: Int) -> Bool {
        isIdentifier(index, "case") || (isIdentifier(index, "default") && isPunctuation(index + 1, ":"))
    }

    /// The reach of each token in `queries` (any order; duplicates allowed).
    func reaches(of queries: [Int]) -> [Int: Range<Int>] {
        let sorted = Array(Set(queries)).sorted()
        guard !sorted.isEmpty else { return [:] }
        let behind = lookBehind(sorted)
        let ahead = lookAhead(sorted)
        var result: [Int: Range<Int>] = [:]
        for (slot, index) in sorted.enumerated() {
            result[index] = reach(of: index, behind: behind[slot], ahead: ahead[slot])
        }
        return result
    }

    private func reach(of index: Int, behind: Behind, ahead: Ahead) -> Range<Int> {
        let open = behind.brace
        let close = open >= 0 && partner[open] > open ? partner[open] : tokens.count
        // Walking back, the later of the last separator and the last label is met first.
        let label = behind.label >= 0 ? behind.label : nil
        var statementStart: Int?
        if behind.separator >= 0 || behind.label >= 0 {
            statementStart = behind.separator > behind.label ? behind.separator + 1 : behind.label
        }
        let start = statementStart ?? open + 1
        // A brace-less conditional statement: only that statement (a call in an `if`'s own condition runs anyway).
        if ["if", "else", "for", "while"].contains(where: { isIdentifier(start, $0) }) {
            let inCondition = isIdentifier(start, "if") && isPunctuation(start + 1, "(") && partner[start + 1] > index
            if !inCondition {
                return start..<min(ahead.semicolon, close)
            }
        }
        if let label {
            return label..<min(ahead.label, close)
        }
        return (open + 1)..<close
    }

    /// One forward pass: for each query, what it sees looking back.
    private func lookBehind(_ queries: [Int]) -> [Behind] {
        var result: [Behind] = []
        result.reserveCapacity(queries.count)
        var stack = [Behind(brace: -1, separator: -1, label: -1)]
        var next = 0
        for index in tokens.indices {
            while next < queries.count && queries[next] == index {
                result.append(stack[stack.count - 1])
                next += 1
            }
            if next == queries.count { break }
            let token = tokens[index]
            if isLabel(index) { stack[stack.count - 1].label = index }
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "{":
                stack.append(Behind(brace: index, separator: -1, label: -1))
            case "(", "[":
                // A group being passed through: what its parent saw so far stays visible.
                stack.append(stack[stack.count - 1])
            case "}":
                if stack.count > 1 { stack.removeLast() }
                stack[stack.count - 1].separator = index
            case ")", "]":
                if stack.count > 1 { stack.removeLast() }
            case ";":
                stack[stack.count - 1].separator = index
            default:
                break
            }
        }
        while result.count < queries.count { result.append(stack[stack.count - 1]) }
        return result
    }

    /// One backward pass: for each query, what it sees looking ahead.
    private func lookAhead(_ queries: [Int]) -> [Ahead] {
        var result = Array(repeating: Ahead(semicolon: Int.max, label: Int.max), count: queries.count)
        var stack = [Ahead(semicolon: Int.max, label: Int.max)]
        var next = queries.count - 1
        for index in tokens.indices.reversed() {
            while next >= 0 && queries[next] == index {
                result[next] = stack[stack.count - 1]
                next -= 1
            }
            if next < 0 { break }
            let token = tokens[index]
            if isLabel(index) { stack[stack.count - 1].label = index }
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "}":
                stack.append(Ahead(semicolon: Int.max, label: Int.max))
            case ")", "]":
                stack.append(stack[stack.count - 1])
            case "{", "(", "[":
                if stack.count > 1 { stack.removeLast() }
            case ";":
                stack[stack.count - 1].semicolon = index
            default:
                break
            }
        }
        return result
    }
}
