import AudioSessionSound
import Foundation

/// Writes each port's samples to its own WAV file as they come, counting samples clipped to 16 bits.
struct WAVFileSink: SoundSink {
    private var handles: [FileHandle]
    private var buffers: [[UInt8]]
    private let format: WAVSampleFormat
    /// Samples clipped per port.
    private(set) var clipped: [Int]
    /// The first write error, if any.
    private(set) var failure: String?

    /// Creates the files (replacing any) and writes their headers for `frameCount` mono frames at `rate`.
    init(paths: [String], format: WAVSampleFormat, rate: Int, frameCount: Int64) throws {
        self.format = format
        handles = []
        for path in paths {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw MediaReadError(description: "cannot create \(path)")
            }
            handles.append(try FileHandle(forWritingTo: URL(fileURLWithPath: path)))
        }
        let header = WAVEncoder.header(format: format, channelCount: 1, sampleRate: rate, frameCount: frameCount)
        buffers = paths.map { _ in header }
        clipped = paths.map { _ in 0 }
    }

    mutating func write(_ samples: UnsafeBufferPointer<Float>, port: Int) {
        clipped[port] += WAVEncoder.append(samples, as: format, to: &buffers[port])
        if buffers[port].count >= 1 << 18 { flush(port) }
    }

    /// Writes what is buffered and closes the files.
    mutating func finish() throws {
        for port in handles.indices {
            flush(port)
            try handles[port].close()
        }
        if let failure { throw MediaReadError(description: failure) }
    }

    private mutating func flush(_ port: Int) {
        guard !buffers[port].isEmpty else { return }
        do {
            try handles[port].write(contentsOf: buffers[port])
        } catch {
            if failure == nil { failure = "cannot write: \(FileProblem.describe(error))" }
        }
        buffers[port].removeAll(keepingCapacity: true)
    }
}
