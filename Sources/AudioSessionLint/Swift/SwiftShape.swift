/// A cheap look at a Swift file's shape before swift-syntax parses it, in one pass over the bytes: how deep its
/// brackets nest, how long its postfix chains (`a.b.c`, `f()()`, `x[0][1]`, `y!?`) run, and how many square brackets
/// enclose one another; it stops at the first limit of ``LintBudget`` passed.
///
/// swift-syntax nests its tree (and recurses while parsing and walking it) once per bracket, generic argument list
/// and link of a chain; its time grows with the square of generic nesting, and doubles with each square bracket
/// nested in another (it tries each as the start of a type, `[[Int]]`, and as an expression). So a file far deeper
/// than any real code could exhaust the stack or take hours. The scan skips comments and string literals (but not
/// the code of their interpolations), so brackets in text do not count; a `<` right after a name opens a generic
/// argument list until its `>`, the end of the line or of the statement.
struct SwiftShape: Sendable {
    /// The deepest nesting of `(`, `[`, `{`, `<` of generics and string interpolations.
    var depth = 0
    /// The longest postfix chain.
    var chain = 0
    /// The deepest nesting plus the chains around it: how deep the syntax tree gets, about.
    var treeDepth = 0
    /// The most `[` enclosing one another with no `{` between.
    var squares = 0
    /// The parser's work on square brackets: the sum over every `[` of 2 to the power of the `[`s that enclose it
    /// (itself included), and over every token of an array's first element that the parser may read as a type (its
    /// chain, tuples, generics, compositions and function arrows), inside two `[` or more, of twice that power.
    var squareWork = 0
    /// The parser's recovery from code that is no declaration in a type's body (`class A { f(a.f(a.x`): the sum
    /// over every bracket opened in such code of the square of its depth in it.
    var memberCodeWork = 0
    /// The first limit passed, with the 1-based line and column where; the scan stops there.
    var problem: (message: String, line: Int, column: Int)?

    /// What the scan is inside.
    private enum Context {
        /// Code, opened by a bracket, a generic `<` (closer `>`) or an interpolation; `chain` counts the links of the
        /// current chain there, `squares` the `[`s enclosing it since the last `{`;
        /// `leading` is whether the parser may still be reading this level as a type: from the `[` of an array
        /// (not a subscript), through the tuples, generic argument lists, chains, compositions and function
        /// arrows of its first element, which it reads again for each `[` around it.
        case code(closer: UInt8, interpolation: Bool, chain: Int, squares: Int, leading: Bool)
        /// A string literal with `hashes` `#`s, on one line or several.
        case string(hashes: Int, multiline: Bool)
    }

    /// Measures `bytes` (UTF-8 Swift source) up to the first limit passed.
    static func measure(_ bytes: some Collection<UInt8>) -> SwiftShape {
        var measurer = Measurer(text: Array(bytes))
        measurer.run()
        return measurer.shape
    }

    /// One pass over the bytes, with the state of where it is.
    private struct Measurer {
        let text: [UInt8]
        var shape = SwiftShape()
        var stack: [Context] = [
            .code(closer: 0, interpolation: false, chain: 0, squares: 0, leading: false)
        ]
        /// Code levels on the stack, and the chain links of the levels below the innermost, as running sums.
        var depth = 0
        var linksBelow = 0
        var index = 0
        var line = 1
        var lineStart = 0
        /// Whether the previous token ends an expression a postfix link may follow (`x`, `)`, `]`, `!`, `?`).
        var afterOperand = false
        /// The `{` levels that open a type's body (their index on the stack), each with whether its current
        /// statement is no declaration.
        var typeBodies: [(level: Int, strayCode: Bool)] = []
        /// Whether the next token at a type body's level starts a statement there.
        var atStatementStart = false
        /// Whether a `class`, `struct`, `enum`, `protocol`, `extension` or `actor` declaration waits for its `{`.
        var typePending = false

        init(text: [UInt8]) { self.text = text }

        func at(_ offset: Int) -> UInt8 { offset < text.count ? text[offset] : 0 }

        var here: (line: Int, column: Int) { (line, index - lineStart + 1) }

        var currentChain: Int {
            if case .code(_, _, let chain, _, _) = stack[stack.count - 1] { return chain }
            return 0
        }

