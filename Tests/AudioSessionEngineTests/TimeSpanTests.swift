import AudioSessionEngine
import Testing

/// ``TimeSpan``: the lengths in the engine's actions and outputs, exact to the nanosecond and never negative.
@Suite struct TimeSpanTests {
    @Test func spansPrintAsTheTracePrintsTimes() {
        #expect(TimeSpan.seconds(3).description == "3s")
        #expect(TimeSpan.milliseconds(1_500).description == "1.5s")
        #expect(TimeSpan.milliseconds(250).description == "0.25s")
        #expect(TimeSpan.zero.description == "0s")
    }

    @Test func spansConvertToAndFromDurationExactly() {
        #expect(TimeSpan(.milliseconds(250)) == .milliseconds(250))
        #expect(TimeSpan.seconds(3).duration == .seconds(3))
        #expect(TimeSpan(.nanoseconds(1)).duration == .nanoseconds(1))
        #expect(TimeSpan(.nanoseconds(1)) > .zero)
    }

    @Test func spansSaturateAndAreNeverNegative() {
        #expect(TimeSpan.seconds(.max) == TimeSpan(.seconds(Int64.max)))
        #expect(TimeSpan.seconds(.max) > .seconds(292 * 365 * 24 * 3_600))
        #expect(TimeSpan.seconds(-3) == .zero)
        #expect(TimeSpan.milliseconds(.min) == .zero)
        #expect(TimeSpan(.seconds(-1)) == .zero)
    }
}
