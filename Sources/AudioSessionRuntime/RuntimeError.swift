import AudioSessionEngine

/// Why a ``Runtime`` refused an event: it cannot happen now, or reactions loop. A runtime that does not stop on
/// rejection (``Runtime/Options/stopsOnRejection``) carries on without the event.
public struct RuntimeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, naming the rule where one applies, and when.
    public var error: SimulationError

    /// A rejection.
    public init(_ error: SimulationError) { self.error = error }

    /// Whether the event asked for what cannot happen, or reactions or timers never stop.
    public var kind: SimulationError.Kind { error.kind }
    /// The message.
    public var description: String { error.message }
}
