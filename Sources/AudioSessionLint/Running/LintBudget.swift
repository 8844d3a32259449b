/// What one file may cost: a file past a limit is reported as a `parse` warning that names the limit, and skipped, so
/// that no file can crash the run, take unbounded time or memory, or lose the findings of the others.
///
/// The limits are far beyond real code (real Swift nests brackets a few dozen levels at most and chains a few dozen
/// calls) and far below what the parser and the stack can take.
public enum LintBudget {
    /// Files larger than this are skipped (any language).
    public static let maximumFileSize = 16 * 1024 * 1024

    /// Swift files larger than this are skipped: swift-syntax keeps about 180 bytes of memory per byte of source, so
    /// 4 MB of Swift take about 700 MB while parsed.
    public static let maximumSwiftFileSize = 4 * 1024 * 1024

    /// The deepest nesting of brackets, braces, parentheses, generic argument lists and string interpolations read
    /// in a Swift file.
    public static let maximumNesting = 100

    /// The most square brackets read nested in one another (with no brace between) in a Swift file: the parser's time
    /// doubles with each (16 levels took 7 s in a debug build, found by the lint fuzz test).
    public static let maximumSquareNesting = 12

    /// The parser's work on nested square brackets in a Swift file: the sum over every `[` of 2 to the power of the
    /// `[`s enclosing it, and over every token of an array's first element that the parser may read as a type
    /// (`[[x.a?.b`, `[[(A, B) -> C`, `[[A & B`: it reads them again for each `[` around it; 712 links inside 12
    /// brackets took 16 s in a debug build, found by the lint fuzz test), inside two `[` or more, of twice that
    /// power; about a second of parsing in a debug build.
    public static let maximumSquareWork = 1 << 18

    /// The parser's recovery from code that is no declaration in a type's body (`class A { f(a.f(a.x`): the sum over
    /// every bracket opened in such code of the square of its depth there (the recovery takes about the cube of the
    /// depth: 60 nested `f(a.` in a class took 7 s in a debug build, found by the lint fuzz test, and 99 took 40 s).
    public static let maximumMemberCodeWork = 1 << 13

    /// The longest postfix chain (`a.b.c`, `f()()`, `x[0][1]`) read in a Swift file.
    public static let maximumChain = 1_000

    /// The deepest syntax tree read in a Swift file, about: nesting plus the chains around it.
    public static let maximumTreeDepth = 2_000

    /// The nesting level at which swift-syntax itself stops: above ``maximumNesting``, since the parser counts some
    /// constructs the pre-scan does not (and the same in debug and release builds, unlike the parser's default).
    static let parserNestingLevel = 256
}
