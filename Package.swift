// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "swift-audio-session",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "AudioSessionModel", targets: ["AudioSessionModel"]),
        .library(name: "AudioSessionEngine", targets: ["AudioSessionEngine"]),
        .library(name: "AudioSessionSimulator", targets: ["AudioSessionSimulator"]),
        .library(name: "AudioSessionKit", targets: ["AudioSessionKit"]),
        .library(name: "AudioSessionSound", targets: ["AudioSessionSound"]),
        .library(name: "AudioSessionScenario", targets: ["AudioSessionScenario"]),
        .executable(name: "audiosession", targets: ["audiosession"]),
        .executable(name: "audiosession-bench", targets: ["AudioSessionBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        // The model: value types bit-compatible with AVAudioSession, and Apple's validation rules. No I/O.
        .target(name: "AudioSessionModel"),
        // The policy engine: a pure function from device state and one event to new state and deliveries.
        .target(name: "AudioSessionEngine", dependencies: ["AudioSessionModel"]),
        // The device simulator: a virtual clock, timers, delivery order and held notifications.
        .target(name: "AudioSessionSimulator", dependencies: ["AudioSessionModel", "AudioSessionEngine"]),
        // The app-facing API shaped like AVAudioSession, and the SDK sharing patterns.
        .target(
            name: "AudioSessionKit", dependencies: ["AudioSessionModel", "AudioSessionEngine", "AudioSessionSimulator"]),
        // The sound engine: voices, buses, gains, WAV data, and the renderer of a simulation's per-port audio. No I/O.
        .target(
            name: "AudioSessionSound",
            dependencies: ["AudioSessionModel", "AudioSessionEngine", "AudioSessionSimulator"]),
        // Scenario files: parsing, running through the API, expectations and reports.
        .target(
            name: "AudioSessionScenario",
            dependencies: [
                "AudioSessionModel", "AudioSessionEngine", "AudioSessionSimulator", "AudioSessionKit",
                "AudioSessionSound", .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The thin command-line shell.
        .executableTarget(
            name: "audiosession",
            dependencies: [
                "AudioSessionModel", "AudioSessionScenario",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks that print figures (never timed assertions).
        .executableTarget(
            name: "AudioSessionBenchmarks",
            dependencies: ["AudioSessionModel", "AudioSessionEngine", "AudioSessionSimulator", "AudioSessionScenario"]
        ),
        .testTarget(name: "AudioSessionModelTests", dependencies: ["AudioSessionModel"]),
        .testTarget(
            name: "AudioSessionEngineTests",
            dependencies: [
                "AudioSessionModel", "AudioSessionEngine", "AudioSessionSimulator", "AudioSessionScenario",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Rules", "RuleErrors"]
        ),
        .testTarget(
            name: "AudioSessionScenarioTests",
            dependencies: ["AudioSessionModel", "AudioSessionEngine", "AudioSessionSimulator", "AudioSessionScenario"],
            exclude: ["Golden", "SpecConformance"]
        ),
        .testTarget(
            name: "AudioSessionKitTests",
            dependencies: ["AudioSessionModel", "AudioSessionKit", "AudioSessionSimulator"]),
        .testTarget(name: "EndToEndTests", dependencies: ["AudioSessionModel"]),
        .testTarget(
            name: "AudioSessionSoundTests",
            dependencies: [
                "AudioSessionModel", "AudioSessionEngine", "AudioSessionSimulator", "AudioSessionSound",
                "AudioSessionScenario", .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// One settings loop for every target.
for target in package.targets where target.type != .plugin {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    target.swiftSettings = settings
}
