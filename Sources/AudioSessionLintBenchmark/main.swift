import AudioSessionLint
import Foundation

// Lints a generated 1,000-file project (Swift and Objective-C, realistic sizes) and prints files per second.
// Run with `swift run -c release audiosession-lint-bench [--files N] [--rounds N]`.
// `--function-size [--calls N,N,...]` instead lints one function of 500, 1,000, 2,000 and 10,000 session calls
// (Swift and Objective-C) and prints the time for each: the cost of a function must grow with its size, no faster.
// `--repository [--files N]` instead lints the generated project doubled (2,000 files by default) laid out as a
// repository: an Xcode project, a Swift package and Info.plist folders (six targets discovered) and a configuration file.
// Everything runs on one thread: the linter uses one core.

/// The number after `flag`, if given.
func number(after flag: String) -> Int? {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return Int(arguments[index + 1])
}

/// A Swift file of about 250 lines: a view model with properties, closures, comments and, in some, session calls.
func swiftFile(_ index: Int) -> String {
    var lines = [
        "import AVFoundation", "import UIKit", "", "/// Screen \(index).", "final class Screen\(index)Model {",
    ]
    lines += (0..<12).map { "    private var value\($0): Int = \($0)  // state \($0)" }
    lines += ["    private let session = AVAudioSession.sharedInstance()", "    var onChange: ((Int) -> Void)?", ""]
    for function in 0..<14 {
        lines += [
            "    func update\(function)(with items: [String], animated: Bool) -> Int {",
            "        var total = 0",
            "        for (offset, item) in items.enumerated() where !item.isEmpty {",
            "            total += offset * \(function) + item.count",
            "        }",
            "        let mapped = items.map { $0.uppercased() }.filter { $0.hasPrefix(\"A\") }",
            "        DispatchQueue.main.async { [weak self] in",
            "            self?.onChange?(total + mapped.count)",
            "        }",
            "        if animated {",
            "            UIView.animate(withDuration: 0.25) { self.value\(function % 12) = total }",
            "        }",
        ]
        if function == 3 && index % 5 == 0 {
            lines += [
                "        try? session.setCategory(.playback, mode: .default, options: [.mixWithOthers])",
                "        try? session.setActive(true)",
            ]
        }
        if function == 5 && index % 7 == 0 {
            lines += [
                "        try? AVAudioSession.sharedInstance().setActive(false, options: .notifyOthersOnDeactivation)"
            ]
        }
        lines += ["        return total", "    }", ""]
    }
    lines += ["}", ""]
    return lines.joined(separator: "\n")
}

/// An Objective-C file of about 250 lines: a controller with methods, blocks, literals and, in some, session sends.
func objectiveCFile(_ index: Int) -> String {
    var lines = [
        "#import <AVFoundation/AVFoundation.h>", "#import \"Controller\(index).h\"", "",
        "@interface Controller\(index) ()", "@property (nonatomic, strong) AVAudioSession *audioSession;",
        "@property (nonatomic, copy) NSArray<NSString *> *items;", "@end", "", "@implementation Controller\(index)", "",
    ]
    for method in 0..<16 {
        lines += [
            "- (NSInteger)reload\(method):(NSArray *)items animated:(BOOL)animated {",
            "    NSInteger total = 0;",
            "    for (NSString *item in items) {",
            "        total += [item length] * \(method);",
            "    }",
            "    /* a comment with [brackets] and @\"strings\" */",
            "    NSDictionary *map = @{@\"key\": @(total), @\"items\": @[@1, @2]};",
            "    dispatch_async(dispatch_get_main_queue(), ^{",
            "        [self.tableView reloadData];",
            "        NSLog(@\"reloaded %@\", map);",
            "    });",
        ]
        if method == 2 && index % 4 == 0 {
            lines += [
                "    [[AVAudioSession sharedInstance] setCategory:AVAudioSessionCategoryAmbient error:nil];",
                "    [self.audioSession setActive:YES error:nil];",
            ]
        }
        lines += ["    return total;", "}", ""]
    }
    lines += ["@end", ""]
    return lines.joined(separator: "\n")
}

let fileCount = number(after: "--files") ?? 1_000
let rounds = max(1, number(after: "--rounds") ?? 3)
let folder = NSTemporaryDirectory() + "audiosession-lint-bench-\(ProcessInfo.processInfo.processIdentifier)"
try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
#if DEBUG
    print("note: a debug build; use `swift run -c release audiosession-lint-bench` for representative figures")
#endif
if CommandLine.arguments.contains("--function-size") {
    let arguments = Array(CommandLine.arguments.dropFirst())
    var sizes = FunctionSize.defaultSizes
    if let index = arguments.firstIndex(of: "--calls"), index + 1 < arguments.count {
        sizes = arguments[index + 1].split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
    }
    try FunctionSize.run(sizes: sizes, rounds: rounds, folder: folder)
    try? FileManager.default.removeItem(atPath: folder)
    exit(0)
}
if CommandLine.arguments.contains("--repository") {
    try Repository.run(fileCount: number(after: "--files") ?? 2_000, rounds: rounds, folder: folder)
    try? FileManager.default.removeItem(atPath: folder)
    exit(0)
}
var lineCount = 0
for index in 0..<fileCount {
    // Seven Swift files for every three Objective-C files, as in a mixed app.
    let isSwift = index % 10 < 7
    let text = isSwift ? swiftFile(index) : objectiveCFile(index)
    lineCount += text.split(separator: "\n", omittingEmptySubsequences: false).count
    let name = isSwift ? "Screen\(index)Model.swift" : "Controller\(index).m"
    try text.write(toFile: folder + "/App/" + name, atomically: false, encoding: .utf8)
}
var times: [Double] = []
var findings = 0
for _ in 0..<rounds {
    let clock = ContinuousClock()
    var result: Linter.Result?
    let elapsed = clock.measure { result = try? Linter.run(paths: [folder]) }
    findings = result?.findings.count ?? -1
    times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}
let median = times.sorted()[times.count / 2]
print(
    String(
        format: "lint: %d files (%d lines, 70%% Swift, 30%% Objective-C), %d findings: %.2f s (median of %d), "
            + "%.0f files/s, %.0f lines/s, one core",
        fileCount, lineCount, findings, median, rounds, Double(fileCount) / median, Double(lineCount) / median))
try? FileManager.default.removeItem(atPath: folder)
