/// An argument as the source code gives it: not given (the SDK's default applies), a known value, or an expression
/// the linter cannot resolve (never guessed).
enum Resolved<Value: Sendable>: Sendable {
    /// Not given: the SDK's default applies.
    case absent
    /// A literal or constant the linter read.
    case known(Value)
    /// An expression the linter cannot resolve.
    case unknown

    /// The value, with `fallback` for an absent argument; `nil` when unknown.
    func value(default fallback: Value) -> Value? {
        switch self {
        case .absent: fallback
        case .known(let value): value
        case .unknown: nil
        }
    }
}

extension Resolved: Equatable where Value: Equatable {}