        var currentSquares: Int {
            if case .code(_, _, _, let squares, _) = stack[stack.count - 1] { return squares }
            return 0
        }

        var currentCloser: UInt8 {
            if case .code(let closer, _, _, _, _) = stack[stack.count - 1] { return closer }
            return 0
        }

        var isLeading: Bool {
            if case .code(_, _, _, _, let leading) = stack[stack.count - 1] { return leading }
            return false
        }

        mutating func setChain(_ value: Int) {
            if case .code(let closer, let interpolation, _, let squares, let leading) = stack[stack.count - 1] {
                stack[stack.count - 1] = .code(
                    closer: closer, interpolation: interpolation, chain: value, squares: squares, leading: leading)
            }
        }

        /// The first expression at this level has ended (a separator, an operator, a second operand).
        mutating func endLeading() {
            if case .code(let closer, let interpolation, let chain, let squares, true) = stack[stack.count - 1] {
                stack[stack.count - 1] = .code(
                    closer: closer, interpolation: interpolation, chain: chain, squares: squares, leading: false)
            }
        }

        /// Adds to the parser's work on square brackets; past the budget, names `reason`.
        mutating func addSquareWork(_ work: Int, _ reason: String) {
            shape.squareWork += work
            if shape.squareWork > LintBudget.maximumSquareWork { exceed(reason) }
        }

        /// Records the first limit passed.
        mutating func exceed(_ message: String) {
            if shape.problem == nil { shape.problem = (message + "; the file is skipped", here.line, here.column) }
        }

        /// Whether the innermost code level is a type's body.
        var atTypeBody: Bool { typeBodies.last?.level == stack.count - 1 }

        /// After levels were closed: forgets the type bodies closed with them.
        mutating func leftLevels() {
            while let body = typeBodies.last, body.level >= stack.count { typeBodies.removeLast() }
        }

        /// In a type's body, the next token starts a statement (after a line break, a `;` or a `}`).
        mutating func endStatement() {
            guard atTypeBody else { return }
            atStatementStart = true
            typeBodies[typeBodies.count - 1].strayCode = false
        }

        /// The first token of a statement in a type's body: a declaration (a keyword, a modifier, an attribute or a
        /// directive), or code the parser recovers from (a name or a literal). An operator or a bracket goes on with
        /// the declaration before it (`lazy var x = { ... }()` after its `}`, `-> Int` on the next line).
        mutating func startStatement(with byte: UInt8) {
            atStatementStart = false
            var isDeclaration = !SwiftShape.isIdentifierByte(byte) && byte != UInt8(ascii: "\"")
            if SwiftShape.isIdentifierByte(byte) {
                var end = index
                while end < text.count && SwiftShape.isIdentifierByte(text[end]) { end += 1 }
                isDeclaration = SwiftShape.declarationWords.contains(String(decoding: text[index..<end], as: UTF8.self))
            }
            typeBodies[typeBodies.count - 1].strayCode = !isDeclaration
        }

        /// Notes a name: a type declaration's keyword waits for its body; a function's, property's or case's does not.
        mutating func noteWord(from start: Int) {
            guard index - start <= 11 else { return }
            let word = String(decoding: text[start..<index], as: UTF8.self)
            if SwiftShape.typeWords.contains(word) {
                typePending = true
            } else if SwiftShape.memberWords.contains(word) {
                typePending = false
            }
        }

        mutating func noteTreeDepth(_ value: Int) {
            shape.treeDepth = max(shape.treeDepth, value)
            if value > LintBudget.maximumTreeDepth {
                exceed(
                    "expressions nested more than \(LintBudget.maximumTreeDepth) levels deep (brackets, generics and "
                        + "chains)")
            }
        }

        mutating func link() {
            let chain = currentChain + 1
            setChain(chain)
            shape.chain = max(shape.chain, chain)
            if chain > LintBudget.maximumChain {
                exceed("a chain of more than \(LintBudget.maximumChain) member accesses, calls or subscripts")
            }
            noteTreeDepth(depth + linksBelow + chain)
            noteTypeToken()
        }

        /// A token the parser may read as part of a type right inside nested square brackets: it reads it again for
        /// each `[` around it, so it counts twice a bracket at the same depth (a 712-link chain inside 12 `[` took 16 s
        /// in a debug build, found by the lint fuzz test).
        mutating func noteTypeToken() {
            let squares = currentSquares
            // Inside one `[`, reading twice is no more than a constant factor.
            guard squares > 1 && isLeading else { return }
            addSquareWork(
                2 << min(squares, 40),
                "too long an expression right inside deeply nested square brackets (the parser reads it again for "
                    + "each level)")
        }

