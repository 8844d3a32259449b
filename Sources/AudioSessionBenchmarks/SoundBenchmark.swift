import AudioSessionScenario
import Foundation

// `audiosession-bench --sound`: renders a 10-minute scenario with 16 voices at 48 kHz through `render` (simulation,
// mixing and 16-bit files included) and, in the same run, mixes the same 16 voices from stems on disk with
// `sox -m`; prints both, the ratio, and the peak memory of renders of 10 and 60 minutes (separate processes).

/// A scenario: `voices` apps each playing one tone (-30 dB, so the mix never clips) for `minutes`.
func soundScenario(voices: Int, minutes: Int, only: Int? = nil) -> String {
    var lines = ["name: \(voices) voices for \(minutes) minutes", "apps:"]
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

/// The path of `sox` on `PATH`, if installed.
func soxPath() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/sox" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

func soundBenchmark() {
    let minutes = 10
    let voices = 16
    let directory = NSTemporaryDirectory() + "audiosession-bench-sound-\(ProcessInfo.processInfo.processIdentifier)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let render = timeRender(soundScenario(voices: voices, minutes: minutes), in: directory, name: "mix")
    let audio = Double(minutes * 60)
    print(
        String(
            format:
                "sound: render, %d voices, %d minutes at 48 kHz (simulate, mix, write 16-bit WAV): %.2f s, %.0fx real time",
            voices, minutes, render, audio / render))
    guard let sox = soxPath() else {
        print("sound: sox -m not measured: sox is not installed (apt-get install -y sox)")
        return
    }
    var stems: [String] = []
    for index in 0..<voices {
        _ = timeRender(
            soundScenario(voices: voices, minutes: minutes, only: index), in: directory, name: "stem\(index)")
        stems.append(directory + "/stem\(index)/builtInSpeaker.wav")
    }
    var status: Int32?
    let mixed = measure {
        status = runProgram(sox, ["--no-show-progress", "-m"] + stems + [directory + "/sox-mix.wav"])
    }
    guard status == 0 else {
        print("sound: sox -m failed (status \(status.map(String.init) ?? "not started"))")
        return
    }
    print(
        String(
            format:
                "sound: sox -m of the same %d voices as stems on disk: %.2f s, %.0fx real time; render is %.1fx faster",
            voices, mixed, audio / mixed, mixed / render))
    let me = CommandLine.arguments[0]
    fflush(nil) // every stream: the children print after what this process printed
    for minutes in [10, 60] {
        if runProgram(me, ["--sound-memory", "\(minutes)"], showingOutput: true) == nil {
            print("sound: cannot start \(me)")
        }
    }
}
