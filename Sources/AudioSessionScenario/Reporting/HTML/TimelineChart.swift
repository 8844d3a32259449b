import AudioSessionEngine
import AudioSessionSimulator

/// Draws one scenario's ``TimelineContent`` as an inline SVG picture: a time axis, the steps lane, and one lane per
/// app with its state bars, route bands and markers. Every coordinate is computed here, so the output is the same
/// bytes on every run.
struct TimelineChart {
    static let width = 1200.0
    static let margin = 112.0
    static let barHeight = 22.0
    static let markerRowHeight = 19.0
    static let laneHeaderHeight = 22.0

    let content: TimelineContent
    /// Prefix of every id in this section (`f1-`).
    let prefix: String
    let scale: TimeScale

    init(content: TimelineContent, prefix: String) {
        self.content = content
        self.prefix = prefix
        scale = TimeScale(instants: content.instants, start: Self.margin + 8, end: Self.width - 12, tail: 150)
    }

    /// The SVG element.
    func svg() -> String {
        var body = ""
        var y = 0.0
        let axis = axisMarkup(top: &y)
        var lanes = ""
        for lane in content.lanes {
            lanes += laneMarkup(lane, top: &y)
        }
        let height = y + 8
        body += grid(from: 30, to: height - 6)
        body += axis + lanes
        let title = "Timeline of \(content.report.name)"
        let apps = content.lanes.filter { !$0.isSteps }.map(\.title)
        let description =
            "Lanes for the steps of the user and the system and for \(apps.joined(separator: ", ")), "
            + "from 0s to \(SimulatedDevice.format(content.instants.last ?? 0)). "
            + "Everything drawn here is listed in the tables below the picture."
        return """
            <svg class="timeline" viewBox="0 0 \(HTMLText.number(Self.width)) \(HTMLText.number(height))" \
            width="\(HTMLText.number(Self.width))" height="\(HTMLText.number(height))" role="img" \
            aria-labelledby="\(prefix)title \(prefix)desc">
            <title id="\(prefix)title">\(HTMLText.escape(title))</title>
            <desc id="\(prefix)desc">\(HTMLText.escape(description))</desc>
            \(body)</svg>
            """
    }

    // MARK: - Axis and grid

    private func axisMarkup(top y: inout Double) -> String {
        var out = "<g class=\"axis\" aria-hidden=\"true\">"
        out += text("time", x: 8, y: 14, class: "rowtitle")
        var rows = LabelRows()
        for (index, (time, x)) in zip(scale.instants, scale.positions).enumerated() {
            // A compact picture labels its first and last times only.
            if content.isCompact, index != 0, index != scale.instants.count - 1 { continue }
            let label = SimulatedDevice.format(time)
            let row = rows.place(from: x - HTMLText.width(label) / 2 - 3, to: x + HTMLText.width(label) / 2 + 3)
            out += text(label, x: x, y: 13 + Double(row) * 13, class: "tick", anchor: "middle")
        }
        if let last = scale.positions.last {
            out += text("after", x: (last + scale.end) / 2, y: 13, class: "tick muted", anchor: "middle")
        }
        y = 13 + Double(max(rows.count, 1)) * 13 + 4
        out += line(x1: Self.margin, y1: y, x2: scale.end, y2: y, class: "axisline")
        out += "</g>"
        y += 6
        return out
    }

    private func grid(from top: Double, to bottom: Double) -> String {
        var out = "<g class=\"grid\" aria-hidden=\"true\">"
        for x in scale.positions where !content.isCompact {
            out += line(x1: x, y1: top, x2: x, y2: bottom, class: "gridline")
        }
        out += "</g>"
        return out
    }

    // MARK: - Lanes

