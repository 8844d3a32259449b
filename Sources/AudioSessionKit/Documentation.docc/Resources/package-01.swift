// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "MyAds",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "MyAds", targets: ["MyAds"])],
    dependencies: [
        .package(url: "https://github.com/example/swift-audio-session", branch: "main")
    ],
    targets: [
        // What ships inside the app: the Kit alone, no engine, no simulator.
        .target(name: "MyAds", dependencies: [.product(name: "AudioSessionKit", package: "swift-audio-session")]),
        // What tests it: the simulated device and session, one import.
        .testTarget(
            name: "MyAdsTests",
            dependencies: ["MyAds", .product(name: "AudioSessionTesting", package: "swift-audio-session")]),
    ]
)
