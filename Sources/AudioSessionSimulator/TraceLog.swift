import AudioSessionEngine
import AudioSessionModel
import AudioSessionRuntime

/// A simulated device's trace, guarded by its runtime's lock: appended by the runtime's subscriber (which runs
/// under that lock) and read or appended elsewhere only inside `Runtime.reading(_:)`.
///
/// Each line is kept as the runtime event it comes from (with the route a route change spells out, read as the
/// event leaves the engine) and spelled out as a ``TraceEvent`` only when read: a run stopped at a loop bound reports
/// only both ends of a million lines.
final class TraceLog: @unchecked Sendable {
    /// One line, not yet spelled out.
    enum Record {
        /// A runtime event, with the route of the app whose route changed.
        case event(RuntimeEvent, route: RouteDescription?)
        /// A line the device wrote itself (rare: boxed, so that a record is only as large as a runtime event).
        indirect case line(TraceEvent)
    }

    /// How many records a chunk holds: the lines are kept in chunks of this size, so that a long trace grows
    /// without copying what it holds.
    static let chunkSize = 4_096
    /// The lines so far, in order, in full chunks of ``chunkSize``, then ``current``.
    private var chunks: [[Record]] = []
    /// The last lines, fewer than ``chunkSize``: appended to in place, moved to ``chunks`` once full.
    private var current: [Record] = []
    /// How many lines there are so far.
    private(set) var count = 0

    /// Keeps a runtime event's line, if it has one (``TraceEvent/hasLine(_:)``): one record per line.
    func append(_ event: RuntimeEvent, _ engine: borrowing Engine) {
        guard TraceEvent.hasLine(event) else { return }
        append(.event(event, route: TraceEvent.routeNeeded(by: event).map { engine.state.route(of: $0) }))
    }

    /// Keeps a line.
    func append(_ record: Record) {
        if current.isEmpty { current.reserveCapacity(Self.chunkSize) }
        current.append(record)
        count += 1
        if current.count == Self.chunkSize {
            chunks.append(current)
            current = []
        }
    }

    /// The lines `range` (of ``count``), spelled out with the apps' names of `engine`.
    func lines(_ range: Range<Int>, _ engine: borrowing Engine) -> [TraceEvent] {
        let names = engine.state.apps.map(\.name)
        var lines: [TraceEvent] = []
        lines.reserveCapacity(range.count)
        for index in range {
            let chunk = index / Self.chunkSize
            switch chunk < chunks.count ? chunks[chunk][index % Self.chunkSize] : current[index % Self.chunkSize] {
            case .event(let event, let route):
                if let line = TraceEvent(event, route: route, names: names) { lines.append(line) }
            case .line(let line):
                lines.append(line)
            }
        }
        return lines
    }
}
