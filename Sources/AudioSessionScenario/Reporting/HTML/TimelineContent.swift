import AudioSessionEngine
import AudioSessionModel
import AudioSessionSimulator

/// What one scenario's section of the timeline page shows, worked out from its report: the lanes, their state
/// intervals and their markers. The page draws this and lists it; nothing is read back from text.
package struct TimelineContent: Sendable {
    /// One horizontal lane: the steps of the user and the system, or one app.
    package struct Lane: Hashable, Sendable {
        /// `steps`, or the app's name.
        package var title: String
        /// The app's state over time; `nil` for the steps lane.
        package var track: StateTimeline.Track?
        /// Its markers, in time order (expectations about the whole run last).
        package var markers: [TimelineMarker]

        /// Whether this is the lane of the user's and the system's steps.
        package var isSteps: Bool { track == nil }
        /// Markers of one kind.
        package func markers(_ kind: TimelineMarker.Kind) -> [TimelineMarker] { markers.filter { $0.kind == kind } }
    }

    /// The report it comes from.
    package var report: ScenarioReport
    /// The steps lane first, then one lane per declared app, then Music and Phone if they took part.
    package var lanes: [Lane]
    /// Every instant something happened or was checked at, ascending, in nanoseconds.
    package var instants: [Int64]
    /// For each trace event, the id of its marker, if it has one.
    package var markerIDs: [String?]

    /// The lanes and markers of a report.
    package init(report: ScenarioReport) {
        self.report = report
        var steps = Lane(title: "steps", track: nil, markers: [])
        var laneOf: [String: Int] = [:]
        var apps: [Lane] = []
        func addLane(_ name: String, _ track: StateTimeline.Track?) {
            guard laneOf[name] == nil else { return }
            laneOf[name] = apps.count
            apps.append(
                Lane(title: name, track: track ?? StateTimeline.Track(app: name, isBuiltIn: false), markers: []))
        }
        let named = Set(report.events.compactMap { $0.app == nil ? nil : $0.actor } + report.results.map(\.app))
        for track in report.timeline.tracks where !track.isBuiltIn || track.everBusy || named.contains(track.app) {
            addLane(track.app, track)
        }
        // Apps the timeline does not know (a report made without one): lanes in order of appearance.
        for event in report.events where event.app != nil { addLane(event.actor, nil) }
        for result in report.results { addLane(result.app, nil) }

        var counts: [TimelineMarker.Kind: Int] = [:]
        func nextID(_ kind: TimelineMarker.Kind, _ prefix: String) -> String {
            counts[kind, default: 0] += 1
            return "\(prefix)\(counts[kind]!)"
        }
        var instants = Set<Int64>([0])
        var markerIDs: [String?] = []
        for event in report.events {
            instants.insert(event.nanoseconds)
            markerIDs.append(nil)
            let time = SimulatedDevice.format(event.nanoseconds)
            if event.category == .action, event.app == nil {
                let argument = event.fields.first.map { " " + ReportRenderer.text($0.value) } ?? ""
                markerIDs[markerIDs.count - 1] = "s\(steps.markers.count + 1)"
                steps.markers.append(
                    TimelineMarker(
                        id: nextID(.step, "s"), kind: .step, time: event.nanoseconds, name: event.kind,
                        label: "\(event.actor): \(event.kind)\(argument)",
                        detail: "\(time) \(TimelineMarker.describe(event))"))
            } else if event.category == .action, let lane = laneOf[event.actor] {
                markerIDs[markerIDs.count - 1] = "c\((counts[.call] ?? 0) + 1)"
                var label = (event.isReaction ? "↳ " : "") + event.kind
                if let error = event.error { label += " ✗ \(error.code.name)" }
                apps[lane].markers.append(
                    TimelineMarker(
                        id: nextID(.call, "c"), kind: .call, time: event.nanoseconds, name: event.kind, label: label,
                        detail: "\(time) \(event.isReaction ? "reaction: " : "")\(TimelineMarker.describe(event))",
                        failed: event.error != nil))
            } else if event.category == .notification, let lane = laneOf[event.actor] {
                markerIDs[markerIDs.count - 1] = "n\((counts[.notification] ?? 0) + 1)"
                apps[lane].markers.append(
                    TimelineMarker(
                        id: nextID(.notification, "n"), kind: .notification, time: event.nanoseconds, name: event.kind,
                        label: TimelineMarker.notificationLabel(event),
                        detail:
                            "\(time) \(event.actor) received \(TimelineMarker.describe(event).dropFirst(event.actor.count + 1))",
                        rule: event.because?.rule, because: event.because?.text))
            }
        }
        for (index, result) in report.results.enumerated() {
            if let time = result.nanoseconds { instants.insert(time) }
            guard let lane = laneOf[result.app] else { continue }
            let when = result.nanoseconds.map { " at \(SimulatedDevice.format($0))" } ?? " over the whole run"
            var detail = "\(result.path) \(result.app) \(result.check)\(when): \(result.passed ? "ok" : "FAILED"); "
            detail += "expected \(result.expected)"
            if !result.passed { detail += "; observed \(result.observed)" }
            apps[lane].markers.append(
                TimelineMarker(
                    id: "e\(index)", kind: .expectation, time: result.nanoseconds, name: result.check,
                    label: "\(result.path) \(result.passed ? "ok" : "FAILED")", detail: detail,
                    failed: !result.passed))
        }
        for track in report.timeline.tracks {
            for interval in track.intervals { instants.insert(interval.startNanoseconds) }
        }
        for index in apps.indices {
            // Sorted by time and kind; at equal keys the trace's order stays (the offset breaks ties).
            apps[index].markers = apps[index].markers.enumerated().sorted {
                ($0.element.time ?? .max, $0.element.kind.order, $0.offset)
                    < ($1.element.time ?? .max, $1.element.kind.order, $1.offset)
            }.map(\.element)
        }
        self.report = report
        self.lanes = [steps] + apps
        self.instants = instants.sorted()
        self.markerIDs = markerIDs
    }

    /// The lane of an app.
    /// The most events a run may have for its picture to draw markers, labels, tooltips and grid lines: past it,
    /// the picture draws the state bars and an axis with its first and last times only, and the tables (which list
    /// everything) hold the rest, so that the page grows linearly and leanly with the run.
    package static let compactEventCount = 20_000

    /// Whether the picture is drawn compact (more than ``compactEventCount`` events).
    package var isCompact: Bool { report.events.count > Self.compactEventCount }

    package func lane(named name: String) -> Lane? { lanes.first { !$0.isSteps && $0.title == name } }
    /// Every marker, lane by lane.
    package var markers: [TimelineMarker] { lanes.flatMap(\.markers) }
    /// The expectations that failed, in file order.
    package var failures: [ExpectationResult] { report.results.filter { !$0.passed } }
}

extension TimelineMarker.Kind {
    /// Stable order of kinds at one instant: calls, then notifications, then expectations (after the instant).
    var order: Int {
        switch self {
        case .step: 0
        case .call: 1
        case .notification: 2
        case .expectation: 3
        }
    }
}
