import AudioSessionScenario
import AudioSessionSound
import Foundation

// `audiosession-bench --sound`: renders a 10-minute scenario with 16 voices at 48 kHz through `render` (simulation,
// mixing and 16-bit files included) and, in the same run, mixes the same 16 voices from stems on disk with
// `sox -m`; prints both, the ratio, and the peak memory of renders of 10 and 60 minutes (separate processes).

/// A scenario: `voices` apps each playing one tone (-30 dB, so the mix never clips) for `minutes`, on an iPad, whose
/// one output port (the speaker) makes one file, as sox makes one.
func soundScenario(voices: Int, minutes: Int, only: Int? = nil) -> String {
    var lines = ["name: \(voices) voices for \(minutes) minutes", "device: {model: iPad}", "apps:"]
    for index in 0..<voices {
        lines.append("  App\(index): {backgroundAudio: true, sound: {tone: \(200 + 50 * index), level: -30}}")
    }
    lines.append("steps:")
    for index in 0..<voices where only == nil || only == index {
        lines.append(
            "  - {at: 0s, app: App\(index), do: [{setCategory: {category: playback, options: [mixWithOthers]}}, "
                + "activate, play]}")
        lines.append("  - {at: \(minutes)m, app: App\(index), do: stop}")
    }
    lines.append("expect:")
    lines.append("  - {at: \(minutes)m, app: App0, state: {playing: false}}")
    return lines.joined(separator: "\n") + "\n"
}

/// Renders `text` into `directory` with `render`; returns the seconds taken.
func timeRender(_ text: String, in directory: String, name: String) -> Double {
    let file = directory + "/\(name).yaml"
    try? text.write(toFile: file, atomically: true, encoding: .utf8)
    var status: Int32 = 0
    let seconds = measure {
        status = RenderCommand.run(file: file, directory: directory + "/\(name)", quiet: true).status
    }
    if status != 0 { print("sound: the render of \(name) ended with status \(status)") }
    return seconds
}

/// The peak resident memory of this process, in MiB (VmHWM), or `nil` off Linux.
func peakMemoryMiB() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
    return kilobytes / 1_024
}

/// `--sound-memory MINUTES`: renders 16 voices for that long and prints the peak memory (one process per figure).
func soundMemory(minutes: Int) {
    let directory = NSTemporaryDirectory() + "audiosession-bench-memory-\(ProcessInfo.processInfo.processIdentifier)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let seconds = timeRender(soundScenario(voices: 16, minutes: minutes), in: directory, name: "mix")
    let peak = peakMemoryMiB().map { String(format: "%.1f MiB", $0) } ?? "unknown (no /proc/self/status)"
    print(String(format: "sound: %3d minutes, 16 voices: rendered in %.2f s, peak RSS %@", minutes, seconds, peak))
}

/// Runs a program; returns its exit status, or `nil` if it could not start. Its output is shown only when asked.
func runProgram(_ path: String, _ arguments: [String], showingOutput: Bool = false) -> Int32? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if !showingOutput { process.standardOutput = FileHandle.nullDevice }
    do {
        try process.run()
    } catch {
        return nil
    }
    process.waitUntilExit()
    return process.terminationStatus
}

/// The processor time (user and system) of every child process waited for so far, in seconds.
func childProcessorSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    #else
        getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// Runs a program and waits for it; returns its status (`nil` if it could not start), the seconds it took, and the
/// processor seconds it used (what load on the machine changes least).
func timeProgram(_ path: String, _ arguments: [String]) -> (status: Int32?, seconds: Double, processor: Double) {
    var status: Int32?
    let processor = childProcessorSeconds()
    let seconds = measure { status = runProgram(path, arguments) }
    return (status, seconds, childProcessorSeconds() - processor)
}

/// The path of `sox` on `PATH`, if installed.
func soxPath() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/sox" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// `--sound-render FILE DIR`: renders one scenario (the benchmark times this process from outside, as it times sox).
func soundRender(file: String, directory: String) {
    let status = RenderCommand.run(file: file, directory: directory, quiet: true).status
    exit(status)
}

/// The median of `values`, and their range.
func median(_ values: [Double]) -> (median: Double, low: Double, high: Double) {
    let sorted = values.sorted()
    return (sorted[sorted.count / 2], sorted.first!, sorted.last!)
}

