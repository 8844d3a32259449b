import AudioSessionScenario
import Testing

/// JUnit XML's text: markup escaped, characters XML 1.0 cannot hold replaced, nothing else touched.
@Suite struct JUnitReportTests {
    @Test func markupAndControlCharactersAreEscaped() {
        let error = ScenarioError(file: "a&b <\"c\">.yaml", path: "steps[0]", line: 2, message: "bad\u{1}\u{7F}é'")
        let xml = JUnitReport.xml([.unusable(error)])
        #expect(xml.contains("file=\"a&amp;b &lt;&quot;c&quot;&gt;.yaml\""))
        #expect(xml.contains("bad\u{FFFD}\u{7F}é&apos;"))
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(xml.contains("tests=\"1\" failures=\"0\" errors=\"1\""))
    }

    @Test func noOutcomesIsAnEmptyButValidDocument() {
        #expect(
            JUnitReport.xml([]) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="audiosession simulate" tests="0" failures="0" errors="0">
                </testsuites>

                """)
    }
}
