import AudioSessionModel
import Foundation

/// Where the simulator reports what a test should fail for without the device stopping: `settle()` giving up, a
/// call from a suspended app's code (rule L5) (not in the SDK).
///
/// In a test that links the testing library (`AudioSessionTesting`), each report is a Swift Testing issue of the
/// running test; elsewhere (the command line, a test without it) it is a warning on standard error. The simulator
/// does not link Swift Testing: the testing library's reporter is found when the first report is made.
public enum SettleDiagnostics {
    /// Where the test called `settle()` or `advance(by:)`.
    public struct Location: Sendable, CustomStringConvertible {
        /// `#fileID`.
        public var fileID: String
        /// `#filePath`.
        public var filePath: String
        /// `#line`.
        public var line: Int
        /// `#column`.
        public var column: Int
        /// `fileID:line:column`.
        public var description: String { "\(fileID):\(line):\(column)" }

        /// A place in a source file.
        public init(fileID: String, filePath: String, line: Int, column: Int) {
            self.fileID = fileID
            self.filePath = filePath
            self.line = line
            self.column = column
        }
    }

    private static let reporter = Locked<(@Sendable (String, Location?) -> Void)?>(nil)

    /// Sends reports to `handler` (with the caller's location when known); `nil` restores the default (Swift Testing
    /// through the testing library, else standard error).
    public static func report(to handler: (@Sendable (String, Location?) -> Void)?) {
        reporter.withLock { $0 = handler }
    }

    /// Whether a handler is installed with ``report(to:)``.
    public static var hasReporter: Bool { reporter.withLock { $0 != nil } }

    static func gaveUp(at location: Location, _ message: String) { record(message, at: location) }

    /// Reports `message` to the installed handler, else to the testing library's reporter, else to standard error.
    package static func record(_ message: String, at location: Location?) {
        if let handler = reporter.withLock({ $0 }) {
            handler(message, location)
        } else if let testing = testingLibraryReporter, testing.record(message, at: location) {
            return
        } else {
            let place = location.map { "\($0): " } ?? ""
            FileHandle.standardError.write(Data("\(place)warning: \(message)\n".utf8))
        }
    }

    /// The mangled name of the testing library's reporter (`AudioSessionSwiftTesting.IssueRecorder`), which a
    /// test there checks.
    package static let testingLibraryReporterName = "24AudioSessionSwiftTesting13IssueRecorderO"

    /// The testing library's reporter when it is linked: found by name, since the simulator cannot import it (looked
    /// up on each report, which are rare).
    package static var testingLibraryReporter: (any SimulationIssueReporter.Type)? {
        _typeByName(testingLibraryReporterName) as? any SimulationIssueReporter.Type
    }
}

/// What the testing library's Swift Testing reporter implements; the simulator finds it at run time (not in the
/// SDK).
public protocol SimulationIssueReporter {
    /// Records `message` as an issue of the running Swift Testing test at `location` (the caller's, when known), and
    /// returns `true`; returns `false` outside a test.
    static func record(_ message: String, at location: SettleDiagnostics.Location?) -> Bool
}