        /// Opens a level closed by `closer`; `call` is whether it follows an operand (a call or a subscript).
        mutating func open(_ closer: UInt8, interpolation: Bool, call: Bool = false) {
            let squares: Int
            switch closer {
            case UInt8(ascii: "]"): squares = currentSquares + 1
            case UInt8(ascii: ")"), UInt8(ascii: ">"): squares = interpolation ? 0 : currentSquares
            default: squares = 0
            }
            // An array's `[` starts a type; a tuple's `(` or a generic `<` goes on with the type around it; a call,
            // a subscript or an interpolation is no type, and neither is what follows a call.
            let leading: Bool
            switch closer {
            case UInt8(ascii: "]"): leading = !call
            case UInt8(ascii: ")"), UInt8(ascii: ">"): leading = !call && !interpolation && isLeading
            default: leading = false
            }
            if call { endLeading() }
            linksBelow += currentChain
            depth += 1
            stack.append(
                .code(closer: closer, interpolation: interpolation, chain: 0, squares: squares, leading: leading))
            shape.depth = max(shape.depth, depth)
            if let body = typeBodies.last, body.strayCode {
                let inside = stack.count - 1 - body.level
                shape.memberCodeWork += inside * inside
                if shape.memberCodeWork > LintBudget.maximumMemberCodeWork {
                    exceed(
                        "brackets nested too deeply in code that is no declaration in a type's body (the parser's "
                            + "recovery takes the cube of their depth)")
                }
            }
            if depth > LintBudget.maximumNesting {
                exceed("brackets or generics nested more than \(LintBudget.maximumNesting) levels deep")
            }
            noteTreeDepth(depth + linksBelow)
            guard closer == UInt8(ascii: "]") else { return }
            shape.squares = max(shape.squares, squares)
            if squares > LintBudget.maximumSquareNesting {
                exceed(
                    "square brackets nested more than \(LintBudget.maximumSquareNesting) levels deep (the parser's "
                        + "time doubles with each)")
            }
            addSquareWork(
                1 << min(squares, 40),
                "too many deeply nested square brackets (the parser's time doubles with each level)")
        }

        /// Closes the generic argument lists left open at the innermost level (`a<b` was a comparison).
        mutating func closeAngles() {
            while stack.count > 1, case .code(UInt8(ascii: ">"), _, _, _, _) = stack[stack.count - 1] {
                stack.removeLast()
                depth -= 1
                linksBelow -= currentChain
            }
        }

        /// Closes the innermost code level that `byte` closes, and those opened inside it and left open (as the
        /// parser recovers); returns whether it was an interpolation, or `nil` if `byte` closes nothing.
        mutating func close(_ byte: UInt8) -> Bool? {
            var level = stack.count - 1
            while level > 0, case .code(let closer, let interpolation, _, _, _) = stack[level] {
                if closer == byte {
                    while stack.count > level {
                        stack.removeLast()
                        depth -= 1
                        linksBelow -= currentChain
                    }
                    return interpolation
                }
                // An interpolation is not closed by a bracket of the code around its string.
                if interpolation { return nil }
                level -= 1
            }
            return nil
        }

        mutating func newLine() {
            line += 1
            lineStart = index + 1
        }

        /// Inside a string literal: its end, an interpolation, an escape or a character of text.
        mutating func stringByte(hashes: Int, multiline: Bool) {
            let byte = text[index]
            if byte == UInt8(ascii: "\\") {
                var next = index + 1
                var found = 0
                while found < hashes && at(next) == UInt8(ascii: "#") {
                    found += 1
                    next += 1
                }
                if found == hashes && at(next) == UInt8(ascii: "(") {
                    index = next
                    open(UInt8(ascii: ")"), interpolation: true)
                    afterOperand = false
                    index = next + 1
                    return
                }
                // An escaped character (any but a line break) is skipped with its backslash.
                index = found == hashes && at(next) != UInt8(ascii: "\n") ? next + 1 : next
                return
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                var next = index
                var found = 0
                while found < quotes && at(next) == UInt8(ascii: "\"") {
                    found += 1
                    next += 1
                }
                var closingHashes = 0
                while closingHashes < hashes && at(next) == UInt8(ascii: "#") {
                    closingHashes += 1
                    next += 1
                }
                if found == quotes && closingHashes == hashes {
                    stack.removeLast()
                    afterOperand = true
                    index = next
                } else {
                    index += 1
                }
                return
            }
            if byte == UInt8(ascii: "\n") {
                newLine()
                // An unterminated one-line string ends at the line's end, as the parser recovers.
                if !multiline {
                    stack.removeLast()
                    afterOperand = false
                }
            }
            index += 1
        }