/// Whether two WAV files hold the same format, rate and length, and their largest difference in 16-bit steps.
func compareMixes(_ first: String, _ second: String) -> String {
    guard let one = FileManager.default.contents(atPath: first).flatMap({ try? WAVDecoder.decode([UInt8]($0)) }),
        let other = FileManager.default.contents(atPath: second).flatMap({ try? WAVDecoder.decode([UInt8]($0)) })
    else { return "cannot read both mixes" }
    guard one.format == other.format, one.sampleRate == other.sampleRate, one.channelCount == other.channelCount,
        one.samples.count == other.samples.count
    else {
        return "the mixes differ: \(one.format) \(one.sampleRate) Hz \(one.samples.count) samples against "
            + "\(other.format) \(other.sampleRate) Hz \(other.samples.count) samples"
    }
    var largest: Float = 0
    for index in one.samples.indices { largest = max(largest, abs(one.samples[index] - other.samples[index])) }
    return String(
        format: "both mixes: %@, mono, %d Hz, %d samples; they differ by at most %.0f steps of 16 bits",
        one.format.description, one.sampleRate, one.samples.count, (largest * 32_768).rounded())
}

func soundBenchmark(rounds: Int) {
    let minutes = 10
    let voices = 16
    let directory = NSTemporaryDirectory() + "audiosession-bench-sound-\(ProcessInfo.processInfo.processIdentifier)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let me = CommandLine.arguments[0]
    let audio = Double(minutes * 60)
    let mixFile = directory + "/mix.yaml"
    try? soundScenario(voices: voices, minutes: minutes).write(toFile: mixFile, atomically: true, encoding: .utf8)
    guard let sox = soxPath() else {
        let render = measure { _ = runProgram(me, ["--sound-render", mixFile, directory + "/mix"]) }
        print(
            String(
                format: "sound: render, %d voices, %d minutes at 48 kHz: %.2f s, %.0fx real time", voices, minutes,
                render, audio / render))
        print("sound: sox -m not measured: sox is not installed (apt-get install -y sox)")
        return
    }
    // The stems, before any timing: each the same scenario with one voice playing, rendered to its own file.
    var stems: [String] = []
    for index in 0..<voices {
        _ = timeRender(
            soundScenario(voices: voices, minutes: minutes, only: index), in: directory, name: "stem\(index)")
        stems.append(directory + "/stem\(index)/builtInSpeaker.wav")
    }
    // `-v 1` before every input: sox sums as render does (by default it scales each input by 1/16, which also makes
    // it add dither); `-D`: no dither either way. Both write one 16-bit mono 48 kHz file of the same length.
    let soxArguments =
        ["--no-show-progress", "-D", "-m"] + stems.flatMap { ["-v", "1", $0] } + [directory + "/sox-mix.wav"]
    // Both are timed the same way, as a process started and waited for, alternately, so both meet the same load.
    var renders: [(seconds: Double, processor: Double)] = []
    var mixes: [(seconds: Double, processor: Double)] = []
    for _ in 0..<rounds {
        let render = timeProgram(me, ["--sound-render", mixFile, directory + "/mix"])
        let mix = timeProgram(sox, soxArguments)
        guard render.status == 0, mix.status == 0 else {
            print(
                "sound: render ended with status \(render.status.map(String.init) ?? "not started"), sox -m with "
                    + "\(mix.status.map(String.init) ?? "not started")")
            return
        }
        renders.append((render.seconds, render.processor))
        mixes.append((mix.seconds, mix.processor))
    }
    let render = median(renders.map(\.seconds))
    let mixed = median(mixes.map(\.seconds))
    let renderProcessor = median(renders.map(\.processor)).median
    let mixedProcessor = median(mixes.map(\.processor)).median
    let ratios = zip(renders, mixes).map { $1.seconds / $0.seconds }
    print(
        String(
            format:
                "sound: render, %d voices, %d minutes at 48 kHz (start, parse, simulate, mix, write 16-bit WAV): %.2f s, %.0fx real time (median of %d runs, %.2f–%.2f s; %.2f s of processor time)",
            voices, minutes, render.median, audio / render.median, rounds, render.low, render.high, renderProcessor))
    print(
        String(
            format:
                "sound: sox -m of the same %d voices as stems on disk (summed, no dither): %.2f s, %.0fx real time (median of %d runs, %.2f–%.2f s; %.2f s of processor time)",
            voices, mixed.median, audio / mixed.median, rounds, mixed.low, mixed.high, mixedProcessor))
    print(
        String(
            format:
                "sound: render is %.1fx faster than sox -m (ratio of the medians; per run %.1f–%.1fx; %.1fx in processor time)",
            mixed.median / render.median, ratios.min()!, ratios.max()!, mixedProcessor / renderProcessor))
    print("sound: " + compareMixes(directory + "/mix/builtInSpeaker.wav", directory + "/sox-mix.wav"))
    fflush(nil) // every stream: the children print after what this process printed
    for minutes in [10, 60] {
        if runProgram(me, ["--sound-memory", "\(minutes)"], showingOutput: true) == nil {
            print("sound: cannot start \(me)")
        }
    }
}
