import Foundation

/// Headless Chromium, as the timeline's browser tests drive it: one run loads a page from a file, saves a
/// screenshot and returns the DOM after the page's script ran.
enum Chromium {
    /// How to get it where it is missing.
    static let installCommand = "apt-get install -y chromium"

    /// The browser: `CHROMIUM` if set, else the first of `chromium`, `chromium-browser`, `google-chrome` on `PATH`.
    static let executable: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return URL(fileURLWithPath: "\(folder)/\(name)")
            }
        }
        return nil
    }()

    /// Whether the tests can run; when not, says so once on standard output with the install command.
    static let isInstalled: Bool = {
        if executable == nil {
            print(
                "Chromium not found (set CHROMIUM or run `\(installCommand)`): the timeline's browser tests are skipped"
            )
        }
        return executable != nil
    }()

    /// What one load produced.
    struct Page {
        /// The DOM after load, as HTML.
        var dom: String
        /// The screenshot, a PNG.
        var screenshot: Data
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Loads `file` in a window `width` × `height` pixels; fetching anything over the network is made impossible
    /// by a proxy at an address nothing listens on.
    static func load(_ file: URL, width: Int, height: Int, screenshot: URL) throws -> Page {
        guard let executable else { throw Failure(description: "Chromium is not installed: \(installCommand)") }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let output = profile.appendingPathComponent("dom.html")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--user-data-dir=\(profile.path)", "--proxy-server=http://127.0.0.1:9", "--proxy-bypass-list=<-loopback>",
            "--window-size=\(width),\(height)", "--screenshot=\(screenshot.path)", "--dump-dom", file.absoluteString,
        ]
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "chromium exited with \(process.terminationStatus) on \(file.path)")
        }
        let dom = try String(contentsOf: output, encoding: .utf8)
        let png = try Data(contentsOf: screenshot)
        return Page(dom: dom, screenshot: png)
    }

    /// A PNG's width and height, from its header.
    static func size(ofPNG data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
}
