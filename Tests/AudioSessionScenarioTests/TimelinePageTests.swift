import AudioSessionEngine
import AudioSessionScenario
import Foundation
import Testing

/// The HTML page as text: self-contained, deterministic, failures first, everything drawn also listed.
@Suite struct TimelinePageTests {
    static func report(_ text: String = TimelineModelTests.podcast, file: String = "test.yaml") throws
        -> ScenarioReport
    {
        ScenarioRunner.run(try ScenarioLoader.parse(text, file: file))
    }

    @Test func thePageIsByteIdenticalOnRerun() throws {
        let first = TimelinePage(reports: [try Self.report()]).html
        let second = TimelinePage(reports: [try Self.report()]).html
        #expect(first == second)
        #expect(first.hasPrefix("<!DOCTYPE html>"))
    }

    @Test func thePageNamesNothingOutsideItself() throws {
        let html = TimelinePage(reports: [try Self.report()]).html
        for needle in ["http:", "https:", "//", "<link", "@import", "src=", "url(http", "url(//"] {
            #expect(!html.contains(needle), "the page contains \(needle)")
        }
        // Every link is to a place in the page, and every place a link names exists.
        for target in Self.values(of: "href", in: html) {
            #expect(target.hasPrefix("#"), "link to \(target)")
            #expect(html.contains("id=\"\(target.dropFirst())\""), "no element with id \(target)")
        }
        for pattern in Self.matches(of: "url(#", in: html) {
            #expect(html.contains("<pattern id=\"\(pattern)\""), "no pattern \(pattern)")
        }
    }

    @Test func failedExpectationsComeFirstWithExpectedAndObserved() throws {
        let html = TimelinePage(reports: [try Self.report()]).html
        let failures = try #require(html.range(of: "<div class=\"failures\" role=\"alert\">"))
        let picture = try #require(html.range(of: "<svg class=\"timeline\""))
        #expect(failures.lowerBound < picture.lowerBound)
        let box = String(html[failures.lowerBound..<picture.lowerBound])
        #expect(box.contains("1 expectation failed"))
        #expect(box.contains("expect[1]"))
        #expect(box.contains("{playing: true} at 11s"))
        #expect(box.contains("{playing: false}"))
        #expect(!box.contains("expect[0]"))
        // The failed check's marker links to its row in the table of expectations.
        #expect(html.contains("<a href=\"#f1-e1\" class=\"marker expectation failed\""))
        #expect(html.contains("<tr id=\"f1-e1\" class=\"failed\">"))
    }

    @Test func aPassingRunHasNoFailureBox() throws {
        let report = try Self.report(
            """
            name: Quiet
            apps: {A: {}}
            expect: [{at: 0s, app: A, state: {active: false}}]
            """)
        let html = TimelinePage(reports: [report]).html
        #expect(!html.contains("class=\"failures\""))
        #expect(html.contains("1 passed, 0 failed"))
    }

