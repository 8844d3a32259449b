import AudioSessionEngine
import AudioSessionModel
import AudioSessionSimulator

/// One scenario's section of the page: its verdict, failed expectations first, the timeline picture with its
/// legend, and tables that say in words everything the picture shows.
struct TimelineSection {
    let content: TimelineContent
    let prefix: String
    let players: [TimelinePage.AudioPlayer]

    private var report: ScenarioReport { content.report }

    func html(headingLevel level: Int) -> String {
        let h = "h\(level)"
        let sub = "h\(level + 1)"
        let status = report.exitStatus == 0 ? "pass" : "fail"
        var out =
            "<section class=\"scenario \(status)\" id=\"\(prefix.dropLast())\" aria-labelledby=\"\(prefix)name\">\n"
        out += "<\(h) id=\"\(prefix)name\">\(HTMLText.escape(report.name))</\(h)>\n"
        out += "<p class=\"summary\"><span class=\"file\">\(HTMLText.escape(report.file))</span> · "
        out += "<strong class=\"verdict \(status)\">\(report.failed == 0 && report.runtimeError == nil ? "✓" : "✗") "
        out += "\(report.passed) passed, \(report.failed) failed</strong></p>\n"
        if let description = report.scenarioDescription, !description.isEmpty {
            out += "<p class=\"description\">\(HTMLText.escape(description))</p>\n"
        }
        if let error = report.runtimeError {
            out += "<div class=\"error\" role=\"alert\"><\(sub)>The run stopped</\(sub)><p>"
            out += "\(HTMLText.escape(error.message))</p></div>\n"
        }
        out += failures(sub)
        if content.isCompact {
            out += "<p class=\"note\">This run has \(report.events.count) events (more than "
            out +=
                "\(TimelineContent.compactEventCount)): the picture shows the state bars only, without markers, labels "
            out += "or tooltips, and the tables below list everything.</p>\n"
        }
        out += "<div class=\"picture\">\n<figure class=\"chart\"><div class=\"scroll\" tabindex=\"0\" "
        out += "aria-label=\"Timeline picture, scrolls sideways\">\n"
        out += TimelineChart(content: content, prefix: prefix).svg()
        out += "\n</div><figcaption>\(TimelineStyle.legend)</figcaption></figure>\n"
        out += audioPlayers(sub)
        out += "</div>\n"
        out += expectations(sub)
        out += notifications(sub)
        out += appsOverTime(sub)
        out += trace(sub)
        out += "</section>\n"
        return out
    }

    // MARK: - Failed expectations, at the top

    private func failures(_ h: String) -> String {
        let failed = report.results.enumerated().filter { !$0.element.passed }
        guard !failed.isEmpty else { return "" }
        var out = "<div class=\"failures\" role=\"alert\"><\(h)>\(failed.count) expectation"
        out += "\(failed.count == 1 ? "" : "s") failed</\(h)>\n<table><thead><tr><th scope=\"col\">Expectation</th>"
        out += "<th scope=\"col\">App</th><th scope=\"col\">At</th><th scope=\"col\">Expected</th>"
        out += "<th scope=\"col\">Observed</th></tr></thead><tbody>\n"
        for (index, result) in failed {
            out += "<tr class=\"failed\" data-path=\"\(HTMLText.escape(result.path))\">"
            out +=
                "<td><a href=\"#\(prefix)e\(index)\">\(HTMLText.escape(result.path))</a> \(HTMLText.escape(result.check))</td>"
            out += "<td>\(HTMLText.escape(result.app))</td><td>\(when(result.nanoseconds))</td>"
            out += "<td>\(HTMLText.escape(result.expected))</td><td>\(HTMLText.escape(result.observed))</td></tr>\n"
        }
        out += "</tbody></table></div>\n"
        return out
    }

    // MARK: - Players

    private func audioPlayers(_ h: String) -> String {
        guard !players.isEmpty else { return "" }
        var out =
            "<aside class=\"players\" aria-labelledby=\"\(prefix)listen\"><\(h) id=\"\(prefix)listen\">Listen</\(h)>\n"
        for player in players {
            out += "<figure class=\"player\"><figcaption>\(HTMLText.escape(player.label))</figcaption>"
            out += "<audio controls preload=\"none\" src=\"\(HTMLText.escape(player.source))\">"
            out +=
                "<a href=\"\(HTMLText.escape(player.source))\">\(HTMLText.escape(player.source))</a></audio></figure>\n"
        }
        out += "</aside>\n"
        return out
    }

    // MARK: - Tables

    private func expectations(_ h: String) -> String {
        guard !report.results.isEmpty else { return "" }
        var out = "<\(h)>Expectations</\(h)>\n<table class=\"expectations\"><thead><tr><th scope=\"col\">Verdict</th>"
        out += "<th scope=\"col\">Expectation</th><th scope=\"col\">App</th><th scope=\"col\">At</th>"
        out += "<th scope=\"col\">Expected</th><th scope=\"col\">Observed</th></tr></thead><tbody>\n"
        for (index, result) in report.results.enumerated() {
            out += "<tr id=\"\(prefix)e\(index)\" class=\"\(result.passed ? "ok" : "failed")\">"
            out += "<td>\(result.passed ? "✓ ok" : "✗ FAILED")</td><td>\(HTMLText.escape(result.path)) "
            out +=
                "\(HTMLText.escape(result.check))</td><td>\(HTMLText.escape(result.app))</td><td>\(when(result.nanoseconds))</td>"
            out += "<td>\(HTMLText.escape(result.expected))</td><td>\(HTMLText.escape(result.observed))"
            if !result.neverProduced.isEmpty {
                out += " <em>(\(HTMLText.escape(result.neverProduced.joined(separator: ", "))): never produced by "
                out += "version 1 of the rules)</em>"
            }
            out += "</td></tr>\n"
        }
        return out + "</tbody></table>\n"
    }

