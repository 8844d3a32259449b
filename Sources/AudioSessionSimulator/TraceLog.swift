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
        /// A line the device wrote itself.
        case line(TraceEvent)
    }

    /// The lines so far, in order.
    var records: [Record] = []

    /// Keeps a runtime event's line, if it has one (``TraceEvent/hasLine(_:)``): one record per line.
    func append(_ event: RuntimeEvent, _ engine: borrowing Engine) {
        guard TraceEvent.hasLine(event) else { return }
        records.append(.event(event, route: TraceEvent.routeNeeded(by: event).map { engine.state.route(of: $0) }))
    }

    /// The lines `range`, spelled out with the apps' names of `engine`.
    func lines(_ range: Range<Int>, _ engine: borrowing Engine) -> [TraceEvent] {
        let names = engine.state.apps.map(\.name)
        var lines: [TraceEvent] = []
        lines.reserveCapacity(range.count)
        for record in records[range] {
            switch record {
            case .event(let event, let route):
                if let line = TraceEvent(event, route: route, names: names) { lines.append(line) }
            case .line(let line):
                lines.append(line)
            }
        }
        return lines
    }
}