    @Test func everythingDrawnIsAlsoListedInWords() throws {
        let report = try Self.report()
        let content = TimelineContent(report: report)
        let html = TimelinePage(reports: [report]).html
        // Each notification: a marker naming its rule, and a table row with its reason and rule.
        for marker in content.markers where marker.kind == .notification {
            #expect(
                html.contains(
                    "<a href=\"#f1-\(marker.id)\" class=\"marker notification\" data-kind=\"\(marker.name)\" data-rule=\"\(marker.rule!)\">"
                ))
            #expect(html.contains("<tr id=\"f1-\(marker.id)\" data-kind=\"\(marker.name)\">"))
            #expect(html.contains("<td>\(marker.because!)</td><td>\(marker.rule!)</td>"))
        }
        // Each app's intervals, in a table of their own.
        for lane in content.lanes where !lane.isSteps {
            #expect(html.contains("<g class=\"lane\" data-app=\"\(lane.title)\">"))
            #expect(html.contains("<table class=\"intervals\" data-app=\"\(lane.title)\">"))
        }
        #expect(html.contains("<td>10s</td><td>13s</td><td>suspended</td><td>interrupted by Maps</td>"))
        #expect(html.contains("interrupted by Maps"))
        // The picture has a title and a description for screen readers.
        #expect(html.contains("role=\"img\" aria-labelledby=\"f1-title f1-desc\""))
        #expect(html.contains("<desc id=\"f1-desc\">"))
    }

    @Test func namesAreEscaped() throws {
        let report = try Self.report(
            """
            name: "<script>alert('x')</script> & co"
            apps: {"A<b>\\"": {}}
            steps: [{at: 0s, app: "A<b>\\"", do: activate}]
            """)
        let html = TimelinePage(reports: [report]).html
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co"))
        #expect(html.contains("data-app=\"A&lt;b&gt;&quot;\""))
    }

    @Test func severalFilesMakeOnePageWithOneSectionEach() throws {
        let one = try Self.report(file: "one.yaml")
        let two = try Self.report(
            """
            name: Second
            apps: {B: {}}
            """, file: "two.yaml")
        let html = TimelinePage(reports: [one, two]).html
        #expect(html.components(separatedBy: "<!DOCTYPE html>").count == 2)
        #expect(html.components(separatedBy: "<section class=\"scenario").count == 3)
        #expect(html.contains("<section class=\"scenario fail\" id=\"f1\""))
        #expect(html.contains("<section class=\"scenario pass\" id=\"f2\""))
        #expect(html.contains("<a href=\"#f1\">"))
        // Ids stay unique across sections.
        let ids = Self.values(of: "id", in: html)
        #expect(Set(ids).count == ids.count)
    }

    @Test func audioPlayersSitBesideTheTimeline() throws {
        let page = TimelinePage(
            reports: [try Self.report()], audioPlayers: [("builtInSpeaker", "Podcasts-builtInSpeaker.wav")])
        let html = page.html
        #expect(html.contains("<audio controls preload=\"none\" src=\"Podcasts-builtInSpeaker.wav\">"))
        #expect(html.contains("<figcaption>builtInSpeaker</figcaption>"))
        let players = try #require(html.range(of: "<aside class=\"players\""))
        let picture = try #require(html.range(of: "<svg class=\"timeline\""))
        let expectations = try #require(html.range(of: ">Expectations</h2>"))
        #expect(picture.lowerBound < players.lowerBound && players.lowerBound < expectations.lowerBound)
        #expect(!TimelinePage(reports: [try Self.report()]).html.contains("<audio"))
    }

    @Test func theSimulateCommandPrintsOnePageForSeveralFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let failing = folder.appendingPathComponent("failing.yaml")
        try TimelineModelTests.podcast.write(to: failing, atomically: true, encoding: .utf8)
        let broken = folder.appendingPathComponent("broken.yaml")
        try "name: x\napps: {A: {}}\nsteps: [{at: -1s, user: lock}]\n".write(
            to: broken, atomically: true, encoding: .utf8)
        let outcome = SimulateCommand.run(files: [failing.path, broken.path], format: .html, quiet: false)
        #expect(outcome.status == 2)
        #expect(outcome.output.hasPrefix("<!DOCTYPE html>"))
        #expect(outcome.output.contains("Files that could not be used"))
        #expect(outcome.output.contains("broken.yaml"))
        #expect(outcome.errors.contains("broken.yaml"))
        let alone = SimulateCommand.run(files: [failing.path], format: .html, quiet: false)
        #expect(alone.status == 1)
        #expect(
            alone.output
                == TimelinePage(reports: [ScenarioRunner.run(try ScenarioLoader.load(path: failing.path))]).html)
        // A file that cannot be used alone still gets a page, which says so, as JSON and JUnit do.
        let brokenAlone = SimulateCommand.run(files: [broken.path], format: .html, quiet: false)
        #expect(brokenAlone.status == 2)
        #expect(brokenAlone.output.hasPrefix("<!DOCTYPE html>"))
        #expect(
            brokenAlone.output.contains("Files that could not be used") && brokenAlone.output.contains("broken.yaml"))
    }

    // MARK: - Helpers

    /// The values of every `name="..."` attribute.
    static func values(of name: String, in html: String) -> [String] {
        matches(of: " \(name)=\"", in: html, until: "\"")
    }

    /// What follows each occurrence of `prefix`, up to `end`.
    static func matches(of prefix: String, in html: String, until end: Character = ")") -> [String] {
        html.components(separatedBy: prefix).dropFirst().map { String($0.prefix { $0 != end }) }
    }
}
