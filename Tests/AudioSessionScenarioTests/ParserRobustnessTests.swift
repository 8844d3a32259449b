import AudioSessionModel
import AudioSessionScenario
import Testing

/// No input crashes the loader: garbage, deep nesting and random mutations of a valid file all give a scenario or a
/// ``ScenarioError``.
@Suite struct ParserRobustnessTests {
    static let garbage: [String] = [
        "", " ", "\n\n\n", "#only a comment", "[]", "{}", "null", "~", "42", "true", "- - -", "{{{{", "]]]", ":::",
        "\u{1}\u{2}\u{3}binary\u{7F}", "\u{FEFF}name: T", "\u{0}", "name: T\napps: *undefined", "&a [*a, *a]",
        "!!binary AAAA", "%YAML 1.1\n---\nname: T\napps: {A: {}}", "---\na: 1\n---\nb: 2", "\tname: T",
        "name: T\napps:\n  A:\n    reactions: [[[[[]]]]]", "name: T\napps: {A: {}}\nsteps: [[[[1]]]]",
        "name: T\napps: {A: {}}\nexpect: [{app: A, state: {options: [[[]]]}}]",
        "name: T\napps: {A: {}}\nsteps: [{at: 1e400, user: lock}]",
        "name: T\napps: {A: {}}\nsteps: [{at: 99999999999999999999999h, user: lock}]",
        "name: T\napps: {A: {}}\nsteps: [{at: .nan, user: lock}]",
        "name: T\napps: {? [a, b] : c}", "name: T\napps: {A: {}}\n<<: {x: 1}",
        "name: T\napps: {A: {}}\nsteps: [{at: 1, user: {connect: {kind: [x]}}}]",
        "name: T\napps: {A: {}}\nsteps: [{at: 1, system: {smartFolio: {a: b}}}]",
        String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000),
        String(repeating: "{a: ", count: 2_000) + String(repeating: "}", count: 2_000),
        String(repeating: "- ", count: 3_000) + "x",
        "name: " + String(repeating: "x", count: 200_000) + "\napps: {A: {}}",
        String(decoding: (0..<2_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }, as: UTF8.self),
    ]

    @Test(arguments: garbage)
    func garbage_neverCrashes(_ text: String) {
        do {
            _ = try ScenarioLoader.parse(text, file: "garbage.yaml")
        } catch {
            #expect(error.file == "garbage.yaml")
            #expect(!error.message.isEmpty)
            #expect(error.description.hasPrefix("garbage.yaml"))
        }
    }

    @Test func deeplyNestedLists_areAnError() {
        let text = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
        #expect(throws: ScenarioError.self) { try ScenarioLoader.parse(text, file: "deep.yaml") }
    }

    @Test func randomMutationsOfAValidFile_neverCrash() {
        var generator = SplitMix64(state: 2024)
        let source = Array(ParserTests.fullScenario)
        let alphabet = Array(":-[]{},#&*!|>'\"\n\t  ab0.~")
        var errors = 0
        for _ in 0..<400 {
            var text = source
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<text.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: text.remove(at: index)
                case 1: text.insert(alphabet.randomElement(using: &generator) ?? " ", at: index)
                default: text[index] = alphabet.randomElement(using: &generator) ?? " "
                }
            }
            do {
                _ = try ScenarioLoader.parse(String(text), file: "fuzz.yaml")
            } catch {
                errors += 1
                #expect(error.description.hasPrefix("fuzz.yaml"))
            }
        }
        #expect(errors > 0)
    }
}
