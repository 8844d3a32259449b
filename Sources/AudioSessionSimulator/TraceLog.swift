/// A simulated device's trace lines, guarded by its runtime's lock: appended by the runtime's subscriber (which runs
/// under that lock) and read or appended elsewhere only inside `Runtime.reading(_:)`.
final class TraceLog: @unchecked Sendable {
    /// The lines so far, in order.
    var lines: [TraceEvent] = []
}
