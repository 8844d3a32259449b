import AudioSessionEngine
import AudioSessionScenario
import AudioSessionSimulator
import Foundation
import Testing

/// Every example's timeline page in a real browser (headless Chromium): it loads without fetching anything, fits
/// 1280 pixels, has a lane for every app, a marker with its rule for every notification, and the failed
/// expectations at the top. Skipped, with the install command printed, where Chromium is missing.
///
/// `RECORD_SCREENSHOT=1` also writes the README's picture, `docs/timeline.png`, from the example it names.
@Suite(.enabled(if: Chromium.isInstalled, "Chromium is not installed: run `\(Chromium.installCommand)`"))
struct TimelineBrowserTests {
    static let package = ExampleTests.examples.deletingLastPathComponent()
    static let screenshotExample = "sinch-voip-call-interrupted-by-cellular.yaml"

    /// Writes the page of `reports` and loads it.
    static func load(_ reports: [ScenarioReport], name: String, width: Int = 1280, height: Int = 1000) throws
        -> (html: String, page: Chromium.Page)
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-pages")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(name)-\(width).html")
        let html = TimelinePage(reports: reports).html
        try html.write(to: file, atomically: true, encoding: .utf8)
        let page = try Chromium.load(
            file, width: width, height: height, screenshot: folder.appendingPathComponent("\(name)-\(width).png"))
        return (html, page)
    }

    /// What every page must satisfy in the browser.
    static func checkLoaded(_ page: Chromium.Page, width: Int, _ name: String) throws {
        let dom = page.dom
        #expect(dom.contains("data-resources-fetched=\"0\""), "\(name): the page fetched something")
        #expect(dom.contains("data-fits-width=\"true\""), "\(name): the page is wider than \(width) px")
        let scrollWidth = TimelinePageTests.values(of: "data-scroll-width", in: dom).first.flatMap { Int($0) }
        #expect(scrollWidth.map { $0 <= width } == true, "\(name): scrollWidth \(scrollWidth ?? -1)")
        let size = try #require(Chromium.size(ofPNG: page.screenshot), "\(name): the screenshot is not a PNG")
        #expect(size.width == width, "\(name): screenshot \(size.width) px wide")
        #expect(page.screenshot.count > 20_000, "\(name): the screenshot looks empty")
    }

    @Test(arguments: ExampleTests.exampleNames)
    func theExamplesPageWorksInABrowser(_ name: String) throws {
        var scenario = try ScenarioLoader.load(path: ExampleTests.examples.appendingPathComponent(name).path)
        scenario.file = "Examples/" + name
        let report = ScenarioRunner.run(scenario)
        let (html, page) = try Self.load([report], name: String(name.dropLast(5)))
        try Self.checkLoaded(page, width: 1280, name)
        let dom = page.dom
        // The DOM is the page the tool printed, once its script ran (no new content, nothing lost).
        #expect(dom.contains("<section class=\"scenario pass\" id=\"f1\""))
        #expect(dom.components(separatedBy: "<tr").count == html.components(separatedBy: "<tr").count)
        let content = TimelineContent(report: report)
        for lane in content.lanes where !lane.isSteps {
            #expect(dom.contains("<g class=\"lane\" data-app=\"\(lane.title)\">"), "\(name): no lane for \(lane.title)")
        }
        let notifications = report.events.filter { $0.category == .notification }
        let markers = content.markers.filter { $0.kind == .notification }
        #expect(markers.count == notifications.count)
        for marker in markers {
            let tag =
                "<a href=\"#f1-\(marker.id)\" class=\"marker notification\" data-kind=\"\(marker.name)\" data-rule=\"\(marker.rule ?? "")\">"
            #expect(marker.rule != nil, "\(name): \(marker.detail) has no rule")
            #expect(dom.contains(tag), "\(name): no marker \(tag)")
        }
        for (index, _) in report.results.enumerated() {
            #expect(dom.contains("<a href=\"#f1-e\(index)\" class=\"marker expectation"), "\(name): expect[\(index)]")
        }
        if name == Self.screenshotExample, ProcessInfo.processInfo.environment["RECORD_SCREENSHOT"] == "1" {
            let docs = Self.package.appendingPathComponent("docs")
            try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
            try page.screenshot.write(to: docs.appendingPathComponent("timeline.png"))
        }
    }

    @Test func failedExpectationsShowAtTheTopInTheBrowser() throws {
        let report = try TimelinePageTests.report()
        #expect(report.failed == 1)
        let (_, page) = try Self.load([report], name: "failing")
        try Self.checkLoaded(page, width: 1280, "failing")
        let dom = page.dom
        let failures = try #require(dom.range(of: "<div class=\"failures\" role=\"alert\">"))
        let picture = try #require(dom.range(of: "<svg class=\"timeline\""))
        #expect(failures.lowerBound < picture.lowerBound)
        let box = dom[failures.lowerBound..<picture.lowerBound]
        #expect(box.contains("<tr class=\"failed\" data-path=\"expect[1]\">"))
        #expect(box.contains("{playing: false}"))
        #expect(dom.contains("<a href=\"#f1-e1\" class=\"marker expectation failed\""))
    }

    /// Headless Chromium's narrowest window is 500 pixels, about a large phone held upright.
    @Test func severalExamplesOnOnePageFitANarrowWindow() throws {
        let names = ExampleTests.exampleNames.prefix(3)
        let reports = try names.map {
            ScenarioRunner.run(try ScenarioLoader.load(path: ExampleTests.examples.appendingPathComponent($0).path))
        }
        let (_, page) = try Self.load(reports, name: "narrow", width: 500, height: 900)
        // The picture scrolls sideways inside its frame; the page itself does not.
        try Self.checkLoaded(page, width: 500, "narrow")
        #expect(page.dom.components(separatedBy: "<section class=\"scenario").count == reports.count + 1)
    }
}
