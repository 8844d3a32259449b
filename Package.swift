// swift-tools-version: 6.1
import PackageDescription

/// Where Apple's frameworks are missing and the stand-ins take their place.
let nonApple: [Platform] = [.linux, .android, .windows, .openbsd, .wasi]

let package = Package(
    name: "swift-audio-session",
    // What SDK vendors support: iOS 15 and the releases of the same year (no `Mutex`, which needs iOS 18). macOS, where
    // AVAudioSession does not exist, runs the tools and the tests: 13, for `Duration` and `Clock`.
    platforms: [.macOS(.v13), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "AudioSessionModel", targets: ["AudioSessionModel"]),
        // The behaviour rules and the explanations `audiosession explain` prints: data the tools need, not the apps.
        .library(name: "AudioSessionReference", targets: ["AudioSessionReference"]),
        .library(name: "AudioSessionEngine", targets: ["AudioSessionEngine"]),
        .library(name: "AudioSessionRuntime", targets: ["AudioSessionRuntime"]),
        .library(name: "AudioSessionSimulator", targets: ["AudioSessionSimulator"]),
        // What an app or an SDK ships: the protocol, the sharing patterns and the adapter over AVAudioSession.
        .library(name: "AudioSessionKit", targets: ["AudioSessionKit"]),
        // What its tests import: the simulated device and session, with the Kit re-exported; the simulator's reports
        // become Swift Testing issues through the second target, which nothing else in the package links.
        .library(name: "AudioSessionTesting", targets: ["AudioSessionTesting", "AudioSessionSwiftTesting"]),
        .library(name: "AudioSessionSound", targets: ["AudioSessionSound"]),
        .library(name: "AudioSessionScenario", targets: ["AudioSessionScenario"]),
        // What an app on Linux links to have `audiosession serve` arbitrate its audio session.
        .library(name: "AudioSessionRemote", targets: ["AudioSessionRemote"]),
        .executable(name: "audiosession", targets: ["audiosession"]),
        // An app that plays a sine through libpulse, driven by standard input: the tests on real audio run it.
        .executable(name: "audiosession-tone", targets: ["AudioSessionToneClient"]),
        .executable(name: "audiosession-bench", targets: ["AudioSessionBenchmarks"]),
        .executable(name: "audiosession-lint-bench", targets: ["AudioSessionLintBenchmark"]),
        // `swift package lint-audio-session` (and Xcode's package menu), and findings as build warnings and errors.
        .plugin(name: "LintAudioSession", targets: ["LintAudioSession"]),
        .plugin(name: "AudioSessionLintBuildTool", targets: ["AudioSessionLintBuildTool"]),
    ],
    // The sound-server backends of `audiosession serve` need libpulse and libpipewire's headers (Debian's libpulse-dev
    // and libpipewire-0.3-dev): off by default, so that a fresh machine builds without them.
    traits: [
        .trait(name: "PulseAudio", description: "The pulse backend: libpulse, on PulseAudio and on pipewire-pulse."),
        .trait(
            name: "PipeWire", description: "The pipewire backend: libpulse plus libpipewire's node Pause and Start.",
            enabledTraits: ["PulseAudio"]),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // The linter and the deployment-target scan work with every swift-syntax from 600 on, so that an adopter pinning
        // any of them still resolves (.ci/run builds the linter at both ends of the range).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // `swift package generate-documentation`: the DocC catalogs of every library target.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // The daemon's log: one line per decision, through the logging API servers share.
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        // The model: value types bit-compatible with AVAudioSession, and Apple's validation rules. No I/O.
        .target(name: "AudioSessionModel"),
        // The reference text: the behaviour rules (generated from the engine's DocC articles), explanations of every
        // name, the category and mode tables. What the command line and the parser read; an app never links it.
        .target(name: "AudioSessionReference", dependencies: ["AudioSessionModel"]),
        // The policy engine: a pure function from device state and one event to new state and deliveries.
        .target(name: "AudioSessionEngine", dependencies: ["AudioSessionModel"]),
        // The vocabulary: the one spelling of each action, event, notification, field and state key, for the trace,
        // the scenario parser and printers, and the wire protocol.
        .target(name: "AudioSessionVocabulary", dependencies: ["AudioSessionModel", "AudioSessionEngine"]),
        // The runtime: the engine at work, with the delivery queue (order, held notifications) and the engine's timers
        // on an injected clock, delivering to each app's endpoints and telling subscribers what happened.
        .target(
            name: "AudioSessionRuntime",
            dependencies: ["AudioSessionModel", "AudioSessionEngine", "AudioSessionVocabulary"]
        ),
        // The device simulator: the runtime on a virtual clock, with the trace, app code in process and Music.
        .target(
            name: "AudioSessionSimulator",
            dependencies: ["AudioSessionModel", "AudioSessionEngine", "AudioSessionRuntime", "AudioSessionVocabulary"]
        ),
        // The app-facing API shaped like AVAudioSession, the SDK sharing patterns and the adapter over the real
        // session; no engine, no simulator. Off Apple platforms the adapter compiles against the stand-in below.
        .target(
            name: "AudioSessionKit",
            dependencies: [
                "AudioSessionModel", .target(name: "AVFAudioStandIn", condition: .when(platforms: nonApple)),
                .target(name: "CallKitStandIn", condition: .when(platforms: nonApple)),
            ]
        ),
        // Tests of app and SDK code: the simulated session on the simulated device, one import.
        .target(
            name: "AudioSessionTesting",
            dependencies: [
                "AudioSessionModel", "AudioSessionEngine", "AudioSessionSimulator", "AudioSessionKit",
                "AudioSessionVocabulary",
            ]
        ),
        // The one target that imports Swift Testing: it records the simulator's reports as issues of the running test
        // (found by name at run time), so that the scenario runner and the command line do not link Swift Testing.
        .target(name: "AudioSessionSwiftTesting", dependencies: ["AudioSessionSimulator"]),
        // Sample SDK components (an ad player, a call controller, a game engine's lifecycle) using the Kit alone.
        .target(name: "AudioSessionSamples", dependencies: ["AudioSessionKit"]),
        // Stand-ins: the Swift interface of an Apple framework as the iOS 18 SDK imports it, scripted, so that the
        // Apple-only adapters compile and run on Linux (one target per framework, under Sources/StandIns).
        .target(name: "AVFAudioStandIn", path: "Sources/StandIns/AVFAudioStandIn"),
        .target(name: "CallKitStandIn", dependencies: ["AVFAudioStandIn"], path: "Sources/StandIns/CallKitStandIn"),
        // The sound engine: voices, buses, gains, WAV data, and the renderer of a simulation's per-port audio. No I/O.
        .target(
            name: "AudioSessionSound",
            dependencies: [
                "AudioSessionModel", "AudioSessionEngine", "AudioSessionSimulator", "AudioSessionVocabulary",
            ]),
        // Scenario files: parsing, running through the API, expectations and reports.
        .target(
            name: "AudioSessionScenario",
            dependencies: [
                "AudioSessionModel", "AudioSessionEngine", "AudioSessionSimulator", "AudioSessionKit",
                "AudioSessionTesting", "AudioSessionSound", "AudioSessionReference", "AudioSessionVocabulary",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The client of `audiosession serve`: its socket and lines (Foundation only).
        .target(name: "AudioSessionRemote", dependencies: ["AudioSessionModel", "AudioSessionKit"]),
        // `audiosession serve`: the runtime on a real clock behind a Unix socket, for real processes (Foundation and
        // Dispatch only; the sound servers come in their own targets).
        .target(
            name: "AudioSessionService",
            dependencies: [
                "AudioSessionModel", "AudioSessionEngine", "AudioSessionRuntime", "AudioSessionSimulator",
                "AudioSessionScenario", "AudioSessionRemote", "AudioSessionVocabulary",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The sound servers, through their C libraries (used only with the traits that name them).
        .systemLibrary(
            name: "CPulse", path: "Sources/SystemLibraries/CPulse", pkgConfig: "libpulse",
            providers: [.apt(["libpulse-dev"])]),
        .systemLibrary(
            name: "CPipeWire", path: "Sources/SystemLibraries/CPipeWire", pkgConfig: "libpipewire-0.3",
            providers: [.apt(["libpipewire-0.3-dev"])]),
        // PipeWire's node Pause and Start, whose calls are C macros, as functions (they fail without libpipewire).
        .target(
            name: "CPipeWireNodes", dependencies: [.target(name: "CPipeWire", condition: .when(traits: ["PipeWire"]))]
        ),
        // The `pulse` and `pipewire` backends of `audiosession serve`: empty without the traits `PulseAudio` and
        // `PipeWire`, which say so when asked for.
        .target(
            name: "AudioSessionServicePulse",
            dependencies: [
                "AudioSessionModel", "AudioSessionService",
                .target(name: "CPulse", condition: .when(traits: ["PulseAudio"])),
                .target(name: "CPipeWireNodes", condition: .when(traits: ["PipeWire"])),
            ]
        ),
        // What the tests on real audio and the sound-server benchmark share (with the trait `PulseAudio`): a headless
        // PulseAudio or the server given, the daemon and tone clients as processes, monitors recorded, tone levels.
        .target(
            name: "AudioSessionSoundServerTesting",
            dependencies: ["AudioSessionService", "AudioSessionServicePulse"]
        ),
        // The linter: finds audio session mistakes in Swift, Objective-C and Info.plist files.
        .target(
            name: "AudioSessionLint",
            dependencies: [
                "AudioSessionModel",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The thin command-line shell.
        .executableTarget(
            name: "audiosession",
            dependencies: [
                "AudioSessionModel", "AudioSessionReference", "AudioSessionScenario", "AudioSessionLint",
                "AudioSessionService", "AudioSessionServicePulse",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // `swift package lint-audio-session [--target NAME] [lint options]`: `audiosession lint` over the package's
        // source folders.
        .plugin(
            name: "LintAudioSession",
            capability: .command(
                intent: .custom(
                    verb: "lint-audio-session",
                    description: "Find audio session mistakes in the package's Swift, Objective-C and Info.plist files")
            ),
            dependencies: ["audiosession"]
        ),
        // Lints each target it is applied to on build: findings become the build's warnings and errors.
        .plugin(name: "AudioSessionLintBuildTool", capability: .buildTool(), dependencies: ["audiosession"]),
        // `audiosession-tone`: says hello as an app and plays a sine through libpulse (with the trait `PulseAudio`),
        // driven by standard input, so that the tests hear what the daemon enforces.
        .executableTarget(
            name: "AudioSessionToneClient",
            dependencies: [
                "AudioSessionModel", "AudioSessionRemote",
                .target(name: "CPulse", condition: .when(traits: ["PulseAudio"])),
            ]
        ),
        // Benchmarks that print figures (never timed assertions).
        .executableTarget(
            name: "AudioSessionBenchmarks",
            dependencies: [
                "AudioSessionModel", "AudioSessionEngine", "AudioSessionSimulator", "AudioSessionScenario",
                "AudioSessionSound", "AudioSessionService", "AudioSessionRemote", "AudioSessionKit",
                "AudioSessionServicePulse", "AudioSessionSoundServerTesting",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The lint benchmark: a generated 1,000-file project, files per second on one core.
        .executableTarget(name: "AudioSessionLintBenchmark", dependencies: ["AudioSessionLint"]),
        // The model's tables and validation, and the reference text built on them (the rules, `explain`).
        .testTarget(name: "AudioSessionModelTests", dependencies: ["AudioSessionModel", "AudioSessionReference"]),
        .testTarget(
            name: "AudioSessionEngineTests",
            dependencies: [
                "AudioSessionModel", "AudioSessionEngine", "AudioSessionSimulator", "AudioSessionScenario",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Rules", "RuleErrors"]
        ),
        // The runtime on a clock the tests move: delivery order, timers, refusals, apps that come and go.
        .testTarget(
            name: "AudioSessionRuntimeTests",
            dependencies: ["AudioSessionModel", "AudioSessionEngine", "AudioSessionRuntime", "AudioSessionVocabulary"]
        ),
        .testTarget(
            name: "AudioSessionScenarioTests",
            dependencies: [
                "AudioSessionModel", "AudioSessionEngine", "AudioSessionSimulator", "AudioSessionScenario",
                "AudioSessionReference", "AudioSessionVocabulary",
            ],
            exclude: ["Golden", "SpecConformance"]
        ),
        .testTarget(name: "AudioSessionKitTests", dependencies: ["AudioSessionTesting", "AudioSessionSwiftTesting"]),
        // Samples: SDK components written against the Kit alone, and their tests on the simulated device.
        .testTarget(
            name: "AudioSessionSamplesTests",
            dependencies: ["AudioSessionSamples", "AudioSessionTesting", "AudioSessionSwiftTesting"]
        ),
        // The adapters over AVAudioSession and AVAudioEngine, with the SDK patterns and the samples on them, run on
        // the scripted stand-in (off Apple platforms).
        .testTarget(
            name: "SystemAudioSessionTests",
            dependencies: [
                "AudioSessionKit", "AudioSessionSamples",
                .target(name: "AVFAudioStandIn", condition: .when(platforms: nonApple)),
            ]
        ),
        // The adapter over CXProvider and CXCallController, run on the scripted stand-in (off Apple platforms).
        .testTarget(
            name: "SystemCallProviderTests",
            dependencies: [
                "AudioSessionKit", "AudioSessionSamples",
                .target(name: "AVFAudioStandIn", condition: .when(platforms: nonApple)),
                .target(name: "CallKitStandIn", condition: .when(platforms: nonApple)),
            ]
        ),
        .testTarget(
            name: "AudioSessionLintTests",
            dependencies: ["AudioSessionModel", "AudioSessionLint", "AudioSessionScenario"],
            exclude: ["Fixtures", "Golden"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "AudioSessionModel", "AudioSessionEngine", "AudioSessionSimulator", "AudioSessionKit",
                "AudioSessionRemote", "AudioSessionService", "AudioSessionScenario",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Yams", package: "Yams"),
            ]),
        // The daemon's core through in-memory connections, and the daemon on a real socket.
        .testTarget(
            name: "AudioSessionServiceTests",
            dependencies: [
                "AudioSessionModel", "AudioSessionEngine", "AudioSessionSimulator", "AudioSessionScenario",
                "AudioSessionService", "AudioSessionRemote", "AudioSessionKit", "AudioSessionSamples",
                .product(name: "Logging", package: "swift-log"), .product(name: "Yams", package: "Yams"),
            ]
        ),
        // What an adopter builds for iOS 15 uses nothing newer without `@available` (Linux compilers never check it).
        .testTarget(
            name: "DeploymentTargetTests",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The pulse backend against a headless PulseAudio each test starts (with the trait `PulseAudio`).
        .testTarget(
            name: "AudioSessionServicePulseTests",
            dependencies: ["AudioSessionService", "AudioSessionServicePulse", "AudioSessionSoundServerTesting"]),
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
for target in package.targets where target.type != .plugin && target.type != .system {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    target.swiftSettings = settings
}
