import Foundation
import Testing

/// The targets an app or an SDK builds for iOS 15 (the Kit, and what its tests link: the simulator, the testing
/// library, the samples) use nothing newer without declaring it.
@Suite struct DeploymentTargetTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The targets built for iOS, tvOS and watchOS by an adopter.
    static let targets = [
        "AudioSessionModel", "AudioSessionEngine", "AudioSessionSimulator", "AudioSessionKit", "AudioSessionTesting",
        "AudioSessionSamples",
    ]

    /// The `.swift` files of a target, by path relative to the root, in order.
    static func sources(of target: String) -> [(path: String, text: String)] {
        let base = root.appendingPathComponent("Sources").appendingPathComponent(target)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var found: [(String, String)] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift"), !relative.contains(".docc/") else { continue }
            if let text = try? String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8) {
                found.append(("Sources/\(target)/\(relative)", text))
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    @Test func everyUseOfANewerAPIIsDeclaredForTheNewerOSes() {
        let sources = Self.targets.flatMap(Self.sources(of:))
        #expect(sources.count > 100, "the scan found the sources")
        let findings = AvailabilityScan(sources: sources).findings()
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test func theScanFindsAnUncoveredUse() {
        let scan = AvailabilityScan(sources: [
            (
                "Example.swift",
                """
                public struct Timer {
                    public func wait(_ delay: Duration) {}
                }
                """
            )
        ])
        #expect(scan.findings().map(\.line) == [2])
        #expect(scan.findings().first?.reason.contains("@available(iOS 16, tvOS 16, watchOS 9, macOS 13, *)") == true)
    }

    @Test func aDeclarationOrAnAvailabilityCheckCoversAUse() {
        let scan = AvailabilityScan(sources: [
            (
                "Example.swift",
                """
                @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
                public struct Timer {
                    public var delay: Duration
                }
                public struct Player {
                    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
                    public func wait(_ delay: Duration) {}
                    public func start() {
                        if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) { let clock = ContinuousClock() }
                        /// `Duration` in a comment and "Duration" in a string are not uses.
                        _ = "Duration"
                    }
                }
                """
            )
        ])
        #expect(scan.findings().isEmpty, "\(scan.findings())")
    }

    @Test func aTooOldOrIncompleteAttributeDoesNotCover() {
        let scan = AvailabilityScan(sources: [
            (
                "Example.swift",
                """
                @available(iOS 15, tvOS 16, watchOS 9, macOS 13, *)
                func a(_ d: Duration) {}
                @available(iOS 16, *)
                func b(_ d: Duration) {}
                """
            )
        ])
        #expect(scan.findings().map(\.line) == [2, 4])
    }

    @Test func aStoredPropertyOrAnEnumCaseNeedsItsTypeMarked() {
        let scan = AvailabilityScan(sources: [
            (
                "Example.swift",
                """
                public struct Settings {
                    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
                    public var delay: Duration
                    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
                    public var computed: Duration { .zero }
                }
                public enum Step {
                    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
                    case wait(Duration)
                }
                """
            )
        ])
        #expect(scan.findings().map(\.line) == [3, 9])
        #expect(scan.findings().allSatisfy { $0.reason.contains("cannot be potentially unavailable") })
    }

    @Test func aTypeDeclaredForTheNewerOSesNeedsTheSameCoverWhereItIsUsed() {
        let scan = AvailabilityScan(sources: [
            (
                "Example.swift",
                """
                @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
                public final class Scheduler {}
                public func makeScheduler() -> Scheduler { Scheduler() }
                """
            )
        ])
        #expect(scan.findings().map(\.line) == [3, 3])
        #expect(scan.newerDeclaredNames == ["Scheduler"])
    }
}