    private func laneMarkup(_ lane: TimelineContent.Lane, top y: inout Double) -> String {
        let app = lane.isSteps ? "" : " data-app=\"\(HTMLText.escape(lane.title))\""
        var out = "<g class=\"lane\(lane.isSteps ? " steps" : "")\"\(app)>"
        let heading =
            lane.isSteps
            ? "Steps of the user and the system"
            : lane.title + (lane.track?.isBuiltIn == true ? " (built-in app)" : "")
        out +=
            "<rect class=\"laneheader\" x=\"0\" y=\"\(HTMLText.number(y))\" width=\"\(HTMLText.number(Self.width))\" "
        out += "height=\"\(HTMLText.number(Self.laneHeaderHeight))\"/>"
        out += text(heading, x: 8, y: y + 15.5, class: "lanetitle")
        y += Self.laneHeaderHeight + 4
        if let track = lane.track {
            for row in TimelineRow.rows(for: track) {
                out += barRow(row, track: track, top: y)
                y += Self.barHeight
            }
            // A compact picture draws no markers: the tables below list them.
            guard !content.isCompact else { return out + "</g>" }
            out += markerRows(lane.markers(.call), title: "calls", top: &y)
            out += markerRows(lane.markers(.notification), title: "notifications", top: &y)
            out += markerRows(lane.markers(.expectation), title: "checks", top: &y)
        } else {
            if !content.report.timeline.device.isEmpty {
                out += deviceRow(content.report.timeline.device, top: y)
                y += Self.barHeight
            }
            if !content.isCompact { out += markerRows(lane.markers, title: "steps", top: &y) }
        }
        y += 6
        out += "</g>"
        return out
    }

    private func barRow(_ row: TimelineRow, track: StateTimeline.Track, top y: Double) -> String {
        var out = "<g class=\"row \(row.rawValue)\">"
        out += text(row.title, x: Self.margin - 6, y: y + 15, class: "rowtitle", anchor: "end")
        out += line(
            x1: scale.start, y1: y + Self.barHeight / 2, x2: scale.end, y2: y + Self.barHeight / 2, class: "baseline")
        var shade = 0
        for interval in Self.merged(track.intervals, row: row) {
            let look = row.look(interval.state)
            let x1 = scale.x(interval.startNanoseconds)
            let x2 = scale.x(end: interval.endNanoseconds)
            let span =
                "\(SimulatedDevice.format(interval.startNanoseconds))–\(interval.endNanoseconds.map(SimulatedDevice.format) ?? "end")"
            let detail =
                row == .route
                ? "\(track.app) route \(span): \(TimelineRow.routeDetail(interval.state))"
                : "\(track.app) \(row.title) \(span): \(look.words)"
            guard let style = look.style else {
                if row == .app, !content.isCompact {
                    out += "<g><title>\(HTMLText.escape(detail))</title>"
                    out += text(
                        HTMLText.fit(look.words, width: x2 - x1 - 8), x: x1 + 4, y: y + 15, class: "barlabel muted")
                    out += "</g>"
                }
                continue
            }
            let alternate = row == .route && shade % 2 == 1 ? " alt" : ""
            shade += 1
            guard !content.isCompact else {
                out += "<g class=\"bar \(style)\(alternate)\"><rect x=\"\(HTMLText.number(x1 + 0.5))\" "
                out +=
                    "y=\"\(HTMLText.number(y + 2))\" width=\"\(HTMLText.number(max(1, x2 - x1 - 1)))\" height=\"18\"/></g>"
                continue
            }
            out += "<g class=\"bar \(style)\(alternate)\"><title>\(HTMLText.escape(detail))</title>"
            out += "<rect x=\"\(HTMLText.number(x1 + 0.5))\" y=\"\(HTMLText.number(y + 2))\" "
            out +=
                "width=\"\(HTMLText.number(max(1, x2 - x1 - 1)))\" height=\"\(HTMLText.number(Self.barHeight - 4))\" rx=\"3\"/>"
            let words = HTMLText.fit(look.words, width: x2 - x1 - 8)
            if !words.isEmpty { out += text(words, x: x1 + 4, y: y + 15, class: "barlabel") }
            out += "</g>"
        }
        out += "</g>"
        return out
    }

