import AudioSessionLint
import Foundation

/// The `--function-size` mode: one Swift and one Objective-C file, each with N session calls in one function, linted
/// for each N; prints the time per file size, so that a cost growing faster than the function shows.
enum FunctionSize {
    /// The numbers of calls measured by default.
    static let defaultSizes = [500, 1_000, 2_000, 10_000]

    /// The calls of one Swift function: mostly `setCategory` (each call's state sums up the ones before it), with
    /// mode, activation and read calls and a branch.
    static func swiftFile(calls: Int) -> String {
        let lines = [
            "    try session.setCategory(.playback, options: [.mixWithOthers])",
            "    try AVAudioSession.sharedInstance().setCategory(.playback, mode: .moviePlayback)",
            "    try session.setCategory(.playAndRecord, options: [.defaultToSpeaker, .allowBluetoothA2DP])",
            "    try session.setMode(.moviePlayback)",
            "    try session.setCategory(.ambient)",
            "    try session.setActive(true)",
            "    if session.outputVolume > 0.5 { try session.setCategory(.ambient) }",
            "    try session.setActive(false, options: .notifyOthersOnDeactivation)",
        ]
        var text = "import AVFoundation\n\nfunc configure() throws {\n"
        text += "    let session = AVAudioSession.sharedInstance()\n"
        for index in 0..<calls { text += lines[index % lines.count] + "\n" }
        return text + "}\n"
    }

    /// The calls of one Objective-C method, cycling like ``swiftFile(calls:)``.
    static func objectiveCFile(calls: Int) -> String {
        let lines = [
            "    [session setCategory:AVAudioSessionCategoryPlayback "
                + "withOptions:AVAudioSessionCategoryOptionMixWithOthers error:nil];",
            "    [[AVAudioSession sharedInstance] setCategory:AVAudioSessionCategoryPlayback error:nil];",
            "    [session setCategory:AVAudioSessionCategoryPlayAndRecord "
                + "withOptions:AVAudioSessionCategoryOptionDefaultToSpeaker error:nil];",
            "    [session setMode:AVAudioSessionModeMoviePlayback error:nil];",
            "    [session setCategory:AVAudioSessionCategoryAmbient error:nil];",
            "    [session setActive:YES error:nil];",
            "    if (session.outputVolume > 0.5) { [session setCategory:AVAudioSessionCategoryAmbient error:nil]; }",
            "    [session setActive:NO withOptions:AVAudioSessionSetActiveOptionNotifyOthersOnDeactivation error:nil];",
        ]
        var text = "#import <AVFoundation/AVFoundation.h>\n\n@implementation Player\n- (void)configure {\n"
        text += "    AVAudioSession *session = [AVAudioSession sharedInstance];\n"
        for index in 0..<calls { text += lines[index % lines.count] + "\n" }
        return text + "}\n@end\n"
    }

    /// Measures each size in `sizes` (median of `rounds`) and prints one line per size and language.
    static func run(sizes: [Int], rounds: Int, folder: String) throws {
        print("lint, one function of N session calls (median of \(rounds), one core):")
        for size in sizes {
            var figures: [String] = []
            for (language, name, text) in [
                ("Swift", "Big.swift", swiftFile(calls: size)), ("Objective-C", "Big.m", objectiveCFile(calls: size)),
            ] {
                let path = folder + "/" + name
                try text.write(toFile: path, atomically: false, encoding: .utf8)
                var times: [Double] = []
                var findings = 0
                for _ in 0..<rounds {
                    var result: Linter.Result?
                    let elapsed = ContinuousClock().measure { result = try? Linter.run(paths: [path]) }
                    findings = result?.findings.count ?? -1
                    times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
                }
                try FileManager.default.removeItem(atPath: path)
                let median = times.sorted()[times.count / 2]
                figures.append(
                    String(
                        format: "%@ %.3f s (%.1f µs per call, %d findings)", language, median,
                        median / Double(size) * 1e6, findings))
            }
            print(String(format: "  %6d calls: ", size) + figures.joined(separator: "; "))
        }
    }
}
