import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The daemon's log on standard error: one line per decision, `t app event because`, as the message says it
/// (warnings and errors are marked). Any other swift-log handler may replace it.
package struct DecisionLogHandler: LogHandler {
    /// Handlers' metadata.
    package var metadata: Logger.Metadata = [:]
    /// The lowest level written.
    package var logLevel: Logger.Level = .info

    /// A handler for `label` (unused: the daemon has one log).
    package init(label: String) {}

    /// Metadata by key.
    package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes the message on one line.
    package func log(event: LogEvent) {
        let mark = event.level >= .warning ? "\(event.level): " : ""
        let bytes = Array((mark + "\(event.message)\n").utf8)
        bytes.withUnsafeBytes { buffer in _ = write(2, buffer.baseAddress, buffer.count) }
    }
}
