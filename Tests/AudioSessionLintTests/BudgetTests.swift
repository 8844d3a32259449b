import AudioSessionModel
import Foundation
import Testing

@testable import AudioSessionLint

/// The reproducers of the per-file budget: nested or huge files are `parse` warnings that name the limit, never a
/// crash or a hang, and the other files of the run keep their findings.
@Suite struct BudgetTests {
    /// A file with a finding of its own (`override-needs-play-and-record`, an error), linted beside the others.
    static let sentinel = RobustnessTests.text(
        """
        import AVFoundation
        func route() throws {
            let session = AVAudioSession.sharedInstance()
            try session.setCategory(.playback)
            try session.overrideOutputAudioPort(.speaker)
        }

        """)

    /// Lints `files` beside the sentinel; returns the `parse` messages by file name, and checks the sentinel's
    /// finding survived.
    static func lint(_ files: [String: Data]) throws -> [String: String] {
        var all = files
        all["Sentinel.swift"] = sentinel
        let root = try RobustnessTests.folder(all)
        let result = try Linter.run(paths: [root])
        #expect(
            result.findings.contains {
                $0.file.hasSuffix("Sentinel.swift") && $0.id == "override-needs-play-and-record"
            })
        #expect(result.fileCount == all.count)
        var parse: [String: String] = [:]
        for finding in result.findings where finding.id == "parse" {
            parse[(finding.file as NSString).lastPathComponent] = finding.message
        }
        return parse
    }

    @Test func nestedSquareBracketsAreBounded() throws {
        // `let x =` and 30 nested `[` took time doubling per level; 1,000 crashed.
        let parse = try Self.lint([
            "Open30.swift": RobustnessTests.text("let x = " + String(repeating: "[", count: 30) + "\n"),
            "Closed26.swift": RobustnessTests.text(
                "let x = " + String(repeating: "[", count: 26) + "1" + String(repeating: "]", count: 26)),
            "Type20.swift": RobustnessTests.text(
                "let x: " + String(repeating: "[", count: 20) + "Int" + String(repeating: "]", count: 20) + " = []"),
            "Mixed.swift": RobustnessTests.text(
                "let x = " + String(repeating: "[(", count: 20) + "1" + String(repeating: ")]", count: 20)),
            // Found by the lint fuzz test (100,000 mutants, seed 777): 7 s in a debug build within the old budget.
            "Alternating16.swift": RobustnessTests.text(
                "import M" + String(repeating: "[(", count: 7) + " " + String(repeating: "([", count: 9) + "(x"),
            "Open1000.swift": RobustnessTests.text("let x = " + String(repeating: "[", count: 1_000)),
            "Many12.swift": RobustnessTests.text(
                (0..<1_000).map {
                    "let x\($0) = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)
                }.joined(separator: "\n")),
        ])
        for name in [
            "Open30.swift", "Closed26.swift", "Type20.swift", "Mixed.swift", "Open1000.swift", "Alternating16.swift",
        ] {
            #expect(parse[name]?.contains("square brackets nested more than 12 levels") == true, "\(name): \(parse)")
        }
        #expect(parse["Many12.swift"]?.contains("too many deeply nested square brackets") == true)
    }

    @Test func longExpressionsRightInsideNestedSquareBracketsAreBounded() throws {
        // Found by the lint fuzz test (100,000 mutants, seed 778): 356 `?.b` (712 links) right after 12 nested `[`,
        // within the nesting budget, took 16 s in a debug build: the parser reads the first element of an array
        // again as a type for each `[` around it, and so do compositions, function types, tuples and generics.
        func nested(_ count: Int, _ body: String) -> Data {
            RobustnessTests.text("func f() {\n    let y = " + String(repeating: "[", count: count) + body + "\n}\n")
        }
        let parse = try Self.lint([
            "Mutant778.swift": RobustnessTests.text(
                "func f() {\n    try a" + String(repeating: "?.b", count: 280) + String(repeating: "[", count: 12)
                    + "x" + String(repeating: "?.b", count: 356) + " rtc.overrideOutputAudioPort(.speaker)\n}\n"),
            "Closed.swift": nested(12, "x" + String(repeating: ".b", count: 450) + String(repeating: "]", count: 12)),
            "Composition.swift": nested(12, "x" + String(repeating: " & x", count: 500)),
            "FunctionType.swift": nested(12, String(repeating: "(x) -> ", count: 300) + "x"),
            "Tuple.swift": RobustnessTests.text(
                "let y = " + String(repeating: "[(", count: 11) + "x"
                    + String(repeating: ", y", count: 500)),
            "Generic.swift": nested(12, String(repeating: "A<", count: 80) + "x"),
            "Eight.swift": nested(8, "x" + String(repeating: "?.b", count: 450)),
            // Just within the budget: 448 links in 8 levels, closed, is read.
            "WithinBudget.swift": nested(
                8, "x" + String(repeating: "?.b", count: 224) + String(repeating: "]", count: 8)),
        ])
        for name in [
            "Mutant778.swift", "Closed.swift", "Composition.swift", "FunctionType.swift", "Tuple.swift",
            "Generic.swift", "Eight.swift",
        ] {
            #expect(
                parse[name]?.contains("too long an expression right inside deeply nested square brackets") == true,
                "\(name): \(parse)")
        }
        #expect(parse["WithinBudget.swift"] == nil, "\(parse)")
        #expect(parse["Mutant778.swift"]?.hasSuffix("; the file is skipped") == true)
    }

    @Test func onlyWhatTheParserReadsAgainCounts() {
        func work(_ source: String) -> Int { SwiftShape.measure(source.utf8).squareWork }
        // Two brackets (2 + 4), then `x` and `.b` inside two: 8 each.
        #expect(work("let y = [[x.b]]") == 22)
        // The array's `,` ends the first element; a number, a string or a call's arguments are no type.
        #expect(work("let y = [[x, y.b.c]]") == 14)
        #expect(work("let y = [[1, y.b.c]]") == 6)
        #expect(work("let y = [[\"a\", y.b.c]]") == 6)
        #expect(work("let y = [[f(a.b.c)]]") == 22)
        // A subscript is no type either, and inside a single `[` a second reading is only a constant factor.
        #expect(work("let y = a[b[c.d.e]]") == 6)
        #expect(work("let y = [x.b.c.d]") == 2)
        // A tuple's `,` and a function's arrow go on with the type: `(`, x, `,`, y, `-`, `>` and z count.
        #expect(work("let y = [[(x, y) -> z]]") == 6 + 8 * 7)
        // The located problem: the line and column where the budget is passed.
        let located = SwiftShape.measure(
            ("\n" + "let y = " + String(repeating: "[", count: 12) + "x"
                + String(repeating: ".b", count: 40)).utf8)
        #expect(located.problem?.line == 2)
        #expect(located.problem?.message.contains("the parser reads it again for each level") == true)
    }

    @Test func deepCodeInATypesBodyIsBounded() throws {
        // Found by the lint fuzz test (100,000 mutants, seed 778, after the square-bracket fix): 60 nested `f(a.` in
        // a class's body, where the parser recovers from code that is no declaration, took 7 s in a debug build
        // (its time grows with the cube of the depth: 99 levels, within the nesting budget, took 40 s).
        let deep = String(repeating: "f(a.", count: 60) + "x"
        let parse = try Self.lint([
            "Mutant778b.swift": RobustnessTests.text(
                "import AVFoundation\n\nfinal class EffectsPlayer {" + deep + "\n    func start() throws {\n"
                    + "        try AVAudioSession.sharedInstance().setCategory(.playAndRecord)\n    }\n}\n"),
            "Struct.swift": RobustnessTests.text("struct S {\n    var x = 1\n    " + deep + "\n}\n"),
            "Nested.swift": RobustnessTests.text("enum E {\n    extension F {\n" + deep + "\n}\n}\n"),
            // Closed again on a later line: still recovered from.
            "Closed.swift": RobustnessTests.text(
                "public actor A {\n" + deep + "\n    var y = 1\n" + String(repeating: ")", count: 60) + "\n}\n"),
            "Many.swift": RobustnessTests.text(
                String(repeating: "protocol P {" + String(repeating: "f(a.", count: 12) + "x\n}\n", count: 20)),
        ])
        for name in ["Mutant778b.swift", "Struct.swift", "Nested.swift", "Closed.swift", "Many.swift"] {
            #expect(
                parse[name]?.contains("brackets nested too deeply in code that is no declaration in a type's body")
                    == true, "\(name): \(parse)")
        }
        #expect(parse["Mutant778b.swift"]?.hasSuffix("; the file is skipped") == true)
    }

    @Test func onlyCodeThatIsNoDeclarationInATypesBodyCounts() {
        func work(_ source: String) -> Int { SwiftShape.measure(source.utf8).memberCodeWork }
        let deep = String(repeating: "f(a.", count: 40) + "x" + String(repeating: ")", count: 40)
        // Declarations, and code in functions, closures, accessors and at the top level, do not count.
        #expect(
            work(
                """
                final class Player: NSObject, Sendable where T: P {
                    @objc private(set) var x = \(deep)
                    static func f() { \(deep) }
                    class var y: Int { \(deep) }
                    lazy var z = { \(deep) }()
                    case a(Int), b(String)
                    init(a: (Int, (Int, Int))) {}
                    #if DEBUG
                    subscript(i: Int) -> Int { get { \(deep) } set {} }
                    #endif
                    struct Inner { let w = [[(1, 2)]] }
                }
                func g() { \(deep) }
                \(deep)
                """) == 0)
        // In a type's body, code that is no declaration: each bracket by the square of its depth in it.
        #expect(work("class A {\n    f(a.f(a.x))\n}") == 1 + 4)
        #expect(work("struct A { var x = 1; g([1]) }") == 1 + 4)
        // After a `}` back in the type's body, a name starts a statement; a bracket goes on with the declaration.
        #expect(work("class A { func f() {} g(h(1)) }") == 1 + 4)
        #expect(work("class A { lazy var f = { 1 }() }") == 0)
        // A new statement starts on each line.
        #expect(work("enum A {\n    g(h(1))\n    case b\n    var c = k(l(1))\n}") == 1 + 4)
    }

    @Test func longChainsAndDeepNestingAreBounded() throws {
        // A 50,000-link member chain crashed with SIGSEGV.
        let parse = try Self.lint([
            "Chain.swift": RobustnessTests.text("let x = a" + String(repeating: ".a", count: 50_000)),
            "Calls.swift": RobustnessTests.text("let x = f" + String(repeating: "()", count: 5_000)),
            "Optional.swift": RobustnessTests.text("let x: Int" + String(repeating: "?", count: 5_000) + " = nil"),
            "Generics.swift": RobustnessTests.text(
                "let x: " + String(repeating: "A<", count: 10_000) + "Int" + String(repeating: ">", count: 10_000)
                    + " = y"),
            "Parens.swift": RobustnessTests.text(
                "let x = " + String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000)),
            "Closures.swift": RobustnessTests.text(
                "func f() {\n" + String(repeating: "g {\n", count: 2_000) + String(repeating: "}\n", count: 2_000)
                    + "}\n"),
            "ChainOfNests.swift": RobustnessTests.text(
                "let x = " + String(repeating: "a" + String(repeating: ".a", count: 900) + "(", count: 3)
                    + String(repeating: ")", count: 3)),
        ])
        for name in ["Chain.swift", "Calls.swift", "Optional.swift"] {
            #expect(parse[name]?.contains("a chain of more than 1000") == true, "\(name): \(parse)")
        }
        for name in ["Generics.swift", "Parens.swift", "Closures.swift"] {
            #expect(parse[name]?.contains("nested more than 100 levels deep") == true, "\(name): \(parse)")
        }
        #expect(parse["ChainOfNests.swift"]?.contains("expressions nested more than 2000 levels") == true)
    }

    @Test func deepCodeWithinTheBudgetIsRead() throws {
        // Within the budget the file is parsed and walked (on the large stack, in debug builds too): its calls count.
        let call = "try AVAudioSession.sharedInstance().setCategory(.ambient, options: [.defaultToSpeaker])"
        let parse = try Self.lint([
            "Nested.swift": RobustnessTests.text(
                "func f() throws {\n" + String(repeating: "if a {\n", count: 45) + call + "\n"
                    + String(repeating: "}\n", count: 45) + "}\n"),
            "Chained.swift": RobustnessTests.text(
                "func f() throws {\n let y = a" + String(repeating: ".b()", count: 450) + "\n" + call + "\n}\n"),
            // Just within each limit: 99 parentheses around a 998-link chain; two 998-link chains, one inside the
            // other's call (a tree about 1,998 levels deep).
            "AtTheLimits.swift": RobustnessTests.text(
                "let x = " + String(repeating: "(", count: 99) + "a" + String(repeating: ".a", count: 998)
                    + String(repeating: ")", count: 99) + "\nlet y = "
                    + String(repeating: "a" + String(repeating: ".a", count: 997) + "(", count: 2) + "1))\n"),
        ])
        #expect(parse.isEmpty, "\(parse)")
        let root = try RobustnessTests.folder([
            "Nested.swift": RobustnessTests.text(
                "func f() throws {\n" + String(repeating: "if a {\n", count: 45) + call + "\n"
                    + String(repeating: "}\n", count: 45) + "}\n")
        ])
        #expect(try Linter.run(paths: [root]).findings.map(\.id) == ["invalid-options"])
    }

    @Test func textAndCommentsDoNotCount() {
        let deep = String(repeating: "([", count: 200)
        let source = """
            // \(deep)
            /* \(deep) /* nested */ \(deep) */
            let a = "\(deep)"
            let b = #"\\(\(deep)"#
            let c = \"\"\"
                \(deep)
                \"\"\"
            let d = "\\(value(x: [1, 2]))"
            """
        let shape = SwiftShape.measure(source.utf8)
        #expect(shape.problem == nil)
        // Only the interpolation `\(value(x: [1, 2]))` nests: itself, its call and its array.
        #expect(shape.depth == 3)
        // The code of an interpolation counts.
        let interpolated = SwiftShape.measure(("let a = \"\\(" + String(repeating: "(", count: 150) + "\")").utf8)
        #expect(interpolated.problem?.message.contains("nested more than 100 levels deep") == true)
        #expect(interpolated.problem?.line == 1)
    }

    @Test func shapeMeasuresChainsAndGenerics() {
        let shape = SwiftShape.measure("let x = a.b.c(1)[2]!.d\nlet y: Array<Array<Int>> = []\nif i<n { }".utf8)
        #expect(shape.chain == 6)
        #expect(shape.depth == 2)
        #expect(shape.squares == 1)
        #expect(shape.problem == nil)
        let located = SwiftShape.measure(("\n\nlet x = " + String(repeating: "[", count: 17)).utf8)
        #expect(located.problem?.line == 3)
        // The first `[` past the limit, in column 9 + the limit.
        #expect(located.problem?.column == 9 + LintBudget.maximumSquareNesting)
    }

    @Test func hugeSwiftFilesAreSkippedBeforeParsing() throws {
        // A 16 MB Swift file took 11 s and 2.96 GB; Swift past 4 MB is skipped unread.
        var huge = Data("let x = 1\n".utf8)
        huge.append(Data(repeating: UInt8(ascii: " "), count: LintBudget.maximumSwiftFileSize))
        let parse = try Self.lint(["Huge.swift": huge])
        #expect(parse["Huge.swift"] == "the Swift file is larger than 4 MB; it is skipped")
    }
}
