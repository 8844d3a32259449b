import AudioSessionSimulator

#if canImport(Testing)
    import Testing
#endif

/// Records the simulator's reports (`settle()` giving up, a call from a suspended app's code) as Swift Testing issues
/// of the running test (not in the SDK).
///
/// Part of the `AudioSessionTesting` product: a test that links it gets its reports as issues without calling
/// anything; the simulator finds this type by name (`SettleDiagnostics`), so that the simulator, the scenario runner
/// and the command line never link Swift Testing.
public enum IssueRecorder: SimulationIssueReporter {
    /// Records `message` as an issue of the running test at `location` (the caller's, when known); `false` outside a
    /// test.
    public static func record(_ message: String, at location: SettleDiagnostics.Location?) -> Bool {
        #if canImport(Testing)
            guard Test.current != nil else { return false }
            if let location {
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: SourceLocation(
                        fileID: location.fileID, filePath: location.filePath, line: location.line,
                        column: location.column))
            } else {
                Issue.record(Comment(rawValue: message))
            }
            return true
        #else
            return false
        #endif
    }
}
