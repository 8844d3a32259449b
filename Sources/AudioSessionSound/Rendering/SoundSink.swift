/// Where a render's samples go, block by block, one port at a time (a file writer, a buffer, a meter).
public protocol SoundSink {
    /// Receives the next `samples` of the port at `port` (an index into ``SoundTimeline/ports``).
    mutating func write(_ samples: UnsafeBufferPointer<Float>, port: Int)
}

/// A sink that keeps every sample in memory, one array per port (for tests and short renders).
public struct CollectingSink: SoundSink, Sendable {
    /// The samples of each port.
    public private(set) var ports: [[Float]]

    /// A sink for `portCount` ports.
    public init(portCount: Int) { ports = Array(repeating: [], count: portCount) }

    /// Appends the samples.
    public mutating func write(_ samples: UnsafeBufferPointer<Float>, port: Int) {
        ports[port].append(contentsOf: samples)
    }
}