    /// The device's own state: what is in front, the switch, the lock, devices, calls, alarm, Siri.
    private func deviceRow(_ intervals: [StateTimeline.DeviceInterval], top y: Double) -> String {
        var out = "<g class=\"row device\">"
        out += text("device", x: Self.margin - 6, y: y + 15, class: "rowtitle", anchor: "end")
        for (index, interval) in intervals.enumerated() {
            let x1 = scale.x(interval.startNanoseconds)
            let x2 = scale.x(end: interval.endNanoseconds)
            if content.isCompact {
                out +=
                    "<g class=\"bar device\(index % 2 == 1 ? " alt" : "")\"><rect x=\"\(HTMLText.number(x1 + 0.5))\" "
                out +=
                    "y=\"\(HTMLText.number(y + 2))\" width=\"\(HTMLText.number(max(1, x2 - x1 - 1)))\" height=\"18\"/></g>"
                continue
            }
            let words = interval.state.words.joined(separator: ", ")
            let span =
                "\(SimulatedDevice.format(interval.startNanoseconds))–\(interval.endNanoseconds.map(SimulatedDevice.format) ?? "end")"
            out +=
                "<g class=\"bar device\(index % 2 == 1 ? " alt" : "")\"><title>\(HTMLText.escape("device \(span): \(words)"))</title>"
            out += "<rect x=\"\(HTMLText.number(x1 + 0.5))\" y=\"\(HTMLText.number(y + 2))\" "
            out +=
                "width=\"\(HTMLText.number(max(1, x2 - x1 - 1)))\" height=\"\(HTMLText.number(Self.barHeight - 4))\" rx=\"3\"/>"
            let fitted = HTMLText.fit(words, width: x2 - x1 - 8)
            if !fitted.isEmpty { out += text(fitted, x: x1 + 4, y: y + 15, class: "barlabel") }
            out += "</g>"
        }
        out += "</g>"
        return out
    }

    /// Consecutive intervals that look the same in this row, as one (a row shows one aspect of the state).
    static func merged(_ intervals: [StateTimeline.Interval], row: TimelineRow) -> [StateTimeline.Interval] {
        var out: [StateTimeline.Interval] = []
        for interval in intervals {
            if let last = out.last, row.sameLook(last.state, interval.state) {
                out[out.count - 1].endNanoseconds = interval.endNanoseconds
            } else {
                out.append(interval)
            }
        }
        return out
    }

    // MARK: - Markers

    private func markerRows(_ markers: [TimelineMarker], title: String, top y: inout Double) -> String {
        guard !markers.isEmpty else { return "" }
        var rows = LabelRows()
        var placed: [(marker: TimelineMarker, row: Int, x: Double, flipped: Bool)] = []
        let wholeRunX = (scale.positions.last ?? scale.start) + 14
        for marker in markers {
            let x = marker.time.map { scale.x($0) } ?? wholeRunX
            let width = HTMLText.width(marker.label)
            // A label that would run past the right edge goes to the left of its marker.
            let flips = x + 10 + width > Self.width - 4
            let row =
                flips
                ? rows.place(from: x - 10 - width, to: x + 7) : rows.place(from: x - 7, to: x + 10 + width)
            placed.append((marker, row, x, flips))
        }
        var out = "<g class=\"row \(title)\">"
        out += text(title, x: Self.margin - 6, y: y + 13.5, class: "rowtitle", anchor: "end")
        for item in placed {
            out += markerMarkup(
                item.marker, x: item.x, y: y + Double(item.row) * Self.markerRowHeight + 9.5, flipped: item.flipped)
        }
        out += "</g>"
        y += Double(max(rows.count, 1)) * Self.markerRowHeight + 2
        return out
    }

    private func markerMarkup(_ marker: TimelineMarker, x: Double, y: Double, flipped: Bool) -> String {
        var classes = "marker \(marker.kind.rawValue)"
        if marker.failed { classes += " failed" }
        var attributes = "class=\"\(classes)\" data-kind=\"\(HTMLText.escape(marker.name))\""
        if let rule = marker.rule { attributes += " data-rule=\"\(HTMLText.escape(rule))\"" }
        var out = "<a href=\"#\(prefix)\(marker.id)\" \(attributes)><title>\(HTMLText.escape(marker.detail))</title>"
        out += shape(marker, x: x, y: y)
        out +=
            flipped
            ? text(marker.label, x: x - 9, y: y + 4, class: "markerlabel", anchor: "end")
            : text(marker.label, x: x + 9, y: y + 4, class: "markerlabel")
        out += "</a>"
        return out
    }