    private func notifications(_ h: String) -> String {
        let rows = zip(report.events, content.markerIDs).filter { $0.0.category == .notification && $0.1 != nil }
        var out = "<\(h)>Notifications</\(h)>\n"
        guard !rows.isEmpty else { return out + "<p>No app received a notification.</p>\n" }
        // A compact page lists each notification once, in the trace.
        if content.isCompact { return out + "<p>\(rows.count) notifications, listed in the trace below.</p>\n" }
        out += "<table class=\"notifications\"><thead><tr><th scope=\"col\">At</th><th scope=\"col\">App</th>"
        out += "<th scope=\"col\">Notification</th><th scope=\"col\">Because</th><th scope=\"col\">Rule</th>"
        out += "</tr></thead><tbody>\n"
        for (event, id) in rows {
            out += "<tr id=\"\(prefix)\(id!)\" data-kind=\"\(HTMLText.escape(event.kind))\">"
            out += "<td>\(SimulatedDevice.format(event.nanoseconds))</td><td>\(HTMLText.escape(event.actor))</td>"
            out +=
                "<td>\(HTMLText.escape(([event.kind] + event.fields.map { "\($0.name)=\(ReportRenderer.text($0.value))" }).joined(separator: " ")))</td>"
            out +=
                "<td>\(HTMLText.escape(event.because?.text ?? ""))</td><td>\(HTMLText.escape(event.because?.rule ?? ""))</td>"
            out += "</tr>\n"
        }
        return out + "</tbody></table>\n"
    }

    private func appsOverTime(_ h: String) -> String {
        var out = "<\(h)>Apps over time</\(h)>\n"
        let device = report.timeline.device
        if !device.isEmpty {
            out +=
                "<table class=\"intervals device\"><caption>The device</caption><thead><tr><th scope=\"col\">From</th>"
            out += "<th scope=\"col\">To</th><th scope=\"col\">State</th></tr></thead><tbody>\n"
            for interval in device {
                out += "<tr><td>\(SimulatedDevice.format(interval.startNanoseconds))</td>"
                out += "<td>\(interval.endNanoseconds.map(SimulatedDevice.format) ?? "end")</td>"
                out += "<td>\(HTMLText.escape(interval.state.words.joined(separator: ", ")))</td></tr>\n"
            }
            out += "</tbody></table>\n"
        }
        for lane in content.lanes {
            guard let track = lane.track, !track.intervals.isEmpty else { continue }
            out += "<table class=\"intervals\" data-app=\"\(HTMLText.escape(track.app))\"><caption>"
            out += "\(HTMLText.escape(track.app))\(track.isBuiltIn ? " (built-in app)" : "")</caption><thead><tr>"
            out += "<th scope=\"col\">From</th><th scope=\"col\">To</th><th scope=\"col\">App</th>"
            out += "<th scope=\"col\">Session</th><th scope=\"col\">I/O</th><th scope=\"col\">Route</th>"
            out += "<th scope=\"col\">Category, mode</th></tr></thead><tbody>\n"
            for interval in track.intervals {
                let state = interval.state
                let io = [TimelineRow.output.look(state).words, TimelineRow.input.look(state).words]
                out += "<tr><td>\(SimulatedDevice.format(interval.startNanoseconds))</td>"
                out += "<td>\(interval.endNanoseconds.map(SimulatedDevice.format) ?? "end")</td>"
                out += "<td>\(HTMLText.escape(TimelineRow.app.look(state).words))</td>"
                out += "<td>\(HTMLText.escape(TimelineRow.session.look(state).words))</td>"
                out += "<td>\(HTMLText.escape(io.joined(separator: ", ")))</td>"
                out += "<td>\(HTMLText.escape(TimelineRow.routeDetail(state)))</td>"
                out += "<td>\(HTMLText.escape(state.category)), \(HTMLText.escape(state.mode))</td></tr>\n"
            }
            out += "</tbody></table>\n"
        }
        return out
    }

    private func trace(_ h: String) -> String {
        var out = "<\(h)>Everything that happened</\(h)>\n<table class=\"trace\"><thead><tr><th scope=\"col\">At</th>"
        out +=
            "<th scope=\"col\">Who</th><th scope=\"col\">What</th><th scope=\"col\">Because</th></tr></thead><tbody>\n"
        for (index, (event, id)) in zip(report.events, content.markerIDs).enumerated() {
            if let left = report.eventsLeftOut, left.after == index {
                out += "<tr class=\"leftout\"><td colspan=\"4\">\(HTMLText.escape(left.marker))</td></tr>\n"
            }
            let anchor = id.map { $0.hasPrefix("n") ? "" : " id=\"\(prefix)\($0)\"" } ?? ""
            let failed = event.error != nil ? " class=\"failed\"" : ""
            var what = ReportRenderer.symbol(event) + event.kind
            for field in event.fields { what += " \(field.name)=\(ReportRenderer.text(field.value))" }
            if let error = event.error { what += " — FAILED \(error.code.name): \(error.message)" }
            out += "<tr\(anchor)\(failed)><td>\(SimulatedDevice.format(event.nanoseconds))</td>"
            out += "<td>\(HTMLText.escape(event.actor))</td><td>\(HTMLText.escape(what))</td>"
            out += "<td>\(HTMLText.escape(event.because?.description ?? ""))</td></tr>\n"
        }
        return out + "</tbody></table>\n"
    }

    private func when(_ time: Int64?) -> String {
        time.map(SimulatedDevice.format) ?? "whole run"
    }
}
