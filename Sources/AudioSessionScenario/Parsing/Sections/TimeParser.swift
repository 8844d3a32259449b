import AudioSessionModel

/// Reads the times of scenario files: a number of seconds (`2`, `0.25`) or a number with a unit (`250ms`,
/// `1.5s`, `2m`, `1h`). Decimal fractions are exact to the nanosecond.
///
/// Times and durations are bounded: 100,000 hours or more is an error, so that no arithmetic on them can overflow.
/// Reading never traps, whatever the text (`1e308s`, `nan`, a million digits).
enum TimeParser {
    /// Why a text is not a time.
    struct Failure: Error, Hashable, Sendable {
        /// The explanation, after `bad time '...': `.
        var reason: String
    }

    /// The first time that is too large: 100,000 hours, in nanoseconds.
    static let limit: Int64 = 100_000 * 3_600_000_000_000

    /// The units, longest first so that `ms` wins over `m` and `s`.
    private static let units: [(suffix: String, nanoseconds: Int64)] = [
        ("ms", 1_000_000), ("s", 1_000_000_000), ("m", 60_000_000_000), ("h", 3_600_000_000_000),
    ]

    private static let usage = "a time is a number of seconds or a number with a unit: 250ms, 1.5s, 2m, 1h"
    private static let tooLarge = "times and durations must be under 100,000 hours (100000h)"

    /// The time a text denotes, or why it denotes none (negative, malformed, too large).
    static func parse(_ text: String) -> Result<ScenarioTime, Failure> {
        if text.hasPrefix("-") { return .failure(Failure(reason: "times cannot be negative")) }
        var number = Substring(text)
        var unit: Int64 = 1_000_000_000
        if let found = units.first(where: { text.hasSuffix($0.suffix) }) {
            number = number.dropLast(found.suffix.count)
            unit = found.nanoseconds
        }
        if number.hasPrefix("+") { number = number.dropFirst() }
        guard let nanoseconds = nanoseconds(number, unit: unit) else { return .failure(Failure(reason: usage)) }
        guard nanoseconds >= 0, nanoseconds < limit else { return .failure(Failure(reason: tooLarge)) }
        return .success(ScenarioTime(nanoseconds: nanoseconds))
    }

    /// `whole[.fraction][e±exp]` times `unit`, in nanoseconds; `nil` if malformed, `-1` if too large.
    private static func nanoseconds(_ number: Substring, unit: Int64) -> Int64? {
        let mantissa = number.prefix { $0 != "e" && $0 != "E" }
        let exponent = number.dropFirst(mantissa.count)
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty), whole.allSatisfy(\.isASCIIDigit),
            fraction.allSatisfy(\.isASCIIDigit)
        else { return nil }
        if !exponent.isEmpty {
            // Rare in scenario files (`1e3`): go through Double, checking the range before converting.
            var digits = exponent.dropFirst()
            if digits.first == "+" || digits.first == "-" { digits = digits.dropFirst() }
            guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return nil }
            guard let value = Double(number), !value.isNaN else { return nil }
            let scaled = value * Double(unit)
            guard scaled.isFinite, scaled < Double(limit) else { return -1 }
            return Int64(scaled.rounded())
        }
        var total: Int64 = 0
        for digit in whole {
            let (times10, overflow1) = total.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int64(digit.wholeNumberValue ?? 0))
            if overflow1 || overflow2 { return -1 }
            total = sum
        }
        let (scaled, overflow) = total.multipliedReportingOverflow(by: unit)
        if overflow { return -1 }
        guard !fraction.isEmpty else { return scaled }
        // Only the first 18 digits can matter below a nanosecond.
        guard let value = Double("0." + fraction.prefix(18)) else { return nil }
        let (result, overflow3) = scaled.addingReportingOverflow(Int64((value * Double(unit)).rounded()))
        return overflow3 ? -1 : result
    }
}

extension Character {
    /// `0` to `9`.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
