#if PulseAudio
    import Dispatch
    import Foundation

    /// A monitor source recorded with `parec` (s16le stereo at 48 kHz, 5 ms of latency; the left channel kept): the samples as they arrive,
    /// each chunk with its arrival time, and the level of a tone over any 50 ms window of them.
    package final class ToneRecorder: @unchecked Sendable {
        /// The sample rate.
        package static let rate = 48_000
        /// The analysis window: 50 ms, a whole number of periods of 440 and 880 Hz.
        package static let window = 2_400

        private let process = Process()
        private let lock = NSLock()
        private var samples: [Int16] = []
        // The sample count after each chunk, and when the chunk arrived (uptime nanoseconds).
        private var chunks: [(end: Int, time: UInt64)] = []
        private var pendingBytes: [UInt8] = []

        /// Starts recording `source` on the server `environment` names, and waits for the first samples.
        package init(source: String, environment: [String: String]) throws {
            process.executableURL = URL(fileURLWithPath: HeadlessPulseAudio.executable("parec") ?? "/usr/bin/parec")
            process.arguments = [
                "--latency-msec=5", "-d", source, "--raw", "--format=s16le", "--rate=48000", "--channels=2",
                "--channel-map=front-left,front-right",
            ]
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let reading = output.fileHandleForReading
            let thread = Thread { [weak self] in
                while true {
                    let data = reading.availableData
                    guard !data.isEmpty, let self else { return }
                    self.append(data, at: DispatchTime.now().uptimeNanoseconds)
                }
            }
            thread.name = "parec \(source)"
            thread.start()
            let deadline = Date().addingTimeInterval(5)
            while lock.withLock({ samples.count }) < Self.window {
                guard Date() < deadline, process.isRunning else {
                    stop()
                    throw HeadlessPulseAudioError(description: "parec recorded nothing from \(source)")
                }
                Thread.sleep(forTimeInterval: 0.01)
            }
        }

        deinit { stop() }

        /// Stops `parec`.
        package func stop() {
            guard process.isRunning else { return }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }

        private func append(_ data: Data, at time: UInt64) {
            lock.withLock {
                // Stereo frames of two 16-bit samples; the left channel is kept. A mono downmix would sum two tones
                // past full scale on PipeWire (1/√2 a channel), and clip.
                var bytes = pendingBytes + [UInt8](data)
                let whole = bytes.count - bytes.count % 4
                pendingBytes = Array(bytes[whole...])
                bytes.removeLast(bytes.count - whole)
                for frame in stride(from: 0, to: bytes.count, by: 4) {
                    samples.append(Int16(bitPattern: UInt16(bytes[frame]) | UInt16(bytes[frame + 1]) << 8))
                }
                chunks.append((samples.count, time))
            }
        }

        /// The index of the sample heard at `time`, once a later chunk arrived (a chunk's last sample is taken as
        /// heard when it arrived).
        private func index(at time: UInt64) -> Int? {
            lock.withLock {
                guard let chunk = chunks.first(where: { $0.time >= time }) else { return nil }
                let back = Int((chunk.time - time) * UInt64(Self.rate) / 1_000_000_000)
                return max(0, chunk.end - back)
            }
        }

        /// When the sample at `index` was heard.
        private func time(at index: Int) -> UInt64 {
            lock.withLock {
                let chunk = chunks.first { $0.end >= index } ?? chunks.last ?? (0, 0)
                return chunk.time - UInt64(max(0, chunk.end - index)) * 1_000_000_000 / UInt64(Self.rate)
            }
        }

        /// The RMS (of full scale) of the tone of `frequency` in the `length` samples starting at `start`, or `nil`
        /// while they are not all recorded.
        private func level(_ frequency: Double, at start: Int, length: Int = ToneRecorder.window) -> Double? {
            let window = lock.withLock {
                samples.count >= start + length ? samples[start..<start + length] : nil
            }
            return window.map { ToneLevel.rms(of: frequency, in: $0, startingAt: start, rate: Double(Self.rate)) }
        }

        /// The tone's level in each whole 50 ms window from `from` to `to` (uptime nanoseconds), waiting until they
        /// are recorded (at most 5 s after `to`).
        package func levels(_ frequency: Double, from: UInt64, to: UInt64) -> [Double] {
            let deadline = to + 5_000_000_000
            var last = index(at: to)
            while last == nil, DispatchTime.now().uptimeNanoseconds < deadline {
                Thread.sleep(forTimeInterval: 0.02)
                last = index(at: to)
            }
            guard let last, let first = index(at: from) else { return [] }
            return stride(from: first, through: last - Self.window, by: Self.window).compactMap {
                level(frequency, at: $0)
            }
        }

        /// The first window of `length` samples (50 ms), in steps of 5 ms, that starts at `after` or later (ends, if
        /// `ending`) where the tone's level satisfies `condition`: when it starts and ends (uptime nanoseconds) and
        /// the level; `nil` if none within `timeout` seconds. A tone that stops is gone when the first silent window
        /// starts; one that comes is there when the first window with any of it ends.
        package func firstWindow(
            _ frequency: Double, after: UInt64, ending: Bool = false, timeout: Double = 5,
            length: Int = ToneRecorder.window,
            where condition: (Double) -> Bool
        ) -> (start: UInt64, end: UInt64, level: Double)? {
            let deadline = after + UInt64(timeout * 1e9)
            let step = Self.rate / 200
            var start: Int?
            while start == nil {
                start = index(at: after)
                if start == nil {
                    guard DispatchTime.now().uptimeNanoseconds < deadline else { return nil }
                    Thread.sleep(forTimeInterval: 0.01)
                }
            }
            var position = max(0, start! - (ending ? length : 0))
            while true {
                if let level = level(frequency, at: position, length: length) {
                    let begins = time(at: position)
                    if begins > deadline { return nil }
                    if condition(level) { return (begins, time(at: position + length), level) }
                    position += step
                } else {
                    guard DispatchTime.now().uptimeNanoseconds < deadline + 1_000_000_000 else { return nil }
                    Thread.sleep(forTimeInterval: 0.01)
                }
            }
        }
    }
#endif
