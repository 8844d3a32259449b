// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Packaged",
    targets: [
        .target(name: "Player"),
        .target(name: "Calls", dependencies: [.target(name: "Player")], path: "Sources/CallKitGlue"),
    ]
)
