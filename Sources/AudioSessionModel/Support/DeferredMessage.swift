/// A message written as a string interpolation whose pieces are joined only when it is read.
///
/// A policy engine returns many errors that nobody prints (an app's call fails as iOS would, and the app only looks
/// at the code); joining their words every time cost more than the rest of the decision. The pieces are kept as
/// they were given (fixed words as static strings, values as strings) and joined on first read.
package struct DeferredMessage: ExpressibleByStringInterpolation, Sendable {
    fileprivate let pieces: Pieces

    /// The pieces: fixed words and values in order (a few of each fit without joining).
    fileprivate final class Pieces: Sendable {
        let literals: (StaticString, StaticString, StaticString)
        let values: (String, String)
        /// The text when it did not fit in the pieces (more than two values), joined already.
        let joined: String?

        init(_ interpolation: StringInterpolation) {
            literals = interpolation.literals
            values = interpolation.values
            joined = interpolation.overflow
        }

        var text: String {
            if let joined { return joined }
            return literals.0.description + values.0 + literals.1.description + values.1 + literals.2.description
        }
    }

    /// Collects the pieces: up to three fixed words and two values, alternating as written.
    package struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var literals: (StaticString, StaticString, StaticString) = ("", "", "")
        fileprivate var values: (String, String) = ("", "")
        /// How many values were appended.
        private var valueCount = 0
        /// Everything joined so far, once the pieces no longer fit.
        fileprivate var overflow: String?

        package init(literalCapacity: Int, interpolationCount: Int) {}

        package mutating func appendLiteral(_ literal: StaticString) {
            let slot = valueCount == 0 ? literals.0 : valueCount == 1 ? literals.1 : literals.2
            // Literals and values alternate; should two literals ever follow each other, the text is joined.
            if overflow == nil, slot.utf8CodeUnitCount > 0 { overflow = Pieces(self).text }
            if overflow != nil {
                overflow! += literal.description
                return
            }
            switch valueCount {
            case 0: literals.0 = literal
            case 1: literals.1 = literal
            default: literals.2 = literal
            }
        }

        package mutating func appendInterpolation(_ value: String) {
            if overflow == nil, valueCount == 2 { overflow = Pieces(self).text }
            if overflow != nil {
                overflow! += value
                return
            }
            if valueCount == 0 { values.0 = value } else { values.1 = value }
            valueCount += 1
        }

        package mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            appendInterpolation(value.description)
        }
    }

    package init(stringInterpolation: StringInterpolation) {
        pieces = Pieces(stringInterpolation)
    }

    package init(stringLiteral: StaticString) {
        var interpolation = StringInterpolation(literalCapacity: 0, interpolationCount: 0)
        interpolation.appendLiteral(stringLiteral)
        pieces = Pieces(interpolation)
    }

    /// The joined text.
    package var text: String { pieces.text }
}