        mutating func skipComment() {
            if at(index + 1) == UInt8(ascii: "/") {
                while index < text.count && text[index] != UInt8(ascii: "\n") { index += 1 }
                return
            }
            var level = 1
            index += 2
            while index < text.count && level > 0 {
                if text[index] == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "*") {
                    level += 1
                    index += 2
                } else if text[index] == UInt8(ascii: "*") && at(index + 1) == UInt8(ascii: "/") {
                    level -= 1
                    index += 2
                } else {
                    if text[index] == UInt8(ascii: "\n") { newLine() }
                    index += 1
                }
            }
        }

        /// `#` or `"`: a string literal, raw (`#"`) or not, one line or several; else a directive or keyword.
        mutating func stringOrDirective() {
            var next = index
            var hashes = 0
            while at(next) == UInt8(ascii: "#") {
                hashes += 1
                next += 1
            }
            setChain(0)
            guard at(next) == UInt8(ascii: "\"") else {
                afterOperand = false
                index = next
                return
            }
            endLeading()
            let multiline = at(next + 1) == UInt8(ascii: "\"") && at(next + 2) == UInt8(ascii: "\"")
            stack.append(.string(hashes: hashes, multiline: multiline))
            index = next + (multiline ? 3 : 1)
        }

        mutating func run() {
            while index < text.count && shape.problem == nil {
                if case .string(let hashes, let multiline) = stack[stack.count - 1] {
                    stringByte(hashes: hashes, multiline: multiline)
                    continue
                }
                let byte = text[index]
                if atStatementStart && atTypeBody && !SwiftShape.isSpace(byte) && byte != UInt8(ascii: "}")
                    && byte != UInt8(ascii: ";")
                    && !(byte == UInt8(ascii: "/")
                        && (at(index + 1) == UInt8(ascii: "/") || at(index + 1) == UInt8(ascii: "*")))
                {
                    startStatement(with: byte)
                }
                switch byte {
                case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/") || at(index + 1) == UInt8(ascii: "*"):
                    skipComment()
                    continue
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    stringOrDirective()
                    continue
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    if byte == UInt8(ascii: "{") { closeAngles() }
                    // A call, subscript or trailing closure directly after an operand is a link of its chain.
                    if afterOperand {
                        link()
                    } else {
                        setChain(0)
                        if byte == UInt8(ascii: "(") { noteTypeToken() }
                    }
                    let closer =
                        byte == UInt8(ascii: "(")
                        ? UInt8(ascii: ")") : byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
                    open(closer, interpolation: false, call: afterOperand)
                    afterOperand = false
                    if byte == UInt8(ascii: "{") {
                        if typePending {
                            typeBodies.append((stack.count - 1, false))
                            atStatementStart = true
                        }
                        typePending = false
                    }
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    // The end of an interpolation goes back into its string; any other closer ends an operand.
                    afterOperand = close(byte) != true
                    leftLevels()
                    if byte == UInt8(ascii: "}") {
                        typePending = false
                        endStatement()
                    }
                case UInt8(ascii: "."):
                    if at(index + 1) == UInt8(ascii: ".") {
                        // `...`, `..<`: an operator.
                        while at(index) == UInt8(ascii: ".") { index += 1 }
                        setChain(0)
                        endLeading()
                        afterOperand = false
                        continue
                    }
                    link()
                    afterOperand = false
                case UInt8(ascii: "!"), UInt8(ascii: "?"):
                    if afterOperand && index > 0 && !SwiftShape.isSpace(text[index - 1]) {
                        link()
                    } else {
                        setChain(0)
                        endLeading()
                        afterOperand = false
                    }
                case UInt8(ascii: "<")
                where afterOperand && index > 0 && !SwiftShape.isSpace(text[index - 1])
                    && at(index + 1) != UInt8(ascii: "<") && at(index + 1) != UInt8(ascii: "="):
                    // `Name<`: a generic argument list (or a comparison written without spaces, closed at the end of
                    // the line or statement).
                    noteTypeToken()
                    open(UInt8(ascii: ">"), interpolation: false)
                    afterOperand = false
                case UInt8(ascii: ">") where index > 0 && text[index - 1] != UInt8(ascii: "-"):
                    if case .code(UInt8(ascii: ">"), _, _, _, _) = stack[stack.count - 1] {
                        _ = close(byte)
                        afterOperand = true
                    } else {
                        setChain(0)
                        endLeading()
                        afterOperand = false
                    }
                case UInt8(ascii: ";"), UInt8(ascii: "="):
                    closeAngles()
                    if byte == UInt8(ascii: ";") {
                        typePending = false
                        endStatement()
                    }
                    setChain(0)
                    endLeading()
                    afterOperand = false
                case UInt8(ascii: "\n"):
                    closeAngles()
                    endStatement()
                    newLine()
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    break
                default:
                    if SwiftShape.isIdentifierByte(byte) {
                        // A name right after `.` continues a chain; any other name starts a new expression.
                        if SwiftShape.previousNonSpace(text, before: index) != UInt8(ascii: ".") {
                            setChain(0)
                            // A number is no type: the parser's second reading stops there.
                            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                                endLeading()
                            } else {
                                noteTypeToken()
                            }
                        }
                        let start = index
                        while index < text.count && SwiftShape.isIdentifierByte(text[index]) { index += 1 }
                        if SwiftShape.previousNonSpace(text, before: start) != UInt8(ascii: ".") {
                            noteWord(from: start)
                        }
                        afterOperand = true
                        continue
                    }
                    // Operators and separators end the chain, and but for those a type may hold (`:` of a
                    // dictionary, `&` of a composition, `->` of a function, `@` of an attribute, `,` of a tuple or
                    // generic argument list) the first element of an array.
                    setChain(0)
                    if SwiftShape.continuesAType(text, at: index)
                        || (byte == UInt8(ascii: ",") && currentCloser != UInt8(ascii: "]"))
                    {
                        noteTypeToken()
                    } else {
                        endLeading()
                    }
                    afterOperand = false
                }
                index += 1
            }
        }
    }

    /// The words that declare a type: the `{` after one opens the type's body.
    static let typeWords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor"]

    /// The words that declare something else, after which a `{` opens code (`class func f() {`, `var x: Int {`).
    static let memberWords: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "case", "typealias", "associatedtype", "macro",
    ]

    /// The words a declaration in a type's body may start with: keywords and modifiers.
    static let declarationWords: Set<String> = memberWords.union(typeWords).union([
        "import", "operator", "precedencegroup", "static", "private", "fileprivate", "internal", "public", "open",
        "package", "final", "override", "required", "convenience", "lazy", "weak", "unowned", "mutating",
        "nonmutating", "dynamic", "optional", "indirect", "prefix", "postfix", "infix", "nonisolated", "isolated",
        "consuming", "borrowing", "distributed", "async", "rethrows", "some", "any", "where",
    ])

    /// Whether the operator or separator at `index` may be inside a type: `:`, `&` (not `&&`), `@`, `->`.
    private static func continuesAType(_ text: [UInt8], at index: Int) -> Bool {
        let byte = text[index]
        let next = index + 1 < text.count ? text[index + 1] : 0
        let previous = index > 0 ? text[index - 1] : 0
        switch byte {
        case UInt8(ascii: ":"), UInt8(ascii: "@"): return true
        case UInt8(ascii: "&"): return next != UInt8(ascii: "&") && previous != UInt8(ascii: "&")
        case UInt8(ascii: "-"): return next == UInt8(ascii: ">")
        case UInt8(ascii: ">"): return previous == UInt8(ascii: "-")
        default: return false
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    /// Letters, digits, `_`, `$`, `` ` `` and every byte of a non-ASCII character.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "`") || byte >= 0x80
    }

    private static func previousNonSpace(_ text: [UInt8], before index: Int) -> UInt8 {
        var cursor = index - 1
        while cursor >= 0 && isSpace(text[cursor]) { cursor -= 1 }
        return cursor >= 0 ? text[cursor] : 0
    }
}
