import AudioSessionEngine
import AudioSessionSound

/// How long a render may last and how many bytes it may write. `render` checks both after the simulation and before
/// writing anything, and refuses a render past either with a status-2 error that names the limit, the step that
/// makes the run that long (when a step does), and the option that raises it. A WAV file also cannot pass 4 GiB
/// (its header counts bytes in 32 bits), whatever the limits.
public struct RenderLimits: Hashable, Sendable {
    /// The longest render: 2 hours by default (`--max-duration`).
    public var maximumDuration: ScenarioTime
    /// The most bytes written, all port files together: 2 GiB by default (`--max-output`).
    public var maximumOutputBytes: Int

    /// Limits.
    public init(
        maximumDuration: ScenarioTime = ScenarioTime(seconds: 7_200), maximumOutputBytes: Int = 2 << 30
    ) {
        self.maximumDuration = maximumDuration
        self.maximumOutputBytes = maximumOutputBytes
    }

    /// The largest WAV file: its RIFF size field (the file's size less 8 bytes) is 32 bits.
    public static let maximumWAVFileBytes = Int(UInt32.max) + 8

    /// Why a render of `frames` frames per port into `ports` files cannot be written, or `nil`.
    public func refusal(
        frames: Int, ports: Int, rate: Int, format: WAVSampleFormat, scenario: Scenario
    ) -> ScenarioError? {
        let perSecond = rate
        let nanoseconds = frames / perSecond * 1_000_000_000 + frames % perSecond * 1_000_000_000 / perSecond
        let length = ScenarioTime(nanoseconds: Int64(nanoseconds))
        /// The bytes of all port files for a render of `frames` frames (`.max` past what an Int holds).
        func totalBytes(_ frames: Int) -> Int {
            let (samples, over) = frames.multipliedReportingOverflow(by: format.bytesPerSample)
            let (total, overTotal) = (44 + samples).multipliedReportingOverflow(by: max(ports, 1))
            return over || overTotal ? .max : total
        }
        let fileBytes = totalBytes(frames) / Int(max(ports, 1))
        // The step that makes the run too long, when one does: the latest step, if the run is too long by its time.
        let latest = scenario.steps.max { $0.at < $1.at }
        func error(_ message: String, stepTooLate: Bool) -> ScenarioError {
            let step = stepTooLate ? latest : nil
            return ScenarioError(file: scenario.file, path: step?.path ?? "", line: step?.line, message: message)
        }
        if length > maximumDuration {
            return error(
                "the render would last \(Self.readable(length)), longer than the \(Self.readable(maximumDuration)) render allows; "
                    + "raise it with --max-duration (for example --max-duration \(Self.roundedUp(length)))",
                stepTooLate: latest.map { $0.at > maximumDuration } ?? false)
        }
        let total = totalBytes(frames)
        if total > maximumOutputBytes {
            let framesAtLatest = latest.map { Int($0.at.nanoseconds / 1_000_000_000) * perSecond } ?? 0
            return error(
                "the render would write \(Self.size(total)) (\(ports) port file(s) of \(Self.readable(length)) at \(rate) Hz), more "
                    + "than the \(Self.size(maximumOutputBytes)) allowed; raise it with --max-output, or lower --rate",
                stepTooLate: totalBytes(framesAtLatest) > maximumOutputBytes)
        }
        if fileBytes > Self.maximumWAVFileBytes {
            return error(
                "each port file would be \(Self.size(fileBytes)); a WAV file cannot pass 4 GiB: lower --rate, use "
                    + "16-bit samples (no --float), or shorten the scenario", stepTooLate: false)
        }
        return nil
    }

    /// `1.5 GiB`, `300 MiB`, `12 KiB`, `800 bytes`.
    static func size(_ bytes: Int) -> String {
        let units: [(String, Int)] = [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)]
        for (unit, scale) in units where bytes >= scale {
            let value = Double(bytes) / Double(scale)
            let tenths = Int(value * 10)
            let text = value >= 100 || tenths % 10 == 0 ? String(Int(value)) : String(Double(tenths) / 10)
            return "\(text) \(unit)"
        }
        return "\(bytes) bytes"
    }

    /// `2h`, `1h30m`, `90s`, `1.5s`: a length as people write it.
    package static func readable(_ time: ScenarioTime) -> String {
        let second: Int64 = 1_000_000_000
        guard time.nanoseconds % second == 0 else { return time.description }
        let seconds = time.nanoseconds / second
        let (hours, minutes, rest) = (seconds / 3_600, seconds % 3_600 / 60, seconds % 60)
        var text = ""
        if hours > 0 { text += "\(hours)h" }
        if minutes > 0 { text += "\(minutes)m" }
        if rest > 0 || text.isEmpty { text += "\(rest)s" }
        return text
    }

    /// A whole number of hours (or minutes, under an hour) at least `time`, as `--max-duration` takes it.
    static func roundedUp(_ time: ScenarioTime) -> String {
        let minute: Int64 = 60_000_000_000
        let minutes = (time.nanoseconds + minute - 1) / minute
        return minutes < 60 ? "\(minutes)m" : "\((minutes + 59) / 60)h"
    }

    /// A size as `--max-output` takes it: a number of bytes, or a number with `KiB`, `MiB`, `GiB` (or `K`, `M`, `G`,
    /// also powers of 1,024); `nil` for anything else.
    public static func parseSize(_ text: String) -> Int? {
        let units: [(String, Int)] = [
            ("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10), ("G", 1 << 30), ("M", 1 << 20), ("K", 1 << 10),
        ]
        var number = Substring(text)
        var scale: Int = 1
        for (suffix, value) in units where number.hasSuffix(suffix) {
            number = number.dropLast(suffix.count)
            scale = value
            break
        }
        guard !number.isEmpty, number.allSatisfy(\.isASCII), let count = Int(number), count > 0 else { return nil }
        let (bytes, overflow) = count.multipliedReportingOverflow(by: scale)
        return overflow ? nil : bytes
    }

    /// A duration as `--max-duration` takes it: a scenario time (`90m`, `2h`, `3600`); `nil` for anything else.
    public static func parseDuration(_ text: String) -> ScenarioTime? {
        guard case .success(let time) = TimeParser.parse(text), time > .zero else { return nil }
        return time
    }
}
