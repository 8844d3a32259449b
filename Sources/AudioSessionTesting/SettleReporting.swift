import AudioSessionSimulator
import Foundation

#if canImport(Testing)
    import Testing
#endif

extension SettleDiagnostics {
    /// Sends `settle()`'s reports to Swift Testing as an issue of the running test, or to standard error outside a
    /// test (not in the SDK); a simulated session installs it when it is made, unless a reporter is installed already.
    public static func reportToSwiftTesting() {
        guard !hasReporter else { return }
        report { message, location in
            #if canImport(Testing)
                if Test.current != nil {
                    Issue.record(
                        Comment(rawValue: message),
                        sourceLocation: SourceLocation(
                            fileID: location.fileID, filePath: location.filePath, line: location.line,
                            column: location.column))
                    return
                }
            #endif
            FileHandle.standardError.write(Data("\(location): warning: \(message)\n".utf8))
        }
    }
}
