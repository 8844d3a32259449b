import AudioSessionSimulator

/// The `simulate --format html` page: one self-contained HTML document (style, script and pictures inline, nothing
/// fetched) with one section per scenario report, each a timeline picture and the tables that say the same in words.
///
/// `render` reuses it with ``AudioPlayer``s: one `<audio controls>` per port beside the timeline.
public struct TimelinePage: Sendable {
    /// An audio file to play beside the timeline, as an HTML `<audio controls>` element.
    public struct AudioPlayer: Hashable, Sendable {
        /// What the player is labelled with (a port's name, such as `builtInSpeaker`).
        public var label: String
        /// The file's path relative to the page (`Chat-builtInSpeaker.wav`).
        public var source: String
        /// The scenario file whose section holds it; `nil`: the first section.
        public var file: String?

        /// A player.
        public init(label: String, source: String, file: String? = nil) {
            self.label = label
            self.source = source
            self.file = file
        }
    }

    /// The reports, one section each, in order.
    public var reports: [ScenarioReport]
    /// Audio players shown beside the timeline of their section.
    public var audioPlayers: [AudioPlayer]
    /// Files that could not be used, with why, shown at the top (`simulate` also prints them on standard error).
    public var problems: [String]

    /// A page of these reports.
    public init(reports: [ScenarioReport], audioPlayers: [AudioPlayer] = [], problems: [String] = []) {
        self.reports = reports
        self.audioPlayers = audioPlayers
        self.problems = problems
    }

    /// A page of these reports with players given as `(label, relativePath)` pairs, all in the first section.
    public init(reports: [ScenarioReport], audioPlayers: [(label: String, path: String)]) {
        self.init(reports: reports, audioPlayers: audioPlayers.map { AudioPlayer(label: $0.label, source: $0.path) })
    }

    /// The whole document.
    public var html: String {
        let title =
            reports.count == 1
            ? "\(reports[0].name): timeline" : "Scenario timelines (\(reports.count) files)"
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escape(title))</title>
            <style>\(TimelineStyle.css)</style>
            </head>
            <body>
            \(TimelineStyle.patterns)
            <main>

            """
        if reports.count > 1 || !problems.isEmpty {
            out += overview()
        }
        for (index, report) in reports.enumerated() {
            let players = audioPlayers.filter { $0.file == report.file || ($0.file == nil && index == 0) }
            out += TimelineSection(content: TimelineContent(report: report), prefix: "f\(index + 1)-", players: players)
                .html(headingLevel: reports.count > 1 ? 2 : 1)
        }
        out += """
            </main>
            <script>\(TimelineStyle.script)</script>
            </body>
            </html>

            """
        return out
    }

    private func overview() -> String {
        var out = "<header class=\"overview\"><h1>Scenario timelines</h1>"
        if !problems.isEmpty {
            out += "<div class=\"problems\" role=\"alert\"><h2>Files that could not be used</h2><ul>"
            for problem in problems { out += "<li>\(HTMLText.escape(problem))</li>" }
            out += "</ul></div>"
        }
        if !reports.isEmpty {
            out += "<nav aria-label=\"Scenarios\"><ol>"
            for (index, report) in reports.enumerated() {
                let verdict =
                    report.runtimeError != nil
                    ? "stopped by an error" : "\(report.passed) passed, \(report.failed) failed"
                let status = report.exitStatus == 0 ? "pass" : "fail"
                out += "<li class=\"\(status)\"><a href=\"#f\(index + 1)\">\(HTMLText.escape(report.name))</a> "
                out += "<span class=\"file\">\(HTMLText.escape(report.file))</span> — \(verdict)</li>"
            }
            out += "</ol></nav>"
        }
        out += "</header>\n"
        return out
    }
}