    /// A shape for each kind, so that kinds differ by form as well as colour.
    private func shape(_ marker: TimelineMarker, x: Double, y: Double) -> String {
        let n = HTMLText.number
        switch marker.kind {
        case .step:
            return "<rect class=\"glyph\" x=\"\(n(x - 4))\" y=\"\(n(y - 4))\" width=\"8\" height=\"8\"/>"
        case .call:
            return "<path class=\"glyph\" d=\"M\(n(x)) \(n(y - 6))V\(n(y + 6))\"/>"
        case .expectation:
            if marker.failed {
                return "<rect class=\"glyph\" x=\"\(n(x - 6))\" y=\"\(n(y - 6))\" width=\"12\" height=\"12\"/>"
                    + "<path class=\"sign\" d=\"M\(n(x - 3)) \(n(y - 3))L\(n(x + 3)) \(n(y + 3))M\(n(x + 3)) \(n(y - 3))L\(n(x - 3)) \(n(y + 3))\"/>"
            }
            return "<circle class=\"glyph\" cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"6\"/>"
                + "<path class=\"sign\" d=\"M\(n(x - 3)) \(n(y))L\(n(x - 1)) \(n(y + 3))L\(n(x + 3.5)) \(n(y - 3))\"/>"
        case .notification:
            let d: String
            switch marker.name {
            case "interruptionBegan": d = "M\(n(x - 6)) \(n(y - 5))H\(n(x + 6))L\(n(x)) \(n(y + 6))Z"
            case "interruptionEnded": d = "M\(n(x - 6)) \(n(y + 5))H\(n(x + 6))L\(n(x)) \(n(y - 6))Z"
            case "routeChange": d = "M\(n(x)) \(n(y - 6))L\(n(x + 6)) \(n(y))L\(n(x)) \(n(y + 6))L\(n(x - 6)) \(n(y))Z"
            case "silenceSecondaryAudioHint": d = "M\(n(x - 5)) \(n(y - 5))H\(n(x + 5))V\(n(y + 5))H\(n(x - 5))Z"
            case "mediaServicesWereLost", "mediaServicesWereReset":
                d =
                    "M\(n(x - 6)) \(n(y - 2))H\(n(x - 2))V\(n(y - 6))H\(n(x + 2))V\(n(y - 2))H\(n(x + 6))V\(n(y + 2))"
                    + "H\(n(x + 2))V\(n(y + 6))H\(n(x - 2))V\(n(y + 2))H\(n(x - 6))Z"
            default:
                return "<circle class=\"glyph\" cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"5\"/>"
            }
            return "<path class=\"glyph\" d=\"\(d)\"/>"
        }
    }

    // MARK: - Pieces

    private func text(_ words: String, x: Double, y: Double, class name: String, anchor: String? = nil) -> String {
        let anchorAttribute = anchor.map { " text-anchor=\"\($0)\"" } ?? ""
        return "<text class=\"\(name)\" x=\"\(HTMLText.number(x))\" y=\"\(HTMLText.number(y))\"\(anchorAttribute)>"
            + "\(HTMLText.escape(words))</text>"
    }

    private func line(x1: Double, y1: Double, x2: Double, y2: Double, class name: String) -> String {
        let n = HTMLText.number
        return "<path class=\"\(name)\" d=\"M\(n(x1)) \(n(y1))L\(n(x2)) \(n(y2))\"/>"
    }
}

/// Stacks labels into rows so none overlaps: each goes into the first row where it fits.
struct LabelRows {
    private var ends: [Double] = []

    /// How many rows are in use.
    var count: Int { ends.count }

    /// Places a label spanning `from`–`to` and returns its row.
    mutating func place(from start: Double, to end: Double) -> Int {
        if let row = ends.firstIndex(where: { $0 <= start }) {
            ends[row] = end
            return row
        }
        ends.append(end)
        return ends.count - 1
    }
}
